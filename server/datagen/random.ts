/**
 * Deterministic randomness as SQL expressions. Every draw is a hash of the entity keys and a
 * constant derived from (seed, tag), so a value never depends on DuckDB's thread scheduling or on
 * the order rows are produced in. DuckDB's multi-argument hash combines its arguments weakly
 * (hash(i, 1) and hash(i, 2) correlate), so the combination is hashed once more.
 */
export interface SqlRandom {
  /** Uniform in [0, 1) keyed by the given SQL expressions. */
  u(tag: string, ...keys: string[]): string;
  /** Standard normal keyed by the given SQL expressions (Box–Muller on two uniforms). */
  n(tag: string, ...keys: string[]): string;
  /** Unsigned 64-bit hash keyed by the given SQL expressions. */
  h(tag: string, ...keys: string[]): string;
}

const TWO_POW_MINUS_53 = '1.1102230246251565e-16';

export function sqlRandom(seed: number): SqlRandom {
  const h = (tag: string, ...keys: string[]) => `hash(hash(${[...keys, `${tagConstant(seed, tag)}::UBIGINT`].join(', ')}))`;
  const u = (tag: string, ...keys: string[]) => `((${h(tag, ...keys)} >> 11) * ${TWO_POW_MINUS_53})`;
  const n = (tag: string, ...keys: string[]) =>
    `(sqrt(-2 * ln(1 - ${u(`${tag}.a`, ...keys)})) * cos(2 * pi() * ${u(`${tag}.b`, ...keys)}))`;
  return { u, n, h };
}

/** A 53-bit constant from (seed, tag): two FNV-1a passes with different offsets. */
export function tagConstant(seed: number, tag: string): string {
  const text = `${seed}/${tag}`;
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ seed;
  for (let i = 0; i < text.length; i++) {
    a = Math.imul(a ^ text.charCodeAt(i), 0x01000193) >>> 0;
    b = Math.imul(b ^ text.charCodeAt(i), 0x5bd1e995) >>> 0;
  }
  return String(BigInt(a) * 2097152n + BigInt(b & 0x1fffff));
}
