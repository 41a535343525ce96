import type { PromoRecapQuery } from '../../../../src/engine/kinds/promoRecap';
import { defineKind } from '../kind';
import { clickhousePromoRecap } from './clickhouse';
import { duckdbPromoRecap } from './duckdb';
import { planPromoRecap } from './plan';

/** Promotions of the range: claims, participants, bonus and the participants' play on the promotion's days (src/engine/kinds/promoRecap.ts). */
export default defineKind<PromoRecapQuery, ReturnType<typeof planPromoRecap>>({
  kind: 'promoRecap',
  plan: planPromoRecap,
  sql: { duckdb: duckdbPromoRecap, clickhouse: clickhousePromoRecap },
});
