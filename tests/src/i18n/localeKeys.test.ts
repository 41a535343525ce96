import { describe, expect, it } from 'vitest';
import { readLocales } from '../../../server/i18n/locales';
import { LOCALES } from '../../../src/i18n/locales';

const { en, tw } = LOCALES;

type Tree = { [key: string]: string | Tree };

/** Every leaf key as a dotted path; plural suffixes (_one, _other …) count as one key. */
export function leafKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [path.replace(/_(zero|one|two|few|many|other)$/, '')] : leafKeys(value, path);
  });
}

const enKeys = new Set(leafKeys(en as Tree));
const twKeys = new Set(leafKeys(tw as Tree));

describe('locales', () => {
  it('has every English key in Traditional Chinese', () => {
    expect([...enKeys].filter((k) => !twKeys.has(k))).toEqual([]);
  });
  it('has no Traditional Chinese key that English lacks', () => {
    expect([...twKeys].filter((k) => !enKeys.has(k))).toEqual([]);
  });
  it('has no empty texts', () => {
    const empty = (tree: Tree, p = ''): string[] => Object.entries(tree).flatMap(([k, v]) =>
      typeof v === 'string' ? (v.trim() ? [] : [`${p}${k}`]) : empty(v, `${p}${k}.`));
    expect([...empty(en as Tree), ...empty(tw as Tree)]).toEqual([]);
  });
  it('finds the same texts in the browser bundle as on the server, every report’s own file included', () => {
    // the browser by Vite's glob, the server (exports, npm run check) by reading the folder
    expect(LOCALES).toEqual(readLocales());
    expect((LOCALES.en.reports as Tree).member_top).toMatchObject({ title: 'Top members' });
    expect((LOCALES.tw.reports as Tree).member_top).toHaveProperty('title');
  });
  it('keeps the spec texts word for word in English', () => {
    const flat = en as unknown as { login: Tree; shell: { dialog: Tree }; errors: Tree };
    expect(flat.login.accountRequired).toBe('Account is required');
    expect(flat.login.passwordRequired).toBe('Password is required');
    expect(flat.shell.dialog).toEqual({ information: 'System Information', warning: 'System Warning' });
    expect(flat.errors.network).toBe('API Network error. Please check your network connection.');
  });
});
