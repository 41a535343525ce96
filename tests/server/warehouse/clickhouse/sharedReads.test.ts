import { describe, expect, it } from 'vitest';
import { shareRepeatedReads, sharedReadsFromEnv } from '../../../../server/warehouse/clickhouse/sharedReads';
import { openEngineWarehouse } from '../../../../server/warehouse/clickhouse/clickhouseWarehouse';
import type { ClickHouseEngine } from '../../../../server/warehouse/clickhouse/engine';

/** A subquery long enough to be shared (shorter ones are planned faster than a temporary table is written). */
const rel = (table: string, extra = '') => `(SELECT member_id, promo_id, sum(amount) AS total, count() AS n, max(stat_date) AS last_day FROM ${table} WHERE site_id IN ({p1:Int64}, {p2:Int64}) AND stat_date BETWEEN {p3:Date} AND {p4:Date}${extra} GROUP BY member_id, promo_id)`;

describe('shareRepeatedReads: a statement\'s repeated subqueries read once', () => {
  it('reads a subquery found twice once, as a materialized CTE before the first SELECT, and each copy from it', () => {
    const parts = rel('fact_bonus');
    const sql = `SELECT 0 AS __part, * FROM (SELECT promo_id, count() AS n FROM ${parts} GROUP BY promo_id) UNION ALL SELECT 1 AS __part, * FROM (SELECT promo_id, uniqExact(member_id) AS n FROM ${parts} GROUP BY promo_id) ORDER BY __part SETTINGS join_use_nulls = 1`;
    const shared = shareRepeatedReads(sql);
    expect(shared).toBe(`WITH __shared_1 AS MATERIALIZED (${parts.slice(1, -1)})\n`
      + 'SELECT 0 AS __part, * FROM (SELECT promo_id, count() AS n FROM (SELECT * FROM __shared_1) GROUP BY promo_id) UNION ALL SELECT 1 AS __part, * FROM (SELECT promo_id, uniqExact(member_id) AS n FROM (SELECT * FROM __shared_1) GROUP BY promo_id) ORDER BY __part SETTINGS join_use_nulls = 1');
  });

  it('leaves a statement alone where nothing repeats, or only short subqueries do', () => {
    const once = `SELECT * FROM ${rel('fact_bonus')} AS a ALL LEFT JOIN ${rel('fact_transaction')} AS b USING (member_id, promo_id)`;
    expect(shareRepeatedReads(once)).toBe(once);
    const short = 'SELECT * FROM (SELECT 1 AS a) AS x, (SELECT 1 AS a) AS y';
    expect(shareRepeatedReads(short)).toBe(short);
  });

  it('shares the longest repeated text first, then the repeats inside it, each defined before what reads it', () => {
    const inner = rel('dim_member');
    const outer = `(SELECT member_id, count() AS n FROM ${inner} AS m ALL INNER JOIN ${rel('fact_bonus')} AS b USING (member_id) GROUP BY member_id)`;
    const sql = `SELECT * FROM ${outer} AS a ALL LEFT JOIN ${outer} AS b USING (member_id) WHERE member_id IN (SELECT member_id FROM ${inner})`;
    const shared = shareRepeatedReads(sql);
    const head = shared.slice(0, shared.indexOf('\nSELECT'));
    // the outer relation is shared, and the member relation it and the IN read is shared too, defined first
    expect(head.indexOf('__shared_2 AS MATERIALIZED')).toBeLessThan(head.indexOf('__shared_1 AS MATERIALIZED'));
    expect(head).toContain('FROM (SELECT * FROM __shared_2) AS m');
    expect(shared.match(/FROM dim_member/g)).toHaveLength(1);
    expect(shared.slice(shared.indexOf('\nSELECT'))).toBe('\nSELECT * FROM (SELECT * FROM __shared_1) AS a ALL LEFT JOIN (SELECT * FROM __shared_1) AS b USING (member_id) WHERE member_id IN (SELECT member_id FROM (SELECT * FROM __shared_2))');
  });

  it('reads parentheses in quoted texts as text, not as subqueries', () => {
    // the same subquery with a different literal holding ")" is another text: nothing is shared between them
    const a = rel('fact_bonus', " AND promo_name = 'a) (SELECT'");
    const b = rel('fact_bonus', " AND promo_name = 'b) (SELECT'");
    const sql = `SELECT * FROM ${a} AS x ALL LEFT JOIN ${b} AS y USING (member_id)`;
    expect(shareRepeatedReads(sql)).toBe(sql);
    // and a repeated one holding it is shared whole
    const twice = `SELECT * FROM ${a} AS x ALL LEFT JOIN ${a} AS y USING (member_id)`;
    expect(shareRepeatedReads(twice)).toBe(`WITH __shared_1 AS MATERIALIZED (${a.slice(1, -1)})\nSELECT * FROM (SELECT * FROM __shared_1) AS x ALL LEFT JOIN (SELECT * FROM __shared_1) AS y USING (member_id)`);
  });
});

