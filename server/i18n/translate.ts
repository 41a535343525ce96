import { LOCALES as ALL, type LocaleTree as Tree } from '../../locales';

const LOCALES: Record<string, Tree> = ALL;

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** The server's translator for exports: the same locale files as the browser, English when a key is missing. */
export function translator(lang: string): (key: string, vars?: Record<string, string>) => string {
  const tree = LOCALES[lang] ?? LOCALES.en;
  return (key, vars = {}) => {
    const text = lookup(tree, key) ?? lookup(LOCALES.en, key) ?? key;
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');
  };
}
