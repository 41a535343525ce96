import type { ActivityDef, ModelDefinition, RollupDef } from '../../src/engine/definition/model';
import type { Row, SqlValue } from '../warehouse/warehouse';
import type { HeldTables } from '../warehouse/residentTypes';
import type { FinishSpec } from './stages/finish';
import type { TimeGrain } from '../../src/engine/definition/report';
import type { ConditionOp } from '../../src/engine/definition/filters';
import type { MoneyConversion } from './rateBook';
import type { ResolvedRange } from '../../src/engine/dates/presets';
import type { AggregateRelation } from './figures/types';

/** A restriction on one dimension, resolved from a filter value or a fixed `where`. */
export type Condition =
  | { dimension: string; op: 'in'; values: readonly (string | number)[] }
  | { dimension: string; op: 'eq'; value: string | number }
  | { dimension: string; op: 'contains'; value: string }
  /** An advanced filter condition (widget `conditions`), checked against the definition's allow-list; `date` values compare as dates. */
  | { dimension: string; op: 'cmp'; cmp: ConditionOp; value: string | number; valueType?: 'date' };

/**
 * Where a part reads: the raw fact, a rollup (a month rollup with `days`, its day rollup, read for
 * the days at a range's edges), the members' active days by month (with `counts`, the exact
 * distinct counts of recent ranges), or the members' first and last day by a span's dimensions
 * (`span`: distinct counts of members by exactly those dimensions, the fact read only for the
 * members whose first and last day lie on either side of the range; `history`: the warehouse's days).
 */
export type Source = { kind: 'raw' } | { kind: 'rollup'; rollup: RollupDef; table: string; days?: string } | { kind: 'activity'; activity: ActivityDef; table: string; pairs?: string; counts?: RangeCounts; priors?: string }
  | { kind: 'span'; table: string; dimensions: readonly string[]; history?: { from: string; to: string } };

/**
 * A model's exact distinct counts by site for every range of at most `days` days within the
 * warehouse's days `span` (server/warehouse/rangeCounts.ts): ranges are clamped to the
 * span, and a longer one reads the members' active days.
 */
export interface RangeCounts {
  table: string;
  /** The first day a range they hold may start on, and the warehouse's last day. */
  span: { from: string; to: string };
  /** The warehouse's first day: no member is active before it, so a range starting earlier starts there. */
  start: string;
  /** The longest range they hold. */
  days: number;
}

/** One model's part of a query: what to group by, which aggregates, on which rows. */
export interface ModelPart {
  model: ModelDefinition;
  /** Aggregate measures computed (ratio parts included). */
  aggregates: string[];
  dimensions: readonly string[];
  grain?: TimeGrain;
  conditions: Condition[];
  source: Source;
  /** Money measures summed in another currency than the base (stages/currency.ts). */
  money?: MoneyConversion;
}

/** The operator's row scope: sites it may see (the compiler restricts every model to them). */
export interface RowScope {
  siteIds: readonly number[];
  /** The member contact right (docs/SECURITY-DECISIONS.md): phone and e-mail leave the server unmasked only when true. */
  contact?: boolean;
}

/** Rollup tables present in the warehouse, with their row counts (the compiler picks the smallest that covers). */
export type RollupCatalog = ReadonlyMap<string, number>;

/** One statement to run: SQL, its bound values, and what the web tier does with its rows after. */
export interface Statement {
  sql: string;
  params: SqlValue[];
  /** What the web tier does with the rows before they are the statement's answer (ClickHouse: window figures, sort, page). */
  finish?: FinishSpec;
  /** The statement whose answer is taken instead when this one reads more than `above` rows (runStatement.ts). */
  instead?: { above: number; statement: Statement };
  /** The same rows described for tables held in memory (resident/read.ts): read there instead of running the statement where they are held. */
  resident?: ResidentRead;
  /** The statement's rows (the API's values, before its finish) computed from tables held in memory, or undefined (the SQL runs): ResRelation.held. */
  held?: (tables: HeldTables) => Row[] | undefined;
  /**
   * The answer's rows, then the totals row (`__side` 1) packed as JSON in `__totals_json` (ResRelation.packedTotals):
   * runStatement.ts takes it out before the rows are finished and answers it as a page-and-chart statement's `__part` 2.
   */
  packedTotals?: true;
  /** Statements run apart and answered as one, each row marked with its part (statement.ts `apart`): its own SQL is never run. */
  union?: readonly { part: 0 | 1 | 2; statement: Statement }[];
}

/** One period's parts over its range, put together by the read's keys as the dialect's `cur` and `prev` are. */
export interface ResidentPeriod {
  parts: readonly ModelPart[];
  range?: ResolvedRange;
}

/**
 * A period's totals row read beside the rows (the dialect's `__raw_totals`): aggregates of the
 * period's groups added up (`summed`, by their reaggregation), and parts of the models whose
 * groups do not add up, read with no keys (`own`).
 */
export interface ResidentTotals {
  summed: readonly { measure: string; how: 'sum' | 'min' | 'max' }[];
  own: readonly ModelPart[];
  range?: ResolvedRange;
}

/** An output dimension of the rows read: a key's value, or an attribute looked up by a key in a table's column. */
export type ResidentDim = { name: string; key: string; lookup?: { table: string; on: string; column: string } };

/**
 * A model query's rows of aggregates (the dialect's `__raw` relation: RawRelation), described so
 * that the web tier can answer it from tables held in memory (server/warehouse/resident.ts)
 * instead of running its statement: the same rows, values and types as the statement's exact read.
 */
export interface ResidentRead {
  /** The keys the periods group and join by (`stat_date` among them for a report by day). */
  keys: readonly string[];
  cur: ResidentPeriod;
  prev?: ResidentPeriod;
  scope: RowScope;
  /** The rows' dimensions in order, under their output names. */
  dims: readonly ResidentDim[];
  /** The aggregates read, each from its period, under its column's name. */
  reads: readonly { rel: AggregateRelation; measure: string; column: string }[];
  /** The period totals (no keys, over the current range): what every row's and the totals row's `period` reads hold. */
  period?: ResidentPeriod;
  /** The previous period joined in full, the current period's rows marked `__in` (RowTotals). */
  marked: boolean;
  /** The totals row read beside the rows (`__part` 2, its columns named TOTALS_COLUMN_PREFIX + column), where it is not added up from them. */
  totals?: { cur: ResidentTotals; prev?: ResidentTotals };
  /** At most this many rows are read. */
  limit: number;
}
