import type { ReportDefinition } from '../../src/engine/definition/report';
import type { ReportRequest, ReportResult } from '../../src/engine/request/types';
import { translator } from '../i18n/translate';
import { BASE_CURRENCY } from '../warehouse/schema';
import { QueryTimeoutError, type ColumnResult, type Row, type Warehouse } from '../warehouse/warehouse';
import { CANCELLED, CompileError } from './errors';
import type { ListEntry } from './listCache';
import { listCap } from './listCap';
import type { CompiledReport } from './compiledReport';
import type { CompileContext } from './context';
import { run } from './runStatement';
import { maskRows } from './stages/mask';
import type { RowScope } from './types';

export { listCap };

const sortOf = (def: ReportDefinition, request: ReportRequest) => (request.sort?.length ? request.sort : [...(def.defaultSort ?? [])]);

/** What identifies one search: report (and section), resolved filters, sort and scope. */
export function listKey(compiled: CompiledReport, request: ReportRequest, scope: RowScope): string {
  const { conditions, params, range } = compiled.filters;
  return JSON.stringify([compiled.def.id, request.section ?? null, conditions, params, range ?? null, sortOf(compiled.def, request), compiled.filters.scope.siteIds, Boolean(scope.contact), compiled.currency.currency]);
}

/** The search, run once: the plan's sorted keys up to the cap, with the count of every row found. */
async function searchKeys(compiled: CompiledReport, ctx: CompileContext, warehouse: Warehouse, timeoutMs: number): Promise<ListEntry> {
  const cap = listCap(compiled.def, ctx);
  const rows = await run(warehouse, compiled.steps.find((s) => s.name === 'listKeys')!.statement, timeoutMs);
  const total = rows.length ? Number(rows[0].__total) : 0;
  if (total > cap) return { keys: [], total, capped: { count: total, cap } };
  return { keys: rows.map((r) => r.__key as string | number), total };
}

export function listEntry(compiled: CompiledReport, request: ReportRequest, scope: RowScope, ctx: CompileContext, warehouse: Warehouse, timeoutMs: number): Promise<ListEntry> {
  const load = () => searchKeys(compiled, ctx, warehouse, timeoutMs);
  return ctx.lists ? ctx.lists.get(listKey(compiled, request, scope), load) : load();
}

/**
 * The rows of some keys, in the keys' order: the same relation restricted to them (no sort, no offset).
 * `fields` narrows the rows to those fields and the key on DuckDB (an export reads only its columns;
 * converting each value to JavaScript is most of the cost of a large read); elsewhere rows are whole.
 */
export async function rowsByKey(compiled: CompiledReport, keys: readonly (string | number)[], warehouse: Warehouse, timeoutMs: number, fields?: readonly string[]): Promise<Row[]> {
  if (!keys.length) return [];
  const { key, statement } = compiled.rowsByKey!(keys, fields);
  const rows = await run(warehouse, statement, timeoutMs);
  const position = new Map(keys.map((k, i) => [String(k), i]));
  // each row's place looked up once, not at every comparison (an export reads 20,000 keys a query)
  const at = rows.map((r) => position.get(String(r[key]))!);
  return rows.map((_, i) => i).sort((a, b) => at[a] - at[b]).map((i) => rows[i]);
}

/**
 * rowsByKey's rows as columns (`fields` only), for an export: read column-wise where the warehouse
 * can (Warehouse.queryColumns, DuckDB), without an object per row; elsewhere from the rows.
 */
