import { and, eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { PublicBookingWire, PublicSalonWire } from '../../../server/contract/onlineBooking';
import { appointments, clients } from '../../../server/db/schema/index';
import { bookingPhone } from '../../../server/services/publicBookingView';
import { instantOf, isoDate } from '../../../server/services/zonedTime';
import { agendaSalon, booked, hire, recordChanges } from '../support/agendaHelpers';
import { setSalon } from '../support/subscriptionHelpers';
import { beforeAll, it } from '../support/fixtures';
import { json } from '../support/harness';
import { category, client, expectStatus, service } from '../support/salonHelpers';
import { bookingBody, bookOnline, nextWeekday, openPage, timesOn, visitor } from './support';

const ZONE = 'America/Sao_Paulo';
const at = (date: { year: number; month: number; day: number }, hour: number, minute = 0) => instantOf({ ...date, hour, minute, second: 0 }, ZONE) / 1000;
const tuesday = nextWeekday(2);
const wednesday = nextWeekday(3);

describe('a phone typed on the page', () => {
  it('reads Brazilian numbers with or without +55 and numbers from abroad', () => {
    expect(bookingPhone('(11) 91234-5678')).toEqual({ display: '(11) 91234-5678', variants: ['11912345678', '5511912345678'] });
    expect(bookingPhone('+55 21 3123 4567')?.display).toBe('(21) 3123-4567');
    expect(bookingPhone('011 91234-5678')?.display).toBe('(11) 91234-5678');
    expect(bookingPhone('+351 912 345 678')).toEqual({ display: '+351912345678', variants: ['351912345678'] });
    for (const wrong of ['1234', '(11) 81234-56789', '(00) 91234-5678', 'abc 91234-5678', '(11) 81234-5678']) expect(bookingPhone(wrong)).toBeUndefined();
  });
});

describe("the salon's public page", () => {
  let slug = '';
  beforeAll(async ({ agenda }) => {
    slug = `salao-publico-${agenda.as.salonId}`;
    await openPage(agenda.as, slug, { min_notice_minutes: 60 });
  });

  it('shows the salon, its services by category and who does them', async ({ agenda, app }) => {
    const hidden = (await service(agenda.as, await category(agenda.as, 'service', 'Unhas'), { name: 'Mão', duration: 2700, price: 3000 })).id;
    const off = await hire(agenda.as, 'Ivo Offline');
    const artist = await hire(agenda.as, 'Lia Cor', { service_ids: [agenda.serviceId] });
    await openPage(agenda.as, slug, { services: [{ id: hidden, bookable_online: false }], employees: [{ id: off, bookable_online: false }] });
    const page = json<PublicSalonWire>(expectStatus(await visitor(app).get(`/salons/${slug}`), 200));
    expect(page.name).toMatch(/^Salão/);
    expect(page.categories).toEqual([{ name: 'Cabelo', services: [{ id: agenda.serviceId, name: 'Corte', description: null, duration: 1800, price: 4500 }] }]);
    expect(page.professionals.map((p) => p.id).sort()).toEqual([agenda.employeeId, artist].sort());
    expect(page.professionals.find((p) => p.id === artist)?.service_ids).toEqual([agenda.serviceId]);
    // Nothing of the salon's clients or staff contacts.
    expect(JSON.stringify(page)).not.toMatch(/Carla Cliente|@/);
    await openPage(agenda.as, slug, { employees: [{ id: artist, bookable_online: false }] });
  });

  it('is not there when the page is off or unknown', async ({ agenda, app }) => {
    expect((await visitor(app).get('/salons/nao-existe')).statusCode).toBe(404);
    await openPage(agenda.as, slug, { enabled: false });
    expect((await visitor(app).get(`/salons/${slug}`)).statusCode).toBe(404);
    expect((await visitor(app).get(`/salons/${slug}/availability?service_ids=${agenda.serviceId}`)).statusCode).toBe(404);
    await openPage(agenda.as, slug);
  });

  it('offers the working hours minus bookings, with the buffer after each', async ({ agenda, app }) => {
    const query = `service_ids=${agenda.serviceId}`;
    const free = await timesOn(app, slug, tuesday, query);
    expect(free[0].time).toBe('09:00');
    expect(free.at(-1)?.time).toBe('18:30');
    expect(free).toHaveLength(39);
    await booked(agenda, { start_at: at(tuesday, 10) });
    await openPage(agenda.as, slug, { services: [{ id: agenda.serviceId, buffer_after: 900 }] });
    const times = (await timesOn(app, slug, tuesday, query)).map((time) => time.time);
    // 10:00-10:30 is taken and its 15 minutes after; a 30-minute cut starting 9:45 would end in it.
    expect(times).not.toContain('09:45');
    expect(times).not.toContain('10:30');
    expect(times).toContain('09:15');
    expect(times).toContain('10:45');
    await openPage(agenda.as, slug, { services: [{ id: agenda.serviceId, buffer_after: 0 }] });
  });

  it('books: the agenda shows it at once, marked online, for a new client with the consent', async ({ agenda, app, db }) => {
    const stream = recordChanges(app, agenda.as.salonId);
    const visit = await bookOnline(app, slug, { service_ids: [agenda.serviceId], start_at: at(tuesday, 14), client: { name: ' Nova  Cliente ', phone: '+55 11 98765-1111', email: 'Nova@Exemplo.com' } });
    stream.stop();
    expect(visit.token).toMatch(/^[\w-]{40,}$/);
    expect(visit).toMatchObject({ status: 'booked', start_at: at(tuesday, 14), end_at: at(tuesday, 14, 30), total: 4500, changeable: true });
    expect(visit.pieces).toEqual([expect.objectContaining({ service: { id: agenda.serviceId, name: 'Corte' }, employee: expect.objectContaining({ id: agenda.employeeId }) })]);
    const [row] = await db.select().from(appointments).where(and(eq(appointments.salonId, agenda.as.salonId), eq(appointments.startAt, new Date(at(tuesday, 14) * 1000))));
    expect(row).toMatchObject({ origin: 'online', status: 'new', price: 4500, employeeId: agenda.employeeId });
    const [person] = await db.select().from(clients).where(and(eq(clients.salonId, agenda.as.salonId), eq(clients.id, row.clientId!)));
    expect(person).toMatchObject({ name: 'Nova Cliente', phone: '(11) 98765-1111', email: 'nova@exemplo.com', messagesConsent: true });
    expect(stream.changes).toContainEqual(expect.objectContaining({ entity: 'appointment', action: 'created', id: row.id }));
    const agendaDay = json<Array<{ id: number; origin: string }>>(expectStatus(await agenda.as.get(`/salons/:salonId/appointments?day=${isoDate(tuesday)}`), 200));
    expect(agendaDay.find((a) => a.id === row.id)?.origin).toBe('online');
    expect(agendaDay.filter((a) => a.id !== row.id).map((a) => a.origin)).toEqual(['desk']);
  });

  it("attaches a known phone to the salon's client and changes nothing of them", async ({ agenda, app, db }) => {
    const known = await client(agenda.as, 'Cliente Antiga', { 'client[phone]': '(11) 97777-2222', 'client[email]': 'antiga@exemplo.com' });
    const answer = expectStatus(await visitor(app).post(`/salons/${slug}/bookings`, bookingBody({ service_ids: [agenda.serviceId], start_at: at(tuesday, 15), client: { name: 'Outro Nome', phone: '11977772222' } })), 201);
    const [row] = await db.select().from(appointments).where(and(eq(appointments.salonId, agenda.as.salonId), eq(appointments.startAt, new Date(at(tuesday, 15) * 1000))));
    expect(row.clientId).toBe(known.id);
    const [person] = await db.select().from(clients).where(and(eq(clients.salonId, agenda.as.salonId), eq(clients.id, known.id)));
    expect(person).toMatchObject({ name: 'Cliente Antiga', email: 'antiga@exemplo.com' });
    // The answer is the same whoever the phone belongs to: nothing of the client in it.
    expect(answer.body).not.toMatch(/Antiga|antiga/);
  });

  it('answers 409 with the next free times when the time is taken', async ({ agenda, app }) => {
    await bookOnline(app, slug, { service_ids: [agenda.serviceId], start_at: at(tuesday, 16) });
    const response = await visitor(app).post(`/salons/${slug}/bookings`, bookingBody({ service_ids: [agenda.serviceId], start_at: at(tuesday, 16) }));
    expect(response.statusCode).toBe(409);
    const body = json<{ errors: string[]; next_times: Array<{ start_at: number; time: string; date: string }> }>(response);
    expect(body.errors[0]).toMatch(/não está disponível|acabou de ser reservado/);
    expect(body.next_times[0]).toEqual({ start_at: at(tuesday, 16, 30), time: '16:30', date: isoDate(tuesday) });
    expect(body.next_times.length).toBeGreaterThan(1);
  });

  it('tells each bad field in words and books nothing', async ({ agenda, app, db }) => {
    const before = await db.select({ id: appointments.id }).from(appointments).where(eq(appointments.salonId, agenda.as.salonId));
    const response = await visitor(app).post(`/salons/${slug}/bookings`, {
      service_ids: [agenda.serviceId, 999_999],
      start_at: at(tuesday, 11),
      client: { name: ' ', phone: '123', email: 'nao-e-email' },
      consent: false,
    });
    expect(response.statusCode).toBe(422);
    expect(json<Record<string, string[]>>(response)).toEqual({
      'client.name': ['Digite o seu nome'],
      'client.phone': [expect.stringMatching(/^Telefone inválido/)],
      'client.email': ['Ops! Por favor, digite um e-mail válido'],
      consent: ['Para agendar, aceite receber as mensagens sobre o seu horário'],
      service_ids: ['Escolha de 1 a 5 serviços oferecidos online por este salão'],
    });
    const english = await app.inject({ method: 'POST', url: `/v1/public/salons/${slug}/bookings`, headers: { 'accept-language': 'en' }, remoteAddress: '10.9.9.9', payload: bookingBody({ service_ids: [agenda.serviceId], start_at: at(tuesday, 11), consent: false }) });
    expect(json<Record<string, string[]>>(english).consent).toEqual(['To book, agree to receive the messages about your booking']);
    const wrongType = await visitor(app).post(`/salons/${slug}/bookings`, { service_ids: 'um', start_at: 'amanhã' });
    expect(wrongType.statusCode).toBe(422);
    // Before the notice (now + 60 min) and outside the working hours nothing is booked.
    for (const start of [Math.floor(Date.now() / 1000) + 600, at(tuesday, 20), at(nextWeekday(0), 10)]) {
      expect((await visitor(app).post(`/salons/${slug}/bookings`, bookingBody({ service_ids: [agenda.serviceId], start_at: start }))).statusCode).toBe(409);
    }
    expect(await db.select({ id: appointments.id }).from(appointments).where(eq(appointments.salonId, agenda.as.salonId))).toHaveLength(before.length);
  });

  it('gives a time to exactly one of 50 clients posting it at once, the others a 409 with the next times', async ({ agenda, app, db }) => {
    const start = at(wednesday, 9);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => visitor(app).post(`/salons/${slug}/bookings`, bookingBody({ service_ids: [agenda.serviceId], start_at: start }))),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const refused of answers.filter((a) => a.statusCode === 409)) expect(json<{ next_times: Array<{ start_at: number }> }>(refused).next_times[0].start_at).toBe(at(wednesday, 9, 30));
    const rows = await db.select().from(appointments).where(and(eq(appointments.salonId, agenda.as.salonId), eq(appointments.startAt, new Date(start * 1000)), eq(appointments.status, 'new')));
    expect(rows).toHaveLength(1);
  });

  it('lets the link show, move and cancel the booking within the window, and nothing after', async ({ agenda, app, db }) => {
    const visit = await bookOnline(app, slug, { service_ids: [agenda.serviceId], start_at: at(wednesday, 11) });
    const link = `/bookings/${visit.token}`;
    const shown = json<PublicBookingWire>(expectStatus(await visitor(app).get(link), 200));
    expect(shown.token).toBeUndefined();
    expect(shown).toMatchObject({ status: 'booked', start_at: at(wednesday, 11), changeable: true });
    const moved = json<PublicBookingWire>(expectStatus(await visitor(app).put(link, { start_at: at(wednesday, 11, 15) }), 200));
    expect(moved.start_at).toBe(at(wednesday, 11, 15));
    // Its own old time does not stand in its way: moving 15 minutes later overlaps where it was.
    const taken = await bookOnline(app, slug, { service_ids: [agenda.serviceId], start_at: at(wednesday, 12) });
    expect((await visitor(app).put(link, { start_at: at(wednesday, 12) })).statusCode).toBe(409);
    const canceled = json<PublicBookingWire>(expectStatus(await visitor(app).del(link), 200));
    expect(canceled.status).toBe('canceled');
    const [row] = await db.select({ status: appointments.status, startAt: appointments.startAt }).from(appointments).where(and(eq(appointments.salonId, agenda.as.salonId), eq(appointments.startAt, new Date(at(wednesday, 11, 15) * 1000))));
    expect(row.status).toBe('canceled');
    expect((await visitor(app).del(link)).statusCode).toBe(409);
    expect((await visitor(app).get('/bookings/nao-e-um-token-valido')).statusCode).toBe(404);
    // A window longer than the time left: the link may no longer change it.
    await openPage(agenda.as, slug, { cancel_hours: 168 });
    const late = `/bookings/${taken.token}`;
    expect(json<PublicBookingWire>(expectStatus(await visitor(app).get(late), 200)).changeable).toBe(false);
    const refused = await visitor(app).del(late);
    expect(refused.statusCode).toBe(409);
    expect(json<{ base: string[] }>(refused).base[0]).toMatch(/faltam menos de 168 horas/);
    await openPage(agenda.as, slug, { cancel_hours: 12 });
  });

  it('books two services one after the other by whoever is free for each', async ({ agenda, app }) => {
    const nails = (await service(agenda.as, await category(agenda.as, 'service', 'Pés'), { name: 'Pé', duration: 1800, price: 2500 })).id;
    const manicure = await hire(agenda.as, 'Mara Pés', { service_ids: [nails] });
    await expectStatus(await agenda.as.put(`/employees/${agenda.employeeId}`, { employee: { service_ids: [agenda.serviceId] } }), 200);
    const times = await timesOn(app, slug, wednesday, `service_ids=${agenda.serviceId},${nails}`);
    const two = times.find((time) => time.time === '14:00');
    expect(two?.pieces).toEqual([
      { service_id: agenda.serviceId, start_at: at(wednesday, 14), employee_ids: [agenda.employeeId] },
      { service_id: nails, start_at: at(wednesday, 14, 30), employee_ids: [manicure] },
    ]);
    const visit = await bookOnline(app, slug, { service_ids: [agenda.serviceId, nails], start_at: at(wednesday, 14) });
    expect(visit.pieces.map((p) => [p.employee.id, p.start_at])).toEqual([
      [agenda.employeeId, at(wednesday, 14)],
      [manicure, at(wednesday, 14, 30)],
    ]);
    expect(visit.total).toBe(7000);
    // Only the chosen professional: she does not cut, so nothing is offered.
    expect(await timesOn(app, slug, wednesday, `service_ids=${agenda.serviceId},${nails}&employee_id=${manicure}`)).toEqual([]);
  });

  it('limits the bookings a phone may hold and post', async ({ agenda, app }) => {
    const phone = '(11) 96666-3333';
    const day = nextWeekday(4);
    for (const hour of [9, 10, 11]) await bookOnline(app, slug, { service_ids: [agenda.serviceId], start_at: at(day, hour), client: { name: 'Muita Pressa', phone } });
    const fourth = await visitor(app).post(`/salons/${slug}/bookings`, bookingBody({ service_ids: [agenda.serviceId], start_at: at(day, 12), client: { name: 'Muita Pressa', phone } }));
    expect(fourth.statusCode).toBe(422);
    expect(json<Record<string, string[]>>(fourth)['client.phone'][0]).toMatch(/agendamentos futuros demais/);
    await visitor(app).post(`/salons/${slug}/bookings`, bookingBody({ service_ids: [agenda.serviceId], start_at: at(day, 13), client: { name: 'Muita Pressa', phone } }));
    const sixth = await visitor(app).post(`/salons/${slug}/bookings`, bookingBody({ service_ids: [agenda.serviceId], start_at: at(day, 14), client: { name: 'Muita Pressa', phone } }));
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
  });

  it('is not found once the salon may no longer write (trial over, nothing paid), and its links cannot move', async ({ t, app }) => {
    const lapsed = await agendaSalon(app);
    const address = `salao-vencido-${lapsed.as.salonId}`;
    await openPage(lapsed.as, address);
    const visit = await bookOnline(app, address, { service_ids: [lapsed.serviceId], start_at: at(wednesday, 10) });
    await setSalon(t, lapsed.as.salonId, { trialEndsAt: sql`now() - interval '1 day'` as unknown as Date });
    expect((await visitor(app).get(`/salons/${address}`)).statusCode).toBe(404);
    expect((await visitor(app).post(`/salons/${address}/bookings`, bookingBody({ service_ids: [lapsed.serviceId], start_at: at(wednesday, 11) }))).statusCode).toBe(404);
    expect((await visitor(app).put(`/bookings/${visit.token}`, { start_at: at(wednesday, 11) })).statusCode).toBe(404);
    // The client can still call it off.
    expect(json<PublicBookingWire>(expectStatus(await visitor(app).del(`/bookings/${visit.token}`), 200)).status).toBe('canceled');
  });

  it('books nothing for a form that fills the hidden field', async ({ agenda, app, db }) => {
    const before = await db.select({ id: appointments.id }).from(appointments).where(eq(appointments.salonId, agenda.as.salonId));
    const bot = await visitor(app).post(`/salons/${slug}/bookings`, bookingBody({ service_ids: [agenda.serviceId], start_at: at(wednesday, 17), website: 'http://spam.example' }));
    expect(bot.statusCode).toBe(422);
    expect(await db.select({ id: appointments.id }).from(appointments).where(eq(appointments.salonId, agenda.as.salonId))).toHaveLength(before.length);
  });

  it('stays up under a flood from one address: a few bookings, the rest 429, never a 5xx, and the page answers after', async ({ agenda, app }) => {
    const flood = visitor(app, '10.66.6.6');
    const day = nextWeekday(6);
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, i) => flood.post(`/salons/${slug}/bookings`, bookingBody({ service_ids: [agenda.serviceId], start_at: at(day, 9 + (i % 9)) }))),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(100);
    expect(statuses.filter((s) => s === 201).length).toBeLessThanOrEqual(20);
    const reads = await Promise.all(Array.from({ length: 60 }, () => flood.get(`/salons/${slug}/availability?service_ids=${agenda.serviceId}&days=7`)));
    expect(reads.every((r) => r.statusCode === 200)).toBe(true);
    expect((await visitor(app).get(`/salons/${slug}`)).statusCode).toBe(200);
  });

  it('answers the same page from memory until the salon changes: a booking here or at the front desk drops it', async ({ agenda, app }) => {
    const day = nextWeekday(1);
    const url = `/salons/${slug}/availability?service_ids=${agenda.serviceId}&from=${isoDate(day)}&days=1`;
    const first = await visitor(app).get(url);
    const again = await visitor(app).get(url);
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    const times = () => visitor(app).get(url).then((r) => json<{ days: Array<{ times: Array<{ time: string }> }> }>(r).days[0].times.map((t) => t.time));
    expect(await times()).toContain('09:00');
    await bookOnline(app, slug, { service_ids: [agenda.serviceId], start_at: at(day, 9) });
    expect(await times()).not.toContain('09:00');
    expect(await times()).toContain('10:00');
    await booked(agenda, { start_at: at(day, 10) });
    expect(await times()).not.toContain('10:00');
    await openPage(agenda.as, slug, { enabled: false });
    expect((await visitor(app).get(url)).statusCode).toBe(404);
    await openPage(agenda.as, slug);
  });

  it("names first, for 'qualquer profissional', the one the booking then gets: the least busy that day", async ({ app }) => {
    const other = await agendaSalon(app);
    const address = `salao-dois-${other.as.salonId}`;
    await openPage(other.as, address);
    const free = await hire(other.as, 'Zeca Livre');
    const day = nextWeekday(5);
    await booked(other, { start_at: at(day, 9) });
    const [offered] = (await timesOn(app, address, day, `service_ids=${other.serviceId}`)).filter((time) => time.time === '14:00');
    expect(offered.pieces[0].employee_ids).toEqual([free, other.employeeId]);
    const visit = await bookOnline(app, address, { service_ids: [other.serviceId], start_at: at(day, 14) });
    expect(visit.pieces[0].employee.id).toBe(free);
  });
});
