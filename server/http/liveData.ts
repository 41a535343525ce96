import type { WarehouseSource } from '../warehouse/source';
import type { Warehouse } from '../warehouse/warehouse';
import type { ServedData } from './servedData';

export interface LiveDataOptions {
  /** Builds what the console reads off a warehouse (servedData.ts). */
  build(warehouse: Warehouse): Promise<ServedData>;
  /** Made ready before it is served (its small tables held in memory): the previous load answers meanwhile. */
  prepare?(served: ServedData): Promise<void>;
  /** Called at the instant a new load is served (the answer cache drops the previous load's answers). */
  onSwitch?(served: ServedData, previous: ServedData): void;
  log?(line: string, error?: unknown): void;
}

interface Held { served: ServedData; owned: boolean; readers: number; retired: boolean }

/**
 * The data the console serves, switched from one load to the next at one instant. A request
 * `enter`s the load served when it starts and reads only that one until it `leave`s (its answer
 * sent, or its client gone), so no answer mixes two loads. A new load (seen by `check`, which a
 * timer calls every few seconds) is opened and made ready beside the one served; then the switch
 * is one assignment, and the previous warehouse closes once its last request has left. A load that
 * cannot be opened leaves the previous one served (logged once per load).
 */
export class LiveData {
  private held: Held;
  private checking: Promise<boolean> | null = null;
  private failed: string | null = null;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;
  private readonly draining = new Set<Held>();
  private readonly listeners: ((served: ServedData) => void)[] = [];

  constructor(first: ServedData, private readonly source: WarehouseSource | null, private readonly options: LiveDataOptions, owned = false) {
    this.held = { served: first, owned, readers: 0, retired: false };
  }

  /** The load served now. */
  current(): ServedData {
    return this.held.served;
  }

  /** Calls `listener` each time a new load is served, after the switch (the dashboards are warmed again). */
  listen(listener: (served: ServedData) => void): void {
    this.listeners.push(listener);
  }

  /** The load served now, kept open until `leave` is called (once; later calls do nothing). */
  enter(): { served: ServedData; leave: () => void } {
    const held = this.held;
    held.readers++;
    let left = false;
    return {
      served: held.served,
      leave: () => {
        if (left) return;
        left = true;
        held.readers--;
        if (held.retired && held.readers === 0) void this.closeHeld(held);
      },
    };
  }

  /** Looks for a new load every `everyMs` (the timer does not keep the process alive). */
  watch(everyMs: number): void {
    if (!this.source || this.timer) return;
    this.timer = setInterval(() => { void this.check(); }, everyMs);
    this.timer.unref();
  }

  /** Switches to the source's present load when it is not the one served; true when it switched. */
  check(): Promise<boolean> {
    if (!this.source || this.closed) return Promise.resolve(false);
    this.checking ??= this.switchIfNew(this.source).finally(() => { this.checking = null; });
    return this.checking;
  }

  private async switchIfNew(source: WarehouseSource): Promise<boolean> {
    let probed: string;
    try {
      probed = await source.probe();
    } catch (error) {
      this.logOnce(`probe failed: ${String(error)}`, 'The warehouse could not be read for a new load; the present one is still served', error);
      return false;
    }
    if (probed === this.held.served.generation || probed === this.failed) return false;
    let opened: { warehouse: Warehouse; owned: boolean } | undefined;
    try {
      opened = await source.open();
      const served = await this.options.build(opened.warehouse);
      if (served.generation === this.held.served.generation) {
        if (opened.owned) await opened.warehouse.close();
        return false;
      }
      await this.options.prepare?.(served);
      if (this.closed) {
        if (opened.owned) await opened.warehouse.close();
        return false;
      }
      const previous = this.held;
      this.held = { served, owned: opened.owned, readers: 0, retired: false };
      this.failed = null;
      this.options.onSwitch?.(served, previous.served);
      for (const listener of this.listeners) listener(served);
      this.retire(previous);
      return true;
    } catch (error) {
      if (opened?.owned) await opened.warehouse.close().catch(() => undefined);
      this.logOnce(probed, 'A new load of the warehouse could not be opened; the present one is still served', error);
      return false;
    }
  }

  private logOnce(key: string, line: string, error: unknown): void {
    if (this.failed === key) return;
    this.failed = key;
    this.options.log?.(line, error);
  }

  private retire(held: Held): void {
    held.retired = true;
    if (held.readers === 0) void this.closeHeld(held);
    else this.draining.add(held);
  }

  private async closeHeld(held: Held): Promise<void> {
    this.draining.delete(held);
    if (!held.owned) return;
    held.owned = false;
    await held.served.warehouse.close().catch((error: unknown) => this.options.log?.('A previous load\'s warehouse did not close', error));
  }

  /** Stops watching, waits for a switch under way, and closes what it owns (the app closes after its requests are over). */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    await this.checking;
    for (const held of [...this.draining]) await this.closeHeld(held);
    await this.closeHeld(this.held);
  }
}
