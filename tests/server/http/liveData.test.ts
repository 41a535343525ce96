import { describe, expect, it } from 'vitest';
import { LiveData } from '../../../server/http/liveData';
import type { ServedData } from '../../../server/http/servedData';
import type { WarehouseSource } from '../../../server/warehouse/source';
import type { Warehouse } from '../../../server/warehouse/warehouse';

/** A warehouse of one load that only knows whether it was closed. */
type FakeWarehouse = Warehouse & { closed: boolean; generation(): Promise<string> };

function fakeWarehouse(generation: string): FakeWarehouse {
  const w = {
    dialect: 'duckdb' as const, closed: false,
    query: async () => [],
    generation: async () => generation,
    close: async () => { w.closed = true; },
  };
  return w;
}

const servedOf = (warehouse: Warehouse): Promise<ServedData> =>
  (warehouse as FakeWarehouse).generation().then((generation) => ({ warehouse, generation } as unknown as ServedData));

/** A source whose present load the test sets; `broken` loads cannot be opened. */
function fakeSource(first: string) {
  const state = { load: first, opened: [] as FakeWarehouse[], broken: new Set<string>() };
  const source: WarehouseSource = {
    probe: async () => state.load,
    open: async () => {
      if (state.broken.has(state.load)) throw new Error(`cannot open ${state.load}`);
      const w = fakeWarehouse(state.load);
      state.opened.push(w);
      return { warehouse: w, owned: true };
    },
  };
  return { state, source };
}

describe('the loads the console serves', () => {
  it('switches to a new load at once, and closes the previous one when its last request leaves', async () => {
    const first = fakeWarehouse('load-1');
    const { state, source } = fakeSource('load-1');
    const switched: string[] = [];
    const live = new LiveData(await servedOf(first), source, { build: servedOf, onSwitch: (s) => switched.push(s.generation) }, true);
    expect(await live.check()).toBe(false);

    const heard: string[] = [];
    live.listen((s) => heard.push(s.generation));
    const reading = live.enter();
    state.load = 'load-2';
    expect(await live.check()).toBe(true);
    expect(heard).toEqual(['load-2']);
    expect(live.current().generation).toBe('load-2');
    expect(switched).toEqual(['load-2']);
    // the request begun on load 1 still reads it; the next request reads load 2
    expect(reading.served.generation).toBe('load-1');
    expect(first.closed).toBe(false);
    const next = live.enter();
    expect(next.served.generation).toBe('load-2');
    reading.leave();
    await Promise.resolve();
    expect(first.closed).toBe(true);
    reading.leave();
    next.leave();
    expect(state.opened[0].closed).toBe(false);

    await live.close();
    expect(state.opened[0].closed).toBe(true);
  });

  it('keeps serving the present load when a new one cannot be opened, and says so once', async () => {
    const { state, source } = fakeSource('load-1');
    const logged: string[] = [];
    const live = new LiveData(await servedOf(fakeWarehouse('load-1')), source, { build: servedOf, log: (line) => logged.push(line) }, true);
    state.load = 'load-2';
    state.broken.add('load-2');
    expect(await live.check()).toBe(false);
    expect(await live.check()).toBe(false);
    expect(live.current().generation).toBe('load-1');
    expect(logged).toEqual(['A new load of the warehouse could not be opened; the present one is still served']);
    state.load = 'load-3';
    expect(await live.check()).toBe(true);
    expect(live.current().generation).toBe('load-3');
    await live.close();
  });

  it('does not close a warehouse it does not own (ClickHouse: one warehouse, read again for each load)', async () => {
    const shared = fakeWarehouse('parts-1');
    let load = 'parts-1';
    const source: WarehouseSource = { probe: async () => load, open: async () => ({ warehouse: shared, owned: false }) };
    const live = new LiveData({ warehouse: shared, generation: 'parts-1' } as unknown as ServedData, source, { build: async (w) => ({ warehouse: w, generation: load } as unknown as ServedData) }, false);
    load = 'parts-2';
    expect(await live.check()).toBe(true);
    expect(live.current().generation).toBe('parts-2');
    await live.close();
    expect(shared.closed).toBe(false);
  });
});
