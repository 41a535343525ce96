// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  applyDefaultCurrency, BASE_CURRENCY, CURRENCY_STORAGE_KEY, defaultCurrency, globalStore, scopeCurrency, setCurrency,
} from '../../../src/state/globalStore';

const OFFERED = [{ currency: 'USD', market_name: 'US' }, { currency: 'THB', market_name: 'Thailand' }, { currency: 'VND', market_name: 'Vietnam' }];
const site = (site_id: number, site_currency: string) => ({ site_id, site_name: `site ${site_id}`, site_currency, cms_id: 1 });

describe('the currency a console opens in (issue 20)', () => {
  beforeEach(() => {
    localStorage.clear();
    globalStore.currency = BASE_CURRENCY;
  });

  it('is the single site\'s own currency for a one-site scope', () => {
    expect(scopeCurrency([site(3, 'THB')])).toBe('THB');
    expect(defaultCurrency([site(3, 'THB')], OFFERED)).toBe('THB');
  });

  it('is the shared currency when every site in scope keeps its books in it', () => {
    expect(defaultCurrency([site(3, 'VND'), site(9, 'VND')], OFFERED)).toBe('VND');
  });

  it('is the base currency for sites in several currencies, no sites, or a currency the server does not offer', () => {
    expect(defaultCurrency([site(3, 'THB'), site(4, 'VND')], OFFERED)).toBe(BASE_CURRENCY);
    expect(defaultCurrency([], OFFERED)).toBe(BASE_CURRENCY);
    expect(defaultCurrency([site(5, 'PHP')], OFFERED)).toBe(BASE_CURRENCY);
  });

  it('opens in the default when this browser holds no choice, and keeps a choice the operator made', () => {
    applyDefaultCurrency([site(3, 'THB')], OFFERED);
    expect(globalStore.currency).toBe('THB');
    expect(localStorage.getItem(CURRENCY_STORAGE_KEY)).toBeNull();

    setCurrency('USD');
    applyDefaultCurrency([site(3, 'THB')], OFFERED);
    expect(globalStore.currency).toBe('USD');
  });
});
