import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Db } from '../db/client';
import * as rows from '../repositories/salonExport';
import { salonTimeZone } from '../repositories/salons';
import { money, toCsv, type CsvCell } from './csv';
import { wallTimeAt } from './zonedTime';

/**
 * The whole salon as a ZIP of CSV files (LGPD portability): clients, appointments, sales, sale_items, sale_payments, sale_tips, services,
 * products, stock_movements, professionals, categories, deposits, cash_drawers, cash_movements, comandas, comanda_items, pix_charges. Column names are the API's snake_case (stable for whoever imports them);
 * cells follow the reports' CSV rules; date-times are the salon's wall time, 'YYYY-MM-DD HH:MM'. Built in memory:
 * a salon's rows are a few megabytes at most, and deflate shrinks CSV about tenfold.
 */

const pad = (n: number) => String(n).padStart(2, '0');

function localTime(at: Date | null, timeZone: string): string | null {
  if (!at) return null;
  const w = wallTimeAt(at.getTime(), timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}`;
}

/** Basis points as a percent (4000 -> 40); null stays empty. */
const percent = (basisPoints: number | null) => (basisPoints === null ? null : basisPoints / 100);
const minutes = (seconds: number) => seconds / 60;

type Table = { header: string[]; rows: CsvCell[][] };

async function tables(db: Db, salonId: number, timeZone: string): Promise<Record<string, Table>> {
  const at = (value: Date | null) => localTime(value, timeZone);
  const clients = await rows.exportClients(db, salonId);
  const appointments = await rows.exportAppointments(db, salonId);
  const sales = await rows.exportSales(db, salonId);
  const items = await rows.exportSaleItems(db, salonId);
  const payments = await rows.exportSalePayments(db, salonId);
  const tips = await rows.exportSaleTips(db, salonId);
  const services = await rows.exportServices(db, salonId);
  const products = await rows.exportProducts(db, salonId);
  const movements = await rows.exportStockMovements(db, salonId);
  const professionals = await rows.exportProfessionals(db, salonId);
  const categories = await rows.exportCategories(db, salonId);
  const deposits = await rows.exportDeposits(db, salonId);
  const drawers = await rows.exportCashDrawers(db, salonId);
  const cashMoves = await rows.exportCashMovements(db, salonId);
  const comandas = await rows.exportComandas(db, salonId);
  const comandaItems = await rows.exportComandaItems(db, salonId);
  const charges = await rows.exportPixCharges(db, salonId);
  return {
    clients: {
      header: ['id', 'name', 'email', 'phone', 'gender', 'birth', 'address', 'neighborhood', 'zip_code', 'city', 'state',
        'messages_consent', 'messages_consent_at', 'reminders_opt_out_at', 'erased_at', 'created_at'],
      rows: clients.map((c) => [c.id, c.name, c.email, c.phone, c.gender, c.birth, c.address, c.neighborhood, c.zipCode, c.city, c.state,
        c.messagesConsent, at(c.messagesConsentAt), at(c.remindersOptOutAt), at(c.erasedAt), at(c.createdAt)]),
    },
    appointments: {
      header: ['id', 'kind', 'start_at', 'duration_minutes', 'status', 'client_id', 'client_name', 'professional_id', 'professional_name',
        'service_id', 'service_name', 'price', 'notes', 'reason', 'reminded_at', 'created_at'],
      rows: appointments.map((a) => [a.id, a.kind, at(a.startAt), minutes(a.duration), a.status, a.clientId, a.clientName, a.employeeId,
        a.employeeName, a.serviceId, a.serviceName, money(a.price), a.notes, a.reason, at(a.remindedAt), at(a.createdAt)]),
    },
    sales: {
      header: ['id', 'number', 'created_at', 'status', 'payment_type', 'total', 'received', 'client_id', 'client_name', 'canceled_at', 'cancel_reason', 'deposit'],
      rows: sales.map((s) => [s.id, s.number, at(s.createdAt), s.status, s.paymentType, money(s.price), money(s.received), s.clientId,
        s.clientName, at(s.canceledAt), s.cancelReason, money(s.deposit)]),
    },
    sale_items: {
      header: ['id', 'sale_id', 'sale_number', 'kind', 'service_id', 'product_id', 'name', 'quantity', 'value', 'discount', 'total',
        'professional_id', 'professional_name', 'commission_percent', 'commission', 'appointment_id', 'canceled_at'],
      rows: items.map((i) => [i.id, i.saleId, i.saleNumber, i.productId === null ? 'service' : 'product', i.serviceId, i.productId, i.name,
        i.quantity, money(i.value), money(i.discount), money(i.quantity * i.value - i.discount), i.employeeId, i.employeeName,
        percent(i.commissionRate), money(i.commission), i.appointmentId, at(i.canceledAt)]),
    },
    sale_payments: {
      header: ['id', 'sale_id', 'sale_number', 'position', 'method', 'amount', 'received', 'pix_reference', 'pix_br_code', 'card_brand',
        'installments', 'nsu', 'fee', 'created_at'],
      rows: payments.map((p) => [p.id, p.saleId, p.saleNumber, p.position, p.method, money(p.amount), money(p.received), p.reference, p.brCode,
        p.cardBrand, p.installments, p.nsu, money(p.fee), at(p.createdAt)]),
    },
    sale_tips: {
      header: ['id', 'sale_id', 'sale_number', 'sale_status', 'professional_id', 'professional_name', 'amount', 'created_at'],
      rows: tips.map((tip) => [tip.id, tip.saleId, tip.saleNumber, tip.status, tip.employeeId, tip.employeeName, money(tip.amount), at(tip.createdAt)]),
    },
    services: {
      header: ['id', 'category_id', 'category_name', 'name', 'description', 'duration_minutes', 'price', 'cost', 'commission_percent'],
      rows: services.map((s) => [s.id, s.categoryId, s.categoryName, s.name, s.description, minutes(s.duration), money(s.price), money(s.cost),
        percent(s.commission)]),
    },
    products: {
      header: ['id', 'category_id', 'category_name', 'name', 'description', 'brand', 'barcode', 'price', 'cost', 'quantity', 'low_stock_level'],
      rows: products.map((p) => [p.id, p.categoryId, p.categoryName, p.name, p.description, p.brand, p.barcode, money(p.price), money(p.cost),
        p.quantity, p.lowStockLevel]),
    },
    stock_movements: {
      header: ['id', 'product_id', 'product_name', 'quantity', 'unit_cost', 'note', 'user_id', 'user_name', 'created_at'],
      rows: movements.map((m) => [m.id, m.productId, m.productName, m.quantity, money(m.unitCost), m.note,
        m.userId, m.userName, at(m.createdAt)]),
    },
    professionals: {
      header: ['id', 'name', 'email', 'phone', 'color', 'agendei_access', 'service_commission_percent', 'product_commission_percent', 'created_at'],
      rows: professionals.map((e) => [e.id, e.name, e.email, e.phone, e.color, e.agendeiAccess, percent(e.serviceCommission),
        percent(e.productCommission), at(e.createdAt)]),
    },
    categories: {
      header: ['kind', 'id', 'name', 'description'],
      rows: categories.map((c) => [c.kind, c.id, c.name, c.description]),
    },
    deposits: {
      header: ['id', 'visit_id', 'amount', 'status', 'charge_id', 'paid_at', 'refunded_at', 'sale_id', 'created_at'],
      rows: deposits.map((d) => [d.id, d.visitId, money(d.amount), d.status, d.chargeId, at(d.paidAt), at(d.refundedAt), d.saleId, at(d.createdAt)]),
    },
    cash_drawers: {
      header: ['id', 'opened_by', 'opened_by_name', 'opened_at', 'float', 'closed_by', 'closed_by_name', 'closed_at', 'counted_cash',
        'counted_debit_card', 'counted_credit_card', 'counted_pix', 'counted_other', 'note'],
      rows: drawers.map((d) => [d.id, d.openedBy, d.openedByName, at(d.openedAt), money(d.float), d.closedBy, d.closedByName, at(d.closedAt),
        money(d.counted?.cash), money(d.counted?.debit_card), money(d.counted?.credit_card), money(d.counted?.pix), money(d.counted?.other), d.note]),
    },
    cash_movements: {
      header: ['id', 'cash_drawer_id', 'kind', 'amount', 'reason', 'user_id', 'user_name', 'created_at'],
      rows: cashMoves.map((m) => [m.id, m.drawerId, m.kind, money(m.amount), m.reason, m.userId, m.userName, at(m.createdAt)]),
    },
    comandas: {
      header: ['id', 'number', 'status', 'client_id', 'appointment_id', 'opened_by_name', 'opened_at', 'ended_by_name', 'ended_at', 'sale_id', 'cancel_reason'],
      rows: comandas.map((c) => [c.id, c.number, c.status, c.clientId, c.appointmentId, c.openedByName, at(c.openedAt), c.endedByName, at(c.endedAt), c.saleId, c.cancelReason]),
    },
    comanda_items: {
      header: ['id', 'comanda_id', 'name', 'service_id', 'product_id', 'appointment_id', 'professional_id', 'quantity', 'value', 'added_by_name', 'created_at'],
      rows: comandaItems.map((i) => [i.id, i.comandaId, i.name, i.serviceId, i.productId, i.appointmentId, i.employeeId, i.quantity, money(i.value), i.addedByName, at(i.createdAt)]),
    },
    pix_charges: {
      header: ['id', 'amount', 'status', 'charge_id', 'created_by_name', 'created_at', 'paid_at', 'sale_id'],
      rows: charges.map((c) => [c.id, money(c.amount), c.status, c.chargeId, c.createdByName, at(c.createdAt), at(c.paidAt), c.saleId]),
    },
  };
}

/** 'agendei-salao-12-2026-11-21.zip' and its bytes. */
export async function buildSalonExport(db: Db, salonId: number): Promise<{ fileName: string; bytes: Uint8Array }> {
  const timeZone = (await salonTimeZone(db, salonId)) ?? 'America/Sao_Paulo';
  const files: Zippable = {};
  for (const [name, table] of Object.entries(await tables(db, salonId, timeZone))) {
    files[`${name}.csv`] = strToU8(toCsv(table.header, table.rows));
  }
  const now = new Date();
  const w = wallTimeAt(now.getTime(), timeZone);
  const day = `${w.year}-${pad(w.month)}-${pad(w.day)}`;
  // The entries' times as the salon's clock reads them (ZIP stores local time without a zone).
  const mtime = new Date(Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) + now.getTimezoneOffset() * 60_000);
  return { fileName: `agendei-salao-${salonId}-${day}.zip`, bytes: zipSync(files, { level: 6, mtime }) };
}
