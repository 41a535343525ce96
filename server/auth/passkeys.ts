import { randomBytes } from 'node:crypto';
import {
  type AuthenticationResponseJSON, type PublicKeyCredentialCreationOptionsJSON, type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON, generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers';
import type { AppStore } from '../appstore/appStore';
import type { OperatorRecord } from '../appstore/operators';
import { consumeChallenge, findPasskey, insertChallenge, insertPasskey, listPasskeys, recordPasskeyUse } from '../appstore/passkeys';
import type { RelyingParty } from './relyingParty';

/** A challenge lives two minutes and serves one ceremony. */
export const PASSKEY_CHALLENGE_MS = 2 * 60_000;

export type PasskeyResult<T> = ({ ok: true } & T) | { ok: false; reason: string };

/** The challenge the browser signed, read from clientDataJSON (verification checks it again). */
function signedChallenge(clientDataJSON: string): string | null {
  try {
    const challenge = decodeClientDataJSON(clientDataJSON).challenge;
    return typeof challenge === 'string' && challenge.length <= 128 ? challenge : null;
  } catch {
    return null;
  }
}

/** Options for navigator.credentials.create: a discoverable credential with user verification. */
export async function passkeyRegistrationOptions(store: AppStore, operator: OperatorRecord, rp: RelyingParty,
  nowMs: number): Promise<PublicKeyCredentialCreationOptionsJSON | null> {
  const existing = await listPasskeys(store, operator.operatorID);
  const userHandle = existing[0]?.userHandle ?? randomBytes(32).toString('base64url');
  const options = await generateRegistrationOptions({
    rpName: rp.name, rpID: rp.id, userName: operator.operatorAC, userDisplayName: operator.operatorName,
    userID: isoBase64URL.toBuffer(userHandle), attestationType: 'none', timeout: PASSKEY_CHALLENGE_MS,
    excludeCredentials: existing.map((p) => ({ id: p.credentialID, transports: p.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  const stored = await insertChallenge(store, {
    challenge: options.challenge, purpose: 'register', operatorID: operator.operatorID, userHandle, expiresMs: nowMs + PASSKEY_CHALLENGE_MS,
  }, nowMs);
  return stored ? options : null;
}

/** Checks a new credential against the operator's own open challenge and stores it. */
export async function finishPasskeyRegistration(store: AppStore, operator: OperatorRecord, response: RegistrationResponseJSON,
  rp: RelyingParty, nowMs: number): Promise<PasskeyResult<{ credentialID: string }>> {
  const challenge = signedChallenge(response.response.clientDataJSON);
  const open = challenge && (await consumeChallenge(store, challenge, 'register', operator.operatorID, nowMs));
  if (!challenge || !open || !open.userHandle) return { ok: false, reason: 'challenge' };
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response, expectedChallenge: challenge, expectedOrigin: rp.origins, expectedRPID: rp.id, requireUserVerification: true,
    });
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!verification.verified) return { ok: false, reason: 'invalid' };
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  const inserted = await insertPasskey(store, {
    credentialID: credential.id, operatorID: operator.operatorID, userHandle: open.userHandle,
    publicKey: isoBase64URL.fromBuffer(credential.publicKey), signCount: credential.counter, transports: credential.transports ?? [],
    deviceType: credentialDeviceType, backedUp: credentialBackedUp, createdMs: nowMs,
  });
  return inserted ? { ok: true, credentialID: credential.id } : { ok: false, reason: 'duplicate' };
}

/** Options for navigator.credentials.get: any discoverable credential of this console, verified user. */
export async function passkeyLoginOptions(store: AppStore, rp: RelyingParty, nowMs: number): Promise<PublicKeyCredentialRequestOptionsJSON | null> {
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required', timeout: PASSKEY_CHALLENGE_MS });
  const stored = await insertChallenge(store, {
    challenge: options.challenge, purpose: 'login', operatorID: null, userHandle: null, expiresMs: nowMs + PASSKEY_CHALLENGE_MS,
  }, nowMs);
  return stored ? options : null;
}

/**
 * Checks an assertion: its challenge is consumed first (a replay finds none), the credential
 * must exist and belong to the user handle presented, the signature, origin, RP ID and user
 * verification must hold, and the sign counter must grow (when the authenticator keeps one).
 */
export async function finishPasskeyLogin(store: AppStore, response: AuthenticationResponseJSON, rp: RelyingParty,
  nowMs: number): Promise<PasskeyResult<{ operatorID: number }>> {
  const challenge = signedChallenge(response.response.clientDataJSON);
  if (!challenge || !(await consumeChallenge(store, challenge, 'login', null, nowMs))) return { ok: false, reason: 'challenge' };
  const passkey = await findPasskey(store, response.id);
  if (!passkey || response.rawId !== response.id) return { ok: false, reason: 'unknown_credential' };
  if (response.response.userHandle && response.response.userHandle !== passkey.userHandle) return { ok: false, reason: 'user_handle' };
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response, expectedChallenge: challenge, expectedOrigin: rp.origins, expectedRPID: rp.id, requireUserVerification: true,
      credential: { id: passkey.credentialID, publicKey: isoBase64URL.toBuffer(passkey.publicKey), counter: passkey.signCount, transports: passkey.transports },
    });
  } catch {
    // includes a sign counter that did not grow: a cloned authenticator or a replayed assertion
    return { ok: false, reason: 'invalid' };
  }
  if (!verification.verified) return { ok: false, reason: 'invalid' };
  const recorded = await recordPasskeyUse(store, passkey.credentialID, passkey.signCount, verification.authenticationInfo.newCounter, nowMs);
  return recorded ? { ok: true, operatorID: passkey.operatorID } : { ok: false, reason: 'counter' };
}
