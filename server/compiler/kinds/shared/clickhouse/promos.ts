import { PROMO_FIELDS } from '../../../../../src/engine/kinds/promoFields';
import { chPartSql } from '../../../dialect/clickhouse/part';
import type { Params } from '../../../sql/params';
import type { KindInput } from '../../kind';
import { promoPart } from '../promoList';
import type { Rel } from '../../../dialect/clickhouse/relations';

/**
 * The promotions in scope that pass the report's filters (the promo model) and `where` (over the
 * promotion fields): every field, or only `fields` (a kind's own steps need a promotion's id and
 * days, not its site's name: a narrower read is a smaller statement to plan, where it is read
 * again at each step).
 */
export function promoList(input: KindInput, params: Params, where: string, fields?: readonly string[]): Rel {
  const full = promoPart(input);
  const columns = fields ?? PROMO_FIELDS.map(([name]) => name);
  const part = chPartSql(fields ? { ...full, dimensions: full.dimensions.filter((d) => fields.includes(d)) } : full, undefined, input.scope, params);
  return { sql: `SELECT * FROM (${part}) WHERE ${where}`, columns };
}

/** The fields of a promotion its kinds' steps read: its id and days. */
export const PROMO_KEYS = ['promo_id', 'promo_date_start', 'promo_date_end'] as const;
