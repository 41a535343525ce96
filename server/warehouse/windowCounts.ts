import type { AggregateMeasureDef, ModelDefinition, WindowCountsDef } from '../../src/engine/definition/model';
import { ident } from '../semantic/ident';
import { joinClauses, lookupKey } from '../semantic/joins';
import { activityTable, windowColumn, windowCountsTable } from '../semantic/tables';
import { monthOfDay } from './refreshScope';

/** The highest day set in a mask (bits 0–30, so a DOUBLE's log2 is exact enough to floor). */
const lastDay = (mask: string) => `CAST(floor(log2(${mask})) AS INTEGER)`;

/**
 * A month's login days `b` (bit d − 1 for day d) spread to the days a window of `days` days covers:
 * b or-ed with itself shifted by 1 … days − 1, from the doublings c1 = b, c2, c4, c8, c16.
 */
function spread(days: number): string {
  const parts: string[] = [];
  let shift = 0;
  for (const p of [16, 8, 4, 2, 1]) {
    while (days - shift >= p) {
      parts.push(shift ? `(c${p} << ${shift})` : `c${p}`);
      shift += p;
    }
  }
  return parts.join(' | ');
}

/**
 * The CREATE TABLE of a model's members counted in windows of days ending on each day, by the
 * declaration's dimensions (WindowCountsDef).
 *
 * From each member's (and dimension values') login days by month as a mask: the members' active
 * days by month where they are kept by exactly these dimensions, else the fact grouped by member
 * and month (dimensions read through a join on a kept fact column looked up at the end, on the few
 * rows of the counts). A member is counted on day d for a window of W days when it has a login in
 * [d − W + 1, d], that is when d is in the union of [s, s + W − 1] over its login days s. A month's
 * row covers, within its month, its mask or-ed with itself shifted by 1 … W − 1 (in doublings),
 * and after its month the days its last login l covers up to the day before the member's next login
 * (the first day of its next month with a login, whose row covers on from there): the interval
 * [month end + 1, min(l + W − 1, next − 1)]. Within a month the members counted on a day are the
 * rows with that day's bit set (31 sums by month and dimension values); the days after a month are
 * counted as intervals (+1 where one starts, −1 the day after it ends, summed running over the
 * days). So each member counts once a day, with one window over its months instead of its days.
 */
export function windowCountsSql(model: ModelDefinition, def: WindowCountsDef): string {
  return `CREATE OR REPLACE TABLE ${ident(windowCountsTable(model, def))} AS ${windowCountsSelect(model, def)}`;
}

/**
 * The rows of windowCountsSql, or of the days from `fromDay` on: those read only the months whose
 * rows can cover them and every month after. A month's row covers at most the longest window less a
 * day past its month's end, so the first month read is that of `fromDay` less that many days; an
 * earlier month's rows add +1 and −1 both before `fromDay`, nothing to a day from it on.
 */