export async function columnsByKey(compiled: CompiledReport, keys: readonly (string | number)[], warehouse: Warehouse, timeoutMs: number, fields: readonly string[]): Promise<ColumnResult> {
  if (!keys.length || !warehouse.queryColumns) return rowColumns(await rowsByKey(compiled, keys, warehouse, timeoutMs, fields), fields);
  const { key, narrowed, statement } = compiled.rowsByKey!(keys, fields);
  if (!narrowed) return rowColumns(await rowsByKey(compiled, keys, warehouse, timeoutMs, fields), fields);
  let read: ColumnResult;
  try {
    read = await warehouse.queryColumns(statement.sql, statement.params, { timeoutMs });
  } catch (e) {
    if (e instanceof QueryTimeoutError) throw new CompileError(9408, CANCELLED, { cause: e });
    throw e;
  }
  const position = new Map(keys.map((k, i) => [String(k), i]));
  // each row put at its key's place (keys are distinct), the places of keys not read then dropped
  const keyColumn = read.columns[key] ?? [];
  const slots: number[] = new Array(keys.length).fill(-1);
  for (let r = 0; r < read.count; r++) slots[position.get(String(keyColumn[r]))!] = r;
  const order = slots.filter((r) => r >= 0);
  const columns: ColumnResult['columns'] = {};
  for (const f of fields) {
    const values = read.columns[f];
    columns[f] = values ? order.map((r) => values[r]) : (new Array(order.length).fill(undefined) as Row[string][]);
  }
  return { count: order.length, columns };
}

/** Rows as columns of `fields`. */
export function rowColumns(rows: readonly Row[], fields: readonly string[]): ColumnResult {
  const columns: ColumnResult['columns'] = {};
  for (const f of fields) columns[f] = rows.map((r) => r[f]);
  return { count: rows.length, columns };
}

/**
 * A page of a list report (`list`). The first request of a search runs it once and keeps its sorted
 * keys (ListCache); every page then reads only its own rows by key. Over the cap, no rows are sent
 * and `meta.capped` says how many were found.
 */
export async function runListPage(compiled: CompiledReport, request: ReportRequest, scope: RowScope, ctx: CompileContext, warehouse: Warehouse, timeoutMs: number, started: number): Promise<ReportResult> {
  const { def } = compiled;
  const size = request.page?.size ?? (def.paging.mode === 'remote' ? def.paging.pageSize ?? 50 : 100_000);
  const index = request.page?.index ?? 0;
  const entry = await listEntry(compiled, request, scope, ctx, warehouse, timeoutMs);
  const rows = entry.capped ? [] : await rowsByKey(compiled, entry.keys.slice(index * size, (index + 1) * size), warehouse, timeoutMs);
  return {
    res: maskRows(rows, scope.contact),
    total: entry.capped ? 0 : entry.total,
    totals: null,
    chart: null,
    meta: {
      reportId: def.id, range: compiled.range, source: compiled.sources, ms: Math.round(performance.now() - started),
      baseCurrency: BASE_CURRENCY, currency: compiled.currency.currency, converted: compiled.currency.converted, ...(entry.capped ? { capped: entry.capped } : {}),
      // a list's keys and rows by key are statements of the warehouse (its keys kept per search: ListCache)
      engine: warehouse.dialect,
    },
  };
}

/** Exports of a list follow its cap: a search over it is refused (8038, limit exceeded) with the list's warning. */
export function capRefusal(def: ReportDefinition, capped: { count: number; cap: number }, message: (key: string, vars: Record<string, string>) => string): CompileError {
  const vars = { found: capped.count.toLocaleString('en-US'), cap: capped.cap.toLocaleString('en-US') };
  return new CompileError(8038, def.list?.capMessageKey ? message(def.list.capMessageKey, vars) : `Found ${vars.found} rows, exceeding the ${vars.cap} limit`);
}

/** A list's keys for an export: the search (cached as the grid's), refused over the cap, as its grid is (8038). */
export async function exportKeys(compiled: CompiledReport, request: ReportRequest, scope: RowScope, ctx: CompileContext, warehouse: Warehouse, timeoutMs: number): Promise<ListEntry> {
  const en = translator('en');
  // a list over its cap is never exported: the search already known to be over it is refused at once
  const known = ctx.lists?.peek(listKey(compiled, request, scope));
  const capped = known && (await known).capped;
  if (capped) throw capRefusal(compiled.def, capped, en);
  const entry = await listEntry(compiled, request, scope, ctx, warehouse, timeoutMs);
  if (entry.capped) throw capRefusal(compiled.def, entry.capped, en);
  const cap = listCap(compiled.def, ctx);
  if (entry.keys.length > cap) throw capRefusal(compiled.def, { count: entry.total, cap }, en);
  return entry;
}
