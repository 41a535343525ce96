import { generateSecret, generateURI, verify } from 'otplib';
import type { AppStore } from '../appstore/appStore';

export const OTP_ISSUER = 'Operator Console';

/** A fresh base32 TOTP secret of 160 bits from the CSPRNG. */
export function newOtpSecret(): string {
  return generateSecret({ length: 20 });
}

export function otpAuthUri(secret: string, operatorAC: string): string {
  return generateURI({ issuer: OTP_ISSUER, label: operatorAC, secret });
}

/**
 * RFC 6238 with a 30 s step and at most one step of drift either way. Returns the matched time
 * step, or null; a step at or before `afterStep` (already used) never matches.
 */
export async function matchTotp(secret: string, code: string, nowMs: number, afterStep: number | null): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = await verify({
      secret, token: code, epoch: Math.floor(nowMs / 1000), epochTolerance: 30,
      ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}

/**
 * Marks a time step used, atomically: of two requests carrying the same code at the same moment
 * only one gets true.
 */
export async function consumeOtpStep(store: AppStore, operatorID: number, step: number): Promise<boolean> {
  const rows = await store.all(
    'UPDATE operator SET otp_last_step = $1 WHERE operator_id = $2 AND (otp_last_step IS NULL OR otp_last_step < $1) RETURNING operator_id',
    [step, operatorID]);
  return rows.length === 1;
}
