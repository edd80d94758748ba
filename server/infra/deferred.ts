import type { FastifyBaseLogger } from 'fastify';
import { servicePlugin } from '../services/registry';

/**
 * Work that runs after the reply has gone out, so the reply's timing cannot tell what the work found (the
 * forgot-password answer must not reveal whether the e-mail has an account). Failures are logged, never
 * thrown at a request that has already been answered.
 */
export function createDeferredWork(log: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();
  let gate: Promise<void> | undefined;

  function run(task: () => Promise<void>) {
    const job: Promise<void> = (async () => {
      // setImmediate: never before the current request's reply has been handed to the socket.
      await new Promise<void>((resolve) => setImmediate(resolve));
      while (gate) await gate;
      await task();
    })()
      .catch((error: unknown) => log.error({ err: error }, 'deferred work failed'))
      .finally(() => pending.delete(job));
    pending.add(job);
  }

  return {
    run,
    /** How many tasks are queued or running. */
    get pending() {
      return pending.size;
    },
    /** Resolves once every queued task has finished (shutdown, and tests that read what the work wrote). */
    async drain() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    /**
     * Keeps queued tasks from starting until the returned function is called: tests use it to show that the
     * reply never waits for the work.
     */
    hold(): () => void {
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = () => {
          if (gate === held) gate = undefined;
          resolve();
        };
      });
      gate = held;
      return release;
    },
  };
}

export type DeferredWork = ReturnType<typeof createDeferredWork>;

declare module 'fastify' {
  interface ServiceRegistry {
    deferred: DeferredWork;
  }
}

/** The queue as app.services.deferred; work queued after its reply is written before the database closes. */
export default servicePlugin('deferred', (app) => {
  const deferred = createDeferredWork(app.log);
  app.addHook('onClose', () => deferred.drain());
  return deferred;
});
