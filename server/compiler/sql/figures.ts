import type { ModelQuery } from '../../../src/engine/definition/report';
import type { ModelQuerySqlInput } from '../dialect/dialect';
import { finalMeasureSql } from './expressions';
import { ident } from './params';

/**
 * The figures of a model query over the relations `cur`, `prev` and `period`: dimensions (`dim`
 * spells one), final measures, previous values with growth, and period totals.
 */
export function figureColumns(input: ModelQuerySqlInput, dim: (d: string) => string): string[] {
  const { query, measures } = input;
  const modelOf = (m: string) => measures.get(m)!;
  const cols = [...input.dimensions.map(dim), ...query.measures.map((m) => `${finalMeasureSql(modelOf(m), m, 'cur')} AS ${ident(m)}`)];
  if (query.compare?.measures.length && input.previousRange) {
    for (const m of query.compare.measures) {
      const cur = finalMeasureSql(modelOf(m), m, 'cur');
      const prev = finalMeasureSql(modelOf(m), m, 'prev');
      cols.push(`${prev} AS ${ident(m + '_prev')}`, `(${cur}) - (${prev}) AS ${ident(m + '_growth')}`,
        `((${cur}) - (${prev})) / nullif(abs(${prev}), 0) AS ${ident(m + '_growth_rate')}`);
    }
  }
  for (const m of query.periodTotals ?? []) cols.push(`${finalMeasureSql(modelOf(m), m, 'period')} AS ${ident(m + '_period')}`);
  return cols;
}

/**
 * The same figures in two steps, each final value computed once: `base` over the relations `cur`,
 * `prev` and `period` (dimensions, final measures, previous values, period totals), then `figures`
 * over `base`'s columns by name (growth as the difference of two columns), in figureColumns' order.
 * A warehouse that plans every statement at each request (DuckDB) binds and rewrites a third of the
 * expressions it would for figureColumns' nested ones.
 */
export function stagedFigureColumns(input: ModelQuerySqlInput, dim: (d: string) => string): { base: string[]; figures: string[] } {
  const { query, measures } = input;
  const modelOf = (m: string) => measures.get(m)!;
  const base = [...input.dimensions.map(dim), ...query.measures.map((m) => `${finalMeasureSql(modelOf(m), m, 'cur')} AS ${ident(m)}`)];
  const figures = [...input.dimensions.map((d) => ident(input.rename?.[d] ?? d)), ...query.measures.map(ident)];
  if (query.compare?.measures.length && input.previousRange) {
    for (const m of query.compare.measures) {
      const [cur, prev] = [ident(m), ident(m + '_prev')];
      base.push(`${finalMeasureSql(modelOf(m), m, 'prev')} AS ${prev}`);
      figures.push(prev, `${cur} - ${prev} AS ${ident(m + '_growth')}`, `(${cur} - ${prev}) / nullif(abs(${prev}), 0) AS ${ident(m + '_growth_rate')}`);
    }
  }
  for (const m of query.periodTotals ?? []) {
    base.push(`${finalMeasureSql(modelOf(m), m, 'period')} AS ${ident(m + '_period')}`);
    figures.push(ident(m + '_period'));
  }
  return { base, figures };
}

/** Derived fields (`derived`), and with `compare` their previous values and growth; a field may use one defined before it: its expression is inlined. */
export function derivedColumns(query: ModelQuery, hasPrev: boolean): string[] {
  const out: string[] = [];
  const derivedSql = new Map<string, string>();
  const combine = (op: string, a: string, b: string) => (op === 'divide' ? `(${a}) / nullif(${b}, 0)` : `(${a}) ${op === 'add' ? '+' : '-'} (${b})`);
  for (const d of query.derived ?? []) {
    const operand = (f: string) => derivedSql.get(f) ?? ident(f);
    const expr = combine(d.op, operand(d.of[0]), operand(d.of[1]));
    derivedSql.set(d.field, expr);
    out.push(`${expr} AS ${ident(d.field)}`);
    if (d.compare && hasPrev) {
      const prev = combine(d.op, operand(`${d.of[0]}_prev`), operand(`${d.of[1]}_prev`));
      derivedSql.set(`${d.field}_prev`, prev);
      out.push(`${prev} AS ${ident(d.field + '_prev')}`, `(${expr}) - (${prev}) AS ${ident(d.field + '_growth')}`,
        `((${expr}) - (${prev})) / nullif(abs(${prev}), 0) AS ${ident(d.field + '_growth_rate')}`);
    }
  }
  return out;
}
