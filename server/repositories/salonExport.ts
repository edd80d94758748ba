import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  cashDrawers,
  comandaItems,
  comandas,
  pixCharges,
  cashMovements,
  appointments,
  bookingDeposits,
  clients,
  employees,
  productCategories,
  products,
  sales,
  salePayments,
  saleTips,
  saleTransactions,
  serviceCategories,
  services,
  stockMovements,
  users,
} from '../db/schema/index';

/**
 * Every row the salon holds, table by table, for the whole-salon export (LGPD portability). Names beside ids
 * (a client's, a professional's, a service's) so a spreadsheet reads without joins; every query is scoped by
 * salon_id, joins included.
 */

export function exportClients(db: Db, salonId: number) {
  return db
    .select({
      id: clients.id, name: clients.name, email: clients.email, phone: clients.phone, gender: clients.gender, birth: clients.birth,
      address: clients.address, neighborhood: clients.neighborhood, zipCode: clients.zipCode, city: clients.city, state: clients.state,
      messagesConsent: clients.messagesConsent, messagesConsentAt: clients.messagesConsentAt, remindersOptOutAt: clients.remindersOptOutAt,
      erasedAt: clients.erasedAt, createdAt: clients.createdAt,
    })
    .from(clients)
    .where(eq(clients.salonId, salonId))
    .orderBy(asc(clients.id));
}

/** Bookings and blocked times (kind tells them apart). */
export function exportAppointments(db: Db, salonId: number) {
  return db
    .select({
      id: appointments.id, kind: appointments.kind, startAt: appointments.startAt, duration: appointments.duration, status: appointments.status,
      clientId: appointments.clientId, clientName: clients.name, employeeId: appointments.employeeId, employeeName: employees.name,
      serviceId: appointments.serviceId, serviceName: services.name, price: appointments.price, notes: appointments.notes,
      reason: appointments.reason, remindedAt: appointments.remindedAt, createdAt: appointments.createdAt,
    })
    .from(appointments)
    .leftJoin(clients, and(eq(clients.salonId, appointments.salonId), eq(clients.id, appointments.clientId)))
    .leftJoin(employees, and(eq(employees.salonId, appointments.salonId), eq(employees.id, appointments.employeeId)))
    .leftJoin(services, and(eq(services.salonId, appointments.salonId), eq(services.id, appointments.serviceId)))
    .where(eq(appointments.salonId, salonId))
    .orderBy(asc(appointments.startAt), asc(appointments.id));
}

export function exportSales(db: Db, salonId: number) {
  return db
    .select({
      id: sales.id, number: sales.number, createdAt: sales.createdAt, status: sales.status, paymentType: sales.paymentType,
      price: sales.price, received: sales.received, clientId: sales.clientId, clientName: clients.name,
      canceledAt: sales.canceledAt, cancelReason: sales.cancelReason, deposit: sales.deposit,
    })
    .from(sales)
    .leftJoin(clients, and(eq(clients.salonId, sales.salonId), eq(clients.id, sales.clientId)))
    .where(eq(sales.salonId, salonId))
    .orderBy(asc(sales.id));
}

export function exportSaleItems(db: Db, salonId: number) {
  return db
    .select({
      id: saleTransactions.id, saleId: saleTransactions.saleId, saleNumber: sales.number, serviceId: saleTransactions.serviceId,
      productId: saleTransactions.productId, name: saleTransactions.name, quantity: saleTransactions.quantity, value: saleTransactions.value,
      discount: saleTransactions.discount, employeeId: saleTransactions.employeeId, employeeName: employees.name,
      commissionRate: saleTransactions.commissionRate, commission: saleTransactions.commission,
      appointmentId: saleTransactions.appointmentId, canceledAt: saleTransactions.canceledAt,
    })
    .from(saleTransactions)
    .innerJoin(sales, and(eq(sales.salonId, saleTransactions.salonId), eq(sales.id, saleTransactions.saleId)))
    .leftJoin(employees, and(eq(employees.salonId, saleTransactions.salonId), eq(employees.id, saleTransactions.employeeId)))
    .where(eq(saleTransactions.salonId, salonId))
    .orderBy(asc(saleTransactions.saleId), asc(saleTransactions.id));
}

