import type { Db } from '../../db/client';
import { enqueueEmail, type OutgoingEmail } from '../../repositories/outbox';
import type { OutboxWorker } from './outboxWorker';

/** Writes e-mails to the outbox (inside the caller's transaction) and wakes the worker once committed. */
export interface Mailer {
  enqueue(db: Db, email: OutgoingEmail): Promise<void>;
  /** Call after the transaction that enqueued commits. */
  wake(): void;
}

export function createMailer(getWorker: () => OutboxWorker | undefined): Mailer {
  return {
    enqueue: async (db, email) => {
      await enqueueEmail(db, email);
    },
    wake: () => getWorker()?.poke(),
  };
}
