import { PROMO_FIELDS } from '../../../../src/engine/kinds/promoFields';
import { modelPartSql } from '../../dialect/duckdb/part';
import type { Params } from '../../sql/params';
import type { ModelPart } from '../../types';
import type { KindInput } from '../kind';
import { conditionsOf } from './scope';

/** Every promotion field of the promo model, its filters applied (dialects render it). */
export function promoPart(input: KindInput): ModelPart {
  const model = input.registry.models.get('promo')!;
  return { model, aggregates: [], dimensions: PROMO_FIELDS.map(([name]) => name), conditions: conditionsOf(model, input.conditions), source: { kind: 'raw' } };
}

/** The promotions in scope that pass the report's filters (the promo model) and `where` (over the promotion fields). */
export function promoListSql(input: KindInput, params: Params, where: string): string {
  const part = modelPartSql(promoPart(input), undefined, input.scope, params);
  return `SELECT * FROM (${part}) WHERE ${where}`;
}

export const PROMO_COLUMNS = PROMO_FIELDS.map(([name]) => `p.${name}`).join(', ');
