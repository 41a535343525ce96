import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { executorErrors } from '../compiler/runStatement';
import type { AnswerCache } from '../reports/answerCache';

/** A task the server runs beside its requests: started once the server is ready, aborted (and awaited) when it closes. */
export type BackgroundTask = (signal: AbortSignal, log: FastifyBaseLogger) => Promise<void>;

/**
 * Runs background tasks without delaying readiness: each starts after `ready` and is not awaited
 * by it; closing aborts them and waits for the step each is in (a query runs to its end or its
 * timeout), so the warehouse is never closed under a running read.
 */
export function backgroundRunner(app: FastifyInstance): (task: BackgroundTask) => void {
  const controller = new AbortController();
  const running = new Set<Promise<void>>();
  const pending: BackgroundTask[] = [];
  let ready = false;
  const start = (task: BackgroundTask) => {
    const run = task(controller.signal, app.log).catch((error: unknown) => app.log.error({ err: error }, 'background task failed'));
    running.add(run);
    void run.finally(() => running.delete(run));
  };
  app.addHook('onReady', async () => {
    ready = true;
    pending.splice(0).forEach(start);
  });
  app.addHook('onClose', async () => {
    controller.abort();
    await Promise.all(running);
  });
  return (task) => (ready ? start(task) : pending.push(task));
}

/** The answer cache's hit rate in the server's log: every `everyMs` when it was used meanwhile, and at close. */
export function logAnswerCache(app: FastifyInstance, answers: AnswerCache, everyMs = 5 * 60_000): void {
  let logged = -1;
  const log = () => {
    const stats = answers.stats();
    const lookups = stats.hits + stats.misses;
    if (lookups === logged) return;
    logged = lookups;
    app.log.info({ answerCache: { ...stats, hitRate: Number(stats.hitRate.toFixed(4)) }, executorErrors: executorErrors() }, 'report answer cache');
  };
  const timer = setInterval(log, everyMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    log();
  });
}
