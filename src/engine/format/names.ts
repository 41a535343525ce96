/**
 * A name an operator types (a group's name): full-width and other compatibility forms folded
 * (NFKC: 'Ｆｉｎａｎｃｅ' → 'Finance'), invisible format characters (zero-width spaces and
 * joiners) removed, surrounding spaces trimmed — so two names that look alike are one name, for
 * the length rules and for uniqueness alike. Browser and server use the same rule.
 */
export function cleanName(name: string): string {
  return name.normalize('NFKC').replace(/\p{Cf}/gu, '').trim();
}

/** Length in characters as a reader counts them (code points: an emoji is one). */
export function nameLength(name: string): number {
  return [...name].length;
}

/** Control characters (NUL, tabs inside, escapes) have no place in a name shown in lists and exports. */
export function hasControlCharacters(name: string): boolean {
  return /\p{Cc}/u.test(name);
}
