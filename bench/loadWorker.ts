import { Worker } from 'node:worker_threads';

/** One HTTP request the load sends: a POST of a JSON body. */
export interface LoadRequest {
  path: string;
  body: string;
  headers?: Record<string, string>;
}

export interface LoadFigures {
  seconds: number;
  requests: number;
  perSecond: number;
  /** Latency of every request, in ms, in the order they ended. */
  latencies: number[];
  errors: number;
}

/**
 * The clients' loop, as plain JavaScript run in a worker thread: `clients` keep-alive connections,
 * each sending the next request of the list as soon as its last answered. A request succeeded when
 * its answer is a 200 starting with `okPrefix` (the API's envelope `{"status":1,`): the answer is
 * read whole but not parsed, so the clients cost the server's thread nothing and little CPU.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { url, requests, clients, seconds, okPrefix } = workerData;
const { hostname, port } = new URL(url);
const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
const prefix = Buffer.from(okPrefix);
const encoded = requests.map((r) => ({ path: r.path, body: Buffer.from(r.body), headers: { 'content-type': 'application/json', ...(r.headers || {}) } }));
function send(r) {
  return new Promise((resolve) => {
    const req = http.request({ hostname, port, path: r.path, method: 'POST', agent, headers: { ...r.headers, 'content-length': r.body.length } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const answer = Buffer.concat(chunks);
        resolve(res.statusCode === 200 && answer.subarray(0, prefix.length).equals(prefix));
      });
      res.on('error', () => resolve(false));
    });
    req.on('error', () => resolve(false));
    req.end(r.body);
  });
}
(async () => {
  const latencies = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const stopAt = started + seconds * 1000;
  await Promise.all(Array.from({ length: clients }, async () => {
    while (performance.now() < stopAt) {
      const r = encoded[next++ % encoded.length];
      const t0 = performance.now();
      const ok = await send(r);
      latencies.push(performance.now() - t0);
      if (!ok) errors++;
    }
  }));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  parentPort.postMessage({ seconds: elapsed, requests: latencies.length, perSecond: latencies.length / elapsed, latencies, errors });
})();
`;

/**
 * `clients` concurrent clients on loopback for `seconds`, in a worker thread of their own: the
 * server under test keeps the main thread (and the clients' JSON and HTTP work the other core),
 * as a browser or a load generator on another process would leave it.
 */
export function runLoad(url: string, requests: readonly LoadRequest[], clients: number, seconds: number, okPrefix = '{"status":1,'): Promise<LoadFigures> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { url, requests, clients, seconds, okPrefix } });
    worker.once('message', (figures: LoadFigures) => {
      resolve(figures);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}
