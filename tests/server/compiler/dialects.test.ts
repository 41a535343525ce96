import { describe, expect, it } from 'vitest';
import { clickhouse } from '../../../server/compiler/dialect/clickhouse';
import { clickhouseCurrent } from '../../../server/compiler/dialect/clickhouse/current';
import { dialectOf, readsCurrentDialect } from '../../../server/compiler/dialect/dialects';
import { duckdb } from '../../../server/compiler/dialect/duckdb';

describe('the dialect chosen by the warehouse and its server version', () => {
  it('prints for a current ClickHouse from 23 on, the 18.16 form before it or where the version is unknown', () => {
    for (const v of ['23.3.1.1', '24.8.4.13', '26.7.1.1']) expect(readsCurrentDialect(v), v).toBe(true);
    for (const v of ['18.16.1', '22.12.6.22', '', 'unknown', undefined]) expect(readsCurrentDialect(v), String(v)).toBe(false);
    expect(dialectOf('clickhouse', '26.7.1.1')).toBe(clickhouseCurrent);
    expect(dialectOf('clickhouse', '18.16.1')).toBe(clickhouse);
    expect(dialectOf('clickhouse')).toBe(clickhouse);
    expect(dialectOf('duckdb', '26.7.1.1')).toBe(duckdb);
  });
});
