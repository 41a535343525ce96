import type { Row } from '../../../warehouse/warehouse';
import type { ResRelation } from '../../dialect/dialect';
import type { ModelPlan } from '../../stages/modelPlan';
import { evaluateFigures } from '../../figures/evaluate';
import { residentReadable, residentRows } from '../../resident/read';

const SAFE = Number.MAX_SAFE_INTEGER;

/**
 * The funnel's rows computed from tables held in memory, as duckdbFunnel's SQL answers them: the
 * steps' one row (its model query's aggregates, as its plan has them, read from the held tables, its figures computed
 * as its SQL does), then a row per step: `step`, `step_order`, `users` (the count as a BIGINT),
 * `cvt_rate` (users ÷ the first step's, a DOUBLE), `step_rate` (users ÷ the step before's). Undefined
 * where the relation's parts are not read so, or a count is not an integer a double holds exactly.
 */
export function heldFunnel(steps: readonly string[], src: ModelPlan): NonNullable<ResRelation['held']> | undefined {
  const raw = src.figures();
  // figures of a row alone (no rank or share over rows): as the one-row relation's
  if (!raw?.resident || !residentReadable(raw.resident) || !raw.program.rows.every((s) => 'expr' in s)) return undefined;
  const read = raw.resident;
  return (tables) => {
    const exact = residentRows({ ...read, limit: 2 }, tables);
    const rows = exact && evaluateFigures(exact, raw.program).filter((r) => r.__part === 0);
    if (!rows || rows.length !== 1) return undefined;
    const users: (number | null)[] = [];
    for (const m of steps) {
      const v = rows[0][m];
      if (v !== null && (typeof v !== 'number' || !Number.isInteger(v) || Math.abs(v) > SAFE)) return undefined;
      users.push(v);
    }
    // `users / nullif(x, 0)`: a DOUBLE, NULL where either is NULL or x is 0
    const rate = (u: number | null, of: number | null | undefined) => (u === null || of === null || of === undefined || of === 0 ? null : u / of);
    return steps.map((step, i): Row => ({ step, step_order: i + 1, users: users[i], cvt_rate: rate(users[i], users[0]), step_rate: i === 0 ? null : rate(users[i], users[i - 1]) }));
  };
}
