import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet with a CSP that allows no inline script and no framing. Inline styles stay allowed:
 * the grid and chart libraries set style attributes at run time. QR codes are data: images.
 * No CORS plugin is registered: the API is same-origin only.
 */
const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  // the console is served over plain HTTP on loopback by default; TLS is the proxy's business
  strictTransportSecurity: false,
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
};

/**
 * The headers helmet sets, read once: they depend on its options alone (no nonce), so every
 * response gets the same set without running helmet again (which rebuilt its CSP on every request).
 */
export function helmetHeaders(options: HelmetOptions = OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) { headers[name.toLowerCase()] = String(value); },
    removeHeader(name: string) { delete headers[name.toLowerCase()]; },
  };
  let done = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error('helmet did not finish at once: its headers cannot be read ahead');
  return headers;
}

/** Every response carries helmet's headers; API answers are also never stored by a cache. */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  const page = helmetHeaders();
  const api = { ...page, 'cache-control': 'no-store' };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') || request.url === '/api' ? api : page);
    done();
  });
}
