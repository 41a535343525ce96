import { ApiError } from '../../api/ApiError';
import { api } from '../../api/endpoints';
import { statusKind } from '../../engine/status';
import type { Envelope } from '../../engine/status';
import * as actions from '../../state/sessionActions';
import { checkSessionLists } from '../../state/sessionLists';
import { takeSessionInfo } from '../../state/sessionInfoCache';
import { rebuildRoutes, type RebuildDeps } from './rebuildRoutes';

function resultOf<T>(envelope: Envelope<T>): T {
  if (statusKind(envelope.status) !== 'ok') {
    throw new ApiError('status', envelope.result?.message ?? 'API Server Error', { status: envelope.status });
  }
  return envelope.result;
}

export const liveRebuildDeps: RebuildDeps = {
  sessionInfo: async () => takeSessionInfo() ?? resultOf(await api.session()),
  reportList: async () => resultOf(await api.reportList()).res ?? [],
  apply: {
    routes: actions.applyRoutes,
    domain: actions.applyDomain,
    cms: actions.applyCms,
    gameList: actions.applyGameList,
    currencyList: actions.applyCurrencyList,
    operator: actions.applyOperator,
  },
  exchangeRates: async (operatorID) => {
    const envelope = await api.exchangeRates(operatorID);
    return envelope.status === 1 ? (envelope.result.res ?? []) : null;
  },
  applyExchangeRates: actions.applyExchangeRates,
};

/** Rebuilds the session against the server, then checks the lists of spec §5. */
export async function rebuildSession(deps: RebuildDeps = liveRebuildDeps): Promise<void> {
  await rebuildRoutes(deps);
  if (typeof sessionStorage !== 'undefined') checkSessionLists(sessionStorage);
}
