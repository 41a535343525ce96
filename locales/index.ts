import en from './en.json';
import tw from './tw.json';
import memberEn from './parts/member.en.json';
import memberTw from './parts/member.tw.json';
import moneyEn from './parts/money.en.json';
import moneyTw from './parts/money.tw.json';
import siteEn from './parts/site.en.json';
import siteTw from './parts/site.tw.json';
import viewsEn from './parts/views.en.json';
import viewsTw from './parts/views.tw.json';

export type LocaleTree = { [key: string]: string | LocaleTree };

/**
 * The locale texts, merged from the shell's files (en.json, tw.json), one part per report area
 * (parts/<area>.<lang>.json: the fields, enums and filters of the area's reports) and each report's
 * own texts (`reports/<area>/<id>.locale.json`). A key defined twice is an error.
 */
export function mergeLocales(...trees: LocaleTree[]): LocaleTree {
  const out: LocaleTree = {};
  const merge = (into: LocaleTree, from: LocaleTree, path: string) => {
    for (const [key, value] of Object.entries(from)) {
      const here = into[key];
      if (here === undefined) into[key] = typeof value === 'string' ? value : merge({}, value, `${path}${key}.`);
      else if (typeof here === 'object' && typeof value === 'object') merge(here, value, `${path}${key}.`);
      else throw new Error(`locale key ${path}${key} is defined twice`);
    }
    return into;
  };
  for (const tree of trees) merge(out, tree, '');
  return out;
}

export const LANGS = ['en', 'tw'] as const;
export type LocaleLang = (typeof LANGS)[number];
export type Locales = Record<LocaleLang, LocaleTree>;

/** The parts of the shared texts, by subject: `parts/<part>.<lang>.json`, merged in this order after the shell's. */
export const SHARED_PARTS = ['site', 'member', 'money', 'views'] as const;

/** The shared texts: the shell's, and those several reports use (fields, enums, filters…). */
export const SHARED_LOCALES: Locales = {
  // the parts in SHARED_PARTS' order (server/i18n/locales.ts reads the same files from disk)
  en: mergeLocales(en as LocaleTree, siteEn, memberEn, moneyEn, viewsEn),
  tw: mergeLocales(tw as LocaleTree, siteTw, memberTw, moneyTw, viewsTw),
};

/**
 * A report's own texts, `reports/<area>/<id>.locale.json` beside its definition: `{ "en": {…}, "tw": {…} }`,
 * each the texts under `reports.<id>` (title, description, section titles, its own messages).
 */
export type ReportTexts = Partial<Record<LocaleLang, LocaleTree>>;

/** `reports/house/member_top.locale.json` → `member_top`. */
export const REPORT_TEXTS_SUFFIX = '.locale.json';
export const reportTextsId = (path: string): string => (path.split('/').pop() ?? path).slice(0, -REPORT_TEXTS_SUFFIX.length);

/**
 * Every text of the console: the shared ones and each report's own (path → its `<id>.locale.json`), found
 * by convention by the browser bundle (src/i18n/locales.ts) and by the server (server/i18n/locales.ts).
 */
export function withReportTexts(files: Record<string, ReportTexts>, shared: Locales = SHARED_LOCALES): Locales {
  const langTree = (lang: LocaleLang): LocaleTree => ({
    reports: Object.fromEntries(Object.entries(files).filter(([, t]) => t[lang]).map(([path, t]) => [reportTextsId(path), t[lang]!])),
  });
  return { en: mergeLocales(shared.en, langTree('en')), tw: mergeLocales(shared.tw, langTree('tw')) };
}
