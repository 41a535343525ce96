import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { Status } from '../../src/engine/status';
import { ApiError, envelopeOf } from './apiError';

/**
 * Serves the built console from dist/ and answers every other non-API GET with index.html, so
 * the browser router owns the path. Unknown /api paths answer the 404 envelope.
 */
export async function serveConsole(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const hasDist = distDir !== undefined && fs.existsSync(path.join(distDir, 'index.html'));
  if (hasDist) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      wildcard: true,
      // dist/ holds .br and .gz copies made at build time (server/http/precompress.ts): no compression per request
      preCompressed: true,
      setHeaders(reply, file) {
        // hashed asset names change with their content; index.html must always be revalidated
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    if (url === '/api' || url.startsWith('/api/')) {
      return reply.code(404).send(envelopeOf(new ApiError(Status.NOT_FOUND, `Not found: ${request.method} ${url.slice(0, 200)}`)));
    }
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(url);
    if (hasDist && wantsPage) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
}
