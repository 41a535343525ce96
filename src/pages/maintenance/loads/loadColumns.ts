import type { ColDef } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import type { LoadProblemAt } from '../../../engine/loads/loadProblems';
import type { LoadEntry } from '../shared/maintenanceTypes';

/** 'YYYY-MM-DD HH:mm:ss' (UTC) of an ISO time. */
export const utcTime = (iso: string): string => iso.slice(0, 19).replace('T', ' ');

/** The days a load held: one day, or first – last with their count. */
export function daysText(t: TFunction, entry: LoadEntry): string {
  const d = entry.daysLoaded;
  if (!d) return entry.result === 'loaded' ? t('maintenance.loads.noDays') : '';
  return d.first === d.last ? d.first : t('maintenance.loads.dayRange', { first: d.first, last: d.last, count: d.count });
}

/** Counts of rows as the console's language writes them (252,094). */
const counts = (lang: string) => new Intl.NumberFormat(lang === 'tw' ? 'zh-TW' : 'en-US');

/** Rows per table written, largest first: "fact_game_day 140,212 · fact_login 80,004". */
export function rowsText(entry: LoadEntry, lang: string): string {
  const format = counts(lang);
  return Object.entries(entry.rows ?? {}).sort((a, b) => b[1] - a[1]).map(([table, n]) => `${table} ${format.format(n)}`).join(' · ');
}

/** One problem in the reader's language: where (file, row, column), what, and the value found. */
export function problemLine(t: TFunction, at: LoadProblemAt): string {
  const where = [at.file, at.row !== undefined ? t('maintenance.loads.at.row', { row: at.row }) : '', at.column ? t('maintenance.loads.at.column', { column: at.column }) : ''].filter(Boolean).join(t('maintenance.loads.at.separator'));
  const value = at.value !== undefined ? t('maintenance.loads.at.value', { value: JSON.stringify(at.value) }) : '';
  return t('maintenance.loads.at.line', { where, problem: t(`maintenance.loads.problem.${at.why.code}`, at.why), value });
}

/** The problems a refusal lists, in the reader's language where the loads log gives their codes (an older line has its English text only). */
export function problemLines(t: TFunction, entry: LoadEntry): string[] {
  const problems = entry.problems;
  if (!problems) return [];
  return problems.at ? problems.at.map((at) => problemLine(t, at)) : problems.listed;
}

/** Why it was refused or failed: the first problem, and how many there were. */
export function problemText(t: TFunction, entry: LoadEntry): string {
  if (entry.error) return entry.error;
  if (!entry.problems) return '';
  const first = problemLines(t, entry)[0] ?? '';
  return entry.problems.count > 1 ? t('maintenance.loads.moreProblems', { first, more: entry.problems.count - 1 }) : first;
}

/** How the derived tables were brought up to date: counts, or all built again and why. */
export function derivedText(t: TFunction, entry: LoadEntry): string {
  const d = entry.derived;
  if (!d) return '';
  // why, in the reader's language where the loads log gives the reason's code (an older line has its English text only)
  const because = d.rebuiltWhy ? t(`maintenance.loads.why.${d.rebuiltWhy.code}`, 'columns' in d.rebuiltWhy ? { ...d.rebuiltWhy, columns: d.rebuiltWhy.columns.join(', ') } : d.rebuiltWhy) : d.rebuiltBecause;
  return because ? t('maintenance.loads.derivedWhole', { rebuilt: d.rebuilt, because }) : t('maintenance.loads.derivedCounts', d);
}

/** What a load gave ClickHouse, for a console served from it: tables, months replaced (or copied whole), rows, seconds. */
export function clickhouseText(t: TFunction, entry: LoadEntry, lang: string): string {
  const c = entry.clickhouse;
  if (!c) return '';
  const values = { ...c, rows: counts(lang).format(c.rows), seconds: c.seconds.toFixed(1) };
  return t(c.whole ? 'maintenance.loads.clickhouseWhole' : 'maintenance.loads.clickhouseMonths', values);
}

