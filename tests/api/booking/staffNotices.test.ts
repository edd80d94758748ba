import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect } from 'vitest';
import type { AppointmentWire } from '../../../server/contract/appointments';
import type { NoticeListWire } from '../../../server/contract/staffNotices';
import { appointments, bookingDeposits, noticeReads } from '../../../server/db/schema/index';
import type { SandboxPix } from '../../../server/infra/pix/sandboxPix';
import { instantOf, isoDate } from '../../../server/services/zonedTime';
import { beforeAll, it } from '../support/fixtures';
import { json, type SignedIn } from '../support/harness';
import { signedInAs, staffMember } from '../support/roleHelpers';
import { actAs, category, expectStatus, service, type Actor } from '../support/salonHelpers';
import { setSalon } from '../support/subscriptionHelpers';
import { bookOnline, nextWeekday, openPage, visitor } from './support';

const ZONE = 'America/Sao_Paulo';
const friday = nextWeekday(5);
const at = (hour: number, minute = 0) => instantOf({ ...friday, hour, minute, second: 0 }, ZONE) / 1000;

const bell = async (as: Actor) => json<NoticeListWire>(expectStatus(await as.get('/salons/:salonId/notices'), 200));
const seen = (as: Actor, upTo: number) => as.put('/salons/:salonId/notices/seen', { up_to: upTo });

/** The bell of owners and front desk (issue 28, item 5): a line per booking, move and cancel made on the page. */
describe("the staff's bell", () => {
  let slug = '';
  let owner: Actor;
  let desk: Actor;
  let professional: SignedIn;
  let beard = 0;
  beforeAll(async ({ t, agenda }) => {
    slug = `salao-sino-${agenda.as.salonId}`;
    await openPage(agenda.as, slug, { cancel_hours: 12 });
    owner = agenda.as;
    const signedIn = await signedInAs(agenda.as);
    desk = actAs(t.app, await staffMember(t, signedIn, 'front_desk', 'Rita Recepção'));
    professional = await staffMember(t, signedIn, 'professional', 'Paulo Barbeiro');
    beard = (await service(agenda.as, await category(agenda.as, 'service', 'Barbearia'), { name: 'Barba', duration: 1800, price: 3000 })).id;
  });

  it('is empty before any booking', async () => {
    expect(await bell(owner)).toEqual({ notices: [], unread: 0 });
  });

  it('shows a booking made on the page to the owner and the front desk, with its client, services, time and first piece', async ({ app, agenda }) => {
    const before = Math.floor(Date.now() / 1000);
    await bookOnline(app, slug, { service_ids: [agenda.serviceId, beard], start_at: at(10), client: { name: 'Nina Notícia', phone: '(11) 95555-0101' } });
    const agendaDay = json<AppointmentWire[]>(expectStatus(await owner.get(`/salons/:salonId/appointments?day=${isoDate(friday)}`), 200));
    const first = agendaDay.find((a) => a.start_at === at(10));
    expect(first).toBeDefined();
    for (const who of [owner, desk]) {
      const answer = await bell(who);
      expect(answer.unread).toBe(1);
      expect(answer.notices).toEqual([
        {
          id: expect.any(Number),
          kind: 'booked',
          client_name: 'Nina Notícia',
          services: 'Corte + Barba',
          start_at: at(10),
          created_at: expect.any(Number),
          appointment_id: first!.id,
        },
      ]);
      expect(answer.notices[0].created_at).toBeGreaterThanOrEqual(before - 1);
      expect(answer.notices[0].created_at).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 1);
    }
  });

  it('is not for professionals: 403, reading or marking', async ({ t }) => {
    const as = actAs(t.app, professional);
    for (const response of [await as.get('/salons/:salonId/notices'), await seen(as, 1)]) {
      expect(response.statusCode).toBe(403);
      expect(json<{ code: string }>(response).code).toBe('not_allowed');
    }
  });

  it('marks read for the user who opened it only, and never goes back', async ({ app, agenda }) => {
    const [nina] = (await bell(owner)).notices;
    expect((await seen(owner, nina.id)).statusCode).toBe(204);
    expect((await bell(owner)).unread).toBe(0);
    expect((await bell(desk)).unread).toBe(1);
    await bookOnline(app, slug, { service_ids: [agenda.serviceId], start_at: at(11), client: { name: 'Otto Outro', phone: '(11) 95555-0202' } });
    expect((await bell(owner)).unread).toBe(1);
    expect((await bell(desk)).unread).toBe(2);
    const [otto] = (await bell(owner)).notices;
    expect((await seen(owner, otto.id)).statusCode).toBe(204);
    // An older id leaves the marker where it is.
    expect((await seen(owner, nina.id)).statusCode).toBe(204);
    expect((await bell(owner)).unread).toBe(0);
    // An id past the newest notice is taken as the newest: what comes next is still new.
    expect((await seen(owner, 2_000_000_000)).statusCode).toBe(204);
    await bookOnline(app, slug, { service_ids: [agenda.serviceId], start_at: at(12), client: { name: 'Pia Próxima', phone: '(11) 95555-0303' } });
    expect((await bell(owner)).unread).toBe(1);
    expect((await bell(desk)).unread).toBe(3);
    expect((await bell(owner)).notices.map((n) => n.client_name)).toEqual(['Pia Próxima', 'Otto Outro', 'Nina Notícia']);
  });

  it('refuses a body without a valid id', async () => {
    for (const body of [{}, { up_to: 0 }, { up_to: 'x' }]) expect((await owner.put('/salons/:salonId/notices/seen', body)).statusCode).toBe(422);
  });

  it('adds a line when the client moves and when they cancel by the link, at the new time', async ({ app, agenda }) => {
    const visit = await bookOnline(app, slug, { service_ids: [agenda.serviceId], start_at: at(14), client: { name: 'Mara Muda', phone: '(11) 95555-0404' } });
    expectStatus(await visitor(app).put(`/bookings/${visit.token}`, { start_at: at(16) }), 200);
    expectStatus(await visitor(app).del(`/bookings/${visit.token}`), 200);
    // A refused move adds nothing.
    expect((await visitor(app).put(`/bookings/${visit.token}`, { start_at: at(17) })).statusCode).toBe(409);
    const { notices } = await bell(desk);
    expect(notices.slice(0, 3).map(({ kind, client_name, start_at }) => ({ kind, client_name, start_at }))).toEqual([
      { kind: 'canceled', client_name: 'Mara Muda', start_at: at(16) },
      { kind: 'moved', client_name: 'Mara Muda', start_at: at(16) },
      { kind: 'booked', client_name: 'Mara Muda', start_at: at(14) },
    ]);
    expect(notices.map((n) => n.id)).toEqual([...notices.map((n) => n.id)].sort((a, b) => b - a));
  });

  it("names an erased client by the anonymised name, read when the bell is", async ({ agenda, db }) => {
    const [notice] = (await bell(owner)).notices.filter((n) => n.client_name === 'Otto Outro');
    const [piece] = await db.select({ clientId: appointments.clientId }).from(appointments).where(and(eq(appointments.salonId, agenda.as.salonId), eq(appointments.id, notice.appointment_id!)));
    expectStatus(await owner.post(`/clients/${piece.clientId}/erase`, { confirm_name: 'Otto Outro' }), 200);
    const after = (await bell(owner)).notices.find((n) => n.id === notice.id);
    expect(after?.client_name).toBe(`Cliente removido #${piece.clientId}`);
  });

  it("is the salon's own: another salon's owner is refused on this salon's path, and their own bell holds none of it", async ({ shop, db, agenda }) => {
    const foreign = shop.as;
    expect((await foreign.get(`/salons/${agenda.as.salonId}/notices`)).statusCode).toBe(403);
    const readsBefore = await db.select().from(noticeReads).where(eq(noticeReads.salonId, agenda.as.salonId));
    expect((await foreign.put(`/salons/${agenda.as.salonId}/notices/seen`, { up_to: 2_000_000_000 })).statusCode).toBe(403);
    expect(await db.select().from(noticeReads).where(eq(noticeReads.salonId, agenda.as.salonId))).toEqual(readsBefore);
    expect((await bell(desk)).unread).toBeGreaterThan(0);
    expect(await bell(foreign)).toEqual({ notices: [], unread: 0 });
  });

  it('counts at most 99 new ones', async ({ agenda, db }) => {
    const rows = Array.from({ length: 120 }, (_, i) => sql`(${agenda.as.salonId}, 'booked', ${new Date((at(8) + i * 60) * 1000)}, 'Corte')`);
    await db.execute(sql`insert into staff_notices (salon_id, kind, start_at, services) values ${sql.join(rows, sql`, `)}`);
    const answer = await bell(desk);
    expect(answer.unread).toBe(99);
    expect(answer.notices).toHaveLength(20);
    expect(answer.notices[0].client_name).toBeNull();
  });

  it('still reads and marks read after the trial, when writes answer 402', async ({ t, owner: lapsedOwner }) => {
    const lapsed = actAs(t.app, lapsedOwner);
    await setSalon(t, lapsed.salonId, { trialEndsAt: sql`now() - interval '1 day'` as unknown as Date });
    expect((await lapsed.post('/salons/:salonId/clients', { client: { name: 'Nova' } })).statusCode).toBe(402);
    expect((await lapsed.get('/salons/:salonId/notices')).statusCode).toBe(200);
    expect((await seen(lapsed, 1)).statusCode).toBe(204);
  });
});

