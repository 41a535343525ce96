import type { MaintenanceContext } from './maintenanceContext';
import { RefusalError } from './refusals';

/** Runs a change; a rule refusal is audited after its transaction rolled back, then answered. */
export async function auditedRefusals<T>(ctx: MaintenanceContext, target: string, action: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RefusalError) await ctx.audit('maintenance.refused', { target, after: { action, reason: error.refusal.reason } });
    throw error;
  }
}
