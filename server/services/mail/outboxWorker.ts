import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { claimDueEmails, markAttemptFailed, markSent } from '../../repositories/outbox';

export const MAX_ATTEMPTS = 8;
const BATCH = 10;
const LOCK_SECONDS = 120;

/** 30 s, 1 min, 2 min, ... capped at 1 h. */
export const backoffSeconds = (attempt: number) => Math.min(30 * 2 ** (attempt - 1), 3600);

export interface OutboxWorker {
  /** Ask for a delivery round now (after an e-mail is queued) instead of waiting for the next tick. */
  poke(): void;
  /** Runs rounds until nothing is due; resolves when done (used by tests and shutdown). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

export function startOutboxWorker(db: Db, smtpUrl: string, from: string, log: FastifyBaseLogger, intervalMs = 2000): OutboxWorker {
  const transport: Transporter = nodemailer.createTransport(smtpUrl);
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function round(): Promise<number> {
    const emails = await claimDueEmails(db, BATCH, LOCK_SECONDS);
    for (const email of emails) {
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
      if (running) await running;
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
