import type { CompiledReport } from './compiledReport';
import type { PlanStep, StepRead } from './plan';
import type { ModelPart, Statement } from './types';
import type { SpanReads } from './sql/spanRange';
import { executorLabel, executorsFor, type WarehouseKind } from './executors';
import { formulaOf, formulaParams, formulaText } from '../../src/engine/report/formula';

/**
 * A compiled request's plan in a readable form, without its SQL: the range and currency, then each
 * step with the tables it reads, what the tables held in memory can answer of it, where the web tier
 * computes, and the executors runStatement.ts offers it to, in its order. `npm run explain` prints it
 * before the executor that answered and the SQL; the compiler's tests keep it for every report.
 */

/** Where a span's part is read from (`reads`: over the period's range, as the dialect reads it), in words. */
function spanText(table: string, reads: SpanReads | undefined): string {
  if (reads && reads.table !== table) return `${reads.table} (raw facts; members' spans over other ranges)`;
  return `${table} (members' spans${reads?.straddlers ? `; those who may straddle the range from ${reads.straddlers}` : ''})`;
}

/** One model part: its aggregates by its dimensions, from the source chosen, filtered by; `spanReads`: how a span's part is read over the period's range. */
export function partText(p: ModelPart, spanReads?: SpanReads): string {
  const s = p.source;
  const from = s.kind === 'rollup' ? `${s.table}${s.days ? ` (edges from ${s.days})` : ''}` : s.kind === 'activity' ? `${s.priors ?? s.table} (members' days)` : s.kind === 'raw' ? `${p.model.table} (raw facts)` : spanText(s.table, spanReads);
  return `${p.model.id}: ${p.aggregates.join(', ')} by [${[...p.dimensions, ...(p.grain ? [p.grain] : [])].join(', ')}] from ${from}${p.conditions.length ? `, where ${p.conditions.map((c) => c.dimension).join(', ')}` : ''}`;
}

/** The executors runStatement.ts offers a statement to, in its order (the first that answers does): executors.ts. */
export function executorsOffered(s: Statement, w: WarehouseKind): string[] {
  return executorsFor(s, w).map((id) => executorLabel(id, s, w));
}

/** What a read takes of the relation (plan.ts StepRead), in words. */
export function readText(read: StepRead): string {
  switch (read.op) {
    case 'page': return 'the page in its order, with the count of every row';
    case 'chart': return "the chart's rows in its order, up to its limit";
    case 'totals': return 'the totals row, from its own relation';
    case 'pageAndChart': return 'the page, the chart and the totals row in one statement';
    case 'pageWithChart': return "the page and the chart in one statement, every row numbered in each one's order";
    case 'wholeRows': return `at most ${read.limit} rows, unordered, with the totals row where it rides along`;
    case 'apart': return `the ${read.parts.join(', ')} statement${read.parts.length > 1 ? 's' : ''} apart, answered as one`;
    case 'listKeys': return `the list's sorted keys, at most ${read.limit}, with the count found`;
  }
}

/** What a step's plan says beyond its SQL: what it reads, the held tables' part, the web tier's work, the read instead. */
export function statementLines(step: PlanStep): string[] {
  const s = step.statement;
  const lines = [`  reads: ${readText(step.read)}`];
  if (s.held) lines.push("  a named kind's rows may be computed from the tables held in memory");
  if (s.resident) lines.push(`  rows of aggregates readable from memory: the plan's parts${s.resident.totals ? ', and the totals row\'s' : ''}`);
  if (s.finish?.figures) lines.push('  figures (final measures, growth, ranks, shares, derived) computed in the web tier from exact aggregates');
  if (step.here) lines.push(`  ordered, sliced and charted in the web tier${step.here.cap ? `, refused past ${step.here.cap} rows` : ''}`);
  if (step.instead) lines.push(`  above ${step.instead.above} rows, instead: ${readText(step.instead.read)}`);
  return lines;
}

/** The request's range and currency, one line. */
export function headLine(compiled: CompiledReport): string {
  return `range ${compiled.range ? `${compiled.range.from}..${compiled.range.to}` : '(none)'}${compiled.previousRange ? `, compared with ${compiled.previousRange.from}..${compiled.previousRange.to}` : ''}; currency ${compiled.currency.currency}`;
}

/** One step: what it reads, its plan, and the executors offered it. */
export function stepLines(step: PlanStep, w: WarehouseKind): string[] {
  return [`step ${step.name}: reads ${step.reads.join(', ') || '(nothing)'}`, ...statementLines(step), `  executors offered: ${executorsOffered(step.statement, w).join(' → ')}`];
}

