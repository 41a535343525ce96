import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../src/i18n/i18n';
import { daysText, derivedText } from '../../../../src/pages/maintenance/loads/loadColumns';
import type { LoadEntry } from '../../../../src/pages/maintenance/shared/maintenanceTypes';

const entry = (more: Partial<LoadEntry>): LoadEntry => ({ id: 'x', startedAt: '2026-11-28T06:00:00.000Z', seconds: 3.2, from: '/in', files: [], result: 'loaded', ...more });

describe('the Data Loads page columns', () => {
  it('says how the derived tables were brought up to date, in both languages', () => {
    const daily = entry({ derived: { refreshed: 35, rebuilt: 1, kept: 0 } });
    const first = entry({ derived: { refreshed: 0, rebuilt: 36, kept: 0, rebuiltBecause: 'a first load' } });
    expect(derivedText(i18n.getFixedT('en'), daily)).toBe('35 refreshed · 1 built again · 0 unchanged');
    expect(derivedText(i18n.getFixedT('en'), first)).toBe('all 36 built again (a first load)');
    expect(derivedText(i18n.getFixedT('tw'), daily)).toBe('35 個增量更新 · 1 個重建 · 0 個未變動');
    // a refused load derived nothing
    expect(derivedText(i18n.getFixedT('en'), entry({ result: 'refused' }))).toBe('');
  });

  it('names the days a load held: one day, or the first and last with their count', () => {
    const t = i18n.getFixedT('en');
    expect(daysText(t, entry({ daysLoaded: { first: '2026-11-27', last: '2026-11-27', count: 1 } }))).toBe('2026-11-27');
    expect(daysText(t, entry({ daysLoaded: { first: '2026-11-01', last: '2026-11-27', count: 27 } }))).toBe('2026-11-01 – 2026-11-27 (27 days)');
    expect(daysText(t, entry({ daysLoaded: null }))).toBe('dimensions only');
  });
});
