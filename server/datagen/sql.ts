/** Small helpers to write constant data into generated SQL. */
export type Literal = string | number | boolean | null | readonly string[];

export function lit(v: Literal): string {
  if (v === null) return 'NULL';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (Array.isArray(v)) return `[${v.map(lit).join(', ')}]::VARCHAR[]`;
  return `'${String(v).replaceAll("'", "''")}'`;
}

/** `(VALUES (…), (…)) AS alias(columns)` for a list of rows. */
export function valuesTable(alias: string, columns: readonly string[], rows: readonly (readonly Literal[])[]): string {
  return `(VALUES ${rows.map((r) => `(${r.map(lit).join(', ')})`).join(', ')}) AS ${alias}(${columns.join(', ')})`;
}

/** A constant list literal indexed from a 0-based SQL integer expression. */
export function pick(values: readonly Literal[], index0: string): string {
  return `[${values.map(lit).join(', ')}][(${index0})::BIGINT + 1]`;
}

/** Index of the weighted choice a uniform SQL expression falls into. */
export function weightedIndex(weights: readonly number[], uniform: string): string {
  const total = weights.reduce((a, b) => a + b, 0);
  let acc = 0;
  const arms = weights.slice(0, -1).map((w, i) => {
    acc += w / total;
    return `WHEN ${uniform} < ${acc.toFixed(6)} THEN ${i}`;
  });
  return `(CASE ${arms.join(' ')} ELSE ${weights.length - 1} END)`;
}
