import { describe, expect, it } from 'vitest';
import { toRows } from '../../../../server/warehouse/clickhouse/rows';

describe('rows of a ClickHouse JSON answer', () => {
  it('turns quoted 64-bit integers and decimals into numbers, inside Nullable and Array too', () => {
    const meta = [
      { name: 'n', type: 'UInt64' }, { name: 'm', type: 'Nullable(Decimal(38, 2))' }, { name: 'ids', type: 'Array(Int64)' },
      { name: 'd', type: 'Date' }, { name: 't', type: "DateTime('UTC')" }, { name: 's', type: 'String' }, { name: 'z', type: 'Nullable(Int64)' },
    ];
    const data = [{ n: '12', m: '3.50', ids: ['1', '2'], d: '2026-01-02', t: '2026-01-02 03:04:05', s: '42', z: null }];
    expect(toRows(meta, data)).toEqual([{ n: 12, m: 3.5, ids: [1, 2], d: '2026-01-02', t: '2026-01-02 03:04:05', s: '42', z: null }]);
  });

  it('leaves rows without wide numbers untouched', () => {
    const data = [{ a: 1, b: 'x' }];
    expect(toRows([{ name: 'a', type: 'UInt8' }, { name: 'b', type: 'String' }], data)).toBe(data);
  });
});
