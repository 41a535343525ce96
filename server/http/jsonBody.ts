import type { FastifyInstance } from 'fastify';
import { badRequest } from './apiError';

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

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
      value = JSON.parse(text, (key, v: unknown) => {
        if (FORBIDDEN_KEYS.has(key)) forbidden = key;
        return v;
      });
    } catch {
      return done(badRequest('the body is not valid JSON'), undefined);
    }
    if (forbidden) return done(badRequest(`the body contains the forbidden key '${forbidden}'`), undefined);
    done(null, value);
  });
}
