/** Languages of spec §1: English (default) and Traditional Chinese; the choice lives in localStorage. */
export const LANGUAGES = ['en', 'tw'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'en';
export const LANG_STORAGE_KEY = 'lang';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The stored language, or English when nothing valid is stored. */
export function readLang(storage: Pick<Storage, 'getItem'> | undefined): Lang {
  const stored = storage?.getItem(LANG_STORAGE_KEY);
  return isLang(stored) ? stored : DEFAULT_LANG;
}

export function writeLang(storage: Pick<Storage, 'setItem'> | undefined, lang: Lang): void {
  storage?.setItem(LANG_STORAGE_KEY, lang);
}

/** The value of the html lang attribute for a console language. */
export function htmlLang(lang: Lang): string {
  return lang === 'tw' ? 'zh-Hant-TW' : 'en';
}
