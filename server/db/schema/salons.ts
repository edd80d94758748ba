import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { idColumn } from './keys';
import type { WorkingDay } from '../../contract/constants';

/** Basis points: `credit_card` holds 12, for 1x to 12x. */
export interface CardFees {
  debit_card: number;
  credit_card: number[];
  pix: number;
}

export const salons = pgTable('salons', {
  id: idColumn().primaryKey(),
  name: text().notNull(),
  /** The salon's own contact and address (its profile page); shown to clients in reminders and invoices. */
  phone: text(),
  email: text(),
  address: text(),
  neighborhood: text(),
  zipCode: text(),
  city: text(),
  state: text(),
  timeZone: text().notNull().default('America/Sao_Paulo'),
  /** The hours a professional without their own works (Sunday first); null: DEFAULT_WORKING_HOURS. */
  workingHours: jsonb().$type<WorkingDay[]>(),
  /** 1 Solo, 2 Team, 3 Big (DESIGN.md section 5). */
  planId: integer().notNull().default(3),
  billing: text().notNull().default('monthly'),
  trialEndsAt: timestamp({ withTimezone: true }).notNull(),
  /** The end of the paid period; null until the first payment. */
  subscribedUntil: timestamp({ withTimezone: true }),
  /** After a failed renewal, writes keep working until then (7 days); null otherwise. */
  graceUntil: timestamp({ withTimezone: true }),
  /** The owner canceled: the paid period runs out and is not renewed. */
  cancelAtPeriodEnd: boolean().notNull().default(false),
  /** Where subscription receipts go. */
  billingEmail: text(),
  /** The gateway's reference to the card it keeps for renewals (never the card itself), its brand and last digits. */
  cardId: text(),
  cardBrand: text(),
  cardLast4: text(),
  /** E-mail reminders to clients before their appointments, and how many hours before (2, 12, 24 or 48). */
  remindersEnabled: boolean().notNull().default(true),
  reminderHours: integer().notNull().default(24),
  /** A sale may take a product's stock below zero (the shelf count was wrong); off by default. */
  allowNegativeStock: boolean().notNull().default(false),
  /** The last sale number given: each salon numbers its sales 1, 2, 3... (bumped in the sale's transaction). */
  lastSaleNumber: integer().notNull().default(0),
  /** The last comanda number given (issue 30 item 5), bumped as a comanda opens. */
  lastComandaNumber: integer().notNull().default(0),
  /** Professionals see every column of the agenda, not only their own (a salon setting; off by default). */
  professionalsSeeAll: boolean().notNull().default(false),
  /**
   * Who besides the owner may give a discount or change a line's price at checkout, and by how much (percent of
   * the catalogue price). Off by default: the catalogue price stands (issue 24, item 4).
   */
  priceChangeFrontDesk: boolean().notNull().default(false),
  priceChangeProfessional: boolean().notNull().default(false),
  priceChangeMaxPercent: integer().notNull().default(10),
  /**
   * A booking or a sale line may give a professional a service outside their own list (issue 25, item 1). Off by
   * default: the API refuses it, unless the professional has no services set.
   */
  anyServiceAllowed: boolean().notNull().default(false),
  /** The front desk may cancel (estorno) a sale of the same day, with a reason (issue 25, item 10). On by default. */
  frontDeskCancelsSales: boolean().notNull().default(true),
  /** A sale paid (in part) in cash needs an open cash drawer (issue 30 item 6). Off by default. */
  cashSalesNeedDrawer: boolean().notNull().default(false),
  /**
   * Pix at the counter as a dynamic charge of the payment provider, confirmed by its signed notice, instead of the
   * static code of the salon's key that the cashier confirms by eye (issue 30 item 1); off by default.
   */
  pixByProvider: boolean().notNull().default(false),
  /**
   * The salon's Pix key and who receives it (issue 30 item 1): the static BR Code shown at checkout. The type is
   * one of PIX_KEY_TYPES (contract/salonSettings.ts); the name (25) and city (15) are the BR Code's limits.
   */
  pixKey: text(),
  pixKeyType: text(),
  pixReceiverName: text(),
  pixReceiverCity: text(),
  /**
   * The card machine's fees (issue 30 item 3), basis points: debit, credit per instalment count (1x..12x) and Pix;
   * null is every fee at 0. Each sale payment keeps the fee of its moment (sale_payments.fee).
   */
  cardFees: jsonb().$type<CardFees>(),
  /** Commissions are worked out after the sale's card fees, and a product line's after the product's cost. */
  commissionNetOfFees: boolean().notNull().default(false),
  commissionNetOfCost: boolean().notNull().default(false),
  /** The owner closed the account (LGPD): its data is deleted 30 days later; null while it is open. */
  closedAt: timestamp({ withTimezone: true }),
  /** When the owner closed the first-steps checklist on the agenda; null while it is offered. */
  onboardingDismissedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
