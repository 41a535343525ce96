import type { AggregateMeasureDef, ModelDefinition } from '../../../../src/engine/definition/model';
import { ACTIVE_WINDOWS, type ActiveUsersQuery } from './spec';
import { CompileError } from '../../errors';
import type { ModelPart } from '../../types';
import type { KindInput } from '../kind';
import { conditionsOf, shiftDay } from '../shared/scope';
import { activityTable, rangeCountsFirstDay, rangeCountsTable } from '../../../semantic/tables';

export interface ActiveUsersPlan {
  login: ModelDefinition;
  /** The group's dimension (none for the totals). */
  group: string[];
  /** The days measured: the range's, up to the last day with data. */
  from: string;
  to: string;
  /** The members' login days (by group) from the MAU window's first day before `from` to `to`, read from the fact. */
  acts: ModelPart;
  actsRange: { from: string; to: string };
  /**
   * Where the login model's members' active days by month answer instead of the fact: rows grouped
   * and filtered by the activity's dimensions only (a member's site, not its platform). `measure`:
   * the activity's mask of the days a member logged in (a distinct count of members without a
   * filter). `counts`: where the range counts hold every window ending on a measured day (each day's
   * 1, 7 and 30 days), the sums read from them, a few rows per site and day; `start`: the warehouse's
   * first day (a window reaching before it starts there, no member being active earlier).
   */
  activity?: { table: string; measure: string; counts?: { table: string; start: string } };
}

/** The activity's mask that holds the days a member logged in at all: a distinct count of members with no filter. */
function loginDays(login: ModelDefinition): string | undefined {
  return login.activity?.measures.find((m) => {
    const def = login.measures[m] as AggregateMeasureDef | undefined;
    return def?.agg === 'countDistinct' && def.sql === 'f.member_id' && !def.where;
  });
}

/** The members' active days by month (and the range counts), where rollups are in use and they keep every dimension grouped or filtered by. */
function activitySource(login: ModelDefinition, group: readonly string[], input: KindInput, days: { first: string; to: string }): ActiveUsersPlan['activity'] {
  const activity = login.activity;
  const measure = loginDays(login);
  const table = activityTable(login);
  if (!input.useRollups || !activity || !measure || !input.catalog.has(table)) return undefined;
  if (![...group, ...input.conditions.map((c) => c.dimension)].every((d) => activity.dimensions.includes(d))) return undefined;
  const counts = rangeCountsTable(login);
  const start = input.dataStart;
  // every window [d − W + 1, d] of a measured day d starts on or after the first day the range counts hold (clamped to the warehouse's first day)
  const first = start && days.first < start ? start : days.first;
  const held = start !== undefined && (input.catalog.get(counts) ?? 0) > 0 && first >= rangeCountsFirstDay(start, input.dataEnd) && days.to <= input.dataEnd;
  return { table, measure, ...(held ? { counts: { table: counts, start } } : {}) };
}

/** The activeUsers kind's plan, for every dialect. */
export function planActiveUsers(q: ActiveUsersQuery, input: KindInput): ActiveUsersPlan {
  if (!input.range) throw new CompileError(9400, 'a date range is required');
  const login = input.registry.models.get('login')!;
  if (!login.dimensions[q.groupBy]) throw new CompileError(9400, `cannot group by '${q.groupBy}'`);
  const to = input.range.to < input.dataEnd ? input.range.to : input.dataEnd;
  const group = input.totals ? [] : [q.groupBy];
  const acts: ModelPart = {
    model: login, aggregates: [], dimensions: ['member_id', ...group], grain: 'day', conditions: conditionsOf(login, input.conditions), source: { kind: 'raw' },
  };
  const actsRange = { from: shiftDay(input.range.from, 1 - ACTIVE_WINDOWS.mau), to };
  const activity = activitySource(login, group, input, { first: actsRange.from, to });
  return { login, group, from: input.range.from, to, acts, actsRange, ...(activity ? { activity } : {}) };
}
