import type { ModelDefinition } from '../../../../src/engine/definition/model';
import { CompileError } from '../../errors';
import { joinClauses } from '../../../semantic/joins';
import { conditionExpr } from '../../sql/conditions';
import type { Params } from '../../sql/params';
import { type Condition } from '../../types';
import type { KindInput } from '../kind';
import { memberDaySource } from './scope';

/**
 * SQL pieces the member kinds share: members (`dim_member f` with the member model's site, level and
 * agent joins), their conditions, and per-member facts over a period, each read restricted to the row scope.
 */
export function memberModel(input: KindInput): ModelDefinition {
  const model = input.registry.models.get('member');
  if (!model) throw new CompileError(9000, 'the member model is missing');
  return model;
}

export function memberFrom(member: ModelDefinition): string {
  return `dim_member f ${memberJoins(member)}`;
}

/** The member model's site, level and agent joins, after `dim_member f`. */
export function memberJoins(member: ModelDefinition): string {
  return joinClauses(member, ['site', 'lv', 'ag']).join(' ');
}

/** `<alias>."site_id" IN (…)`: the row scope on one read. */
export const scopeSql = (alias: string, input: KindInput, params: Params): string =>
  `${alias}."site_id" IN ${input.scope.siteIds.length ? params.list(input.scope.siteIds) : '(NULL)'}`;

/** `dimension IN values` over a set of keys (an export's chunk of a list), its values bound as one list where the dialect can (Params.keySet). */
export type KeySetCondition = Extract<Condition, { op: 'in' }> & { keySet: true };

export function keySetCondition(dimension: string, values: readonly (string | number)[]): Condition {
  const c: KeySetCondition = { dimension, op: 'in', values, keySet: true };
  return c;
}

const isKeySet = (c: Condition): c is KeySetCondition => c.op === 'in' && c.values.length > 0 && (c as Partial<KeySetCondition>).keySet === true;

/** Conditions on members: member model dimensions, `member_tag_id` as "holds any of these tags", and sets of keys (keySetCondition). */
export function memberWhere(member: ModelDefinition, input: KindInput, params: Params, conditions: readonly Condition[] = input.conditions): string[] {
  return [
    scopeSql('f', input, params),
    ...conditions.map((c) => {
      if (c.dimension === 'member_tag_id') return `f.member_id IN (SELECT tm.member_id FROM member_tag_map tm WHERE ${conditionExpr('tm.member_tag_id', c, params, input.dialect)})`;
      const dim = member.dimensions[c.dimension];
      if (!dim) throw new CompileError(9400, `cannot filter members by '${c.dimension}'`);
      return isKeySet(c) ? `${dim.sql} IN ${params.keySet(c.values)}` : conditionExpr(dim.sql, c, params, input.dialect);
    }),
  ];
}

/** Member × day turnover and net win (in the request's currency): the member-level rollup when present, else the raw fact. */
export function gamingDays(input: KindInput, sources: string[], params: Params): string {
  const read = memberDaySource(input, params);
  sources.push(read.table);
  const as = (column: string, name: string) => (column === name ? name : `${column} AS ${name}`);
  return `(SELECT stat_date, site_id, member_id, ${as(read.apv, 'apv_bet')}, ${as(read.win, 'house_net_win')} FROM ${read.from})`;
}

/** `stat_date BETWEEN from AND to` of the input's range (TRUE when it has none). */
export function inRange(column: string, input: KindInput, params: Params): string {
  return input.range ? `${column} BETWEEN ${params.date(input.range.from)} AND ${params.date(input.range.to)}` : 'TRUE';
}