/** How each sale was paid (issue 30): one row per payment, in the order taken. */
export function exportSalePayments(db: Db, salonId: number) {
  return db
    .select({
      id: salePayments.id, saleId: salePayments.saleId, saleNumber: sales.number, position: salePayments.position, method: salePayments.method,
      amount: salePayments.amount, received: salePayments.received, reference: salePayments.reference, brCode: salePayments.brCode,
      cardBrand: salePayments.cardBrand, installments: salePayments.installments, nsu: salePayments.nsu, fee: salePayments.fee,
      createdAt: salePayments.createdAt,
    })
    .from(salePayments)
    .innerJoin(sales, and(eq(sales.salonId, salePayments.salonId), eq(sales.id, salePayments.saleId)))
    .where(eq(salePayments.salonId, salonId))
    .orderBy(asc(salePayments.saleId), asc(salePayments.position));
}

/** The tips of each sale (issue 30 item 4), with the professional paid. */
export function exportSaleTips(db: Db, salonId: number) {
  return db
    .select({
      id: saleTips.id, saleId: saleTips.saleId, saleNumber: sales.number, status: sales.status, employeeId: saleTips.employeeId,
      employeeName: employees.name, amount: saleTips.amount, createdAt: saleTips.createdAt,
    })
    .from(saleTips)
    .innerJoin(sales, and(eq(sales.salonId, saleTips.salonId), eq(sales.id, saleTips.saleId)))
    .leftJoin(employees, and(eq(employees.salonId, saleTips.salonId), eq(employees.id, saleTips.employeeId)))
    .where(eq(saleTips.salonId, salonId))
    .orderBy(asc(saleTips.saleId), asc(saleTips.id));
}

export function exportServices(db: Db, salonId: number) {
  return db
    .select({
      id: services.id, categoryId: services.serviceCategoryId, categoryName: serviceCategories.name, name: services.name,
      description: services.description, duration: services.duration, price: services.price, cost: services.cost, commission: services.commission,
    })
    .from(services)
    .leftJoin(serviceCategories, and(eq(serviceCategories.salonId, services.salonId), eq(serviceCategories.id, services.serviceCategoryId)))
    .where(eq(services.salonId, salonId))
    .orderBy(asc(services.id));
}

export function exportProducts(db: Db, salonId: number) {
  return db
    .select({
      id: products.id, categoryId: products.productCategoryId, categoryName: productCategories.name, name: products.name,
      description: products.description, brand: products.brand, barcode: products.barcode, price: products.price, cost: products.cost,
      quantity: products.quantity, lowStockLevel: products.lowStockLevel,
    })
    .from(products)
    .leftJoin(productCategories, and(eq(productCategories.salonId, products.salonId), eq(productCategories.id, products.productCategoryId)))
    .where(eq(products.salonId, salonId))
    .orderBy(asc(products.id));
}

/** The stock entries made by hand, with the product's and the recorder's names. */
export function exportStockMovements(db: Db, salonId: number) {
  return db
    .select({
      id: stockMovements.id, productId: stockMovements.productId, productName: products.name, quantity: stockMovements.quantity,
      unitCost: stockMovements.unitCost, note: stockMovements.note, userId: stockMovements.createdBy, userName: users.name,
      createdAt: stockMovements.createdAt,
    })
    .from(stockMovements)
    .leftJoin(products, and(eq(products.salonId, stockMovements.salonId), eq(products.id, stockMovements.productId)))
    .leftJoin(users, and(eq(users.salonId, stockMovements.salonId), eq(users.id, stockMovements.createdBy)))
    .where(eq(stockMovements.salonId, salonId))
    .orderBy(asc(stockMovements.id));
}

/** The Pix deposits (sinal) of online bookings, and what became of each. */
export function exportDeposits(db: Db, salonId: number) {
  return db
    .select({
      id: bookingDeposits.id, visitId: bookingDeposits.visitId, amount: bookingDeposits.amount, status: bookingDeposits.status,
      chargeId: bookingDeposits.chargeId, paidAt: bookingDeposits.paidAt, refundedAt: bookingDeposits.refundedAt, saleId: bookingDeposits.saleId,
      createdAt: bookingDeposits.createdAt,
    })
    .from(bookingDeposits)
    .where(eq(bookingDeposits.salonId, salonId))
    .orderBy(asc(bookingDeposits.id));
}

