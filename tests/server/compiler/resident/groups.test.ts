import { describe, expect, it } from 'vitest';
import { accumulate, accumulateDoubles, KeyIds, type Visit } from '../../../../server/compiler/resident/groups';
import type { ResidentColumn } from '../../../../server/warehouse/residentTypes';

const integer = { kind: 'number' as const, scale: 0, wide: false, integer: true, width: 0 };
const doublesOf = (...v: number[]): ResidentColumn => ({ type: integer, safe: Float64Array.from(v), exact: true });
const bigintsOf = (...v: (bigint | null)[]): ResidentColumn => ({ type: { ...integer, wide: true }, big: BigInt64Array.from(v.map((x) => x ?? 0n)), nulls: Uint8Array.from(v.map((x) => (x === null ? 1 : 0))) } as unknown as ResidentColumn);

const visit = (part: number, keyCols: ResidentColumn[], amounts: ResidentColumn, rows: number): Visit => ({
  lo: 0, hi: rows, pass: () => true, sites: new Set([1]), site: doublesOf(...Array<number>(rows).fill(1)) as Visit['site'],
  numbers: [amounts as Visit['numbers'][number]], keyCols, hows: ['sum'], part,
});

describe('groups of the held tables by key id', () => {
  it('gives a key the same id in every part of a read, NULL keys together, whichever way a part is added up', () => {
    const ids = new KeyIds(1);
    // one part of doubles (a NULL key as NaN), one of 64-bit integers (a NULL key flagged): their groups join by id
    const first = accumulateDoubles(visit(0, [doublesOf(NaN, 5, NaN, 7)], doublesOf(1, 2, 3, 4), 4), ids)!;
    const second = accumulate(visit(1, [bigintsOf(7n, null, 9n)], doublesOf(10, 20, 30), 3), ids);
    expect(ids.size).toBe(4);
    const nullId = first.ids[0];
    expect(second.at[nullId]).toBeDefined();
    expect(second.values[second.at[nullId]!]).toBe(20);
    expect(first.values[first.at[nullId]!]).toBe(4);
    // 7 read as a double in one part and a 64-bit integer in the other: one group
    expect(second.ids[0]).toBe(first.ids[2]);
    expect([ids.part[3], ids.row[3]]).toEqual([1, 2]);
  });

  it('counts two keys\' combinations apart, and has one group with no keys even over no rows', () => {
    const ids = new KeyIds(2);
    const acc = accumulateDoubles(visit(0, [doublesOf(1, 1, 2, 2), doublesOf(1, 2, 1, 1)], doublesOf(1, 1, 1, 1), 4), ids)!;
    expect(ids.size).toBe(3);
    expect(acc.ids.map((id) => acc.values[acc.at[id]!])).toEqual([1, 1, 2]);
    const none = new KeyIds(0);
    const empty = accumulateDoubles({ ...visit(0, [], doublesOf(), 0) }, none)!;
    expect([none.size, empty.ids, empty.seen]).toEqual([1, [0], [0]]);
  });
});
