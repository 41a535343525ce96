import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { isCommonPassword } from './commonPasswords';

/** OWASP's argon2id floor (m = 19 MiB, t = 2, p = 1). 2 is Algorithm.Argon2id (an ambient const enum). */
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** The one answer to a common password, for new, reset and changed passwords alike. */
export const COMMON_PASSWORD_MESSAGE = 'This password is too common, please choose another';

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same argon2 work as a real check, for an account that does not exist, so the
 * answer time does not tell existing accounts from missing ones.
 */
export async function verifyDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
}

/** ASVS 5.0: 8 to 128 characters, no composition rules, not a common password. Null when acceptable. */
export function passwordProblem(password: string, account?: string): string | null {
  if (password.length < PASSWORD_MIN) return `Password must be at least ${PASSWORD_MIN} characters`;
  if (password.length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters`;
  if (isCommonPassword(password, account)) return COMMON_PASSWORD_MESSAGE;
  return null;
}
