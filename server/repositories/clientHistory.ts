import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appointments, employees, sales, saleTransactions } from '../db/schema/index';
import { selectBookings } from './appointments';

/** Bookings only: blocked times share the table (without a client they never match one; this says it outright). */
const isBooking = eq(appointments.kind, 'appointment');

const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

/** A canceled sale (estorno) stays in the books but no longer counts as sold. */
const isCompleted = eq(sales.status, 'completed');

/** The client card's numbers, in two aggregate queries over the (salon_id, client_id) indexes. */
export async function clientStatistics(db: Db, salonId: number, clientId: number) {
  const [booked] = await db
    .select({
      total: sql<number>`count(*)::int`,
      completed: countWhere(sql`${appointments.status} = 'completed'`),
      canceled: countWhere(sql`${appointments.status} = 'canceled'`),
      noShow: countWhere(sql`${appointments.status} = 'no_show'`),
      newCount: countWhere(sql`${appointments.status} = 'new'`),
      // bigint: a sum of cents can pass 2^31 (R$ 21 million); drivers answer it as a string or a number.
      prospection: sql<string | number>`coalesce(sum(${appointments.price}) filter (where ${appointments.status} in ('new', 'started')), 0)::bigint`,
      // Epoch seconds of the last completed appointment, computed here so both drivers answer the same (no Date parsing).
      lastVisit: sql<string | number | null>`floor(extract(epoch from max(${appointments.startAt}) filter (where ${appointments.status} = 'completed')))::bigint`,
    })
    .from(appointments)
    .where(and(eq(appointments.salonId, salonId), eq(appointments.clientId, clientId), isBooking));
  const [sold] = await db
    .select({
      total: sql<string | number>`coalesce(sum(${sales.price}), 0)::bigint`,
      lastSale: sql<string | number | null>`floor(extract(epoch from max(${sales.createdAt})))::bigint`,
    })
    .from(sales)
    .where(and(eq(sales.salonId, salonId), eq(sales.clientId, clientId), isCompleted));
  // A visit is a completed appointment or a purchase (a walk-in who only bought a product came in too).
  const visits = [booked.lastVisit, sold.lastSale].filter((at) => at !== null).map(Number);
  const lastVisit = visits.length > 0 ? Math.max(...visits) : null;
  return { ...booked, prospection: Number(booked.prospection), salesTotal: Number(sold.total), lastVisit };
}

/** The client's appointments, newest first, with what the history rows show. */
export async function clientAppointments(db: Db, salonId: number, clientId: number, limit: number, offset: number) {
  // The same row the agenda lists (repositories/appointments.ts), so history and agenda never drift apart.
  return selectBookings(db)
    .where(and(eq(appointments.salonId, salonId), eq(appointments.clientId, clientId), isBooking))
    .orderBy(desc(appointments.startAt), desc(appointments.id))
    .limit(limit)
    .offset(offset);
}

/** Lines of the client's completed sales, newest first: products and services are told apart by the caller. */
export async function clientTransactions(db: Db, salonId: number, clientId: number, limit: number, offset: number) {
  return db
    .select({
      id: saleTransactions.id,
      saleId: saleTransactions.saleId,
      name: saleTransactions.name,
      quantity: saleTransactions.quantity,
      value: saleTransactions.value,
      discount: saleTransactions.discount,
      createdAt: sales.createdAt,
      productId: saleTransactions.productId,
      serviceId: saleTransactions.serviceId,
      appointmentId: saleTransactions.appointmentId,
      employeeId: employees.id,
      employeeName: employees.name,
    })
    .from(saleTransactions)
    .innerJoin(sales, and(eq(sales.salonId, saleTransactions.salonId), eq(sales.id, saleTransactions.saleId)))
    .leftJoin(employees, and(eq(employees.salonId, saleTransactions.salonId), eq(employees.id, saleTransactions.employeeId)))
    .where(and(eq(sales.salonId, salonId), eq(sales.clientId, clientId), isCompleted))
    .orderBy(desc(sales.createdAt), desc(saleTransactions.id))
    .limit(limit)
    .offset(offset);
}
