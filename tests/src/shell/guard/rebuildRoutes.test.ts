import { describe, expect, it } from 'vitest';
import type { SessionInfo } from '../../../../src/api/contracts';
import { REBUILD_ORDER, rebuildRoutes, type RebuildDeps } from '../../../../src/shell/guard/rebuildRoutes';

const info = { operator: { operatorID: 7 } } as SessionInfo;

function fakeDeps(calls: string[], overrides: Partial<RebuildDeps> = {}): RebuildDeps {
  const step = (name: string) => () => { calls.push(name); };
  return {
    sessionInfo: async () => { calls.push('sessionInfo'); return info; },
    reportList: async () => { calls.push('reportList'); return []; },
    apply: { routes: step('routes'), domain: step('domain'), cms: step('cms'), gameList: step('gameList'), currencyList: step('currencyList'), operator: step('operator') },
    exchangeRates: async (id) => { calls.push(`exchangeRates:${id}`); return [{ currency: 'THB', market_name: 'TH', rate_to_base: 0.028, rate_date: '2026-01-01' }]; },
    applyExchangeRates: step('applyExchangeRates'),
    ...overrides,
  };
}

describe('rebuildRoutes', () => {
  it('applies routes, domain, cms list, game list, currency list and operator in that order, then the rates', async () => {
    const calls: string[] = [];
    await rebuildRoutes(fakeDeps(calls));
    expect(REBUILD_ORDER).toEqual(['routes', 'domain', 'cms', 'gameList', 'currencyList', 'operator']);
    expect(calls).toEqual(['sessionInfo', 'reportList', ...REBUILD_ORDER, 'exchangeRates:7', 'applyExchangeRates']);
  });
  it('keeps the old rates when the rate call is not ok', async () => {
    const calls: string[] = [];
    await rebuildRoutes(fakeDeps(calls, { exchangeRates: async () => null }));
    expect(calls).not.toContain('applyExchangeRates');
  });
  it('fails without applying anything when the report list cannot be read', async () => {
    const calls: string[] = [];
    const deps = fakeDeps(calls, { reportList: async () => { throw new Error('down'); } });
    await expect(rebuildRoutes(deps)).rejects.toThrow('down');
    expect(calls).toEqual(['sessionInfo']);
  });
});
