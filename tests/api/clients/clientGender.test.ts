import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import type { ClientWire } from '../../../server/contract/clients';
import { clients } from '../../../server/db/schema/index';
import { json } from '../support/harness';
import { expectStatus, type Actor } from '../support/salonHelpers';

/**
 * Issue 25 item 13: every new client was 'female' unless changed (the booking form's quick client too, sending only
 * a name and a phone), and an erased client read 'none' (Não binário). Untold is now 'unspecified' (Não informado).
 */
describe("a client's gender when nobody told it", () => {
  let as: Actor;
  beforeAll(async ({ as: fileAs }) => {
    as = fileAs;
  });

  const created = async (client: Record<string, unknown>) => json<ClientWire>(expectStatus(await as.post('/salons/:salonId/clients', { client }), 201));

  it('is unspecified for a client created with a name and a phone, as the booking form creates one', async () => {
    expect((await created({ name: 'Rápida', phone: '11 98888-7777' })).gender).toBe('unspecified');
    const form = json<ClientWire>(expectStatus(await as.form('POST', '/salons/:salonId/clients', { 'client[name]': 'Pelo formulário' }), 201));
    expect(form.gender).toBe('unspecified');
  });

  it('is taken as sent, unspecified included, and may go back to unspecified', async () => {
    const told = await created({ name: 'Contada', gender: 'male' });
    expect(told.gender).toBe('male');
    const back = json<ClientWire>(expectStatus(await as.put(`/clients/${told.id}`, { client: { gender: 'unspecified' } }), 200));
    expect(back.gender).toBe('unspecified');
    expect((await created({ name: 'Explícita', gender: 'unspecified' })).gender).toBe('unspecified');
  });

  it('is unspecified once the client is erased, whatever it was', async () => {
    const maria = await created({ name: 'Maria Apagada', gender: 'female' });
    const erased = json<ClientWire>(expectStatus(await as.post(`/clients/${maria.id}/erase`, { confirm_name: 'Maria Apagada' }), 200));
    expect(erased.gender).toBe('unspecified');
  });

  it("the migration turns the erased clients' 'none' into unspecified and leaves the others' gender alone", async ({ t }) => {
    const erased = await created({ name: 'Antiga Apagada' });
    const kept = await created({ name: 'Não binária', gender: 'none' });
    const female = await created({ name: 'Feminina', gender: 'female' });
    const db = t.database.db;
    await db.update(clients).set({ gender: 'none', erasedAt: new Date() }).where(eq(clients.id, erased.id));
    // The data step of migration 0022 (renumbered on merge, perhaps): its last statement.
    const folder = path.join(import.meta.dirname, '../../../server/db/migrations');
    const name = readdirSync(folder).find((entry) => entry.endsWith('_issue25_client_gender.sql')) ?? '';
    const file = readFileSync(path.join(folder, name), 'utf8');
    await db.execute(sql.raw(file.split('--> statement-breakpoint').at(-1) ?? ''));
    const genders = await db.select({ id: clients.id, gender: clients.gender }).from(clients).where(sql`${clients.id} in (${erased.id}, ${kept.id}, ${female.id})`).orderBy(clients.id);
    expect(genders.map((row) => row.gender)).toEqual(['unspecified', 'none', 'female']);
  });
});
