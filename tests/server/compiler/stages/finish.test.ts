import { describe, expect, it } from 'vitest';
import { finishRows, sortRows, type WindowSpec } from '../../../../server/compiler/stages/finish';
import { CompileError } from '../../../../server/compiler/errors';
import type { Row } from '../../../../server/warehouse/warehouse';

interface Windows { ranks?: { measure: string; prev: boolean }[]; shares?: string[]; running?: string[]; partition?: string[]; totals?: boolean }

/**
 * The figure program's steps of ranks (with the previous period's and the change), shares and
 * running sums, as figures/program.ts names them; the totals row's: its running sums, each the field itself.
 */
const windows = ({ ranks = [], shares = [], running = [], partition = [], totals = false }: Windows): WindowSpec => ({
  steps: totals ? running.map((f) => ({ name: `${f}_running`, expr: { read: f } })) : [
    ...ranks.flatMap(({ measure: m, prev }) => [{ name: `${m}_rank`, rank: m }, ...(prev ? [{ name: `${m}_rank_prev`, rank: `${m}_prev` }] : [])]),
    ...shares.map((m) => ({ name: `${m}_share`, share: m })),
    ...ranks.filter((r) => r.prev).map(({ measure: m }) => ({ name: `${m}_rank_change`, expr: { op: 'subtract' as const, of: [{ read: `${m}_rank_prev` }, { read: `${m}_rank` }] as const } })),
    ...running.map((f) => ({ name: `${f}_running`, running: f, partition, order: 'stat_date' })),
  ],
});

describe('finish: window figures as the DuckDB SQL computes them', () => {
  it('ranks like rank() DESC: ties share a rank, the next rank skips; rows without the figure (NULL or 0) have no rank', () => {
    const rows = [{ k: 'a', v: 5 }, { k: 'b', v: 9 }, { k: 'c', v: 5 }, { k: 'd', v: null }, { k: 'e', v: -1 }, { k: 'f', v: null }, { k: 'g', v: 0 }];
    const out = finishRows(rows, { windows: windows({ ranks: [{ measure: 'v', prev: false }] }) });
    expect(out.map((r) => [r.k, r.v_rank])).toEqual([['a', 2], ['b', 1], ['c', 2], ['d', null], ['e', 4], ['f', null], ['g', null]]);
  });

  it('ranks the previous period only where it had a value other than 0, and the change only there', () => {
    const rows = [{ k: 'a', v: 10, v_prev: 3 }, { k: 'b', v: 20, v_prev: 0 }, { k: 'c', v: 5, v_prev: 7 }, { k: 'd', v: 1, v_prev: null }, { k: 'e', v: 2, v_prev: -4 }];
    const out = finishRows(rows, { windows: windows({ ranks: [{ measure: 'v', prev: true }] }) });
    expect(out.map((r) => [r.k, r.v_rank, r.v_rank_prev, r.v_rank_change])).toEqual([
      ['a', 2, 2, 0], ['b', 1, null, null], ['c', 3, 1, -2], ['d', 5, null, null], ['e', 4, 3, -1],
    ]);
  });

  it('divides each row by the sum over all rows; a zero or empty sum gives no share', () => {
    expect(finishRows([{ v: 1 }, { v: 3 }, { v: null }], { windows: windows({ shares: ['v'] }) }).map((r) => r.v_share)).toEqual([0.25, 0.75, null]);
    expect(finishRows([{ v: 2 }, { v: -2 }], { windows: windows({ shares: ['v'] }) }).map((r) => r.v_share)).toEqual([null, null]);
    expect(finishRows([{ v: null }], { windows: windows({ shares: ['v'] }) })[0].v_share).toBeNull();
  });

  it('sums over time within each combination of the other dimensions, skipping NULLs', () => {
    const rows = [
      { site: 1, stat_date: '2026-01-02', net: 5 }, { site: 2, stat_date: '2026-01-01', net: 7 }, { site: 1, stat_date: '2026-01-01', net: null },
      { site: 1, stat_date: '2026-01-03', net: -2 }, { site: null, stat_date: '2026-01-01', net: 1 }, { site: null, stat_date: '2026-01-02', net: 1 },
    ];
    const out = finishRows(rows, { windows: windows({ running: ['net'], partition: ['site'] }) });
    expect(out.map((r) => r.net_running)).toEqual([5, 7, null, 3, 1, 2]);
  });

  it('gives the totals row no ranks or shares and a running sum equal to the field', () => {
    const [row] = finishRows([{ v: 4, net: 9 }], { windows: windows({ ranks: [{ measure: 'v', prev: false }], shares: ['v'], running: ['net'], totals: true }) });
    expect(row).toEqual({ v: 4, net: 9, net_running: 9 });
  });
});

