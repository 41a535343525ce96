import type { FastifyInstance } from 'fastify';
import { badRequest, envelopeOf } from './apiError';

/** A segment that climbs (`..`, also with a `;` parameter as some servers read it). */
const CLIMBING = /^\.\.(;.*)?$/;

/**
 * Whether a request's path is one no page or file of the console can have: it does not decode,
 * or, decoded once or twice (a double-encoded probe), it holds a NUL byte, a backslash, an encoded
 * slash or a segment that climbs. Such paths answer 400 'malformed path' on /api and on static
 * paths alike, before any route or file lookup (docs/SECURITY-DECISIONS.md).
 */
export function isMalformedPath(url: string): boolean {
  let path = url.split('?')[0];
  for (let round = 0; round < 2; round++) {
    if (/%(2f|5c)/i.test(path)) return true;
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return true;
    }
    if (/[\0\\]/.test(decoded) || decoded.split('/').some((s) => CLIMBING.test(s))) return true;
    if (decoded === path) return false;
    path = decoded;
  }
  return false;
}

export function refuseMalformedPaths(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (isMalformedPath(request.raw.url ?? '/')) return reply.code(400).send(envelopeOf(badRequest('malformed path')));
  });
}
