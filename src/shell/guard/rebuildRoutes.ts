import type { ExchangeRate, ReportEntry, SessionInfo } from '../../api/contracts';

/** Spec §2: the order in which the session is rebuilt. */
export const REBUILD_ORDER = ['routes', 'domain', 'cms', 'gameList', 'currencyList', 'operator'] as const;
export type RebuildStep = (typeof REBUILD_ORDER)[number];

export interface RebuildDeps {
  /** The session answer kept from login, or fetched again with the token after a reload. */
  sessionInfo: () => Promise<SessionInfo>;
  reportList: () => Promise<ReportEntry[]>;
  apply: {
    routes: (routes: ReportEntry[]) => void;
    domain: (info: SessionInfo) => void;
    cms: (info: SessionInfo) => void;
    gameList: (info: SessionInfo) => void;
    currencyList: (info: SessionInfo) => void;
    operator: (info: SessionInfo) => void;
  };
  exchangeRates: (operatorID: number) => Promise<ExchangeRate[] | null>;
  applyExchangeRates: (rates: ExchangeRate[]) => void;
}

/** Rebuilds the dynamic routes and session data in spec order, then fetches the exchange rates. */
export async function rebuildRoutes(deps: RebuildDeps): Promise<void> {
  const info = await deps.sessionInfo();
  const routes = await deps.reportList();
  for (const step of REBUILD_ORDER) {
    if (step === 'routes') deps.apply.routes(routes);
    else deps.apply[step](info);
  }
  const rates = await deps.exchangeRates(info.operator.operatorID);
  if (rates) deps.applyExchangeRates(rates);
}
