import type { DuckDBConnection } from '@duckdb/node-api';
import type { ModelDefinition } from '../../src/engine/definition/model';
import { loadModelModules } from '../definitions/discover';
import { ident } from '../semantic/ident';
import { localColumn, localMeasures } from '../semantic/money';
import { PROMO_EFFECT_TABLE, promoEffectColumns, promoEffectDaysSelect, promoEffectDaysSql, promoEffectSums, touchedPromosSql } from '../semantic/promoEffectDays';
import { PROMO_SEGMENTS_TABLE, promoSegmentColumns, promoSegmentsSelect, promoSegmentsSql, touchedSegmentsSql } from '../semantic/promoSegments';
import { activityPairsTable, activityTable, priorDaysTable, rangeCountsTable, rollupTable, spanTable, windowColumn, windowCountsTable } from '../semantic/tables';
import { priorDaysSelect, priorDaysSql } from './priorDays';
import { rangeCountsRefresh, rangeCountsSql } from './rangeCounts';
import { dayAfter, inDays, monthsOf, type RefreshScope, type Refreshed } from './refreshScope';
import { activityPairsSql, activitySql, rollupSelect, rollupSql } from './rollups';
import { spanFromFact, spanRefresh, spanSelect, spanSql } from './spans';
import { windowCountsSelect, windowCountsSql } from './windowCounts';
import { activityPairsRefresh, activityRefresh } from './activityRefresh';

/** One table the console derives from the facts, and how it is built or brought up to date after a load. */
interface DerivedTable {
  table: string;
  columns: string[];
  /** The CREATE TABLE that builds it whole. */
  sql: () => string;
  /** The model it is derived from (none for the promotions' tables). */
  model?: ModelDefinition;
  /** The fact tables it reads: a load that writes none of them leaves it as it is. */
  sources: readonly string[];
  /** It reads the warehouse's first and last day (warehouse_meta): refreshed (with no days) or built again when they move. */
  windowed?: boolean;
  /** The statements that refresh it for the days (of its model's fact) or members a load touched, where it can be refreshed. */
  refresh?: (days: readonly string[], scope: RefreshScope) => string[];
}

/** A refresh by days: the rows of `days` (in `column`) deleted, then those days' rows inserted. */
const byDays = (table: string, column: string, select: (days: readonly string[]) => string, span: (days: readonly string[]) => readonly string[] = (d) => d) =>
  (days: readonly string[]) => [`DELETE FROM ${ident(table)} WHERE ${inDays(column, span(days))}`, `INSERT INTO ${ident(table)} ${select(days)}`];

/** A refresh of every row from the first of `days` on (in `column`): deleted, then inserted again. */
const fromDayOn = (table: string, column: string, select: (day: string) => string) => (days: readonly string[]) =>
  [`DELETE FROM ${ident(table)} WHERE ${ident(column)} >= DATE '${days[0]}'`, `INSERT INTO ${ident(table)} ${select(days[0])}`];

/** The first and last of `days` (sorted). */
const firstAndLast = (days: readonly string[]) => ({ first: days[0], last: days[days.length - 1] });

/** A refresh of every row from the first month of `days` on (in `column`): deleted, then inserted again. */
const fromMonthOn = (table: string, column: string, select: (month: string) => string) => (days: readonly string[]) => {
  const month = monthsOf(days)[0];
  return [`DELETE FROM ${ident(table)} WHERE ${ident(column)} >= DATE '${month}'`, `INSERT INTO ${ident(table)} ${select(month)}`];
};

/**
 * Every derived table the models declare, in the order they are built (each after those it reads):
 * rollups, members' active days by month, members counted in windows of days, members' first and
 * last days; then, from the member × day rollups, the promotions' window sums
 * (semantic/promoEffectDays.ts) and the members' play by promotion segment (semantic/promoSegments.ts).
 */
function derivedTables(models: ModelDefinition[]): DerivedTable[] {
  const memberDays = models.filter((m) => (m.rollups ?? []).some((r) => r.dimensions.includes('member_id'))).map((m) => m.table);
  // the promotions' tables read the claims, the member × day rollups and the promotion calendar (a promotion added moves it: built again)
  const promoEffect = models.some((m) => m.table === 'fact_bonus') && promoEffectSums(models).length ? [{
    table: PROMO_EFFECT_TABLE, columns: promoEffectColumns(models), sql: () => promoEffectDaysSql(models), sources: ['fact_bonus', ...memberDays, 'dim_promo'],
    // the promotions whose dates or windows hold a day loaded
    refresh: (days: readonly string[]) => [
      `DELETE FROM ${PROMO_EFFECT_TABLE} WHERE promo_id IN (${touchedPromosSql(firstAndLast(days))})`,
      `INSERT INTO ${PROMO_EFFECT_TABLE} ${promoEffectDaysSelect(models, firstAndLast(days))}`,
    ],
  }] : [];
  const gaming = models.find((m) => m.table === 'fact_game_day');
  const segmentsSql = gaming && models.some((m) => m.table === 'fact_bonus') ? promoSegmentsSql(gaming) : undefined;
  const segments = gaming && segmentsSql ? [{
    table: PROMO_SEGMENTS_TABLE, columns: promoSegmentColumns(), sql: () => segmentsSql, sources: [gaming.table, 'dim_promo'],
    // the segments holding a day loaded
    refresh: (days: readonly string[]) => [
      `DELETE FROM ${PROMO_SEGMENTS_TABLE} t WHERE EXISTS (SELECT 1 FROM (${touchedSegmentsSql(firstAndLast(days))}) s WHERE s.site_id = t.site_id AND s.seg_start = t.seg_start)`,
      `INSERT INTO ${PROMO_SEGMENTS_TABLE} ${promoSegmentsSelect(gaming, firstAndLast(days))}`,
    ],
  }] : [];
  return [...models.filter((model) => model.timeColumn).flatMap(modelTables), ...promoEffect, ...segments];
}

