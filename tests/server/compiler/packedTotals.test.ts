import { describe, expect, it } from 'vitest';
import { run } from '../../../server/compiler/runStatement';
import { unpackTotals } from '../../../server/compiler/statement';
import type { Statement } from '../../../server/compiler/types';
import type { Row, Warehouse } from '../../../server/warehouse/warehouse';

/** Rows as a current ClickHouse answers a kind's rows with its totals row packed beside them (ResRelation.packedTotals). */
const packed = (rows: Row[], totals: Record<string, unknown>): Row[] => [
  ...rows.map((r) => ({ __part: 0, ...r, __side: 0, __totals_json: null })),
  { __part: 0, ...Object.fromEntries(Object.keys(rows[0] ?? {}).map((k) => [k, null])), __side: 1, __totals_json: JSON.stringify(totals) },
];

describe('a totals row packed beside the rows', () => {
  it('is taken out of the rows, its quoted 64-bit integers read as numbers, and the rows keep only their own columns', () => {
    const read = packed([{ promo_id: 2, bonus_amt: 1.5 }, { promo_id: 1, bonus_amt: 3 }], {});
    read[read.length - 1].__totals_json = '{"claim_count":"16624","bonus_amt":33254.73,"effect_days_after":null,"bonus_rate":0.08}';
    const { rows, totals } = unpackTotals(read);
    expect(rows).toEqual([{ __part: 0, promo_id: 2, bonus_amt: 1.5 }, { __part: 0, promo_id: 1, bonus_amt: 3 }]);
    expect(totals).toEqual({ __part: 2, __totals_row: { claim_count: 16624, bonus_amt: 33254.73, effect_days_after: null, bonus_rate: 0.08 } });
  });

  it('is the answer\'s totals row after the page and chart the web tier makes of the rows, with no rows too', async () => {
    const answer = (rows: Row[]) => ({ dialect: 'clickhouse', query: async () => rows.map((r) => ({ ...r })) }) as unknown as Warehouse;
    const s: Statement = {
      sql: 'SELECT …', params: [], packedTotals: true,
      finish: { parts: { page: [{ field: 'bonus_amt', dir: 'desc' }, { field: 'promo_id', dir: 'asc' }], chart: { order: [{ field: 'bonus_amt', dir: 'desc' }], limit: 1, fields: ['promo_id', 'bonus_amt'] } } },
    };
    const rows = [{ promo_id: 1, bonus_amt: 3 }, { promo_id: 2, bonus_amt: 5 }, { promo_id: 3, bonus_amt: 4 }];
    const out = await run(answer(packed(rows, { bonus_amt: 12 })), s, 1000);
    expect(out.filter((r) => r.__part === 0).map((r) => [r.promo_id, r.__total])).toEqual([[2, 3], [3, 3], [1, 3]]);
    expect(out.filter((r) => r.__part === 1).map((r) => r.promo_id)).toEqual([2]);
    expect(out.at(-1)).toEqual({ __part: 2, __totals_row: { bonus_amt: 12 } });
    expect(out.some((r) => '__side' in r || '__totals_json' in r)).toBe(false);
    const none = await run(answer([{ __part: 0, promo_id: null, bonus_amt: null, __side: 1, __totals_json: '{"bonus_amt":0}' }]), s, 1000);
    expect(none).toEqual([{ __part: 2, __totals_row: { bonus_amt: 0 } }]);
  });

  it('leaves the rows to the read instead where they are more than the page of every row holds', async () => {
    const apart: Statement = { sql: 'apart', params: [] };
    const w = { dialect: 'clickhouse', query: async (sql: string) => (sql === 'apart' ? [{ from: 'instead' }] : packed([{ a: 1 }, { a: 2 }, { a: 3 }], { a: 6 })) } as unknown as Warehouse;
    const s: Statement = { sql: 'SELECT …', params: [], packedTotals: true, instead: { above: 2, statement: apart } };
    expect(await run(w, s, 1000)).toEqual([{ from: 'instead' }]);
  });
});
