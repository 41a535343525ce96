import { describe, expect, it } from 'vitest';
import { sharedAjv } from '../../../src/engine/ajv';
import { schemaCheck } from '../../../src/renderers/filters/schemaCheck';
import { RECORDED_IDS, recorded } from './support/recordedNode';

const SAMPLES: Record<string, unknown>[] = [
  {}, { range: { preset: 'prev7' } }, { range: { preset: 'custom', from: '2026-01-01', to: '2026-01-31' } },
  { range: { preset: 'custom', from: '2026-02-30', to: '2026-03-01' } }, { range: { preset: 'yesterday' } }, { range: { preset: 'prev7', extra: 1 } },
  { range: { preset: 'prev7' }, sites: [1, 2] }, { range: { preset: 'prev7' }, sites: [1, 1] }, { range: { preset: 'prev7' }, sites: ['1'] },
  { range: { preset: 'prev7' }, markets: ['THB'] }, { range: { preset: 'prev7' }, markets: ['thb'] },
  { range: { preset: 'prev7' }, metrics: [] }, { range: { preset: 'prev7' }, metrics: ['apv_bet', 'gm_dau'] }, { range: { preset: 'prev7' }, metrics: ['nope'] },
  { range: { preset: 'prev7' }, grain: 'week' }, { range: { preset: 'prev7' }, grain: 'year' },
  { range: { preset: 'prev7' }, site: 3 }, { range: { preset: 'prev7' }, site: -1 }, { range: { preset: 'prev7' }, site: 1.5 },
  { range: { preset: 'prev7' }, promoType: 2 }, { range: { preset: 'prev7' }, promoType: 9 }, { range: { preset: 'prev7' }, transType: -10 },
  { range: { preset: 'prev7' }, groupBy: 'game_brand_code' }, { range: { preset: 'prev7' }, gameKinds: ['slot', 'live'] }, { range: { preset: 'prev7' }, gameKinds: ['sl ot'] },
  { range: { preset: 'prev7' }, unknown: true },
];

describe('the eval-free filter schema check', () => {
  it.each(RECORDED_IDS)('agrees with Ajv on the %s filters', (id) => {
    const schema = recorded(id).view.filtersSchema;
    const validate = sharedAjv().compile(schema);
    for (const sample of SAMPLES) {
      const ajvOk = validate(sample);
      expect([JSON.stringify(sample), schemaCheck(schema, sample).length === 0]).toEqual([JSON.stringify(sample), ajvOk]);
    }
  });
  it('names the missing field the way rjsf does', () => {
    const schema = { ...recorded('promo_cost').view.filtersSchema, required: ['site'] };
    const problems = schemaCheck(schema, { range: { preset: 'prev7' } });
    expect(problems).toEqual([expect.objectContaining({ name: 'required', property: '.site' })]);
  });
});
