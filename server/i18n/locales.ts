import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGS, mergeLocales, REPORT_TEXTS_SUFFIX, SHARED_PARTS, withReportTexts, type Locales, type LocaleTree, type ReportTexts } from '../../locales';
import { REPO_ROOT } from '../definitions/discover';

/** Each `reports/**\/<id>.locale.json` under `root`, keyed by its path from `root` (as the browser's glob finds them). */
export function readReportTexts(root = REPO_ROOT): Record<string, ReportTexts> {
  const files = readdirSync(join(root, 'reports'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith(REPORT_TEXTS_SUFFIX)).sort();
  return Object.fromEntries(files.map((f) => {
    const path = `reports/${f.split('\\').join('/')}`;
    try {
      return [path, JSON.parse(readFileSync(join(root, path), 'utf8')) as ReportTexts];
    } catch (e) {
      throw new Error(`${path}: ${(e as Error).message}`, { cause: e });
    }
  }));
}

const readJson = <T>(root: string, path: string): T => {
  try {
    return JSON.parse(readFileSync(join(root, path), 'utf8')) as T;
  } catch (e) {
    throw new Error(`${path}: ${(e as Error).message}`, { cause: e });
  }
};

/**
 * The shared texts as the files under `root` hold them now: `locales/<lang>.json` and its parts
 * (SHARED_PARTS, the files the browser bundle imports), so a text added while `npm run dev` runs
 * is found at the next reload, not only after a restart.
 */
export function readSharedLocales(root = REPO_ROOT): Locales {
  const tree = (lang: (typeof LANGS)[number]) => mergeLocales(readJson<LocaleTree>(root, `locales/${lang}.json`), ...SHARED_PARTS.map((p) => readJson<LocaleTree>(root, `locales/parts/${p}.${lang}.json`)));
  return { en: tree('en'), tw: tree('tw') };
}

/** Every text of the console as the files under `root` hold them now (npm run check, the dev loop). */
export function readLocales(root = REPO_ROOT): Locales {
  return withReportTexts(readReportTexts(root), readSharedLocales(root));
}

let current: Locales | undefined;
/** The server's texts (exports' headers), read once. */
export function serverLocales(): Locales {
  current ??= readLocales();
  return current;
}

/** The dev loop's reload: texts saved since are read at the next use. */
export function forgetServerLocales(): void {
  current = undefined;
}
