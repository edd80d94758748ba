import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appointments, clientAvatars, clients, emailOutbox, employees, sales, saleTransactions, services, users } from '../db/schema/index';
import { forgetReminderToken } from './reminders';

/** What the salon holds about one client (LGPD access and portability), and their erasure. Scoped by salon_id. */

/** The client's bookings, oldest first, with the service's and the professional's names. */
export function clientBookingsForExport(db: Db, salonId: number, clientId: number) {
  return db
    .select({
      id: appointments.id,
      startAt: appointments.startAt,
      duration: appointments.duration,
      status: appointments.status,
      serviceName: services.name,
      employeeName: employees.name,
      price: sql<number>`coalesce(${appointments.price}, 0)`,
      notes: appointments.notes,
      remindedAt: appointments.remindedAt,
      createdAt: appointments.createdAt,
    })
    .from(appointments)
    .innerJoin(employees, and(eq(employees.salonId, appointments.salonId), eq(employees.id, appointments.employeeId)))
    .innerJoin(services, and(eq(services.salonId, appointments.salonId), eq(services.id, appointments.serviceId)))
    .where(and(eq(appointments.salonId, salonId), eq(appointments.clientId, clientId), eq(appointments.kind, 'appointment')))
    .orderBy(asc(appointments.startAt), asc(appointments.id));
}

/** The client's sales (canceled ones too: they are data about the client as well), oldest first. */
export function clientSalesForExport(db: Db, salonId: number, clientId: number) {
  return db
    .select({
      id: sales.id,
      number: sales.number,
      createdAt: sales.createdAt,
      status: sales.status,
      paymentType: sales.paymentType,
      price: sales.price,
      canceledAt: sales.canceledAt,
    })
    .from(sales)
    .where(and(eq(sales.salonId, salonId), eq(sales.clientId, clientId)))
    .orderBy(asc(sales.createdAt), asc(sales.id));
}

/** The lines of the given sales of the salon. */
export async function saleItemsForExport(db: Db, salonId: number, saleIds: number[]) {
  if (saleIds.length === 0) return [];
  return db
    .select({
      saleId: saleTransactions.saleId,
      name: saleTransactions.name,
      productId: saleTransactions.productId,
      quantity: saleTransactions.quantity,
      value: saleTransactions.value,
      discount: saleTransactions.discount,
      employeeName: employees.name,
    })
    .from(saleTransactions)
    .leftJoin(employees, and(eq(employees.salonId, saleTransactions.salonId), eq(employees.id, saleTransactions.employeeId)))
    .where(and(eq(saleTransactions.salonId, salonId), inArray(saleTransactions.saleId, saleIds)))
    .orderBy(asc(saleTransactions.saleId), asc(saleTransactions.id));
}

/** Cancels the client's bookings still ahead (new or started), in the erasure's transaction; answers them. */
export async function cancelFutureBookings(tx: Db, salonId: number, clientId: number, now: Date) {
  return tx
    .update(appointments)
    .set({ status: 'canceled' })
    .where(
      and(
        eq(appointments.salonId, salonId),
        eq(appointments.clientId, clientId),
        eq(appointments.kind, 'appointment'),
        inArray(appointments.status, ['new', 'started']),
        gt(appointments.startAt, now),
      ),
    )
    .returning({ id: appointments.id, startAt: appointments.startAt, employeeId: appointments.employeeId });
}

/** created_at and updated_at of the client's row, which the form's columns leave out. */
export async function clientDates(db: Db, salonId: number, clientId: number) {
  const [row] = await db
    .select({ createdAt: clients.createdAt, updatedAt: clients.updatedAt })
    .from(clients)
    .where(and(eq(clients.salonId, salonId), eq(clients.id, clientId)));
  return row;
}

/**
 * Erasure (LGPD art. 18 IV and VI), in the caller's transaction: the row keeps its id (appointments and sales
 * still point at it, so totals and reports stay), everything that says who the person is goes. The appointments'
 * free-text notes go too, and so do the e-mails queued or kept for their address (reminders, receipts).
 */
export async function eraseClient(tx: Db, salonId: number, clientId: number, anonymousName: string) {
  const [before] = await tx
    .select({ email: clients.email })
    .from(clients)
    .where(and(eq(clients.salonId, salonId), eq(clients.id, clientId)))
    .for('update');
  if (!before) return false;
  const now = new Date();
  await tx
    .update(clients)
    .set({
      name: anonymousName, email: null, phone: null, gender: 'unspecified', birth: null, address: null, neighborhood: null, zipCode: null,
      city: null, state: null, avatarKey: null, remindersOptOutAt: null, messagesConsent: false,
      messagesConsentAt: null, erasedAt: now, updatedAt: now,
    })
    .where(and(eq(clients.salonId, salonId), eq(clients.id, clientId)));
  await tx.delete(clientAvatars).where(and(eq(clientAvatars.salonId, salonId), eq(clientAvatars.clientId, clientId)));
  await forgetReminderToken(tx, salonId, clientId);
  await tx.update(appointments).set({ notes: null }).where(and(eq(appointments.salonId, salonId), eq(appointments.clientId, clientId)));
  if (before.email) {
    // Not when the address is also one of the salon's users' (an owner who booked themself keeps their mail).
    const aUsersAddress = sql`exists (select 1 from ${users} where ${users.salonId} = ${salonId} and lower(${users.email}) = lower(${before.email}))`;
    await tx
      .delete(emailOutbox)
      .where(and(eq(emailOutbox.salonId, salonId), sql`lower(${emailOutbox.to}) = lower(${before.email})`, sql`not ${aUsersAddress}`));
  }
  return true;
}
