import type { FastifyInstance } from 'fastify';
import { badRequest } from './apiError';

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** A text that could hold a forbidden key: one of the words, or an escape that could spell one. */
const MAY_HOLD_FORBIDDEN = /__proto__|constructor|prototype|\\u/;

/**
 * The API's only body parser. It replaces Fastify's so that a poisoning attempt (a `__proto__`,
 * `constructor` or `prototype` key at any depth) is told apart from JSON that does not parse;
 * no request body of the console ever needs those keys.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(badRequest('the body is empty'), undefined);
    let forbidden: string | undefined;
    let value: unknown;
    try {
      // a reviver costs a call per key: only a body that could hold a forbidden key is read with one
      value = MAY_HOLD_FORBIDDEN.test(text)
        ? JSON.parse(text, (key, v: unknown) => {
          if (FORBIDDEN_KEYS.has(key)) forbidden = key;
          return v;
        })
        : JSON.parse(text);
    } catch {
      return done(badRequest('the body is not valid JSON'), undefined);
    }
    if (forbidden) return done(badRequest(`the body contains the forbidden key '${forbidden}'`), undefined);
    done(null, value);
  });
}
