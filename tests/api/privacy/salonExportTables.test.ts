// The whole-salon export (LGPD portability) is written table by table: a new salon table is either in it or left
// out here on purpose, with why, so that a later table (bookings from the web, messages, client plans) cannot be
// missed unnoticed. privacySalon.test.ts checks the rows of each sheet.
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import { COORDINATOR_TABLES, REFERENCE_TABLES } from '../../../server/db/schema/placement';
import { rowsOf } from '../../../server/repositories/sqlHelpers';
import { type TestApp } from '../support/harness';

/** The tables each sheet of the export reads (server/repositories/salonExport.ts). */
const EXPORTED: Record<string, string> = {
  clients: 'clients',
  appointments: 'appointments',
  sales: 'sales',
  sale_transactions: 'sale_items',
  sale_payments: 'sale_payments',
  sale_tips: 'sale_tips',
  services: 'services',
  service_categories: 'categories',
  products: 'products',
  product_categories: 'categories',
  employees: 'professionals',
  stock_movements: 'stock_movements',
  booking_deposits: 'deposits',
  cash_drawers: 'cash_drawers',
  cash_movements: 'cash_movements',
  comandas: 'comandas',
  comanda_items: 'comanda_items',
  pix_charges: 'pix_charges',
};

/** Salon tables the export leaves out, and why. */
const LEFT_OUT: Record<string, string> = {
  salons: 'the salon itself: its profile is the account page, not a sheet',
  audit_events: 'who did what, kept for the salon’s own audit trail; the rows it names are exported',
  client_avatars: 'images, not rows: the client’s own export carries the photo',
  salon_photos: 'an image, not rows: the photo the salon itself put on its public booking page',
  employee_photos: 'images, not rows: the photos the salon itself put on its public booking page',
  employee_services: 'which services each professional performs: a link table, the professionals sheet names them',
  subscription_payments: 'what the salon paid us: shown on the plan page, and our billing record',
  online_booking: 'the settings of the salon’s booking page, shown on its settings page; no one’s personal data',
  staff_notices: 'the bell’s lines, derived from the online bookings (the appointments sheet) and told by e-mail too',
  notice_reads: 'how far each user has read the bell: a user’s read marker, not the salon’s data',
};

describe('the salon export, table by table', () => {
  let t: TestApp;
  beforeAll(async ({ t: fileT }) => {
    t = fileT;
  });

  const salonTables = async () => {
    const rows = await rowsOf<{ table: string }>(
      t.database.db,
      sql`select distinct table_name as table from information_schema.columns
          where table_schema = current_schema() and (column_name = 'salon_id' or table_name = 'salons')`,
    );
    const elsewhere = new Set<string>([...COORDINATOR_TABLES, ...REFERENCE_TABLES]);
    return rows.map((row) => row.table).filter((table) => !elsewhere.has(table) && !table.startsWith('__')).sort();
  };

  it('exports every salon table or says why not', async () => {
    expect(await salonTables()).toEqual([...Object.keys(EXPORTED), ...Object.keys(LEFT_OUT)].sort());
  });

  it('would see a new salon table that is neither', async () => {
    await t.database.db.execute(sql`create table test_notes (salon_id bigint not null, id bigint not null, primary key (salon_id, id))`);
    try {
      expect(await salonTables()).toContain('test_notes');
      expect(Object.keys(EXPORTED)).not.toContain('test_notes');
    } finally {
      await t.database.db.execute(sql`drop table test_notes`);
    }
  });
});
