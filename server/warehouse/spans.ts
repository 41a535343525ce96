import type { ModelDefinition, SpanDef } from '../../src/engine/definition/model';
import { ident } from '../semantic/ident';
import { spanTable } from '../semantic/tables';
import { inDays } from './refreshScope';
import { factFrom } from './rollups';

/**
 * The members' first, last and previous days by a span's dimensions (a model's `spans`): built
 * whole, or refreshed for a load's days and members.
 */

/**
 * The CREATE TABLE of a model's members' first and last day by the span's dimensions, and the last
 * day before the last (`prior_date`, null for a member of one day there), sorted by first day. Read
 * from an earlier span keeping more dimensions where the model has one (a fraction of the fact's
 * rows: a group's two latest days are among its wider rows' two latest), else from the fact's
 * distinct days.
 */
export function spanSql(model: ModelDefinition, span: SpanDef): string {
  return `CREATE OR REPLACE TABLE ${ident(spanTable(model, span.dimensions))} AS ${spanSelect(model, span)}`;
}

/** The rows of a model's members' first and last days by a span's dimensions, or of the members in the table `members` only. */
export function spanSelect(model: ModelDefinition, span: SpanDef, members?: string): string {
  const wider = widerSpan(model, span);
  const keys = ['site_id', 'member_id', ...span.dimensions];
  const kept = members ? ` WHERE f.member_id IN (SELECT member_id FROM ${members})` : '';
  if (wider) {
    const select = [...keys.map((k) => `f.${ident(k)} AS ${ident(k)}`), 'min(f.first_date) AS first_date', 'max(f.last_date) AS last_date',
      "list_sort(list_distinct(flatten(list([f.last_date, f.prior_date]))), 'DESC')[2] AS prior_date"];
    return `SELECT ${select.join(', ')} FROM ${ident(spanTable(model, wider.dimensions))} f${kept} GROUP BY ALL ORDER BY first_date, site_id`;
  }
  const select = [...keys.map(ident), 'min(d) AS first_date', 'max(d) AS last_date', 'max(d, 2)[2] AS prior_date'];
  return `SELECT ${select.join(', ')} FROM (${spanDays(model, span, kept)}) GROUP BY ALL ORDER BY first_date, site_id`;
}

/** The span's keys (site, member, its dimensions) with each day of theirs in the fact, once: of the fact's rows `where` keeps. */
function spanDays(model: ModelDefinition, span: SpanDef, where: string): string {
  const keys = ['site_id', 'member_id', ...span.dimensions];
  return `SELECT ${[...keys.map((k) => `${model.dimensions[k]?.sql ?? `f.${ident(k)}`} AS ${ident(k)}`), `f.${ident(model.timeColumn!)} AS d`].join(', ')} FROM ${factFrom(model, span.dimensions, []).join(' ')}${where} GROUP BY ALL`;
}

/** The earlier span of the model keeping every dimension of `span` (and more), which it is read from; none: read from the fact. */
function widerSpan(model: ModelDefinition, span: SpanDef): SpanDef | undefined {
  const spans = model.spans ?? [];
  return spans.find((s) => s !== span && span.dimensions.every((d) => s.dimensions.includes(d)) && spans.indexOf(s) < spans.indexOf(span));
}

/** Whether a span is read from the fact (else from a wider span, built first). */
export const spanFromFact = (model: ModelDefinition, span: SpanDef): boolean => !widerSpan(model, span);

/**
 * The statements refreshing a span read from the fact for a load of `days` that touched the members
 * in the table `members`. A member's row by the span's keys holds its first day and its two latest
 * (last, previous); the load replaced whatever it had on `days`. The row after the load is known
 * from the row and the member's days among `days` alone where the days it may have had besides the
 * three (all before its previous day) cannot matter: its two latest are the two latest of its kept
 * latest days (those not among `days`) and its new days, when two of those are on or after its
 * previous day or it had no previous day; its first day is the earlier of its first and new days
 * when its first day is not among `days`, or is one of its two latest. So a new day after the
 * warehouse's last, and a correction of a day the member still has rows on, read no fact beyond the
 * days loaded. A member with any other row (a previous day removed by a correction with none after
 * it, a first day replaced among more) is read from the fact again.
 */
export function spanRefresh(model: ModelDefinition, span: SpanDef, members: string, days: readonly string[]): string[] {
  const name = spanTable(model, span.dimensions);
  const table = ident(name);
  const keys = ['site_id', 'member_id', ...span.dimensions].map(ident);
  const touched = `member_id IN (SELECT member_id FROM ${members})`;
  const [redo, fresh, merged, old] = ['redo', 'new', 'merged', 'old'].map((part) => ident(`${name}_${part}`));
  const onDays = (column: string) => `coalesce(${inDays(column, days)}, FALSE)`;
  const on = keys.map((k) => `n.${k} = o.${k}`).join(' AND ');
  // the old row's latest days the load kept, and with the new days its two latest (most recent first)
  const latest = `list_sort(list_distinct(flatten([list_filter([o.last_date, o.prior_date], x -> x IS NOT NULL AND NOT ${onDays('x')}), coalesce(n.top, [])])), 'DESC')`;
  const known = `o.prior_date IS NULL OR len(list_filter(${latest}, x -> x >= o.prior_date)) >= 2`;
  const firstKnown = `NOT ${onDays('o.first_date')} OR o.first_date = o.last_date OR o.first_date = o.prior_date`;
  const first = `CASE WHEN o.member_id IS NULL THEN n.nf WHEN ${onDays('o.first_date')} THEN list_min(list_concat(${latest}, [n.nf])) ELSE least(o.first_date, coalesce(n.nf, o.first_date)) END`;
  return [
    // the touched members' rows, read once (the span's table is one of the largest)
    `CREATE OR REPLACE TEMP TABLE ${old} AS SELECT * FROM ${table} WHERE ${touched}`,
    // each touched member's days among those loaded, by the span's keys: the first and the two latest
    `CREATE OR REPLACE TEMP TABLE ${fresh} AS SELECT ${keys.join(', ')}, min(d) AS nf, max(d, 2) AS top FROM (${spanDays(model, span, ` WHERE ${inDays(`f.${ident(model.timeColumn!)}`, days)}`)}) WHERE ${touched} GROUP BY ALL`,
    `CREATE OR REPLACE TEMP TABLE ${redo} AS SELECT DISTINCT o.member_id FROM ${old} o LEFT JOIN ${fresh} n ON ${on} WHERE NOT ((${known}) AND (${firstKnown}))`,
    `CREATE OR REPLACE TEMP TABLE ${merged} AS SELECT ${keys.map((k) => `coalesce(o.${k}, n.${k}) AS ${k}`).join(', ')}, ${first} AS first_date, ${latest}[1] AS last_date, ${latest}[2] AS prior_date
      FROM ${old} o FULL OUTER JOIN ${fresh} n ON ${on}
      WHERE coalesce(o.member_id, n.member_id) NOT IN (SELECT member_id FROM ${redo}) AND len(${latest}) > 0`,
    `DELETE FROM ${table} WHERE ${touched}`,
    `INSERT INTO ${table} SELECT * FROM ${merged} UNION ALL ${spanSelect(model, span, redo)}`,
    `DROP TABLE ${redo}`,
    `DROP TABLE ${fresh}`,
    `DROP TABLE ${merged}`,
    `DROP TABLE ${old}`,
  ];
}
