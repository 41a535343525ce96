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

/** Currencies offered by the picker: the base currency first, then the operator's markets. */
export function currencyChoices(list: readonly CurrencyItem[]): string[] {
  const codes = list.map((c) => c.currency).filter((c) => c && c !== BASE_CURRENCY);
  return [BASE_CURRENCY, ...Array.from(new Set(codes))];
}
