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
 * The locale texts, merged from the shell's files (en.json, tw.json) and one part per report area
 * (parts/<area>.<lang>.json), so each area's texts live apart. A key defined twice is an error.
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

export const LOCALES: Record<'en' | 'tw', LocaleTree> = {
  en: mergeLocales(en as LocaleTree, siteEn, memberEn, moneyEn, viewsEn),
  tw: mergeLocales(tw as LocaleTree, siteTw, memberTw, moneyTw, viewsTw),
};
