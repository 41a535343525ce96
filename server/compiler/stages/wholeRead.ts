import type { ResRelation } from '../dialect/dialect';
import { residentReadable } from '../resident/read';
import type { StatementData } from '../statement';
import type { PlannedRelation } from './relation';
import type { Statement } from '../types';

/** `SELECT 0 AS __part, * FROM (SELECT * FROM res LIMIT limit)` over `res`'s rows computed from tables held in memory. */
const heldParts = (held: NonNullable<ResRelation['held']>, limit: number): NonNullable<Statement['held']> => (tables) =>
  held(tables)?.slice(0, limit).map((r) => ({ __part: 0, ...r }));

/**
 * What the executors read of a page of every row (Wrappers.wholeRows), before any SQL: where the
 * relation has its aggregates apart (`raw`, as its plan has them), the figure program the web tier runs over them and,
 * where its parts can be, their description for the tables held in memory; else a named kind's
 * rows computed from those tables, where it can (no totals row beside them). `carried`: the totals
 * row is read beside the rows.
 */
export function wholeRead(rel: PlannedRelation, limit: number, carried: boolean): StatementData {
  const figures = rel.plan?.figures();
  if (!figures) return rel.held && !rel.totals ? { held: heldParts(rel.held, limit) } : {};
  const program = carried ? figures.program : { ...figures.program, rowTotals: undefined };
  // the rows (and the totals row beside them) may be read from tables held in memory
  const described = figures.resident && { ...figures.resident, ...(carried ? {} : { totals: undefined }) };
  return { finish: { figures: program }, ...(described && residentReadable(described) ? { resident: { ...described, limit } } : {}) };
}
