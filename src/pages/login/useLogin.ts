import { useRef, useState } from 'react';
import { api } from '../../api/endpoints';
import { keepSessionInfo } from '../../state/sessionInfoCache';
import { sessionStore } from '../../state/sessionStore';
import { loginFailure, loginOutcome, type LoginOutcome } from './loginOutcome';

export type LoginStep = 'credentials' | 'otp';

/** Sends the login; the guard takes over once the token is stored. */
export function useLogin() {
  const [step, setStep] = useState<LoginStep>('credentials');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Extract<LoginOutcome, { kind: 'failed' }> | null>(null);
  // The credentials wait in memory for the one-time-code step; they are stored nowhere else.
  const credentials = useRef({ operatorAC: '', password: '' });

  async function submit(otp?: string): Promise<void> {
    const { operatorAC, password } = credentials.current;
    setBusy(true);
    setFailure(null);
    let outcome: LoginOutcome;
    try {
      const envelope = await api.login({ operatorAC: operatorAC.trim(), password, ...(otp ? { otp } : {}) });
      outcome = loginOutcome(envelope, Boolean(sessionStore.token));
    } catch (error) {
      outcome = loginFailure(error);
    }
    setBusy(false);
    if (outcome.kind === 'otp-required') setStep('otp');
    else if (outcome.kind === 'failed') setFailure(outcome);
    else keepSessionInfo(outcome.info);
  }

  const signIn = (operatorAC: string, password: string) => {
    credentials.current = { operatorAC, password };
    return submit();
  };
  const verify = (otp: string) => submit(otp);
  const back = () => { setStep('credentials'); setFailure(null); credentials.current = { operatorAC: '', password: '' }; };
  return { step, busy, failure, signIn, verify, back };
}
