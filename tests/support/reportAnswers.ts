/**
 * Every registered report's answers on a warehouse, recorded to a JSON file and compared later:
 * the tool that shows a change of the compiler leaves what operators read untouched.
 *
 *   npx tsx tests/support/reportAnswers.ts record  <answers.json> [warehouse.duckdb]
 *   npx tsx tests/support/reportAnswers.ts compare <answers.json> [warehouse.duckdb] [--ties] [--figures]
 *
 * Per report: the defaults, a two-year range, one site, page 2, another sort, each section,
 * group-by, grain, metric and enum option the definition offers, lookups with subjects chosen by
 * what they need, the raw-only answers of the defaults and the two-year range, and the xlsx export
 * of the defaults. Compare: money to the cent, other fractions to 1e-9 relative, counts and texts
 * exactly, rows in the same order (`--ties`: rows equal as sets within runs of equal sort keys;
 * `--figures`: the tables read, `source`, left out, for a change that moves reads between tables).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { createReportService, type ReportService } from '../../server/reports/reportService';
import { streamReportXlsx } from '../../server/reports/exportXlsx';
import { openDuckWarehouse } from '../../server/warehouse/duckdb';
import { residentTableNames } from '../../server/compiler/resident/tables';
import type { Warehouse } from '../../server/warehouse/warehouse';
import type { ReportDefinition } from '../../src/engine/definition/report';
import { sortableFields } from '../../src/engine/request/sortableFields';
import type { ReportRequest } from '../../src/engine/request/types';

type Answer = { error: string } | { res: unknown[]; total: number; totals: unknown; chart: unknown; source: string[]; range: unknown; previousRange: unknown };
interface Case { report: string; label: string; request: ReportRequest; raw?: boolean; xlsx?: boolean; sortFields?: string[] }
interface Recorded { case: Case; answer: Answer | { error: string } | { sheet: unknown[][] } }

const MONEY_FORMATS = new Set<string>();

async function subjects(wh: Warehouse) {
  const one = async (sql: string) => (await wh.query(sql))[0] as Record<string, unknown>;
  const end = String((await one('SELECT max(end_date) AS d FROM warehouse_meta')).d);
  // the site with most members; a second one for the one-site requests of single-site reports
  const sites = (await wh.query('SELECT site_id, count(*) n FROM dim_member GROUP BY 1 ORDER BY n DESC, site_id')).map((r) => Number(r.site_id));
  const site = sites[0];
  // a member of that site with deposits, play and promotions in the last 30 days (lookups need all three)
  const member = Number((await one(`SELECT t.member_id FROM fact_transaction t JOIN dim_member m USING (member_id)
    WHERE m.site_id = ${site} AND t.stat_date > DATE '${end}' - 30 AND t.trans_type IN (3, 10, 26)
      AND EXISTS (SELECT 1 FROM fact_game_day g WHERE g.member_id = t.member_id AND g.stat_date > DATE '${end}' - 30)
      AND EXISTS (SELECT 1 FROM member_link a JOIN member_link b USING (link_type, link_key) WHERE a.member_id = t.member_id AND b.member_id <> a.member_id)
    GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`)).member_id);
  const who = await one(`SELECT member_username u, phone p FROM dim_member WHERE member_id = ${member}`);
  const username = String(who.u).slice(0, 4);
  const phone = String(who.p);
  const tag = Number((await one(`SELECT member_tag_id t FROM bridge_member_tag b JOIN dim_member m USING (member_id) WHERE m.site_id = ${site} GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`).catch(() => ({ t: 1 }))).t);
  const level = Number((await one(`SELECT member_lv_id l FROM dim_member WHERE site_id = ${site} GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`)).l);
  return { end, site, otherSite: sites[1], member, username, phone, tag, level };
}

type Subjects = Awaited<ReturnType<typeof subjects>>;

function twoYears(end: string) {
  const d = new Date(`${end}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - 2);
  d.setUTCDate(d.getUTCDate() + 1);
  return { preset: 'custom', from: d.toISOString().slice(0, 10), to: end };
}

function casesOf(r: ReportDefinition, s: Subjects): Case[] {
  const base: Record<string, unknown> = {};
  const has = (widget: string) => r.filters.find((f) => f.widget === widget);
  if (has('site')) base[has('site')!.key] = s.site;
  if (r.filters.some((f) => f.key === 'member')) base.member = s.member;
  if (r.id === 'member_lookup') base.username = s.username;
  if (r.id === 'member_search') base.memberLevels = [s.level];
  const out: Case[] = [];
  const add = (label: string, filters: Record<string, unknown>, extra: Partial<ReportRequest> = {}, flags: Partial<Case> = {}) => {
    const section = extra.section ? r.sections?.find((x) => x.id === extra.section) : undefined;
    const sortFields = (extra.sort ?? section?.defaultSort ?? r.defaultSort ?? []).map((x) => x.field);
    out.push({ report: r.id, label, request: { filters: { ...base, ...filters }, page: { index: 0, size: 50 }, ...extra }, sortFields, ...flags });
  };
  add('defaults', {});
  add('defaults raw', {}, {}, { raw: true });
  add('defaults xlsx', {}, {}, { xlsx: true });
  const range = has('dateRange');
  if (range) {
    add('two years', { [range.key]: twoYears(s.end) });
    add('two years raw', { [range.key]: twoYears(s.end) }, {}, { raw: true });
  }
  if (has('sites')) add('one site', { [has('sites')!.key]: [s.site] });
  else if (has('site')) add('other site', { [has('site')!.key]: s.otherSite });
  add('page 2', {}, { page: { index: 1, size: 5 } });
  const sortable = sortableFields(r);
  const current = r.defaultSort?.[0]?.field;
  const other = sortable.find((f) => f !== current);
  if (other) add(`sort ${other}`, {}, { sort: [{ field: other, dir: 'asc' }] });
  if (current) add(`sort ${current} flipped`, {}, { sort: [{ field: current, dir: r.defaultSort![0].dir === 'asc' ? 'desc' : 'asc' }] });
  for (const sec of r.sections ?? []) add(`section ${sec.id}`, {}, { section: sec.id });
  for (const f of r.filters) {
    if (f.widget === 'grain') for (const g of ['day', 'week', 'month']) add(`${f.key} ${g}`, { [f.key]: g });
    if (f.widget === 'metrics') {
      for (const o of f.options ?? []) add(`${f.key} ${o}`, { [f.key]: [o] });
      if ((f.options?.length ?? 0) > 1) add(`${f.key} all`, { [f.key]: (f.options ?? []).slice(0, 6) });
    }
    if (f.widget === 'enum') for (const o of f.options ?? []) add(`${f.key} ${o}`, { [f.key]: o });
  }
  if (r.id === 'member_search') {
    add('tag', { memberLevels: undefined, memberTags: [s.tag] });
    add('conditions', { memberLevels: undefined, conditions: [{ field: 'life_days', op: 'gte', value: 30 }, { field: 'member_status', op: 'eq', value: 0 }] });
  }
  if (r.id === 'member_lookup') add('phone', { username: undefined, phone: s.phone });
  return out;
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

async function answerOf(service: ReportService, c: Case, now: number, siteIds: number[]): Promise<Recorded['answer']> {
  const report = service.registry.report(c.report);
  const scope = { siteIds, contact: c.report !== 'member_lookup' || c.label !== 'phone' };
  try {
    if (c.xlsx) {
      const { stream } = await streamReportXlsx(service, report, c.request, scope, now, { chunkKeys: 7 });
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await bytesOf(stream)) as unknown as ArrayBuffer);
      const sheet = book.worksheets[0];
      return { sheet: Array.from({ length: sheet.rowCount }, (_, i) => (sheet.getRow(i + 1).values as unknown[]).slice(1)) };
    }
    const r = await service.run(report, c.request, scope, now);
    return { res: r.res, total: r.total, totals: r.totals, chart: r.chart, source: r.meta.source, range: r.meta.range ?? null, previousRange: r.meta.previousRange ?? null };
  } catch (e) {
    return { error: `${(e as { status?: number }).status ?? ''} ${(e as Error).message}` };
  }
}

async function recordAll(file: string): Promise<Recorded[]> {
  const wh = await openDuckWarehouse(file, { readOnly: true });
  const service = await createReportService(wh, { cache: false, listCap: 5000 });
  // the small tables held in memory, as the server holds them at start: answers read there wherever they can be
  await wh.resident()?.hold(residentTableNames(service.registry.models.values()));
  const raw = await createReportService(wh, { cache: false, useRollups: false, listCap: 5000 });
  const s = await subjects(wh);
  const siteIds = (await wh.query('SELECT site_id FROM dim_site ORDER BY site_id')).map((x) => Number(x.site_id));
  const now = Date.parse(`${service.dataEnd}T12:00:00Z`);
  const out: Recorded[] = [];
  for (const m of service.registry.models.values()) {
    for (const [name, def] of Object.entries(m.measures)) if (def.money) MONEY_FORMATS.add(name);
    for (const [name, def] of Object.entries(m.dimensions)) if ((def as { money?: boolean }).money) MONEY_FORMATS.add(name);
  }
  for (const r of [...service.registry.reports.values()].sort((a, b) => a.id.localeCompare(b.id))) {
    for (const col of [...r.columns, ...(r.sections ?? []).flatMap((x) => x.columns)]) if (col.format === 'amount') MONEY_FORMATS.add(col.field);
    for (const c of casesOf(r, s)) out.push({ case: c, answer: JSON.parse(JSON.stringify(await answerOf(c.raw ? raw : service, c, now, siteIds))) as Recorded['answer'] });
  }
  await wh.close();
  return out;
}

// ---- compare ----

function numbersAgree(a: number, b: number, field: string): boolean {
  if (a === b) return true;
  if (Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b))) return true;
  return MONEY_FORMATS.has(field) && Math.abs(a - b) <= 0.005;
}

function diff(a: unknown, b: unknown, path: string, field = ''): string | null {
  if (typeof a === 'number' && typeof b === 'number') return numbersAgree(a, b, field) ? null : `${path}: ${a} ≠ ${b}`;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return `${path}: length ${a.length} ≠ ${b.length}`;
    for (let i = 0; i < a.length; i++) { const d = diff(a[i], b[i], `${path}[${i}]`, field); if (d) return d; }
    return null;
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) { const d = diff((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`, k); if (d) return d; }
    return null;
  }
  return a === b ? null : `${path}: ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`;
}

/** Rows grouped into runs of equal sort-key values, each run sorted by its JSON: order among ties ignored. */
function tieRuns(rows: Record<string, unknown>[], keys: string[]): unknown[] {
  const runs: Record<string, unknown>[][] = [];
  let last = '';
  for (const row of rows) {
    const k = JSON.stringify(keys.map((f) => row[f]));
    if (!runs.length || k !== last) runs.push([]);
    runs[runs.length - 1].push(row);
    last = k;
  }
  return runs.map((run) => [...run].sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y))));
}

