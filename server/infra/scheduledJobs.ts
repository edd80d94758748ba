import fp from 'fastify-plugin';

const MINUTE = 60 * 1000;

/**
 * The scheduler, a plugin of the API process: reminders every minute, subscription renewals every 10 minutes,
 * Pix deposits every 15 seconds, each also at start, which catches up what a stopped server missed (a reminder whose time passed goes out if
 * its appointment is still ahead). Several instances may run it on one database: the jobs claim their rows in
 * the database (SKIP LOCKED, a unique claim row), so each reminder and each renewal happens once.
 */
export const scheduledJobs = fp(
  async (app) => {
    const jobs = [
      { name: 'reminders', everyMs: MINUTE, run: () => app.services.reminders.remindDue() },
      { name: 'renewals', everyMs: 10 * MINUTE, run: () => app.services.subscriptions.renewDue() },
      // Pix deposits: holds past their end freed (a page that polls frees its own at once), refunds retried.
      { name: 'deposits', everyMs: 15 * 1000, run: () => app.services.deposits.sweep() },
    ];
    const running = new Set<Promise<unknown>>();
    const timers: NodeJS.Timeout[] = [];
    const start = (job: (typeof jobs)[number]) => {
      const round = job.run().catch((error: unknown) => app.log.error({ err: error }, `${job.name} failed`));
      running.add(round);
      void round.finally(() => running.delete(round));
    };
    app.addHook('onReady', async () => {
      for (const job of jobs) {
        start(job);
        const timer = setInterval(() => start(job), job.everyMs);
        timer.unref();
        timers.push(timer);
      }
    });
    app.addHook('onClose', async () => {
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running);
    });
  },
  { name: 'job:scheduled', dependencies: ['service:subscriptions', 'service:reminders', 'service:deposits'] },
);
