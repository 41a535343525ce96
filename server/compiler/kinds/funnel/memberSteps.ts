import { ident, type Params } from '../../sql/params';
import type { KindInput } from '../kind';
import type { ResolvedRange } from '../../../../src/engine/dates/presets';
import { rangeMonths } from '../../sql/activityMonths';
import { duckFirstDays, eventMasks, eventsSql, maskRowsWhere, type MemberEvents } from '../shared/memberEvents';

/**
 * The members reaching each step, in order: step 1's members on their first day of it in the range;
 * step k's, those of step k − 1 with step k's event on or after the day they reached k − 1, on the
 * first such day (DuckDB: a relation per step, each read once). Each step's day is named by its step
 * (`day_<k>`), as ClickHouse needs (an alias is read wherever its name is).
 *
 * DuckDB: the WITH list ending in `src`, one row of each step's members named by the step's measure,
 * each step's first days read as memberEvents.ts duckFirstDays reads them.
 */
export function duckMemberSteps(events: readonly MemberEvents[], input: KindInput, params: Params): string {
  const steps = events.map((e, i) => `r${i + 1} AS (SELECT member_id, day AS day_${i + 1} FROM (${duckFirstDays(e, input.range, input, params, i ? { rel: `r${i}`, column: `day_${i}` } : undefined)}))`);
  const counts = events.map((e, i) => `(SELECT count(*) FROM r${i + 1}) AS ${ident(e.measure)}`);
  return `WITH ${steps.join(',\n')},\nsrc AS (SELECT ${counts.join(', ')})`;
}

/**
 * A mask's lowest day as a date: the month's first day plus the index of its lowest set bit. Bit 31
 * (no day's) is set first, so a mask of no day, where ClickHouse computes it anyway (an aggregate's
 * condition is applied after its argument), reads day 31 and never log2(0).
 */
function lowestDay(month: string, b: string): string {
  const x = `bitOr(${b}, toInt64(2147483648))`;
  return `addDays(${month}, toUInt32(log2(bitAnd(${x}, -${x}))))`;
}

/**
 * ClickHouse: the members' month rows of the events' days in the range from their active days by
 * month (memberEvents.ts eventMasks), each mask cut to the range's days (`member_id, month, b`, as
 * Int64 throughout: 18.16 mixes no signed and unsigned 64-bit bits).
 */
function chMaskRows(e: MemberEvents, masks: { table: string; mask: string }, range: ResolvedRange, input: KindInput, params: Params): string {
  const { fromMonth, toMonth, fromMask, toMask } = rangeMonths(range);
  const mask = `toInt64(a.${ident(masks.mask)})`;
  const cut = fromMonth === toMonth ? params.add(fromMask) : `multiIf(a.month = ${params.date(fromMonth)}, ${params.add(fromMask)}, a.month = ${params.date(toMonth)}, ${params.add(toMask)}, 2147483647)`;
  const where = [`a.month BETWEEN ${params.date(fromMonth)} AND ${params.date(toMonth)}`, ...maskRowsWhere('a', e, input, params)];
  return `SELECT a.member_id AS member_id, a.month AS month, bitAnd(${mask}, toInt64(${cut})) AS b FROM ${ident(masks.table)} AS a WHERE ${where.join(' AND ')}`;
}

/**
 * ClickHouse: the one row of duckMemberSteps in one pass of nested SELECTs (no WITH list where it is
 * read as a subquery): every member of step 1 carried through, each later step's day NULL where the
 * member has not reached it, then each step's members counted. A step's days are its members' month
 * masks where kept (one row a member and month, as DuckDB reads them), else its events' days; a
 * member the join finds no row for reads NULL or the type's default, in no step.
 */
export function chMemberSteps(events: readonly MemberEvents[], input: KindInput, params: Params): string {
  const masksOf = (e: MemberEvents) => (input.range ? eventMasks(e, input) : undefined);
  const first = masksOf(events[0]);
  let carried = first
    ? `SELECT member_id, min(${lowestDay('month', 'b')}) AS day_1 FROM (${chMaskRows(events[0], first, input.range!, input, params)}) WHERE b != 0 GROUP BY member_id`
    : `SELECT member_id, min(day) AS day_1 FROM (${eventsSql('clickhouse', events[0], input.range, input, params)}) GROUP BY member_id`;
  for (let k = 2; k <= events.length; k++) {
    const before = Array.from({ length: k - 1 }, (_, j) => `p.day_${j + 1}`);
    const reached = `p.day_${k - 1}`;
    const masks = masksOf(events[k - 1]);
    // an event on or after the day the member reached the step before (none where it has not): from a month mask, its days before that day cleared
    const daysBefore = `(bitShiftLeft(toInt64(1), toDayOfMonth(${reached}) - 1) - 1)`;
    const b = `bitAnd(e.b, bitNot(if(e.month = toStartOfMonth(${reached}), ${daysBefore}, toInt64(0))))`;
    const [rows, reach, day] = masks
      ? [chMaskRows(events[k - 1], masks, input.range!, input, params), `ifNull(e.month >= toStartOfMonth(${reached}) AND ${b} != 0, 0)`, lowestDay('e.month', b)]
      : [eventsSql('clickhouse', events[k - 1], input.range, input, params), `ifNull(e.day >= ${reached}, 0)`, 'e.day'];
    carried = `SELECT p.member_id AS member_id, ${before.map((d) => `${d} AS ${d.slice(2)}`).join(', ')}, if(countIf(${reach}) > 0, toNullable(minIf(${day}, ${reach})), NULL) AS day_${k}
      FROM (${carried}) AS p LEFT JOIN (${rows}) AS e ON e.member_id = p.member_id GROUP BY p.member_id, ${before.join(', ')}`;
  }
  return `SELECT ${events.map((e, i) => `count(day_${i + 1}) AS ${ident(e.measure)}`).join(', ')} FROM (${carried})`;
}
