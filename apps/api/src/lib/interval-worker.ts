import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `work` every `everyMs` in the server process until stopped; a failed round is logged and
 * the next one tries again. `stop` waits for a round in progress, so a shutdown finishes it.
 */
export function startIntervalWorker(
  work: () => Promise<unknown>,
  { everyMs, log, what }: { everyMs: number; log: FastifyBaseLogger; what: string },
) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = work().catch((error: unknown) =>
      log.warn({ err: error instanceof Error ? error.message : String(error) }, `${what} not sent`),
    );
  }, everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
