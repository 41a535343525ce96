import type { ReportRequest } from '../../src/engine/request/types';
import type { RowScope } from '../compiler/types';
import { BASE_CURRENCY } from '../warehouse/schema';
import { ByteLru, type CacheStats } from './byteLru';

export interface AnswerCacheOptions {
  /** Bytes the kept answers may take (their JSON as UTF-8, and their keys); ANSWER_CACHE_MB in the server. */
  maxBytes?: number;
}

/** Everything a report's answer depends on. */
export interface AnswerInputs {
  /** The load the answer reads (Warehouse.generation): only answers of the load served are kept. */
  generation: string;
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
 * its inputs (AnswerInputs), the load among them; the key holds all of them, the row scope
 * included, so one scope's rows never answer another's. Bounded by the bytes of the kept text.
 * The console says which load it serves (`serve`, server/http/liveData.ts): the answers of earlier
 * loads are dropped then, and a request begun on an earlier load is answered but not kept.
 */
export class AnswerCache {
  private readonly lru: ByteLru<Buffer>;
  private served: string | null = null;
  private loads = 0;
  private readonly ids = new WeakMap<object, number>();
  private nextId = 1;
  private readonly requestKeys = new Map<string, string>();

  constructor(options: AnswerCacheOptions = {}) {
    this.lru = new ByteLru<Buffer>(options.maxBytes ?? 64 * 2 ** 20, (bytes, key) => bytes.length + 2 * key.length + 128);
  }

  /** The load served: with the first it is kept; a new one drops every answer kept so far. */
  serve(generation: string): void {
    if (this.served !== null && generation !== this.served) {
      this.lru.clear();
      this.loads++;
    }
    this.served = generation;
  }

  /** The load served, null before the first. */
  get generation(): string | null {
    return this.served;
  }

  /**
   * The answer's JSON from the cache, else from `compute` (kept once it succeeds). Kept as UTF-8
   * bytes, the form it is sent in: a hit is written out without encoding it again, and the same
   * Buffer object is handed to every hit (the route keeps its envelope beside it).
   */
  async answer(inputs: AnswerInputs, compute: () => Promise<Buffer>): Promise<Buffer> {
    if (inputs.generation !== this.served) return compute();
    return this.lru.get(this.key(inputs), compute);
  }

  stats(): AnswerCacheStats {
    return { ...this.lru.stats(), generation: this.served, loads: this.loads };
  }

  /** The inputs as one text: the generation, the definitions, the report, the day, the scope and the request normalised. */
  key(inputs: AnswerInputs): string {
    return [inputs.generation, this.definitionsId(inputs.definitions), inputs.reportId, inputs.today, scopeKey(inputs.scope), this.requestKey(inputs.request)].join('\u0000');
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
