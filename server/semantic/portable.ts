/**
 * Functions a model's SQL may call that every warehouse spells its own way, each expanded by the
 * compiler's dialect (server/compiler/dialect/<name>/expressions.ts) before the SQL is sent:
 * - `seconds_between(f.a, f.b)`: seconds from timestamp `f.a` to `f.b`, with their fractions;
 * - `timestamp_text(f.a)`: a timestamp column read as the warehouse keeps it, to the millisecond.
 * Arguments are columns of the fact (`f.<column>`).
 */
export interface PortableFunctions {
  secondsBetween(from: string, to: string): string;
  timestampText(column: string): string;
}

const COLUMN = 'f\\.[a-z_][a-z0-9_]*';
const SECONDS = new RegExp(`seconds_between\\((${COLUMN}), (${COLUMN})\\)`, 'g');
const TIMESTAMP = new RegExp(`timestamp_text\\((${COLUMN})\\)`, 'g');

/** A model's SQL fragment with the portable functions written in a warehouse's own SQL. */
export function expandPortable(sql: string, fns: PortableFunctions): string {
  return sql.replace(SECONDS, (_, from: string, to: string) => fns.secondsBetween(from, to)).replace(TIMESTAMP, (_, column: string) => fns.timestampText(column));
}