/** The derived tables a model declares. */
function modelTables(model: ModelDefinition): DerivedTable[] {
  const sources = [model.table];
  const activity = model.activity;
  return [
    // the activity table first: rollups read their distinct counts of members from it
    ...(activity ? [{
      table: activityTable(model), columns: [...activity.dimensions, 'member_id', 'month', ...activity.measures], sql: () => activitySql(model, activity),
      refresh: (days: readonly string[]) => activityRefresh(model, activity, days),
    }] : []),
    ...(model.rollups ?? []).map((rollup) => ({
      table: rollupTable(model, rollup), columns: ['stat_date', ...rollup.dimensions, ...rollup.measures, ...localMeasures(model, rollup).map(localColumn), ...(rollup.exactDistinct?.measures ?? [])],
      sql: () => rollupSql(model, rollup),
      // a month rollup after its day rollup: the months of the days, summed again (by member: of the members the load touched)
      refresh: rollup.grain === 'month' && rollup.dimensions.includes('member_id')
        ? (days: readonly string[], scope: RefreshScope) => [
          `DELETE FROM ${ident(rollupTable(model, rollup))} WHERE ${inDays('stat_date', monthsOf(days))} AND member_id IN (SELECT member_id FROM ${scope.members})`,
          `INSERT INTO ${ident(rollupTable(model, rollup))} ${rollupSelect(model, rollup, true, days, scope.members)}`,
        ]
        : byDays(rollupTable(model, rollup), 'stat_date', (days) => rollupSelect(model, rollup, true, days), rollup.grain === 'month' ? monthsOf : undefined),
    })),
    ...(activity ? [
      {
        table: rangeCountsTable(model), columns: [...activity.dimensions, 'from_date', 'to_date', ...activity.measures], sql: () => rangeCountsSql(model, activity), windowed: true,
        // the ranges ending on or after the first day touched or added (a range's count reads only its days), and the window's start moved
        refresh: (days: readonly string[], scope: RefreshScope) => rangeCountsRefresh(model, activity, [...days, dayAfter(scope.lastDayBefore)].sort()[0]),
      },
      {
        table: priorDaysTable(model), columns: [...activity.dimensions, 'stat_date', 'prior_date', ...activity.measures], sql: () => priorDaysSql(model, activity),
        // a day's previous active day may move for every day after it: the days from the first month touched on
        refresh: fromMonthOn(priorDaysTable(model), 'stat_date', (month) => priorDaysSelect(model, activity, month)),
      },
      {
        table: activityPairsTable(model), columns: [...activity.dimensions, 'member_id', 'month', ...activity.measures], sql: () => activityPairsSql(model, activity),
        // a month's pair holds the next month too: the months of the days and those before them
        refresh: (days: readonly string[]) => activityPairsRefresh(model, activity, days),
      },
    ] : []),
    // after the activity table: a declaration by its dimensions reads the members' months from it
    ...(model.windowCounts ?? []).map((def) => ({
      table: windowCountsTable(model, def), columns: [...def.dimensions, model.timeColumn!, ...def.days.map((d) => windowColumn(def.measure, d))], sql: () => windowCountsSql(model, def),
      // a window ending on a later day holds the day: the days from the first touched on
      refresh: fromDayOn(windowCountsTable(model, def), model.timeColumn!, (day) => windowCountsSelect(model, def, day)),
    })),
    // the members a load touched, from the facts (or the wider span before): their first, last and previous days may have moved
    ...(model.spans ?? []).map((span) => ({
      table: spanTable(model, span.dimensions), columns: ['site_id', 'member_id', ...span.dimensions, 'first_date', 'last_date', 'prior_date'], sql: () => spanSql(model, span),
      refresh: (days: readonly string[], scope: RefreshScope) => (spanFromFact(model, span) ? spanRefresh(model, span, scope.members, days) : [
        `DELETE FROM ${ident(spanTable(model, span.dimensions))} WHERE member_id IN (SELECT member_id FROM ${scope.members})`,
        `INSERT INTO ${ident(spanTable(model, span.dimensions))} ${spanSelect(model, span, scope.members)}`,
      ]),
    })),
  ].map((t): DerivedTable => ({ ...t, model, sources }));
}

