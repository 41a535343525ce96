import { CompileError } from '../../../errors';
import { joinedFrom, referencedColumns } from '../../../dialect/clickhouse/joins';
import { dimensionDefSql } from '../../../../semantic/measureSql';
import { conditionExpr, siteScope } from '../../../sql/conditions';
import type { Params } from '../../../sql/params';
import { type Condition } from '../../../types';
import type { KindInput } from '../../kind';
import type { ResolvedRange } from '../../../../../src/engine/dates/presets';
import { memberDaySource, memberPeriodSource } from '../scope';
import { memberModel } from '../memberSql';
import { select, type Column, type Rel } from '../../../dialect/clickhouse/relations';

// The member kinds' shared reads on ClickHouse (the DuckDB side: kinds/memberSql.ts): members of
// the scope passing the conditions, and per-member facts, each read restricted to the row scope.

/** Conditions on members: member model dimensions, and `member_tag_id` as "holds any of these tags". */
function memberConditions(input: KindInput, params: Params, conditions: readonly Condition[]): string[] {
  const member = memberModel(input);
  return conditions.map((c) => {
    if (c.dimension === 'member_tag_id') return `f.member_id IN (SELECT member_id FROM member_tag_map WHERE ${conditionExpr('member_tag_id', c, params, input.dialect)})`;
    const dim = member.dimensions[c.dimension];
    if (!dim) throw new CompileError(9400, `cannot filter members by '${c.dimension}'`);
    return conditionExpr(dimensionDefSql(member, c.dimension, input.dialect), c, params, input.dialect);
  });
}

/** Members (`dim_member f`, with the member model's site, level and agent joins where read) in scope and passing the conditions. */
export function members(input: KindInput, params: Params, columns: readonly Column[], conditions: readonly Condition[] = input.conditions, where: readonly string[] = []): Rel {
  const member = memberModel(input);
  const filters = [...memberConditions(input, params, conditions), ...where];
  const fragments = [...columns.map(([, sql]) => sql), ...filters];
  const joins = ['site', 'lv', 'ag'].filter((j) => referencedColumns(j, fragments).length > 0);
  const read = joinedFrom(member, joins, fragments, [siteScope('f.site_id', input.scope, params)]);
  return select(columns, read.from, { where: [...read.where, ...filters] });
}

/** `member_id IN (…)`: restricts a fact read to the members of a relation (read on each shard: members are a full copy on every node). */
export const ofMembers = (rel: Rel): string => `member_id IN (SELECT member_id FROM (${rel.sql}))`;

/** The row scope on a fact read. */
export const inScope = (input: KindInput, params: Params): string => siteScope('site_id', input.scope, params);

/** `stat_date BETWEEN from AND to` of the input's range (true when it has none). */
export function inPeriod(input: KindInput, params: Params, column = 'stat_date'): string {
  return input.range ? `${column} BETWEEN ${params.date(input.range.from)} AND ${params.date(input.range.to)}` : '1';
}

/** Member × day turnover and net win (in the request's currency) where `where` holds: the member-level rollup when present, else the raw fact. */
export function gamingDays(input: KindInput, sources: string[], where: readonly string[], params: Params): Rel {
  const read = memberDaySource(input, params);
  sources.push(read.table);
  const columns: Column[] = [['stat_date', 'stat_date'], ['site_id', 'site_id'], ['member_id', 'member_id'], ['apv_bet', read.apv], ['house_net_win', read.win]];
  return select(columns, read.from, { where });
}

/**
 * A model's member rollup over `range` as ClickHouse reads it (scope.ts memberPeriodSource: the
 * range's whole months from the month rollup, its edge days from the day rollup), for sums in the
 * base currency as DuckDB reads them; none in another currency or without a range (the facts are
 * read at each day's rate).
 */
export function basePeriodSource(input: KindInput, model: string, measures: readonly string[], range: ResolvedRange | undefined, params: Params): { from: string; tables: string[] } | undefined {
  return range && !input.money ? memberPeriodSource(input, model, measures, range, params, 'AS ') : undefined;
}
