import { describe, expect } from 'vitest';
import { it } from '../support/fixtures';
import { eq } from 'drizzle-orm';
import { clients } from '../../../server/db/schema/index';
import { json } from '../support/harness';
import { client, expectStatus } from '../support/salonHelpers';

/**
 * Issue 6 item 3: concurrent saves of one client. The sort and search columns must always describe the name
 * the row holds, however the writes interleave (PostgreSQL runs them truly in parallel).
 */
describe('concurrent edits of one client', () => {
  it('keeps sort_name and search_text in step with the name, and search finds the final name', async ({ t, as }) => {
    const { id } = await client(as, 'Cliente Original', { 'client[phone]': '(11) 90000-0000' });
    for (let round = 0; round < 10; round += 1) {
      // Half the writers change the name, half only the phone or e-mail (the form of another open tab).
      const writes = Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0
          ? as.form('PUT', `/clients/${id}`, { 'client[name]': `Cliente Rodada${round} Número${i}` })
          : as.form('PUT', `/clients/${id}`, { 'client[phone]': `(11) 9${round}${i}00-000${i}`, 'client[email]': `c${round}${i}@ex.com` }),
      );
      for (const response of await Promise.all(writes)) expectStatus(response, 200);
      const [row] = await t.database.db
        .select({ name: clients.name, sort_name: clients.sortName, search_text: clients.searchText })
        .from(clients)
        .where(eq(clients.id, id));
      const folded = row.name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      expect(row.sort_name).toBe(folded);
      expect(row.search_text.startsWith(`${folded} `)).toBe(true);
      const last = folded.split(' ')[2];
      const found = json<Array<{ id: number }>>(expectStatus(await as.get(`/salons/:salonId/clients/search/${encodeURIComponent(last)}`), 200));
      expect(found.map((c) => c.id)).toContain(id);
    }
  });
});
