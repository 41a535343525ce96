/**
 * Text that a spreadsheet would run as a formula is prefixed with an apostrophe: cells starting
 * with =, +, @, tab or CR, and - when the text is not a number. Numbers stay numbers.
 */
export function escapeCell(value: unknown): unknown {
  if (typeof value !== 'string' || value === '') return value;
  const first = value[0];
  if (first === '=' || first === '+' || first === '@' || first === '\t' || first === '\r') return `'${value}`;
  if (first === '-' && Number.isNaN(Number(value))) return `'${value}`;
  return value;
}