/** The problems a tooltip lists at most. */
const TIP_PROBLEMS = 6;

/** The details whole, for the cell's tooltip: a load's rows, or each problem listed on a line of its own and how many more were found. */
function detailsTip(t: TFunction, lang: string, entry: LoadEntry): string {
  if (entry.result === 'loaded' || !entry.problems) return entry.result === 'loaded' ? rowsText(entry, lang) : problemText(t, entry);
  // a few, so the tooltip stays inside the grid: the rest counted (the command and the loads log list up to 20)
  const lines = problemLines(t, entry).slice(0, TIP_PROBLEMS);
  const more = entry.problems.count - lines.length;
  return [...lines, ...(more > 0 ? [t('maintenance.loads.andMore', { count: more })] : [])].join('\n');
}

/**
 * The Data Loads grid's columns. `withClickHouse`: some load gave ClickHouse its changes (a console
 * served from ClickHouse); a console on DuckDB alone has no such column.
 */
export function loadColumns(t: TFunction, lang: string, desktop: boolean, withClickHouse = false): ColDef<LoadEntry>[] {
  // what a load did (rows written) or why it did not (its problems): one column, seen without scrolling
  const details = (entry: LoadEntry) => (entry.result === 'loaded' ? rowsText(entry, lang) : problemText(t, entry));
  const columns: ColDef<LoadEntry>[] = [
    { colId: 'startedAt', headerName: t('maintenance.loads.startedAt'), width: 170, pinned: desktop ? 'left' : undefined, valueGetter: (p) => (p.data ? utcTime(p.data.startedAt) : '') },
    {
      colId: 'result', headerName: t('maintenance.loads.result'), width: 110,
      valueGetter: (p) => (p.data ? t(`maintenance.loads.results.${p.data.result}`) : ''),
      cellClass: (p) => `mnt-load-${p.data?.result ?? ''}`,
    },
    { colId: 'days', headerName: t('maintenance.loads.days'), width: 220, valueGetter: (p) => (p.data ? daysText(t, p.data) : '') },
    {
      colId: 'details', headerName: t('maintenance.loads.details'), width: 440, valueGetter: (p) => (p.data ? details(p.data) : ''),
      tooltipValueGetter: (p) => (p.data ? detailsTip(t, lang, p.data) : ''),
    },
    // served once committed; the seconds after it went to the copy the next load starts from
    { colId: 'servedAfter', headerName: t('maintenance.loads.servedAfter'), width: 130, type: 'rightAligned', valueGetter: (p) => p.data?.servedAfter?.toFixed(1) ?? '' },
    { colId: 'seconds', headerName: t('maintenance.loads.seconds'), width: 100, type: 'rightAligned', valueGetter: (p) => (p.data ? p.data.seconds.toFixed(1) : '') },
    { colId: 'files', headerName: t('maintenance.loads.files'), width: 260, valueGetter: (p) => (p.data ? p.data.files.join(', ') : '') },
    { colId: 'from', headerName: t('maintenance.loads.from'), width: 260, valueGetter: (p) => p.data?.from ?? '' },
    { colId: 'derived', headerName: t('maintenance.loads.derived'), width: 300, valueGetter: (p) => (p.data ? derivedText(t, p.data) : ''), tooltipValueGetter: (p) => (p.data ? derivedText(t, p.data) : '') },
    ...(withClickHouse ? [{
      colId: 'clickhouse', headerName: t('maintenance.loads.clickhouse'), width: 420,
      valueGetter: (p: { data?: LoadEntry }) => (p.data ? clickhouseText(t, p.data, lang) : ''),
      tooltipValueGetter: (p: { data?: LoadEntry }) => (p.data ? clickhouseText(t, p.data, lang) : ''),
    }] : []),
  ];
  // newest first, as the log is: nothing to sort
  return columns.map((c) => ({ sortable: false, ...c }));
}
