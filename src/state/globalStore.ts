import { proxy } from 'valtio';
import type { CurrencyItem, ExchangeRate } from '../api/contracts';
import { readLang, type Lang } from '../i18n/language';

export const BASE_CURRENCY = 'USD';
export const CURRENCY_STORAGE_KEY = 'currency';

/** Spec §3 global state. Amounts from the server are in USD; `currency` is the one displayed. */
export interface GlobalState {
  lang: Lang;
  operatorID: number | null;
  operatorAC: string;
  groupID: number | null;
  domain: Record<string, unknown> | unknown[] | null;
  cms: unknown[] | null;
  version: string;
  currency: string;
  currencyList: CurrencyItem[];
  exchangeRate: ExchangeRate[];
  gameList: unknown[];
  /** Member levels and tags for the member search pickers (kept in memory, not in session storage). */
  memberLevelList: { member_lv_id: number; member_lv_name: string }[];
  memberTagList: { member_tag_id: number; member_tag_code: string }[];
}

const local = typeof localStorage === 'undefined' ? undefined : localStorage;

export function initialGlobal(): GlobalState {
  return {
    lang: readLang(local),
    operatorID: null,
    operatorAC: '',
    groupID: null,
    domain: null,
    cms: null,
    version: 'v1',
    currency: local?.getItem(CURRENCY_STORAGE_KEY) || BASE_CURRENCY,
    currencyList: [],
    exchangeRate: [],
    gameList: [],
    memberLevelList: [],
    memberTagList: [],
  };
}

export const globalStore = proxy<GlobalState>(initialGlobal());

/** Chooses the displayed currency; the formatter of the engine converts with `exchangeRate`. */
export function setCurrency(currency: string): void {
  globalStore.currency = currency;
  local?.setItem(CURRENCY_STORAGE_KEY, currency);
}

/** The currency every site in the operator's scope keeps its books in, if they share one, else null. */
export function scopeCurrency(siteList: readonly unknown[]): string | null {
  const codes = new Set(siteList.map((s) => (s as { site_currency?: unknown }).site_currency));
  const [only] = codes;
  return codes.size === 1 && typeof only === 'string' && only ? only : null;
}

/**
 * The currency a console opens in when the operator has not chosen one: its sites' own currency
 * when they share one the server offers (a single-site owner reads its takings in THB, not USD),
 * else the base currency.
 */
export function defaultCurrency(siteList: readonly unknown[], currencyList: readonly CurrencyItem[]): string {
  const own = scopeCurrency(siteList);
  return own && currencyList.some((c) => c.currency === own) ? own : BASE_CURRENCY;
}

/** Opens in the operator's default currency unless a choice was made in this browser (setCurrency). */
export function applyDefaultCurrency(siteList: readonly unknown[], currencyList: readonly CurrencyItem[]): void {
  if (local?.getItem(CURRENCY_STORAGE_KEY)) return;
  globalStore.currency = defaultCurrency(siteList, currencyList);
}

/** Currencies offered by the picker: the base currency first, then the operator's markets. */
export function currencyChoices(list: readonly CurrencyItem[]): string[] {
  const codes = list.map((c) => c.currency).filter((c) => c && c !== BASE_CURRENCY);
  return [BASE_CURRENCY, ...Array.from(new Set(codes))];
}
