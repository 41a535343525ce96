import type { PivotLayout } from '../report/pivot';
import type { RowMark } from '../report/rowMarks';
import type { TimeGrainMeta } from '../report/timeGrain';
import type { SortDef } from '../definition/report';

/** `reqData` of POST /api/report/<id>. */
export interface ReportRequest {
  filters?: Record<string, unknown>;
  page?: { index: number; size: number };
  sort?: SortDef[];
  /**
   * Currency money figures are summed in, at each day's rate (a site's own currency: its own
   * amounts); one the warehouse has rates for. The base currency when absent.
   */
  currency?: string;
  lang?: 'en' | 'tw';
  /** A section of the report (its `sections`) instead of the main result. */
  section?: string;
}

/** Chart data computed by the server from the whole result. */
export interface ChartData {
  categories: (string | number)[];
  series: { name: string; field: string; data: (number | null)[] }[];
  /** A query's top: the last category is "Others", gathering this many rows (named in the reader's language). */
  others?: number;
}

/** `result` of POST /api/report/<id>. */
export interface ReportResult {
  res: Record<string, unknown>[];
  total: number;
  totals: Record<string, unknown> | null;
  chart: ChartData | null;
  /**
   * A query's `top`: the row gathering every row it does not keep ("Others"), its figures computed
   * over their facts; how many rows it gathers, and their keys (what its link opens). Null when
   * every row is kept; absent without a `top`.
   */
  others?: { row: Record<string, unknown>; count: number; keys: (string | number)[] } | null;
  /** A query's `pivot`: how its rows' columns are laid out (`<measure>__<i>` at the i-th value); absent without one. */
  pivot?: PivotLayout;
  meta: {
    reportId: string;
    range?: { from: string; to: string };
    previousRange?: { from: string; to: string };
    source: string[];
    ms: number;
    /** Base currency of the warehouse (rate 1). */
    baseCurrency: string;
    /** Currency of the money figures: the request's, at each day's rate. */
    currency: string;
    /** True when some figures were converted at daily rates (false: every row is a site's own amount in `currency`). */
    converted: boolean;
    /**
     * Who computed the answer: `memory` (the tables the server holds in memory), `duckdb` or
     * `clickhouse` (the warehouse), joined by `+` when its statements ran on more than one.
     */
    engine?: string;
    /** Why a statement went on from the executor offered it first to the next (e.g. its tables not held yet). */
    fallbacks?: string[];
    /** Up to when the data read runs: its last day and latest transaction's time, "YYYY-MM-DD HH:mm" (or the day alone). */
    dataTo?: string;
    /** A list report over its cap (`list.cap`): how many rows were found; no rows are sent. */
    capped?: { count: number; cap: number };
    /** Rows covering less than the others (a period cut by the range, a promotion's short window): marked in the grid, explained in the period line. */
    marks?: RowMark[];
    /** A query's `groupBy`: the dimension whose values its rows' `group_value` holds (engine/report/groupBy.ts). */
    groupBy?: string;
    /** A model over time: its rows' date field and their periods' grain, so a month's row reads as its month, not its first day. */
    time?: TimeGrainMeta;
  };
}
