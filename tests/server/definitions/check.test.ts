import { describe, expect, it } from 'vitest';
import { checkDefinitions, textProblems } from '../../../server/definitions/check';
import { loadRegistry } from '../../../server/definitions/discover';
import type { Registry } from '../../../src/engine/registry/buildRegistry';

describe('npm run check', () => {
  it('finds nothing wrong with the definitions in the repository, texts in both languages included', async () => {
    const { problems, reports, models } = await checkDefinitions();
    expect(problems).toEqual([]);
    expect(reports).toBeGreaterThan(40);
    expect(models).toBeGreaterThan(10);
  });

  it('names a report whose title or column header has no text in a language (the page would show the raw key)', async () => {
    const registry = await loadRegistry();
    const source = registry.report('site_compare');
    const copy = { ...source, id: 'brand_market', titleKey: undefined, columns: [...source.columns, { field: 'apv_bet', headerKey: 'fields.brand_turnover' }] };
    const withCopy: Registry = { ...registry, reports: new Map([...registry.reports, ['brand_market', copy]]) };
    const problems = textProblems(withCopy);
    expect(problems).toEqual([
      'brand_market: no en text for reports.brand_market.title (reports/<area>/brand_market.locale.json "en"); fields.brand_turnover (locales/en.json or locales/parts/<area>.en.json)',
      'brand_market: no tw text for reports.brand_market.title (reports/<area>/brand_market.locale.json "tw"); fields.brand_turnover (locales/tw.json or locales/parts/<area>.tw.json)',
    ]);
  });
});
