import { defineKind } from '../kind';
import { clickhouseFunnel } from './clickhouse';
import { duckdbFunnel } from './duckdb';
import { heldFunnel } from './held';
import { planFunnel, stepPlan } from './plan';
import spec from './spec';

/** Measures of one model as the steps of a funnel, each with its rate against the first and the previous step (spec.ts). */
export default defineKind({
  spec,
  plan: planFunnel,
  sql: { duckdb: duckdbFunnel, clickhouse: clickhouseFunnel },
  // the steps' row as a grid's (its aggregates apart), where its parts can be read from the tables held in memory
  held: (plan, input) => (plan.events ? undefined : heldFunnel(plan.steps, stepPlan(plan, input))),
});
