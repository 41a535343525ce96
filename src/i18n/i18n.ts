import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES } from './locales';
import { DEFAULT_LANG, htmlLang, readLang, writeLang, type Lang } from './language';

const storage = typeof localStorage === 'undefined' ? undefined : localStorage;

/** One i18next instance for the console; English is the source and the fallback. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: LOCALES.en }, tw: { translation: LOCALES.tw } },
  lng: readLang(storage),
  fallbackLng: DEFAULT_LANG,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

syncDocumentLang(i18n.language as Lang);

function syncDocumentLang(lang: Lang): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = htmlLang(lang);
  document.title = i18n.t('shell.appTitle', { lng: lang });
}

/** Switches the console language and keeps the choice in localStorage (spec §1). */
export function changeLanguage(lang: Lang): Promise<unknown> {
  writeLang(storage, lang);
  syncDocumentLang(lang);
  return i18n.changeLanguage(lang);
}
