import { useRef, useState } from 'react';
import { api } from '../../api/endpoints';
import type { Envelope } from '../../engine/status';
import { keepSessionInfo } from '../../state/sessionInfoCache';
import { sessionStore } from '../../state/sessionStore';
import { loginFailureFor, type LoginMethod } from './loginFailureKey';
import { loginMethodsApi, type QuickLoginAnswer } from './loginMethodsApi';
import { loginFailure, loginOutcome, type LoginOutcome } from './loginOutcome';
import { isPasskeyCancel } from './passkeySupport';
import { deviceId, forgetQuickLogin, readQuickLogin, saveQuickLogin, type QuickLoginEntry } from './quickLoginStorage';

export type LoginStep = 'credentials' | 'otp';

type Pending =
  | { kind: 'password'; operatorAC: string; password: string }
  | { kind: 'quick'; entry: QuickLoginEntry };

const NOTHING: Pending = { kind: 'password', operatorAC: '', password: '' };

/** Sends the login (password, quick login or passkey); the guard takes over once the token is stored. */
export function useLogin() {
  const [step, setStep] = useState<LoginStep>('credentials');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Extract<LoginOutcome, { kind: 'failed' }> | null>(null);
  const [quickEntry, setQuickEntry] = useState<QuickLoginEntry | null>(() => readQuickLogin(localStorage));
  // What proved the operator waits in memory for the one-time-code step; it is stored nowhere else.
  const pending = useRef<Pending>(NOTHING);

  async function attempt(method: LoginMethod, send: () => Promise<Envelope<object>>, otp?: string): Promise<LoginOutcome> {
    setBusy(true);
    setFailure(null);
    let outcome: LoginOutcome;
    try {
      outcome = loginOutcome(await send(), Boolean(sessionStore.token));
    } catch (error) {
      outcome = method === 'passkey' && isPasskeyCancel(error) ? { kind: 'failed', key: 'login.passkeyCancelled' } : loginFailure(error);
    }
    setBusy(false);
    if (outcome.kind === 'otp-required') setStep('otp');
    else if (outcome.kind === 'failed') setFailure(loginFailureFor(method, outcome, Boolean(otp)));
    return outcome;
  }

  async function submit(otp?: string): Promise<void> {
    const p = pending.current;
    if (p.kind === 'password') {
      const outcome = await attempt('password', () => api.login({ operatorAC: p.operatorAC.trim(), password: p.password, ...(otp ? { otp } : {}) }), otp);
      if (outcome.kind === 'signed-in') keepSessionInfo(outcome.info);
      return;
    }
    const outcome = await attempt('quick', () => loginMethodsApi.quickLogin({ deviceId: deviceId(localStorage), token: p.entry.token, ...(otp ? { otp } : {}) }), otp);
    if (outcome.kind === 'signed-in') {
      const next = (outcome.info as QuickLoginAnswer).quickLogin?.token;
      if (next) saveQuickLogin(localStorage, { ...p.entry, token: next });
      keepSessionInfo(outcome.info);
    } else if (outcome.kind === 'failed' && outcome.key === 'errors.status.0') {
      forgetQuickLogin(localStorage);
      setQuickEntry(null);
    }
  }

  const signIn = (operatorAC: string, password: string) => {
    pending.current = { kind: 'password', operatorAC, password };
    return submit();
  };
  const quickLogin = () => {
    if (!quickEntry) return Promise.resolve();
    pending.current = { kind: 'quick', entry: quickEntry };
    return submit();
  };
  const passkey = async () => {
    const outcome = await attempt('passkey', async () => {
      // the WebAuthn helper loads only for a passkey login, not with every page of the console
      const [{ result }, { startAuthentication }] = await Promise.all([loginMethodsApi.passkeyOptions(), import('@simplewebauthn/browser')]);
      const response = await startAuthentication({ optionsJSON: result.options });
      return loginMethodsApi.passkeyVerify(response);
    });
    if (outcome.kind === 'signed-in') keepSessionInfo(outcome.info);
  };
  const verify = (otp: string) => submit(otp);
  const back = () => { setStep('credentials'); setFailure(null); pending.current = NOTHING; };
  return { step, busy, failure, quickEntry, signIn, quickLogin, passkey, verify, back };
}
