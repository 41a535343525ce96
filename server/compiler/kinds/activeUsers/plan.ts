import type { AggregateMeasureDef, ModelDefinition } from '../../../../src/engine/definition/model';
import { ACTIVE_WINDOWS, type ActiveUsersQuery } from './spec';
import { CompileError } from '../../errors';
import type { ModelPart } from '../../types';
import type { KindInput } from '../kind';
import { conditionsOf, shiftDay } from '../shared/scope';
import { activityTable, rangeCountsFirstDay, rangeCountsTable, windowColumn, windowCountsTable } from '../../../semantic/tables';

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
  /**
   * Where the login model's members counted in windows of days ending on each day answer (preferred
   * to every other source): a table keeping every dimension grouped or filtered by, whose other
   * dimensions sum exactly (a member's site), with each window's column by name (ACTIVE_WINDOWS).
   */
  windows?: { table: string; columns: Record<keyof typeof ACTIVE_WINDOWS, string> };
}

/** Whether a measure counts the members who logged in at all: a distinct count of members with no filter. */
function countsLogins(login: ModelDefinition, m: string): boolean {
  const def = login.measures[m] as AggregateMeasureDef | undefined;
  return def?.agg === 'countDistinct' && def.sql === 'f.member_id' && !def.where;
}

/** The activity's mask that holds the days a member logged in at all. */
function loginDays(login: ModelDefinition): string | undefined {
  return login.activity?.measures.find((m) => countsLogins(login, m));
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

/**
 * The smallest of the login model's window counts (present, rollups in use) that counts the members
 * who logged in at all over every window measured, keeps the group's and the filters'
 * dimensions, and sums exactly over the rest: each measured day's counts then add up over the days and
 * the dimensions' values to the member-days the other sources count.
 */
function windowsSource(login: ModelDefinition, group: readonly string[], input: KindInput): ActiveUsersPlan['windows'] {
  if (!input.useRollups) return undefined;
  const used = [...group, ...input.conditions.map((c) => c.dimension)];
  const fits = (login.windowCounts ?? []).filter((def) => countsLogins(login, def.measure) && input.catalog.has(windowCountsTable(login, def))
    && Object.values(ACTIVE_WINDOWS).every((w) => def.days.includes(w))
    && used.every((d) => def.dimensions.includes(d)) && def.dimensions.every((d) => group.includes(d) || def.sumsAcross.includes(d)));
  const best = fits.sort((a, b) => (input.catalog.get(windowCountsTable(login, a)) ?? 0) - (input.catalog.get(windowCountsTable(login, b)) ?? 0))[0];
  if (!best) return undefined;
  const columns = Object.fromEntries(Object.entries(ACTIVE_WINDOWS).map(([w, days]) => [w, windowColumn(best.measure, days)])) as Record<keyof typeof ACTIVE_WINDOWS, string>;
  return { table: windowCountsTable(login, best), columns };
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
  const windows = windowsSource(login, group, input);
  const activity = windows ? undefined : activitySource(login, group, input, { first: actsRange.from, to });
  return { login, group, from: input.range.from, to, acts, actsRange, ...(windows ? { windows } : {}), ...(activity ? { activity } : {}) };
}