async function main() {
  const [mode, out, whArg, ...flags] = process.argv.slice(2);
  const wh = whArg && !whArg.startsWith('--') ? whArg : '/tmp/compiler-data/answers-warehouse.duckdb';
  const ties = [whArg, ...flags].includes('--ties');
  const figuresOnly = [whArg, ...flags].includes('--figures');
  const started = Date.now();
  const now = await recordAll(wh);
  if (mode === 'record') {
    writeFileSync(out, JSON.stringify({ money: [...MONEY_FORMATS], answers: now }));
    console.log(`recorded ${now.length} answers of ${new Set(now.map((n) => n.case.report)).size} reports in ${((Date.now() - started) / 1000).toFixed(0)} s → ${out}`);
    return;
  }
  const before = JSON.parse(readFileSync(out, 'utf8')) as { money: string[]; answers: Recorded[] };
  for (const m of before.money) MONEY_FORMATS.add(m);
  let bad = 0;
  const key = (c: Case) => `${c.report} · ${c.label}`;
  const was = new Map(before.answers.map((a) => [key(a.case), a]));
  for (const a of now) {
    const b = was.get(key(a.case));
    if (!b) { bad++; console.log(`NEW   ${key(a.case)}`); continue; }
    was.delete(key(a.case));
    let x: unknown = b.answer, y: unknown = a.answer;
    if (figuresOnly && 'res' in b.answer && 'res' in a.answer) {
      x = { ...b.answer, source: null };
      y = { ...a.answer, source: null };
    }
    if (ties && 'res' in b.answer && 'res' in a.answer) {
      const fields = a.case.sortFields ?? [];
      x = { ...(x as object), res: tieRuns(b.answer.res as Record<string, unknown>[], fields) };
      y = { ...(y as object), res: tieRuns(a.answer.res as Record<string, unknown>[], fields) };
    }
    const d = diff(x, y, '');
    if (d) { bad++; console.log(`DIFF  ${key(a.case)}  ${d.slice(0, 300)}`); }
  }
  for (const k of was.keys()) { bad++; console.log(`GONE  ${k}`); }
  console.log(`${now.length} answers compared in ${((Date.now() - started) / 1000).toFixed(0)} s: ${bad ? `${bad} differ` : 'all identical'}`);
  process.exitCode = bad ? 1 : 0;
}

await main();
