import type { ReportDefinition } from '../src/engine/definition/report';
import type { ReportRequest } from '../src/engine/request/types';
import { compileReport } from '../server/compiler/pipeline';
import type { ReportService } from '../server/reports/reportService';

/**
 * What a request reads, from every statement it runs (page, totals, chart): `rollup` when only
 * site-level rollups and members' active days (and small dimensions), `member` when member-level rows (the member × day
 * rollup, the members' first and last days, the member dimension), `raw` when a raw fact.
 */
export type ReadClass = 'rollup' | 'member' | 'raw';

const MEMBER_LEVEL = /^(rollup_\w*member\w*|rollup_\w*_span_\w*|dim_member|member_link|member_tag_map)$/;

export function tablesRead(sql: string): string[] {
  return [...new Set([...sql.matchAll(/\b(?:FROM|JOIN)\s+"?([a-z_][a-z0-9_]*)"?/gi)].map((m) => m[1]))];
}

export function classify(service: ReportService, report: ReportDefinition, request: ReportRequest, siteIds: number[], nowMs: number): { cls: ReadClass; tables: string[] } {
  const c = compileReport(report, request, { siteIds }, service.context(nowMs));
  const reads = [c.print({ op: 'page' }), ...(c.totalsRow ? [c.print({ op: 'totals' })] : []), ...(c.chart ? [c.print({ op: 'chart' })] : [])];
  const tables = [...new Set(reads.flatMap((s) => tablesRead(s.sql)))]
    .filter((t) => t.startsWith('fact_') || t.startsWith('rollup_') || MEMBER_LEVEL.test(t));
  const cls: ReadClass = tables.some((t) => t.startsWith('fact_')) ? 'raw' : tables.some((t) => MEMBER_LEVEL.test(t)) ? 'member' : 'rollup';
  return { cls, tables };
}