describe('a ClickHouse warehouse reading repeated subqueries once', () => {
  /** An engine answering as a current server would, whose shared form fails where `failShared` says. */
  function engine(version: string, failShared: boolean, cluster?: string) {
    const seen: { sql: string; settings: Record<string, unknown> }[] = [];
    const e: ClickHouseEngine = {
      where: 'a test engine', loadFlags: '', ...(cluster ? { cluster } : {}),
      async select(sql, { settings }) {
        seen.push({ sql, settings: settings as Record<string, unknown> });
        if (sql.includes('warehouse_meta')) return { meta: [{ name: 'name', type: 'String' }, { name: 'version', type: 'String' }], data: [{ name: 'warehouse_meta', version }] };
        if (sql.includes('system.settings')) return { meta: [{ name: 'n', type: 'UInt64' }], data: [{ n: '1' }] };
        if (sql.includes('system.clusters')) return { meta: [{ name: 'cluster', type: 'String' }], data: [{ cluster }] };
        if (failShared && settings.enable_materialized_cte) throw new Error('Code: 49. DB::Exception: Reading from materialized CTE before it has been materialized. (LOGICAL_ERROR)');
        return { meta: [{ name: 'n', type: 'UInt64' }], data: [{ n: '2' }] };
      },
      kill: async () => undefined,
      close: async () => undefined,
    };
    return { e, seen };
  }
  const parts = rel('fact_bonus');
  const statement = `SELECT count() AS n FROM ${parts} AS a ALL INNER JOIN ${parts} AS b USING (member_id)`;

  it('sends a current server the shared form with the setting it needs', async () => {
    const { e, seen } = engine('26.7.1.1', false);
    const ch = await openEngineWarehouse(e, 'default', { resident: false });
    expect(ch.sharesReads).toBe(true);
    expect(await ch.query(statement)).toEqual([{ n: 2 }]);
    expect(seen.at(-1)!.sql).toMatch(/^WITH __shared_1 AS MATERIALIZED/);
    expect(seen.at(-1)!.settings.enable_materialized_cte).toBe(1);
    expect([ch.sharedStatements, ch.sharedReadsFailed]).toEqual([1, 0]);
    // and on a cluster when the operator asks
    const onCluster = engine('26.7.1.1', false, 'console');
    expect((await openEngineWarehouse(onCluster.e, 'default', { resident: false, sharedReads: 'on' })).sharesReads).toBe(true);
  });

  it('reads CLICKHOUSE_SHARED_READS as auto, on or off, and stops on anything else', () => {
    expect([undefined, '', 'auto', 'on', 'off'].map(sharedReadsFromEnv)).toEqual(['auto', 'auto', 'auto', 'on', 'off']);
    expect(() => sharedReadsFromEnv('yes')).toThrow("CLICKHOUSE_SHARED_READS must be auto, on or off (got 'yes')");
  });

  it('runs a statement whose shared form failed again as printed, and says so', async () => {
    const { e, seen } = engine('26.7.1.1', true);
    const told: string[] = [];
    const ch = await openEngineWarehouse(e, 'default', { resident: false, onWarning: (line) => told.push(line) });
    expect(await ch.query(statement)).toEqual([{ n: 2 }]);
    expect(seen.at(-1)!.sql).toBe(statement);
    expect(ch.sharedReadsFailed).toBe(1);
    expect(told).toEqual([expect.stringMatching(/^ClickHouse: a statement with shared reads failed, run again as printed: ClickHouse error 49: .*LOGICAL_ERROR/)]);
  });

  it('runs a statement naming its own relations to run once with the setting, plainly named where the server has none or it failed', async () => {
    const named = `SELECT 0 AS __part, * FROM (WITH __parts AS MATERIALIZED ${parts} SELECT count() AS n FROM __parts AS a INNER JOIN __parts AS b USING (member_id)) SETTINGS join_use_nulls = 1`;
    const plain = named.replace(' AS MATERIALIZED (', ' AS (');
    const current = engine('26.7.1.1', false);
    const ch = await openEngineWarehouse(current.e, 'default', { resident: false });
    await ch.query(named);
    // as written: the warehouse shares nothing more of it
    expect(current.seen.at(-1)!.sql).toBe(named);
    expect(current.seen.at(-1)!.settings.enable_materialized_cte).toBe(1);
    const off = engine('26.7.1.1', false, 'console');
    await (await openEngineWarehouse(off.e, 'default', { resident: false })).query(named);
    expect(off.seen.at(-1)!.sql).toBe(plain);
    expect(off.seen.at(-1)!.settings.enable_materialized_cte).toBeUndefined();
    const failing = engine('26.7.1.1', true);
    const told: string[] = [];
    await (await openEngineWarehouse(failing.e, 'default', { resident: false, onWarning: (line) => told.push(line) })).query(named);
    expect(failing.seen.at(-1)!.sql).toBe(plain);
    expect(told).toHaveLength(1);
  });

  it('sends the statement as printed to 18.16, to a cluster unless asked, and where the operator turned it off', async () => {
    for (const [version, cluster, sharedReads] of [['18.16.1', undefined, 'on'], ['26.7.1.1', 'console', 'auto'], ['26.7.1.1', undefined, 'off']] as const) {
      const { e, seen } = engine(version, false, cluster);
      const ch = await openEngineWarehouse(e, 'default', { resident: false, sharedReads });
      expect(ch.sharesReads, `${version} ${cluster ?? 'one server'} ${sharedReads}`).toBe(false);
      await ch.query(statement);
      expect(seen.at(-1)!.sql).toBe(statement);
    }
  });
});
