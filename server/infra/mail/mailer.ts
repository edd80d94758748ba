import type { Db } from '../../db/client';
import { enqueueEmail, type OutgoingEmail } from '../../repositories/outbox';
import { guardMail } from '../rateLimiter';
import { servicePlugin } from '../../services/registry';
import type { OutboxWorker } from './outboxWorker';

/** Writes e-mails to the outbox (inside the caller's transaction) and wakes the worker once committed. */
export interface Mailer {
  enqueue(db: Db, email: OutgoingEmail): Promise<void>;
  /**
   * For e-mails a user's action sends to someone (invitations, later invoices): 429 once the salon or the
   * recipient has had its share this hour (MAIL_LIMITS). Throwing rolls the caller's transaction back.
   */
  enqueueLimited(db: Db, email: OutgoingEmail & { salonId: number }): Promise<void>;
  /** Call after the transaction that enqueued commits. */
  wake(): void;
}

export function createMailer(getWorker: () => OutboxWorker | undefined): Mailer {
  return {
    enqueue: async (db, email) => {
      await enqueueEmail(db, email);
    },
    enqueueLimited: async (db, email) => {
      await guardMail(db, email);
      await enqueueEmail(db, email);
    },
    wake: () => getWorker()?.poke(),
  };
}

declare module 'fastify' {
  interface ServiceRegistry {
    mailer: Mailer;
  }
}

/** Registers the mailer as app.services.mailer; it wakes the outbox worker when there is one. */
export default servicePlugin('mailer', (app) => createMailer(() => app.outbox));
