import type { AxiosAdapter } from 'axios';
import { http } from '../../api/client';
import type { Envelope } from '../../engine/status';

/** An envelope, or a function of the request's reqData answering one. */
export type StubAnswer = Envelope<unknown> | ((reqData: unknown) => Envelope<unknown> | Promise<Envelope<unknown>>);

export interface StubOptions {
  /** Milliseconds every answer takes (shows the waiting states). */
  delayMs?: number;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const ok = <T extends object>(result: T): Envelope<T> => ({ status: 1, result });

/**
 * Answers the console's POST calls inside a story from `answers` keyed by URL: no story reaches
 * a server. A call the story did not expect is logged as an error, so the story test names it.
 * Returns the function that puts the real adapter back.
 */
export function stubApi(answers: Readonly<Record<string, StubAnswer>>, { delayMs = 0 }: StubOptions = {}): () => void {
  const previous = http.defaults.adapter;
  const adapter: AxiosAdapter = async (config) => {
    const url = config.url ?? '';
    const body = typeof config.data === 'string' && config.data ? (JSON.parse(config.data) as { reqData?: unknown }) : {};
    await wait(delayMs);
    const answer = answers[url];
    if (!answer) console.error(`story: no stubbed answer for ${url}`);
    const data = !answer ? { status: 0, result: { message: 'API Server Error' } } : typeof answer === 'function' ? await answer(body.reqData) : answer;
    return { data, status: 200, statusText: 'OK', headers: {}, config, request: {} };
  };
  http.defaults.adapter = adapter;
  return () => { http.defaults.adapter = previous; };
}