/** How a load brought a derived table up to date, and the statements it takes (none when kept). */
function planRefresh(t: DerivedTable, scope: RefreshScope): { how: Refreshed; statements: string[] } {
  if (scope.stale?.has(t.table)) return { how: 'rebuilt', statements: [t.sql()] };
  const fieldsRead = t.model && readsFields(t.model, scope.memberFields);
  const written = t.sources.filter((s) => scope.loaded.has(s));
  const touched = written.length > 0 || (fieldsRead && scope.membersTouched) || (t.windowed && scope.daysMoved);
  if (!touched) return { how: 'kept', statements: [] };
  // the days of the facts it reads that the load wrote (a source written that is no fact: built again)
  const days = [...new Set(written.flatMap((s) => scope.days.get(s) ?? []))].sort();
  const whole = !t.refresh || fieldsRead || written.some((s) => !scope.days.has(s)) || (!days.length && !t.windowed);
  if (whole) return { how: 'rebuilt', statements: [t.sql()] };
  return { how: 'refreshed', statements: t.refresh!(days, scope) };
}

/**
 * Whether a model's rows may change with any member a load touches: its fact is the members' table
 * (a member added, or its derived fields), or it reads any of the members' derived `fields` through a join.
 */
function readsFields(model: ModelDefinition, fields: readonly string[]): boolean {
  if (model.table === 'dim_member') return true;
  const aliases = Object.entries(model.joins ?? {}).filter(([, j]) => j.table === 'dim_member').map(([alias]) => alias);
  if (!aliases.length || !fields.length) return false;
  const read = new RegExp(`\\b(${aliases.join('|')})\\.(${fields.join('|')})\\b`);
  const texts = [...Object.values(model.dimensions).map((d) => d.sql), ...Object.values(model.measures).flatMap((m) => ('sql' in m ? [m.sql, m.where] : []))];
  return texts.some((text) => typeof text === 'string' && read.test(text));
}

/**
 * Builds the derived tables the models declare, after the raw facts are loaded; with a load's
 * `scope`, only those it touched, each refreshed for the days or members it touched where it can be,
 * else built again (the result is the same as a whole build: tests/server/load/load.test.ts).
 * `run` executes one SQL statement on the write connection of the warehouse being built.
 * `beforeWrite` is told each table about to be written, before its first statement runs.
 * Returns how each table was brought up to date.
 */
export async function buildRollups(
  run: (sql: string) => Promise<void>,
  onProgress?: (done: number, total: number, label: string) => void,
  only?: (table: string) => boolean,
  scope?: RefreshScope,
  beforeWrite?: (table: string) => Promise<void>,
): Promise<Map<string, Refreshed>> {
  const work = derivedTables(Object.values(await loadModelModules())).filter((t) => !only || only(t.table));
  const done = new Map<string, Refreshed>();
  for (const t of work) {
    onProgress?.(done.size, work.length, t.table);
    const plan = scope ? planRefresh(t, scope) : { how: 'rebuilt' as const, statements: [t.sql()] };
    if (plan.statements.length) await beforeWrite?.(t.table);
    for (const sql of plan.statements) await run(sql);
    done.set(t.table, plan.how);
  }
  onProgress?.(done.size, work.length, 'rollups built');
  return done;
}

/** The names of the derived tables `models` declare (rollups, members' days, window and range counts, spans). */
export const declaredTableNames = (models: ModelDefinition[]): string[] => derivedTables(models).map((t) => t.table);

/** The rollup tables the models declare, each with the columns it must have. */
export async function declaredRollupTables(): Promise<Map<string, string[]>> {
  return new Map(derivedTables(Object.values(await loadModelModules())).map((t) => [t.table, t.columns]));
}

/** The warehouse's tables and their columns, as the connection sees them. */
export async function tableColumnsOf(c: DuckDBConnection): Promise<Map<string, Set<string>>> {
  const out = new Map<string, Set<string>>();
  for (const [table, column] of (await c.runAndReadAll('SELECT table_name, column_name FROM duckdb_columns() WHERE NOT internal')).getRows()) {
    out.set(String(table), (out.get(String(table)) ?? new Set()).add(String(column)));
  }
  return out;
}

/** The declared derived tables missing from `present` (a warehouse's tables and their columns), or lacking a column there. */
export async function staleDerivedTables(present: ReadonlyMap<string, ReadonlySet<string>>): Promise<Set<string>> {
  const declared = await declaredRollupTables();
  return new Set([...declared].filter(([table, columns]) => !columns.every((c) => present.get(table)?.has(c))).map(([table]) => table));
}

/**
 * Whether any derived table reads `column` of `table` (as words of its SQL: a sound over-estimate,
 * none of it reads a dimension with `*`): a load that changes it on existing rows changes every
 * day's derived rows, so they are built again.
 */
export async function derivedReads(): Promise<(table: string, column?: string) => boolean> {
  const text = derivedTables(Object.values(await loadModelModules())).map((t) => t.sql()).join('\n');
  const word = (w: string) => new RegExp(`\\b${w}\\b`).test(text);
  return (table, column) => word(table) && (column === undefined || word(column));
}
