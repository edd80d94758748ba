import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { claimDueEmails, markAttemptFailed, markSent, releaseClaims } from '../../repositories/outbox';

export const MAX_ATTEMPTS = 8;
const BATCH = 10;
const LOCK_SECONDS = 120;

/** 30 s, 1 min, 2 min, ... capped at 1 h. */
export const backoffSeconds = (attempt: number) => Math.min(30 * 2 ** (attempt - 1), 3600);

/**
 * nodemailer waits up to 2 minutes to connect and 10 minutes on a silent socket by default: one stalled SMTP
 * server would hold a whole round (and a shutdown) that long. A send that times out is retried with the backoff.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export interface OutboxWorkerOptions {
  /** Between rounds when nothing wakes the worker (2 s). */
  intervalMs?: number;
  /** How long stop() waits for the e-mail being sent (10 s): a shutdown must not hang on a stalled SMTP server. */
  stopWaitMs?: number;
}

export interface OutboxWorker {
  /** Ask for a delivery round now (after an e-mail is queued) instead of waiting for the next tick. */
  poke(): void;
  /** Runs rounds until nothing is due; resolves when done (used by tests and shutdown). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

export function startOutboxWorker(db: Db, smtpUrl: string, from: string, log: FastifyBaseLogger, options: OutboxWorkerOptions = {}): OutboxWorker {
  const { intervalMs = 2000, stopWaitMs = 10_000 } = options;
  const transport: Transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function round(): Promise<number> {
    const emails = await claimDueEmails(db, BATCH, LOCK_SECONDS);
    for (const [index, email] of emails.entries()) {
      if (stopped) {
        // Shutting down: the rest of the batch goes back to the outbox at once, for the next start or another instance.
        await releaseClaims(db, emails.slice(index).map((unsent) => unsent.id));
        break;
      }
      try {
        await transport.sendMail({ from, to: email.to, subject: email.subject, html: email.html, text: email.text });
        await markSent(db, email.id);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const retry = email.attempts >= MAX_ATTEMPTS ? null : backoffSeconds(email.attempts);
        log.warn({ emailId: email.id, attempt: email.attempts, retry }, `e-mail delivery failed: ${message}`);
        await markAttemptFailed(db, email.id, message.slice(0, 500), retry);
      }
    }
    return emails.length;
  }

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          while (!stopped && (await round()) === BATCH);
        } while (again && !stopped);
      } catch (error) {
        log.error({ err: error }, 'outbox round failed');
      } finally {
        running = null;
      }
    })();
    return running;
  }

  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  void run();

  return {
    poke: () => void run(),
    drain: async () => {
      while (running) await running;
      await run();
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      // The e-mail being sent may finish; one stuck past stopWaitMs keeps its claim, which runs out (LOCK_SECONDS).
      let waited: NodeJS.Timeout | undefined;
      const timeUp = new Promise<void>((resolve) => (waited = setTimeout(resolve, stopWaitMs)));
      if (running) await Promise.race([running, timeUp]);
      clearTimeout(waited);
      transport.close();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The running worker: only with SMTP_URL and workers started (tests may drive it with drain()). */
    outbox: OutboxWorker | undefined;
  }
}

/** The outbox worker as a background job: started when asked and SMTP_URL is set, stopped on close. */
export const outboxJob = fp<{ start: boolean }>(
  async (app, { start }) => {
    const { smtpUrl, mailFrom } = app.config;
    const worker = start && smtpUrl ? startOutboxWorker(app.db, smtpUrl, mailFrom, app.log) : undefined;
    app.decorate('outbox', worker);
    app.addHook('onClose', async () => worker?.stop());
  },
  { name: 'job:outbox' },
);
