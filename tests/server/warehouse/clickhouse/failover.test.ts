import type { ClickHouseClient } from '@clickhouse/client';
import { describe, expect, it } from 'vitest';
import { clickHouseConfigFromEnv } from '../../../../server/warehouse/clickhouse/config';
import { httpEngine, isConnectionError } from '../../../../server/warehouse/clickhouse/engine';

/**
 * A stand-in for one node: its client answers with the node's name, fails as told, or (`hung`)
 * never answers until its query is aborted; its ping answers unless the node is down or hung.
 */
function fakeNode(url: string, behaviour: { fail?: () => Error | undefined; hung?: () => boolean; hungInBody?: () => boolean; pingDown?: () => boolean }, asked: string[], pings: string[] = []) {
  const client = {
    async query({ abort_signal }: { abort_signal: AbortSignal }) {
      asked.push(url);
      if (behaviour.hung?.()) {
        await new Promise((_, reject) => abort_signal.addEventListener('abort', () => reject(new Error('The user aborted a request.')), { once: true }));
      }
      const error = behaviour.fail?.();
      if (error) throw error;
      // stopped after its headers: the body never comes, and the signal no longer reaches the read (as @clickhouse/client's
      // query lets go of it once the headers are in); only closing the result ends the read
      if (behaviour.hungInBody?.()) {
        let closed: (e: Error) => void = () => undefined;
        const body = new Promise<never>((_, reject) => { closed = reject; });
        return { json: () => body, close: () => closed(new Error('Stream has been already consumed')) };
      }
      return { json: async () => ({ meta: [{ name: 'node', type: 'String' }], data: [{ node: url }] }) };
    },
    async command() { /* KILL QUERY */ },
    async close() { /* nothing held */ },
  } as unknown as ClickHouseClient;
  const ping = async (timeoutMs: number) => {
    pings.push(url);
    if (behaviour.hung?.()) await new Promise((r) => setTimeout(r, timeoutMs));
    return !behaviour.hung?.() && !behaviour.pingDown?.() && !behaviour.fail?.();
  };
  return { url, client, ping };
}

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
const select = (engine: ReturnType<typeof httpEngine>) => engine.select('SELECT 1', { queryId: 'q', signal: new AbortController().signal, settings: {} }).then((a) => a.data[0].node);

