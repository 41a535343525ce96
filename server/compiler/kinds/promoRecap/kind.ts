import { defineKind } from '../kind';
import { clickhousePromoRecap } from './clickhouse';
import { duckdbPromoRecap } from './duckdb';
import { planPromoRecap } from './plan';
import spec from './spec';

/** Promotions of the range: claims, participants, bonus and the participants' play on the promotion's days (spec.ts). */
export default defineKind({
  spec,
  plan: planPromoRecap,
  sql: { duckdb: duckdbPromoRecap, clickhouse: clickhousePromoRecap },
});
