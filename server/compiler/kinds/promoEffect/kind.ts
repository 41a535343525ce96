import type { PromoEffectQuery } from '../../../../src/engine/kinds/promoEffect';
import { defineKind } from '../kind';
import { clickhousePromoEffect } from './clickhouse';
import { duckdbPromoEffect } from './duckdb';
import { planPromoEffect } from './plan';

/** Promotions' participants compared over the days before and after the start (src/engine/kinds/promoEffect.ts). */
export default defineKind<PromoEffectQuery, ReturnType<typeof planPromoEffect>>({
  kind: 'promoEffect',
  plan: planPromoEffect,
  sql: { duckdb: duckdbPromoEffect, clickhouse: clickhousePromoEffect },
});
