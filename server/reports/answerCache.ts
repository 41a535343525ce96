import type { ReportRequest } from '../../src/engine/request/types';
import type { RowScope } from '../compiler/types';
import { BASE_CURRENCY } from '../warehouse/schema';
import { ByteLru, type CacheStats } from './byteLru';

export interface AnswerCacheOptions {
  /** Bytes the kept answers may take (their JSON as UTF-8, and their keys); ANSWER_CACHE_MB in the server. */
  maxBytes?: number;
  /** The warehouse's load (Warehouse.generation): when it changes, every kept answer is dropped. */
  generation: () => Promise<string>;
  /** How often the generation is read again (a DuckDB warehouse's never changes while open). */
  checkEveryMs?: number;
  now?: () => number;
}

/** Everything a report's answer depends on, beside the warehouse's load. */
export interface AnswerInputs {
  reportId: string;
  /** The definitions in use (the dev loop replaces them on save): one id per registry object. */
  definitions: object;
  request: ReportRequest;
  scope: RowScope;
  /** The server's day (UTC): date presets resolve against it (and against the data's end, fixed per load). */
  today: string;
}

export interface AnswerCacheStats extends CacheStats {
  generation: string | null;
  /** Times a new load was seen and the kept answers dropped. */
  loads: number;
}

/**
 * Whole report answers (the `result` of POST /api/report/<id>, as UTF-8 JSON), kept until the
 * warehouse's next load. The warehouse is immutable between loads, so an answer is a function of
 * its inputs (AnswerInputs) and of the load; the key holds all of them, the row scope included, so
 * one scope's rows never answer another's. Bounded by the bytes of the kept text.
 */
export class AnswerCache {
  private readonly lru: ByteLru<Buffer>;
  private generation: string | null = null;
  private checkedAt = -Infinity;
  private checking: Promise<void> | null = null;
  private loads = 0;
  private readonly ids = new WeakMap<object, number>();
  private nextId = 1;
  private readonly now: () => number;
  private readonly requestKeys = new Map<string, string>();

  constructor(private readonly options: AnswerCacheOptions) {
    this.lru = new ByteLru<Buffer>(options.maxBytes ?? 64 * 2 ** 20, (bytes, key) => bytes.length + 2 * key.length + 128);
    this.now = options.now ?? Date.now;
  }

  /**
   * The answer's JSON from the cache, else from `compute` (kept once it succeeds). Kept as UTF-8
   * bytes, the form it is sent in: a hit is written out without encoding it again, and the same
   * Buffer object is handed to every hit (the route keeps its envelope beside it).
   */
  async answer(inputs: AnswerInputs, compute: () => Promise<Buffer>): Promise<Buffer> {
    await this.checkGeneration();
    return this.lru.get(this.key(inputs), compute);
  }

  /** Reads the warehouse's generation now (at start, and when `checkEveryMs` has passed since the last read). */
  checkGeneration(): Promise<void> {
    if (this.checking) return this.checking;
    if (this.generation !== null && this.now() - this.checkedAt < (this.options.checkEveryMs ?? 30_000)) return Promise.resolve();
    this.checking = this.options.generation().then((generation) => {
      if (this.generation !== null && generation !== this.generation) {
        this.lru.clear();
        this.loads++;
      }
      this.generation = generation;
      this.checkedAt = this.now();
    }).finally(() => { this.checking = null; });
    return this.checking;
  }

  stats(): AnswerCacheStats {
    return { ...this.lru.stats(), generation: this.generation, loads: this.loads };
  }

  /** The inputs as one text: the generation, the definitions, the report, the day, the scope and the request normalised. */
  key(inputs: AnswerInputs): string {
    return [this.generation, this.definitionsId(inputs.definitions), inputs.reportId, inputs.today, scopeKey(inputs.scope), this.requestKey(inputs.request)].join('\u0000');
  }

  /** requestKey, remembered by the request's plain JSON (the same request sent again is normalised once). */
  private requestKey(request: ReportRequest): string {
    const plain = JSON.stringify(request);
    let key = this.requestKeys.get(plain);
    if (key === undefined) {
      if (this.requestKeys.size >= 10_000) this.requestKeys.clear();
      this.requestKeys.set(plain, (key = requestKey(request)));
    }
    return key;
  }

  private definitionsId(definitions: object): number {
    let id = this.ids.get(definitions);
    if (id === undefined) this.ids.set(definitions, (id = this.nextId++));
    return id;
  }
}

/** The row scope: its sites as a set (order and repeats do not change what is read) and the contact right. */
export function scopeKey(scope: RowScope): string {
  let sites = siteKeys.get(scope.siteIds);
  if (sites === undefined) siteKeys.set(scope.siteIds, (sites = [...new Set(scope.siteIds)].sort((a, b) => a - b).join(',')));
  return `${sites}|${scope.contact ? 'contact' : 'masked'}`;
}

/** The sites' part of scopeKey per array (an operator's sites are one array while its session row is kept). */
const siteKeys = new WeakMap<readonly number[], string>();

/**
 * The request as its answer reads it: keys in one order, the base currency when none is named, and
 * without `lang` (only an export's headers and labels read it, never a grid answer).
 */
export function requestKey(request: ReportRequest): string {
  const { lang: _lang, currency, ...rest } = request;
  return canonicalJson({ ...rest, currency: currency ?? BASE_CURRENCY });
}

/** JSON with every object's keys sorted (arrays keep their order: a sort's order is meaningful). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
