import type { ClickHouseClient } from '@clickhouse/client';
import { describe, expect, it } from 'vitest';
import { clickHouseConfigFromEnv } from '../../../../server/warehouse/clickhouse/config';
import { httpEngine, isConnectionError } from '../../../../server/warehouse/clickhouse/engine';

/** A stand-in for one node's client: answers with its name, or fails as told. */
function fakeNode(url: string, behaviour: { fail?: () => Error | undefined }, asked: string[]) {
  const client = {
    async query() {
      asked.push(url);
      const error = behaviour.fail?.();
      if (error) throw error;
      return { json: async () => ({ meta: [{ name: 'node', type: 'String' }], data: [{ node: url }] }) };
    },
    async command() { /* KILL QUERY */ },
    async close() { /* nothing held */ },
  } as unknown as ClickHouseClient;
  return { url, client };
}

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
const select = (engine: ReturnType<typeof httpEngine>) => engine.select('SELECT 1', { queryId: 'q', signal: new AbortController().signal, settings: {} }).then((a) => a.data[0].node);

describe('the console\'s ClickHouse client over several nodes', () => {
  it('sends queries to the nodes in turn', async () => {
    const asked: string[] = [];
    const engine = httpEngine(['a', 'b', 'c'].map((u) => fakeNode(u, {}, asked)), 'c');
    expect([await select(engine), await select(engine), await select(engine), await select(engine)]).toEqual(['a', 'b', 'c', 'a']);
  });

  it('sends a query whose node cannot be reached to the next, skips that node for a while, then tries it again', async () => {
    const asked: string[] = [];
    const lines: string[] = [];
    let down = true;
    const engine = httpEngine([fakeNode('a', { fail: () => (down ? refused() : undefined) }, asked), fakeNode('b', {}, asked)], 'c', { retryAfterMs: 50, onNode: (l) => lines.push(l) });
    expect([await select(engine), await select(engine), await select(engine)]).toEqual(['b', 'b', 'b']);
    expect(asked).toEqual(['a', 'b', 'b', 'b']); // a asked once, then skipped
    expect(lines).toEqual(['ClickHouse node a unreachable (ECONNREFUSED): its queries go to the other nodes, it is tried again every 0.05 s']);
    // tried again while still down: asked, not told again
    await new Promise((r) => setTimeout(r, 60));
    expect([await select(engine), await select(engine)]).toEqual(['b', 'b']);
    expect(asked.filter((u) => u === 'a')).toHaveLength(2);
    expect(lines).toHaveLength(1);
    down = false;
    await new Promise((r) => setTimeout(r, 60));
    const answers = [await select(engine), await select(engine)];
    expect(answers.sort()).toEqual(['a', 'b']);
    expect(lines.at(-1)).toBe('ClickHouse node a answers again');
  });

  it('sends a query again when its node lost a peer mid-read, and never retries a query the server refused', async () => {
    const asked: string[] = [];
    const peerLost = () => new Error('Code: 210, e.displayText() = DB::NetException: Connection refused (127.0.0.1:29161), e.what() = DB::NetException');
    const engine = httpEngine([fakeNode('a', { fail: peerLost }, asked), fakeNode('b', {}, asked)], 'c');
    expect(await select(engine)).toBe('b');
    const refusing = httpEngine([fakeNode('a', { fail: () => new Error('Code: 47, e.displayText() = DB::Exception: Unknown identifier') }, asked), fakeNode('b', {}, asked)], 'c');
    await expect(select(refusing)).rejects.toThrow(/Code: 47/);
  });

  it('fails with the last error when no node answers', async () => {
    const engine = httpEngine([fakeNode('a', { fail: refused }, []), fakeNode('b', { fail: refused }, [])], 'c');
    await expect(select(engine)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('tells connection errors from the server\'s', () => {
    expect(isConnectionError(refused())).toBe(true);
    expect(isConnectionError(new Error('socket hang up'))).toBe(true);
    expect(isConnectionError(Object.assign(new Error('fetch failed'), { cause: { code: 'ECONNRESET' } }))).toBe(true);
    expect(isConnectionError(new Error('Code: 241, e.displayText() = DB::Exception: Memory limit exceeded'))).toBe(false);
  });

  it('reads several nodes from CLICKHOUSE_URL, the first being the loaders\'', () => {
    expect(clickHouseConfigFromEnv({ CLICKHOUSE_URL: 'http://ch1:8123/, http://ch2:8123' })).toMatchObject({ url: 'http://ch1:8123', urls: ['http://ch1:8123', 'http://ch2:8123'] });
    expect(clickHouseConfigFromEnv({ CLICKHOUSE_URL: 'http://ch1:8123/' })).toEqual({ url: 'http://ch1:8123', user: 'default', password: '', database: 'default', cluster: 'console_cluster' });
  });
});
