import { beforeAll, describe, expect, it } from 'vitest';
import type { Registry } from '../../../src/engine/registry/buildRegistry';
import { reportView } from '../../../src/engine/report/reportView';
import { PAY_PROVIDERS } from '../../../server/datagen/catalog/people';
import { PLATFORMS, PROMO_SUB_TYPES, TRANS_TYPES } from '../../../server/datagen/catalog/enums';
import { loadRegistry } from '../../../server/definitions/discover';
import { serverLocales } from '../../../server/i18n/locales';

const REPORTS = [
  'promo_entire', 'promo_compare', 'promo_binded', 'promo_manual', 'promo_voucher', 'trans_recap',
  'bank_accounting', 'service_banking', 'service_customer', 'channel', 'member_activity', 'member_deposit',
];

type Tree = { [key: string]: string | Tree };
const LOCALES = serverLocales();
const text = (lang: 'en' | 'tw', key: string) => key.split('.').reduce<unknown>((o, k) => (o as Tree | undefined)?.[k], LOCALES[lang]);
const english = (key: string) => String(text('en', key));
const has = (lang: 'en' | 'tw', key: string) => typeof text(lang, key) === 'string';

let registry: Registry;
beforeAll(async () => { registry = await loadRegistry(); });

describe('texts of the promotion, transaction, banking and channel reports', () => {
  it('names every title, column, description and filter in both languages', () => {
    const missing: string[] = [];
    const need = (key: string, where: string) => {
      for (const lang of ['en', 'tw'] as const) if (!has(lang, key)) missing.push(`${lang} ${where}: ${key}`);
    };
    for (const id of REPORTS) {
      const view = reportView(registry.report(id), registry);
      need(view.titleKey, id);
      need(view.descriptionKey, id);
      for (const c of view.columns) {
        need(c.header.key, `${id}.${c.field}`);
        if (c.header.measureKey) need(c.header.measureKey, `${id}.${c.field}`);
        if (c.descriptionKey) need(c.descriptionKey, `${id}.${c.field}`);
      }
      for (const f of view.filters) {
        need(has('en', `filters.${f.key}`) ? `filters.${f.key}` : `filters.${f.widget}`, `${id} filter ${f.key}`);
        for (const o of f.enumKey ? f.options ?? [] : []) need(`${f.enumKey}.${o}`, `${id} filter ${f.key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('names every enumeration value the warehouse holds, from one place', () => {
    const codes: [string, readonly (string | number)[]][] = [
      ['enums.transType', TRANS_TYPES.map((t) => t.code)],
      ['enums.platform', PLATFORMS.map((p) => p.code)],
      ['enums.promoSubType', PROMO_SUB_TYPES.map((s) => s.code)],
      ['enums.payMethod', [...new Set(PAY_PROVIDERS.flatMap((p) => p.methods)), 'manual']],
    ];
    const missing = codes.flatMap(([ns, values]) => values.flatMap((v) => (['en', 'tw'] as const).filter((l) => !has(l, `${ns}.${v}`)).map((l) => `${l} ${ns}.${v}`)));
    expect(missing).toEqual([]);
  });

  it('says what every rate divides', () => {
    for (const id of REPORTS) {
      const view = reportView(registry.report(id), registry);
      const rates = view.columns.filter((c) => c.format === 'rate' && !c.field.endsWith('_share'));
      for (const c of rates) {
        expect(c.descriptionKey, `${id}.${c.field}`).toBeDefined();
        expect(english(c.descriptionKey!), `${id}.${c.field}`).toMatch(/divided by/);
      }
    }
  });
});
