import { changeLanguage } from '../i18n/i18n';
import type { Lang } from '../i18n/language';
import { globalStore } from './globalStore';

/** Switches the console language: global state, i18next and localStorage together. */
export function setLanguage(lang: Lang): void {
  globalStore.lang = lang;
  void changeLanguage(lang);
}