describe('the console\'s ClickHouse client over several nodes', () => {
  it('sends queries to the nodes in turn', async () => {
    const asked: string[] = [];
    const engine = httpEngine(['a', 'b', 'c'].map((u) => fakeNode(u, {}, asked)), 'c');
    expect([await select(engine), await select(engine), await select(engine), await select(engine)]).toEqual(['a', 'b', 'c', 'a']);
  });

  it('sends a query whose node cannot be reached to the next, and none to that node until it answers its ping', async () => {
    const asked: string[] = [];
    const lines: string[] = [];
    let down = true;
    const engine = httpEngine([fakeNode('a', { fail: () => (down ? refused() : undefined) }, asked), fakeNode('b', {}, asked)], 'c', { retryAfterMs: 50, onNode: (l) => lines.push(l) });
    expect([await select(engine), await select(engine), await select(engine)]).toEqual(['b', 'b', 'b']);
    expect(asked).toEqual(['a', 'b', 'b', 'b']); // a asked once, then skipped
    expect(lines).toEqual(['ClickHouse node a unreachable (ECONNREFUSED): its queries go to the other nodes until it answers /ping (tried every 0.05 s)']);
    // pinged while still down: no query sent to it, not told again
    await new Promise((r) => setTimeout(r, 120));
    expect([await select(engine), await select(engine)]).toEqual(['b', 'b']);
    expect(asked.filter((u) => u === 'a')).toHaveLength(1);
    expect(lines).toHaveLength(1);
    down = false;
    await new Promise((r) => setTimeout(r, 120));
    expect(lines.at(-1)).toBe('ClickHouse node a answers again');
    const answers = [await select(engine), await select(engine)];
    expect(answers.sort()).toEqual(['a', 'b']);
    await engine.close();
  });

  it('gives up a query on a node that stops answering its ping, sends it to the next, and sends that node none until it answers again', async () => {
    const asked: string[] = [];
    const pings: string[] = [];
    const lines: string[] = [];
    let hung = true;
    const engine = httpEngine([fakeNode('a', { hung: () => hung }, asked, pings), fakeNode('b', {}, asked, pings)], 'c', { retryAfterMs: 50, hangCheckMs: 30, pingTimeoutMs: 40, onNode: (l) => lines.push(l) });
    const started = Date.now();
    expect(await select(engine)).toBe('b');
    expect(Date.now() - started).toBeLessThan(1000); // the check after 30 ms, the ping given up after 40
    expect(asked).toEqual(['a', 'b']);
    expect(lines).toEqual(['ClickHouse node a stopped answering (no answer to /ping within 0.04 s while a query ran): its queries go to the other nodes until it answers /ping (tried every 0.05 s)']);
    expect([await select(engine), await select(engine)]).toEqual(['b', 'b']);
    expect(asked.filter((u) => u === 'a')).toHaveLength(1);
    hung = false;
    await new Promise((r) => setTimeout(r, 200));
    expect(lines.at(-1)).toBe('ClickHouse node a answers again');
    expect([await select(engine), await select(engine)].sort()).toEqual(['a', 'b']);
    await engine.close();
  });

  it('gives up a query whose node stops while it sends the answer, and sends it to the next', async () => {
    const asked: string[] = [];
    const lines: string[] = [];
    let hung = true;
    const engine = httpEngine([fakeNode('a', { hungInBody: () => hung, pingDown: () => hung }, asked), fakeNode('b', {}, asked)], 'c', { retryAfterMs: 50, hangCheckMs: 30, pingTimeoutMs: 40, onNode: (l) => lines.push(l) });
    const started = Date.now();
    expect(await select(engine)).toBe('b');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(asked).toEqual(['a', 'b']);
    expect(lines[0]).toMatch(/^ClickHouse node a stopped answering/);
    hung = false;
    await engine.close();
  });

  it('keeps a slow query on a node that answers its ping, and fails a hung lone node with its reason', async () => {
    const pings: string[] = [];
    let slow = true;
    const slowNode = fakeNode('a', {}, [], pings);
    const query = slowNode.client.query.bind(slowNode.client);
    slowNode.client.query = (async (args: Parameters<typeof query>[0]) => {
      if (slow) await new Promise((r) => setTimeout(r, 150));
      return query(args);
    }) as typeof query;
    const engine = httpEngine([slowNode, fakeNode('b', {}, [], pings)], 'c', { hangCheckMs: 30, pingTimeoutMs: 40 });
    expect(await select(engine)).toBe('a');
    expect(pings.filter((u) => u === 'a').length).toBeGreaterThanOrEqual(2); // checked while it ran, and kept
    slow = false;
    const lone = httpEngine([fakeNode('a', { hung: () => true }, [])], 'c', { hangCheckMs: 30, pingTimeoutMs: 40 });
    await expect(select(lone)).rejects.toThrow('ClickHouse node a stopped answering: no answer to /ping within 0.04 s');
    await Promise.all([engine.close(), lone.close()]);
  });

  it('sends a query again when its node lost a peer mid-read, and never retries a query the server refused', async () => {
    const asked: string[] = [];
    const peerLost = () => new Error('Code: 210, e.displayText() = DB::NetException: Connection refused (127.0.0.1:29161), e.what() = DB::NetException');
    const engine = httpEngine([fakeNode('a', { fail: peerLost }, asked), fakeNode('b', {}, asked)], 'c');
    expect(await select(engine)).toBe('b');
    const refusing = httpEngine([fakeNode('a', { fail: () => new Error('Code: 47, e.displayText() = DB::Exception: Unknown identifier') }, asked), fakeNode('b', {}, asked)], 'c');
    await expect(select(refusing)).rejects.toThrow(/Code: 47/);
  });

  it('sends a statement\'s bound values to the server as its query parameters', async () => {
    const node = fakeNode('a', {}, []);
    const seen: unknown[] = [];
    const query = node.client.query.bind(node.client);
    node.client.query = ((args: Parameters<typeof query>[0]) => {
      seen.push((args as { query_params?: unknown }).query_params);
      return query(args);
    }) as typeof query;
    const engine = httpEngine([node], 'c');
    await engine.select('SELECT {p1:String}', { queryId: 'q', signal: new AbortController().signal, settings: {}, params: { p1: "a'b" } });
    await engine.select('SELECT 1', { queryId: 'q', signal: new AbortController().signal, settings: {} });
    expect(seen).toEqual([{ p1: "a'b" }, undefined]);
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
