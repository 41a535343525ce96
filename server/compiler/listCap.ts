import type { ReportDefinition } from '../../src/engine/definition/report';
import { EXPORT_ROW_LIMIT } from './sql/order';

/** The cap of a list report: its own, lowered by configuration, never above the export limit. */
export function listCap(def: ReportDefinition, ctx: { listCap?: number }): number {
  return Math.min(def.list?.cap ?? EXPORT_ROW_LIMIT, ctx.listCap ?? EXPORT_ROW_LIMIT, EXPORT_ROW_LIMIT);
}