/** A model query's derived fields as the figure program computes them, last, in order: each formula, with the parameters' values it read. */
export function derivedLines(compiled: CompiledReport): string[] {
  const q = compiled.def.query;
  if (q.kind !== 'model' || !q.derived?.length) return [];
  return ['derived fields, after the measures:', ...q.derived.map((d) => {
    const f = formulaOf(d);
    const params = formulaParams(f).map((p) => `:${p} = ${JSON.stringify(compiled.filters.params[p])}`);
    return `  ${d.field} = ${formulaText(f)}${d.compare ? ', and its previous value and growth' : ''}${params.length ? ` (${params.join(', ')})` : ''}`;
  })];
}

/** A model query's pivot and its two more queries (pipeline.ts applyPivot), after the steps' rows. */
export function pivotLines(compiled: CompiledReport): string[] {
  const q = compiled.def.query;
  if (q.kind !== 'model' || !q.pivot) return [];
  const { dimension, measures } = q.pivot;
  const rows = q.dimensions.filter((d) => d !== dimension);
  return [`pivot: ${measures.join(', ')} by ${dimension} as columns; then the same request by ${rows.join(', ') || '(all)'} alone (the rows' totals) and by ${dimension} alone (the totals row's)`];
}

const span = (r: { from: string; to: string } | undefined) => (r ? `${r.from}..${r.to}` : '(all time)');

/**
 * The rows' plan before any SQL (stages/modelPlan.ts): the keys and the attributes looked up by
 * them, each period's parts, where the totals row comes from, the figures, then the order and page.
 * A named kind's plan is its own (kinds/<kind>/plan.ts).
 */
export function modelPlanLines(compiled: CompiledReport): string[] {
  const { plan } = compiled;
  const q = compiled.def.query;
  const lines = plan ? [`plan: rows by [${plan.keys.join(', ')}]`] : [`plan: query kind '${q.kind}' (kinds/${q.kind}/plan.ts)`];
  if (plan) {
    if (plan.late) lines.push(`  looked up after: ${[...plan.late.keys].map(([attr, key]) => `${attr} by ${key}${plan.late!.columns.get(attr) ? ` from ${plan.late!.columns.get(attr)!.table}` : ''}`).join(', ')}`);
    const text = (p: ModelPart, range: CompiledReport['range']) => partText(p, p.source.kind === 'span' ? compiled.spanReads?.(p, range) : undefined);
    for (const p of plan.parts) lines.push(`  current ${span(compiled.range)}  ${text(p, compiled.range)}`);
    for (const p of plan.prevParts) lines.push(`  previous ${span(compiled.previousRange)}  ${text(p, compiled.previousRange)}`);
    for (const p of plan.periodParts) lines.push(`  period totals ${span(compiled.range)}  ${text(p, compiled.range)}`);
    const figures = plan.figures();
    if (plan.totals) {
      const { summed, own } = plan.totals.cur;
      const pieces = [...(summed.length ? [`${summed.map((a) => `${a.how} of ${a.measure}`).join(', ')} over the rows' groups`] : []), ...own.map((p) => `its own ${text(p, compiled.range)}`)];
      lines.push(`  totals row in the rows' statement: ${figures?.marked ? 'added up from the rows' : pieces.join('; ')}`);
    } else if (compiled.totalsRow) lines.push("  totals row: a statement of its own");
    lines.push(figures ? `  figures: ${figures.program.rows.length} steps over ${figures.program.reads.length} aggregates (one program: printed in SQL, evaluated in the web tier)` : '  figures: in SQL (running sums)');
  }
  const chart = compiled.chart ? `; chart: ${compiled.chart.series.join(', ')} by ${compiled.chart.chart.x}` : '';
  lines.push(`order: ${compiled.order.map((o) => `${o.field} ${o.dir}`).join(', ') || '(none)'}, then [${compiled.keys.join(', ')}]; ${compiled.pageAt ? `page ${compiled.pageAt.index + 1}, ${compiled.pageAt.size} rows a page` : 'every row'}${chart}`);
  return lines;
}

/** The whole plan of a compiled request, without SQL. */
export function planLines(compiled: CompiledReport, w: WarehouseKind): string[] {
  return [headLine(compiled), ...derivedLines(compiled), ...pivotLines(compiled), ...modelPlanLines(compiled), ...compiled.steps.flatMap((step) => ['', ...stepLines(step, w)])];
}
