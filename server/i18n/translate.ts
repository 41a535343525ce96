import type { LocaleTree as Tree } from '../../locales';
import { serverLocales } from './locales';

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** The server's translator for exports: the same locale files as the browser, English when a key is missing, then `defaultValue` or the key. */
export function translator(lang: string): (key: string, vars?: Record<string, unknown>) => string {
  const locales: Record<string, Tree> = serverLocales();
  const tree = locales[lang] ?? locales.en;
  return (key, vars = {}) => {
    const text = lookup(tree, key) ?? lookup(locales.en, key) ?? (typeof vars.defaultValue === 'string' ? vars.defaultValue : key);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
  };
}
