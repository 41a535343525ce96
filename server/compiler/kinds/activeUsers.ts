import { ACTIVE_WINDOWS, type ActiveUsersQuery } from '../../../src/engine/kinds/activeUsers';
import { CompileError } from '../errors';
import { modelPartSql } from '../sql/modelPartSql';
import { ident } from '../sql/params';
import type { KindEmitter } from './kindEmitter';
import { conditionsOf, shiftDay } from './kindScope';

/**
 * An average over the days of the range of "members active in the W days ending that day" equals
 * the days of the range each member is covered, divided by the days. A login on day s covers the
 * days s … s + W − 1, up to the member's next login (which covers on from there), so a member's
 * spans never overlap and one pass over the logins, without a day × login expansion, gives DAU
 * (W = 1), WAU (7) and MAU (30). The days measured run to the last day with data; a group nobody
 * was active in during them has no row.
 */
export const emitActiveUsers: KindEmitter<ActiveUsersQuery> = (q, input, params) => {
  if (!input.range) throw new CompileError(9400, 'a date range is required');
  const login = input.registry.models.get('login')!;
  if (!login.dimensions[q.groupBy]) throw new CompileError(9400, `cannot group by '${q.groupBy}'`);
  const to = input.range.to < input.dataEnd ? input.range.to : input.dataEnd;
  const group = input.totals ? [] : [q.groupBy];
  const acts = modelPartSql({
    model: login, aggregates: [], dimensions: ['member_id', ...group], grain: 'day', conditions: conditionsOf(login, input.conditions), source: { kind: 'raw' },
  }, { from: shiftDay(input.range.from, 1 - ACTIVE_WINDOWS.mau), to }, input.scope, params);
  const from = params.date(input.range.from);
  const last = params.date(to);
  const g = group.map((d) => `${ident(d)}, `).join('');
  const covered = (name: string, days: number) =>
    `sum(CAST(greatest(0, least(s + ${days - 1}, nxt - 1, ${last}) - greatest(s, ${from}) + 1) AS DOUBLE)) AS ${name}`;
  const ctes = [
    `acts AS (${acts})`,
    `spans AS (SELECT ${g}stat_date AS s, coalesce(lead(stat_date) OVER (PARTITION BY ${g}member_id ORDER BY stat_date), DATE '9999-12-31') AS nxt FROM acts)`,
    `cover AS (SELECT ${g}${Object.entries(ACTIVE_WINDOWS).map(([w, days]) => covered(w, days)).join(', ')} FROM spans${group.length ? ' GROUP BY ALL' : ''})`,
    `n AS (SELECT greatest(0, ${last} - ${from} + 1) AS days)`,
    `res0 AS (SELECT ${group.map((d) => `c.${ident(d)}, `).join('')}n.days AS activity_days, ${Object.keys(ACTIVE_WINDOWS).map((w) => `coalesce(c.${w}, 0) / nullif(n.days, 0) AS activity_${w}`).join(', ')}
      FROM n ${group.length ? 'JOIN cover c ON c.mau > 0' : 'LEFT JOIN cover c ON TRUE'})`,
    `res AS (SELECT *, activity_dau / nullif(activity_mau, 0) AS activity_stickiness FROM res0)`,
  ];
  return { withRes: `WITH ${ctes.join(',\n')}`, dims: group, sources: [login.table] };
};
