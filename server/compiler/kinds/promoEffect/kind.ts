import { defineKind } from '../kind';
import { clickhousePromoEffect } from './clickhouse';
import { duckdbPromoEffect } from './duckdb';
import { planPromoEffect } from './plan';
import spec from './spec';

/** Promotions' participants compared over the days before and after the start (spec.ts). */
export default defineKind({
  spec,
  plan: planPromoEffect,
  sql: { duckdb: duckdbPromoEffect, clickhouse: clickhousePromoEffect },
});
