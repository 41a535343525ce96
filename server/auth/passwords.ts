import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id floor (m = 19 MiB, t = 2, p = 1). 2 is Algorithm.Argon2id (an ambient const enum). */
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

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

// The most common leaked passwords (and the product's own words) are refused whatever their length.
const COMMON = new Set([
  'password', 'password1', 'password123', 'passw0rd', '12345678', '123456789', '1234567890', '11111111', '00000000',
  'qwertyui', 'qwerty123', 'qwertyuiop', 'iloveyou', 'sunshine', 'princess', 'football', 'baseball', 'welcome1',
  'welcome123', 'abc12345', 'abcd1234', 'letmein1', 'trustno1', 'superman', 'whatever', 'admin123', 'administrator',
  'changeme', 'p@ssw0rd', 'aa123456', 'asdfghjk', 'zxcvbnm1', '1q2w3e4r', '1qaz2wsx', 'q1w2e3r4', 'dragon12',
  'monkey12', 'master12', 'starwars', 'michael1', 'jennifer', 'computer', 'operator', 'operator1', 'console1',
  'casino123', 'demo-pass-2026',
]);

/** ASVS 5.0: 8 to 128 characters, no composition rules, not a common password. Null when acceptable. */
export function passwordProblem(password: string, account?: string): string | null {
  if (password.length < PASSWORD_MIN) return `Password must be at least ${PASSWORD_MIN} characters`;
  if (password.length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters`;
  const lower = password.toLowerCase();
  if (COMMON.has(lower) || (account && lower === account.toLowerCase())) return 'This password is too common, please choose another';
  return null;
}