describe('finish: sort, count and page as the page statement does', () => {
  it('orders by the sort with NULLS LAST in both directions, then the key fields ascending', () => {
    const rows = [{ k: 'b', v: 1 }, { k: 'a', v: null }, { k: 'c', v: 1 }, { k: 'd', v: 3 }];
    expect(sortRows(rows, [{ field: 'v', dir: 'desc' }, { field: 'k', dir: 'asc' }]).map((r) => r.k)).toEqual(['d', 'b', 'c', 'a']);
    expect(sortRows(rows, [{ field: 'v', dir: 'asc' }, { field: 'k', dir: 'asc' }]).map((r) => r.k)).toEqual(['b', 'c', 'd', 'a']);
  });

  it('orders text by code point, as the warehouses do, not by UTF-16 units or locale', () => {
    const rows = [{ k: '\u{1F600}' }, { k: '\uFF5E' }, { k: 'b' }, { k: 'B' }, { k: 'é' }];
    expect(sortRows(rows, [{ field: 'k', dir: 'asc' }]).map((r) => r.k)).toEqual(['B', 'b', 'é', '\uFF5E', '\u{1F600}']);
  });

  it('counts every row before slicing the page, and an offset past the end gives no rows', () => {
    const rows = Array.from({ length: 7 }, (_, i) => ({ k: i }));
    const page = finishRows(rows, { order: [{ field: 'k', dir: 'desc' }], offset: 2, limit: 3, total: true });
    expect(page).toEqual([{ k: 4, __total: 7 }, { k: 3, __total: 7 }, { k: 2, __total: 7 }]);
    expect(finishRows(rows, { offset: 7, limit: 3, total: true })).toEqual([]);
  });

  it('takes a short page out of many rows as the whole sort sliced: ties in their order, NULLs last, any offset', () => {
    // a member list read whole from 18.16: far more rows than the page, many equal values and NULLs
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const rows: Row[] = Array.from({ length: 3000 }, (_, i) => ({ at: i, v: next() < 0.2 ? null : Math.floor(next() * 40), t: next() < 0.5 ? 'a' : 'b' }));
    for (const order of [[{ field: 'v', dir: 'desc' as const }], [{ field: 'v', dir: 'asc' as const }, { field: 't', dir: 'desc' as const }]]) {
      const whole = sortRows(rows, order);
      for (const [offset, limit] of [[0, 50], [50, 50], [350, 20], [2990, 50]]) {
        expect(finishRows(rows, { order, offset, limit })).toEqual(whole.slice(offset, offset + limit));
      }
      const parts = finishRows(rows, { parts: { page: order, slice: { offset: 100, limit: 50 }, chart: { order, limit: 20, fields: ['v'] } } });
      expect(parts.filter((r) => r.__part === undefined).map((r) => r.at)).toEqual(whole.slice(100, 150).map((r) => r.at));
      expect(parts.filter((r) => r.__part === 1).map((r) => r.v)).toEqual(whole.slice(0, 20).map((r) => r.v));
    }
  });

  it('keeps only the fields asked for, and leaves the rows read unchanged', () => {
    const rows = [{ k: 1, v: 2, w: 3 }];
    expect(finishRows(rows, { fields: [['__key', 'k']], total: true, windows: windows({ shares: ['v'] }) })).toEqual([{ __key: 1, __total: 1 }]);
    expect(rows).toEqual([{ k: 1, v: 2, w: 3 }]);
  });

  it('refuses a relation above its cap rather than finishing part of it', () => {
    expect(() => finishRows([{ k: 1 }, { k: 2 }], { cap: 1 })).toThrow(CompileError);
  });
  it('makes a page of every row and its chart out of the rows read whole, as pageAndChart answers them', () => {
    const read = [
      { __part: 0, site: 'b', v: 5, w: 1, __totals_row: null },
      { __part: 2, __totals_row: { v: 12 } },
      { __part: 0, site: 'a', v: null, w: 2, __totals_row: null },
      { __part: 0, site: 'c', v: 7, w: 3, __totals_row: null },
    ] as unknown as Row[];
    const out = finishRows(read, { parts: { page: [{ field: 'v', dir: 'desc' }, { field: 'site', dir: 'asc' }], chart: { order: [{ field: 'v', dir: 'desc' }, { field: 'site', dir: 'asc' }], limit: 2, fields: ['site', 'v'] } } });
    // the page: every row in its order (NULLS LAST), counted; the chart: its first rows, its fields only; the totals row last
    expect(out).toEqual([
      { __part: 0, site: 'c', v: 7, w: 3, __totals_row: null, __total: 3 },
      { __part: 0, site: 'b', v: 5, w: 1, __totals_row: null, __total: 3 },
      { __part: 0, site: 'a', v: null, w: 2, __totals_row: null, __total: 3 },
      { __part: 1, site: 'c', v: 7, w: null, __totals_row: null, __total: null },
      { __part: 1, site: 'b', v: 5, w: null, __totals_row: null, __total: null },
      { __part: 2, __totals_row: { v: 12 } },
    ]);
    const totalsOnly = [{ __part: 2, __totals_row: { v: 0 } }] as unknown as Row[];
    expect(finishRows(totalsOnly, { parts: { page: [], chart: { order: [], limit: 5, fields: [] } } })).toEqual(totalsOnly);
  });

  it("adds a kind's totals row up from every row read, not the page's alone, where the statement carries none", () => {
    // counts as ClickHouse answers them (UInt64 as text, or numbers), a ratio of the sums (not the rows' ratios averaged), NULL over 0
    const read = [
      { __part: 0, g: 'a', n: '3', back: 1, rate: 1 / 3 },
      { __part: 0, g: 'b', n: 5, back: 4, rate: 0.8 },
      { __part: 0, g: 'c', n: 2, back: null, rate: null },
    ] as unknown as Row[];
    const totals = { sums: ['n', 'back', 'zero'], ratios: [{ name: 'rate', of: ['back', 'n'] as const }, { name: 'none', of: ['back', 'zero'] as const }] };
    const out = finishRows(read, { parts: { page: [{ field: 'g', dir: 'asc' }], slice: { offset: 0, limit: 1 }, totals } });
    expect(out.map((r) => r.g ?? null)).toEqual(['a', null]);
    expect(out.at(-1)).toEqual({ __part: 2, __totals_row: { n: 10, back: 5, zero: 0, rate: 0.5, none: null } });
    // a totals row the statement carries is kept as it is
    const carried = [...read, { __part: 2, __totals_row: { n: 99 } }] as unknown as Row[];
    expect(finishRows(carried, { parts: { page: [], totals } }).at(-1)).toEqual({ __part: 2, __totals_row: { n: 99 } });
  });

  it('ranks the rows read whole before it makes their page and chart (ClickHouse 18.16: one read for both)', () => {
    const read: Row[] = [{ __part: 0, k: 'a', v: 5 }, { __part: 0, k: 'b', v: 9 }, { __part: 0, k: 'c', v: 7 }];
    const byRank = [{ field: 'v_rank', dir: 'asc' as const }, { field: 'k', dir: 'asc' as const }];
    const out = finishRows(read, { windows: windows({ ranks: [{ measure: 'v', prev: false }] }), parts: { page: byRank, slice: { offset: 1, limit: 1 }, chart: { order: byRank, limit: 2, fields: ['k', 'v_rank'] } } });
    expect(out.map((r) => [r.__part, r.k, r.v_rank, r.__total])).toEqual([[0, 'c', 2, 3], [1, 'b', 1, null], [1, 'c', 2, null]]);
    expect(read[0]).toEqual({ __part: 0, k: 'a', v: 5 });
  });

  it('lays out a page and its chart from rows numbered in SQL as it lays them out from every row read whole, on any page', () => {
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const rows: Row[] = Array.from({ length: 40 }, (_, i) => ({ __part: 0, k: `m${i}`, v: random() < 0.2 ? null : Math.floor(random() * 10), w: Math.floor(random() * 100) }));
    const page = [{ field: 'v', dir: 'desc' as const }, { field: 'k', dir: 'asc' as const }];
    const chart = { order: [{ field: 'w', dir: 'desc' as const }, { field: 'k', dir: 'asc' as const }], limit: 7, fields: ['k', 'w'] };
    // what the statement answers: every row numbered in each order, with the count of them all, only the page's and the chart's kept, in no order
    const numberedBy = (order: typeof page) => new Map(sortRows(rows, order).map((r, i) => [r.k, i + 1]));
    const pageRow = numberedBy(page);
    const chartRow = numberedBy(chart.order);
    for (const offset of [0, 10, 35]) {
      const answered = rows.map(({ __part: _p, ...r }): Row => ({ ...r, __total: rows.length, __page_row: pageRow.get(r.k)!, __chart_row: chartRow.get(r.k)! }))
        .filter((r) => (Number(r.__page_row) > offset && Number(r.__page_row) <= offset + 10) || Number(r.__chart_row) <= chart.limit)
        .sort((a, b) => String(a.w).localeCompare(String(b.w)));
      const numbered = finishRows(answered, { numbered: { page: { offset, limit: 10 }, chart: { limit: chart.limit, fields: chart.fields } } });
      expect(numbered, `offset ${offset}`).toEqual(finishRows(rows, { parts: { page, slice: { offset, limit: 10 }, chart } }));
    }
  });
});