export function windowCountsSelect(model: ModelDefinition, def: WindowCountsDef, fromDay?: string): string {
  const time = `f.${ident(model.timeColumn!)}`;
  const measure = model.measures[def.measure] as AggregateMeasureDef;
  // dimensions looked up at the end (an attribute of a join on a kept fact column), and those kept from the start
  const late = def.dimensions.filter((d) => {
    const join = model.dimensions[d].join;
    return join && !model.joins![join].requires && lookupKey(model, d, def.dimensions, def.dimensions) !== undefined;
  });
  const keys = def.dimensions.filter((d) => !late.includes(d)).map((d) => ident(d));
  const activity = model.activity;
  const fromActivity = activity && activity.measures.includes(def.measure) && activity.dimensions.length === def.dimensions.length
    && def.dimensions.every((d) => activity.dimensions.includes(d));
  // the months read: a month's row covers up to W − 1 days past its end, so from the month of the day W − 1 days before the first kept
  const from = fromDay && monthOfDay(fromDay, -(Math.max(...def.days) - 1));
  let masks: string;
  if (fromActivity) {
    masks = `SELECT ${keys.map((k) => `a.${k}`).join(', ')}, a.member_id, a.month, CAST(a.${ident(def.measure)} AS BIGINT) AS b FROM ${ident(activityTable(model))} a WHERE a.${ident(def.measure)} <> 0${from ? ` AND a.month >= DATE '${from}'` : ''}`;
  } else {
    const counted = [`(${measure.sql}) IS NOT NULL`, ...(measure.where ? [`(${measure.where})`] : [])].join(' AND ');
    const joins = new Set([...def.dimensions.filter((d) => !late.includes(d)).flatMap((d) => (model.dimensions[d].join ? [model.dimensions[d].join!] : [])), ...(measure.join ? [measure.join] : [])]);
    const inner = `SELECT ${def.dimensions.filter((d) => !late.includes(d)).map((d) => `${model.dimensions[d].sql} AS ${ident(d)}`).join(', ')}, f.member_id AS member_id, CAST(date_trunc('month', ${time}) AS DATE) AS month,`
      + ` bit_or(CASE WHEN ${counted} THEN (1::UINTEGER << (dayofmonth(${time}) - 1)) ELSE 0::UINTEGER END) AS b`
      + ` FROM ${[`${ident(model.table)} f`, ...joinClauses(model, joins)].join(' ')}${from ? ` WHERE ${time} >= DATE '${from}'` : ''} GROUP BY ALL`;
    masks = `SELECT ${keys.join(', ')}, member_id, month, CAST(b AS BIGINT) AS b FROM (${inner}) WHERE b <> 0`;
  }
  const k = keys.join(', ');
  const windows = [...def.days].sort((a, b) => a - b);
  const col = (w: number) => ident(`__w${w}`);
  const doublings = [2, 4, 8, 16];
  // per row: the month's end, its last login day and the first login day of the member's next month with one
  const spans = `SELECT ${k}, b, CAST(last_day(month) AS DATE) AS mend, month, month + ${lastDay('b')} AS l,`
    + ` coalesce(lead(month + ${lastDay('b & -b')}) OVER (PARTITION BY ${k}, member_id ORDER BY month), DATE '9999-12-31') AS nxt FROM masks`;
  const steps = doublings.map((p, i) => `d${p} AS (SELECT *, c${p / 2} | (c${p / 2} << ${p / 2}) AS c${p} FROM ${i ? `d${p / 2}` : 'd1'})`);
  // within its month: the members whose covered days hold each day's bit, by month and dimension values
  const bitSums = windows.map((w) => `[${Array.from({ length: 31 }, (_, i) => `CAST(sum(((${spread(w)}) >> ${i}) & 1) AS BIGINT)`).join(', ')}] AS ${col(w)}`);
  const inMonth = `SELECT ${k}, month, ${bitSums.join(', ')} FROM d16 GROUP BY ALL`;
  const days = `SELECT ${keys.map((x) => `i.${x}`).join(', ')}, CAST(i.month + CAST(r.k AS INTEGER) AS DATE) AS d, ${windows.map((w) => `i.${col(w)}[r.k + 1] AS ${col(w)}`).join(', ')}`
    + ` FROM in_month i, range(31) r(k) WHERE dayofmonth(i.month + CAST(r.k AS INTEGER)) = r.k + 1`;
  // after its month: +1 the day after the month's end, −1 the day after the last day covered
  const spilling = windows.filter((w) => w > 1);
  const end = (w: number) => `least(l + ${w - 1}, nxt - 1)`;
  const events = spilling.flatMap((w) => [
    `SELECT ${k}, mend + 1 AS d, ${spilling.map((v) => `${v === w ? 1 : 0} AS ${col(v)}`).join(', ')} FROM spans WHERE ${end(w)} > mend`,
    `SELECT ${k}, ${end(w)} + 1 AS d, ${spilling.map((v) => `${v === w ? -1 : 0} AS ${col(v)}`).join(', ')} FROM spans WHERE ${end(w)} > mend`,
  ]);
  const ev = events.length
    ? `SELECT ${k}, d, ${spilling.map((w) => `CAST(sum(${col(w)}) AS BIGINT) AS ${col(w)}`).join(', ')} FROM (${events.join(' UNION ALL ')}) GROUP BY ALL`
    : `SELECT ${k}, NULL::DATE AS d FROM spans WHERE FALSE`;
  // every day from a group's first to its last with anything counted
  const bounds = `SELECT ${k}, min(d) AS lo, max(d) AS hi FROM (SELECT ${k}, d FROM days UNION ALL SELECT ${k}, d FROM ev) GROUP BY ALL`;
  const grid = `SELECT ${k}, CAST(lo + CAST(unnest(range(0, hi - lo + 1)) AS INTEGER) AS DATE) AS d FROM bounds`;
  const same = (a: string, b: string) => ['d', ...keys].map((x) => `${a}.${x} IS NOT DISTINCT FROM ${b}.${x}`).join(' AND ');
  const totals = `SELECT ${keys.map((x) => `g.${x}`).join(', ')}, g.d, ${windows.map((w) => `coalesce(x.${col(w)}, 0)${spilling.includes(w)
    ? ` + CAST(sum(coalesce(e.${col(w)}, 0)) OVER (PARTITION BY ${keys.map((x) => `g.${x}`).join(', ')} ORDER BY g.d ROWS UNBOUNDED PRECEDING) AS BIGINT)` : ''} AS ${col(w)}`).join(', ')}`
    + ` FROM grid g LEFT JOIN days x ON ${same('x', 'g')} LEFT JOIN ev e ON ${same('e', 'g')}`;
  const lookups = new Set(late.map((d) => model.dimensions[d].join!));
  const out = [
    ...def.dimensions.map((d) => (late.includes(d) ? `${model.dimensions[d].sql} AS ${ident(d)}` : `f.${ident(d)} AS ${ident(d)}`)),
    `f.d AS ${ident(model.timeColumn!)}`,
    ...windows.map((w) => `CAST(f.${col(w)} AS BIGINT) AS ${ident(windowColumn(def.measure, w))}`),
  ];
  return `WITH masks AS (${masks}), spans AS (${spans}),`
    + ` d1 AS (SELECT *, b AS c1 FROM spans), ${steps.join(', ')}, in_month AS (${inMonth}), days AS (${days}), ev AS (${ev}),`
    + ` bounds AS (${bounds}), grid AS (${grid}), totals AS (${totals})`
    + ` SELECT ${out.join(', ')} FROM totals f ${joinClauses(model, lookups).join(' ')} WHERE f.${col(windows[windows.length - 1])} > 0${fromDay ? ` AND f.d >= DATE '${fromDay}'` : ''} ORDER BY ${ident(model.timeColumn!)}, site_id`;
}