export function exportProfessionals(db: Db, salonId: number) {
  return db
    .select({
      id: employees.id, name: employees.name, email: employees.email, phone: employees.phone, color: employees.color,
      agendeiAccess: employees.agendeiAccess, serviceCommission: employees.serviceCommission,
      productCommission: employees.productCommission, createdAt: employees.createdAt,
    })
    .from(employees)
    .where(eq(employees.salonId, salonId))
    .orderBy(asc(employees.id));
}

/** Both catalogues' categories. */
export async function exportCategories(db: Db, salonId: number) {
  const serviceRows = await db
    .select({ id: serviceCategories.id, name: serviceCategories.name, description: serviceCategories.description })
    .from(serviceCategories)
    .where(eq(serviceCategories.salonId, salonId))
    .orderBy(asc(serviceCategories.id));
  const productRows = await db
    .select({ id: productCategories.id, name: productCategories.name, description: productCategories.description })
    .from(productCategories)
    .where(eq(productCategories.salonId, salonId))
    .orderBy(asc(productCategories.id));
  return [...serviceRows.map((row) => ({ kind: 'service' as const, ...row })), ...productRows.map((row) => ({ kind: 'product' as const, ...row }))];
}

/** The cash drawers (caixa) with their float and closing count; their expected amounts are the sales' payments. */
export function exportCashDrawers(db: Db, salonId: number) {
  return db
    .select({
      id: cashDrawers.id, openedBy: cashDrawers.openedBy, openedByName: cashDrawers.openedByName, openedAt: cashDrawers.openedAt,
      float: cashDrawers.float, closedBy: cashDrawers.closedBy, closedByName: cashDrawers.closedByName, closedAt: cashDrawers.closedAt,
      counted: cashDrawers.counted, note: cashDrawers.note,
    })
    .from(cashDrawers)
    .where(eq(cashDrawers.salonId, salonId))
    .orderBy(asc(cashDrawers.id));
}

/** The drawers' sangrias and suprimentos. */
export function exportCashMovements(db: Db, salonId: number) {
  return db
    .select({
      id: cashMovements.id, drawerId: cashMovements.drawerId, kind: cashMovements.kind, amount: cashMovements.amount, reason: cashMovements.reason,
      userId: cashMovements.createdBy, userName: cashMovements.createdByName, createdAt: cashMovements.createdAt,
    })
    .from(cashMovements)
    .where(eq(cashMovements.salonId, salonId))
    .orderBy(asc(cashMovements.id));
}

/** The comandas (issue 30 item 5): open, closed into a sale, or canceled. */
export function exportComandas(db: Db, salonId: number) {
  return db
    .select({
      id: comandas.id, number: comandas.number, status: comandas.status, clientId: comandas.clientId, appointmentId: comandas.appointmentId,
      openedByName: comandas.openedByName, openedAt: comandas.openedAt, endedByName: comandas.endedByName, endedAt: comandas.endedAt,
      saleId: comandas.saleId, cancelReason: comandas.cancelReason,
    })
    .from(comandas)
    .where(eq(comandas.salonId, salonId))
    .orderBy(asc(comandas.id));
}

/** The comandas' items, as added. */
export function exportComandaItems(db: Db, salonId: number) {
  return db
    .select({
      id: comandaItems.id, comandaId: comandaItems.comandaId, name: comandaItems.name, serviceId: comandaItems.serviceId, productId: comandaItems.productId,
      appointmentId: comandaItems.appointmentId, employeeId: comandaItems.employeeId, quantity: comandaItems.quantity, value: comandaItems.value,
      addedByName: comandaItems.addedByName, createdAt: comandaItems.createdAt,
    })
    .from(comandaItems)
    .where(eq(comandaItems.salonId, salonId))
    .orderBy(asc(comandaItems.id));
}

/** The counter's Pix charges through the provider (issue 30 item 1), paid or not, with the sale each paid. */
export function exportPixCharges(db: Db, salonId: number) {
  return db
    .select({
      id: pixCharges.id, amount: pixCharges.amount, status: pixCharges.status, chargeId: pixCharges.chargeId, createdByName: pixCharges.createdByName,
      createdAt: pixCharges.createdAt, paidAt: pixCharges.paidAt, saleId: pixCharges.saleId,
    })
    .from(pixCharges)
    .where(eq(pixCharges.salonId, salonId))
    .orderBy(asc(pixCharges.id));
}
