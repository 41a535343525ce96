import type { ResolvedRange } from '../../../../src/engine/dates/presets';
import { joinClauses } from '../../../semantic/joins';
import { conditionExpr, neededJoins, siteScope } from '../../sql/conditions';
import { dimensionSql } from '../../sql/expressions';
import { ident, type Params } from '../../sql/params';
import type { ModelPart, RowScope, Source } from '../../types';
import { duckExpressions as duck } from './expressions';
import { withLookups } from './lookups';

type SpanSource = Extract<Source, { kind: 'span' }>;

/**
 * Distinct members by a span's dimensions over a range (planParts.ts spanPart), one count per group
 * for each of the part's aggregates:
 * - the span's rows whose first, last or last-but-one day is in the range: the member played
 *   there in it; a row whose first and last day lie on either side of it and whose last-but-one
 *   day is before it did not (no day between those two);
 * - the rows whose first and last-but-one day lie on either side of it (straddling): the member
 *   counts only where the fact has a row of it in the range with the same site and dimensions.
 *   Only those members' fact rows are kept (a semi-join on site and member), then their distinct
 *   combinations checked against the straddling rows. A range ending the day before the
 *   warehouse's last has none: a last-but-one day after it would be the last day.
 * Attributes looked up from the site (its name) are joined after counting, as for a rollup.
 */
export function spanPartSql(part: ModelPart, range: ResolvedRange | undefined, scope: RowScope, params: Params): string {
  const { model } = part;
  const source = part.source as SpanSource;
  const stored = ['site_id', ...source.dimensions];
  const grouped = part.dimensions.filter((d) => stored.includes(d));
  const late = [...new Set(part.dimensions.filter((d) => !stored.includes(d)).map((d) => model.dimensions[d].join!))];
  const spanWhere = () => [
    siteScope('f.site_id', scope, params),
    ...part.conditions.map((c) => conditionExpr(dimensionSql(model, c.dimension, source, duck), c, params, duck)),
  ];
  const count = (rows: string, member: string) => `SELECT ${[...grouped.map((d) => `${rows}.${ident(d)}`), `count(${rows}.${member}) AS __members`].join(', ')}`;
  const by = grouped.length ? ' GROUP BY ALL' : '';
  let counted: string;
  if (!range) {
    counted = `${count('f', 'member_id')} FROM ${ident(source.table)} f WHERE ${spanWhere().join(' AND ')}${by}`;
  } else {
    const from = () => params.date(range.from);
    const to = () => params.date(range.to);
    const sure = `${count('f', 'member_id')} FROM ${ident(source.table)} f WHERE ${[...spanWhere(), `f.first_date <= ${to()}`, `f.last_date >= ${from()}`,
      `(f.first_date >= ${from()} OR f.last_date <= ${to()} OR f.prior_date BETWEEN ${from()} AND ${to()})`].join(' AND ')}${by}`;
    // the straddling rows, and the distinct combinations of those members' fact rows in the range
    const straddling = `SELECT ${['f.site_id', 'f.member_id', ...source.dimensions.map((d) => `f.${ident(d)}`)].join(', ')} FROM ${ident(source.table)} f WHERE ${[...spanWhere(), `f.first_date < ${from()}`, `f.prior_date > ${to()}`].join(' AND ')}`;
    const raw: ModelPart = { ...part, dimensions: source.dimensions, source: { kind: 'raw' }, aggregates: [] };
    const site = dimensionSql(model, 'site_id', raw.source, duck);
    const member = dimensionSql(model, 'member_id', raw.source, duck);
    // the fact's rows of the straddling members first (a hash semi-join on the member alone, the
    // cheaper probe: the semi-join below matches the site too), then their joins and conditions
    const straddlers = `SELECT f.* FROM ${ident(model.table)} f SEMI JOIN (SELECT DISTINCT member_id FROM __straddling) m ON m.member_id = ${member}`
      + ` WHERE ${siteScope(site, scope, params)} AND ${dimensionSql(model, 'stat_date', raw.source, duck)} BETWEEN ${from()} AND ${to()}`;
    const factRows = [
      `SELECT DISTINCT ${[`${site} AS site_id`, `${member} AS member_id`, ...source.dimensions.map((d) => `${dimensionSql(model, d, raw.source, duck)} AS ${ident(d)}`)].join(', ')}`,
      `FROM ${[`(${straddlers}) f`, ...joinClauses(model, neededJoins(raw))].join(' ')}`,
      ...(raw.conditions.length ? [`WHERE ${raw.conditions.map((c) => conditionExpr(dimensionSql(model, c.dimension, raw.source, duck), c, params, duck)).join(' AND ')}`] : []),
    ].join(' ');
    const matched = ['site_id', 'member_id', ...source.dimensions].map((d) => `s.${ident(d)} IS NOT DISTINCT FROM q.${ident(d)}`).join(' AND ');
    const checked = `${count('q', 'member_id')} FROM (${factRows}) q SEMI JOIN __straddling s ON ${matched}${by}`;
    counted = `WITH __straddling AS (${straddling}) ${sure} UNION ALL ${checked}`;
  }
  const select = [...grouped.map(ident), ...part.aggregates.map((a) => `CAST(sum(__members) AS BIGINT) AS ${ident(a)}`)];
  const summed = `SELECT ${select.join(', ')} FROM (${counted})${by}`;
  return withLookups(part, late, (d) => stored.includes(d), summed);
}
