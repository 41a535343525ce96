import { api } from '../../api/endpoints';
import { ApiError } from '../../api/ApiError';
import { statusKind } from '../../engine/status';
import { rebuildRoutes } from './rebuildRoutes';
import { liveRebuildDeps } from './sessionRebuild';

/**
 * Reads the operator's rights and report list again, in the spec order, without the exchange
 * rates: a group an administrator just changed shows its new menu on the operator's next navigation.
 */
export async function refreshRights(): Promise<void> {
  await rebuildRoutes({
    ...liveRebuildDeps,
    sessionInfo: async () => {
      const envelope = await api.session();
      if (statusKind(envelope.status) !== 'ok') throw new ApiError('status', envelope.result?.message ?? 'API Server Error', { status: envelope.status });
      return envelope.result;
    },
    exchangeRates: async () => null,
  });
}
