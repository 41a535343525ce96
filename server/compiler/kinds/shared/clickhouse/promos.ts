import { PROMO_FIELDS } from '../../../../../src/engine/kinds/promoFields';
import { chPartSql } from '../../../dialect/clickhouse/part';
import type { Params } from '../../../sql/params';
import type { KindInput } from '../../kind';
import { promoPart } from '../promoList';
import type { Rel } from '../../../dialect/clickhouse/relations';

/** The promotions in scope that pass the report's filters (the promo model) and `where` (over the promotion fields). */
export function promoList(input: KindInput, params: Params, where: string): Rel {
  const part = chPartSql(promoPart(input), undefined, input.scope, params);
  return { sql: `SELECT * FROM (${part}) WHERE ${where}`, columns: PROMO_FIELDS.map(([name]) => name) };
}
