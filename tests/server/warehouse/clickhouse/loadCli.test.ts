import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseLoadCli } from '../../../../server/warehouse/clickhouse/loadCli';

const FILE = 'package.json'; // any existing file stands for the warehouse here

describe('clickhouse:load command line', () => {
  it('takes the target from flags, then CLICKHOUSE_*, then the defaults', () => {
    const env = { CLICKHOUSE_URL: 'http://ch:8123/', CLICKHOUSE_DATABASE: 'console' };
    const parsed = parseLoadCli(['--from', FILE, '--cluster', 'big', '--nodes', 'http://a:8123, http://b:8123/'], env);
    expect(parsed.target).toEqual({ url: 'http://ch:8123', user: 'default', password: '', database: 'console', cluster: 'big' });
    expect(parsed.nodes).toEqual(['http://a:8123', 'http://b:8123']);
  });

  it('requires an existing --from file and an http URL', () => {
    expect(() => parseLoadCli([], {})).toThrow(/--from is required/);
    expect(() => parseLoadCli(['--from', 'nowhere.duckdb'], {})).toThrow(/no warehouse file/);
    expect(() => parseLoadCli(['--from', FILE, '--url', 'ch:9000'], {})).toThrow(/http\(s\) URL/);
  });

  it('loads a chDB folder, named whole, instead of a server', () => {
    const parsed = parseLoadCli(['--from', FILE, '--chdb', 'data/chdb', '--database', 'console'], {});
    expect(parsed.chdb).toBe(path.resolve('data/chdb'));
    expect(parsed.target.database).toBe('console');
    expect(() => parseLoadCli(['--from', FILE, '--chdb', 'data/chdb', '--url', 'http://ch:8123'], {})).toThrow('--chdb loads a folder of chDB: it takes no --url or --nodes');
  });
});
