import type { Db } from '../../db/client';
import { findEmail, listEmails } from '../../repositories/outbox';
import { servicePlugin } from '../../services/registry';

/** The outbox read as a mailbox: local mode's page for e-mails that were not sent (routes/dev/devMailbox.ts). */
export function createMailbox(db: Db) {
  return {
    list: () => listEmails(db),
    find: (id: number) => findEmail(db, id),
  };
}
export type Mailbox = ReturnType<typeof createMailbox>;

declare module 'fastify' {
  interface ServiceRegistry {
    mailbox: Mailbox;
  }
}

/** Registers the service as app.services.mailbox. */
export default servicePlugin('mailbox', (app) => createMailbox(app.db));