const sandbox = (app: FastifyInstance) => app.services.pixProvider as SandboxPix;

describe('a booking held for its Pix deposit', () => {
  it('rings the bell only once the deposit is paid', async ({ app, db, shop }) => {
    const slug = `salao-sino-sinal-${shop.as.salonId}`;
    await openPage(shop.as, slug, { deposit_rule: 'per_service', deposit_kind: 'percent', deposit_value: 50 });
    const visit = await bookOnline(app, slug, { service_ids: [shop.serviceId], start_at: at(9), client: { name: 'Sara Sinal', phone: '(11) 96666-0101' } });
    expect(visit.status).toBe('awaiting_deposit');
    expect(await bell(shop.as)).toEqual({ notices: [], unread: 0 });
    const [deposit] = await db.select().from(bookingDeposits).where(eq(bookingDeposits.salonId, shop.as.salonId));
    const paid = sandbox(app).paidNotice({ chargeId: deposit.chargeId!, reference: `${deposit.salonId}:${deposit.id}`, amountCents: deposit.amount });
    expect((await app.inject({ method: 'POST', url: '/v1/webhooks/pix', headers: paid.headers, payload: paid.body })).statusCode).toBe(200);
    const answer = await bell(shop.as);
    expect(answer.unread).toBe(1);
    expect(answer.notices).toMatchObject([{ kind: 'booked', client_name: 'Sara Sinal', start_at: at(9) }]);
  });
});
