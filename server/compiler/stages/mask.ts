import type { ColumnResult, Row } from '../../warehouse/warehouse';

/** Result fields holding member contact data (spec §3 phone and email), masked without the member contact right. */
const CONTACT_FIELDS = ['phone', 'email'] as const;

const MASK = '*';

/** `+66812345678` → `+668******78`: the first three digits (country code) and the last two stay, other digits become `*`. */
export function maskPhone(phone: string): string {
  const digits = [...phone].map((c, i) => (/\d/.test(c) ? i : -1)).filter((i) => i >= 0);
  const keep = new Set([...digits.slice(0, Math.min(3, Math.max(0, digits.length - 4))), ...digits.slice(-2)]);
  return [...phone].map((c, i) => (/\d/.test(c) && !keep.has(i) ? MASK : c)).join('');
}

/** `jane.doe@example.com` → `j***@example.com`: the first character of the name and the domain stay. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return MASK.repeat(3);
  return `${email[0]}${MASK.repeat(3)}${email.slice(at)}`;
}

/** How each contact field is masked. */
const MASKS: Record<(typeof CONTACT_FIELDS)[number], (value: string) => string> = { phone: maskPhone, email: maskEmail };

/** The masks to apply: none with the member contact right, else one per contact field. */
function masksFor(contact: boolean | undefined): [string, (value: string) => string][] {
  return contact ? [] : CONTACT_FIELDS.map((f) => [f, MASKS[f]]);
}

/**
 * Stage mask, contact data: without the right, every phone and e-mail of the rows is masked here on
 * the server, before the grid answer or the export is built, so unmasked values never leave it.
 */
export function maskRows<R extends Row>(rows: R[], contact: boolean | undefined): R[] {
  const masks = masksFor(contact);
  if (!masks.length) return rows;
  // new rows, never the ones read: those may be a cached result another operator with the right is served
  return rows.map((row) => {
    const masked = masks.filter(([f]) => typeof row[f] === 'string');
    return masked.length ? { ...row, ...Object.fromEntries(masked.map(([f, mask]) => [f, mask(row[f] as string)])) } : row;
  });
}

/** maskRows on an export's columns, in new columns (a chunk read is never edited). */
export function maskColumns(chunk: ColumnResult, contact: boolean | undefined): ColumnResult {
  const masks = masksFor(contact).filter(([f]) => chunk.columns[f]);
  if (!masks.length) return chunk;
  const columns = { ...chunk.columns };
  for (const [f, mask] of masks) columns[f] = chunk.columns[f].map((v) => (typeof v === 'string' ? mask(v) : v));
  return { count: chunk.count, columns };
}
