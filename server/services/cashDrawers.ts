import type { CashDrawerCloseFields, CashDrawerOpenFields, CashDrawerSummaryWire, CashDrawerWire, CashMovementFields, CurrentCashDrawerWire } from '../contract/cashDrawers';
import type { ReportQuery } from '../contract/reports';
import type { Db } from '../db/client';
import type { CountedCash } from '../db/schema/index';
import { notFound, unprocessable } from '../errors';
import type { Lang } from '../i18n';
import * as drawers from '../repositories/cashDrawers';
import * as changes from '../repositories/changes';
import { salonTimeZone } from '../repositories/salons';
import { drawerCsv } from './cashDrawerCsv';
import { drawerTotals, drawerWire, summaryWire } from './cashDrawerView';
import type { Actor } from './permissions';
import { servicePlugin } from './registry';
import { reportRange } from './reportRange';
import { money } from './saleRules';
import { optional } from './text';

/**
 * The cash drawer (caixa, issue 30 item 6). At most one is open per salon (a partial unique index). What it should
 * hold is computed, never stored: over its period, the payments of the sales made then less those of the sales
 * canceled then (an estorno hands the money back from the drawer open at the time), and for cash the float, plus
 * suprimentos, less sangrias. A sangria never takes out more cash than that (the drawer's row is locked meanwhile).
 */
export function createCashDrawerService(db: Db) {
  const zoneOf = async (salonId: number) => {
    const zone = await salonTimeZone(db, salonId);
    if (!zone) throw notFound();
    return zone;
  };

  /** The drawer as its screen shows it, read with `q` (inside a write's transaction, its own writes included). */
  async function view(q: Db, salonId: number, row: drawers.DrawerRow, timeZone: string): Promise<CashDrawerWire> {
    // One after another: a transaction's statements share its one connection.
    const sums = await drawers.drawerSums(q, salonId, [row.id]);
    const movements = await drawers.movementsOf(q, salonId, row.id);
    const estornos = await drawers.estornosOf(q, salonId, row);
    return drawerWire(row, sums, timeZone, movements, estornos);
  }

  const change = (actor: Actor, action: string, id: number, details: Record<string, unknown>): changes.Change => ({
    salonId: actor.salonId, entity: 'cash_drawer', action, id, by: actor, details,
    // Open screens of the drawer hear of it through the salon's change stream (routes/agendaStream.ts).
    agenda: { start_at: Math.floor(Date.now() / 1000), employeeIds: [] },
  });

  async function current(salonId: number): Promise<CurrentCashDrawerWire> {
    const timeZone = await zoneOf(salonId);
    const row = await drawers.findOpenDrawer(db, salonId);
    return { drawer: row ? await view(db, salonId, row, timeZone) : null };
  }

  async function open(actor: Actor, fields: CashDrawerOpenFields): Promise<CashDrawerWire> {
    const timeZone = await zoneOf(actor.salonId);
    return db.transaction(async (tx) => {
      const row = await drawers.openDrawer(tx, actor.salonId, fields.float, actor);
      if (!row) throw unprocessable({ base: ['cashDrawerAlreadyOpen'] });
      await changes.record(tx, change(actor, 'opened', row.id, { float: fields.float }));
      return view(tx, actor.salonId, row, timeZone);
    });
  }

  /** The drawer locked for this transaction: 404 for none of the salon's, 422 once it is closed. */
  async function lockOpen(tx: Db, salonId: number, id: number) {
    const row = await drawers.lockDrawer(tx, salonId, id);
    if (!row) throw notFound();
    if (row.closedAt) throw unprocessable({ base: ['cashDrawerAlreadyClosed'] });
    return row;
  }

  async function move(actor: Actor, id: number, fields: CashMovementFields, lang: Lang): Promise<CashDrawerWire> {
    const reason = optional(fields.reason);
    if (!reason) throw unprocessable({ reason: ['cashMovementReasonBlank'] });
    const timeZone = await zoneOf(actor.salonId);
    return db.transaction(async (tx) => {
      const row = await lockOpen(tx, actor.salonId, id);
      if (fields.kind === 'sangria') {
        const { cash } = drawerTotals(row.float, await drawers.drawerSums(tx, actor.salonId, [id])).expected;
        if (fields.amount > cash) throw unprocessable({ amount: [{ key: 'cashSangriaTooLarge', params: { cash: money(Math.max(0, cash), lang) } }] });
      }
      const movementId = await drawers.insertMovement(tx, { salonId: actor.salonId, drawerId: id, kind: fields.kind, amount: fields.amount, reason, by: actor });
      await changes.record(tx, change(actor, fields.kind, id, { movement_id: movementId, amount: fields.amount, reason }));
      return view(tx, actor.salonId, row, timeZone);
    });
  }

  async function close(actor: Actor, id: number, fields: CashDrawerCloseFields): Promise<CashDrawerWire> {
    const timeZone = await zoneOf(actor.salonId);
    const c = fields.counted;
    const counted: CountedCash = { cash: c.cash ?? 0, debit_card: c.debit_card ?? 0, credit_card: c.credit_card ?? 0, pix: c.pix ?? 0, other: c.other ?? 0 };
    const note = optional(fields.note) ?? null;
    return db.transaction(async (tx) => {
      await lockOpen(tx, actor.salonId, id);
      const row = await drawers.closeDrawer(tx, actor.salonId, id, { counted, note, by: actor });
      if (!row) throw unprocessable({ base: ['cashDrawerAlreadyClosed'] });
      const closed = await view(tx, actor.salonId, row, timeZone);
      await changes.record(tx, change(actor, 'closed', id, { counted, note, difference: closed.difference }));
      return closed;
    });
  }

  async function show(salonId: number, id: number): Promise<CashDrawerWire> {
    const timeZone = await zoneOf(salonId);
    const row = await drawers.findDrawer(db, salonId, id);
    if (!row) throw notFound();
    return view(db, salonId, row, timeZone);
  }

  /** The drawers opened on the days asked (the salon's days, like the reports), oldest first, with their totals. */
  async function list(salonId: number, query: ReportQuery): Promise<CashDrawerSummaryWire[]> {
    const timeZone = await zoneOf(salonId);
    const range = reportRange(query, timeZone);
    const rows = await drawers.drawersBetween(db, salonId, range.from, range.to);
    const sums = await drawers.drawerSums(db, salonId, rows.map((r) => r.id));
    return rows.map((row) => summaryWire(row, sums.filter((s) => s.drawerId === row.id), timeZone));
  }

  /** The drawer's closing as a CSV file for the owner's spreadsheet. */
  async function exportCsv(salonId: number, id: number, lang: Lang) {
    const timeZone = await zoneOf(salonId);
    const drawer = await show(salonId, id);
    return { fileName: `caixa-${drawer.day}-${drawer.id}.csv`, text: drawerCsv(drawer, timeZone, lang) };
  }

  return { current, open, move, close, show, list, exportCsv };
}
export type CashDrawerService = ReturnType<typeof createCashDrawerService>;

declare module 'fastify' {
  interface ServiceRegistry {
    cashDrawers: CashDrawerService;
  }
}

/** Registers the service as app.services.cashDrawers. */
export default servicePlugin('cashDrawers', (app) => createCashDrawerService(app.db));
