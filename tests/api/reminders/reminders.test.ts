import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import { buildApp } from '../../../server/app';
import type { AppointmentWire } from '../../../server/contract/appointments';
import type { ClientWire } from '../../../server/contract/clients';
import { loadConfig } from '../../../server/config';
import { appointments, emailOutbox } from '../../../server/db/schema/index';
import { SYSTEM } from '../../../server/repositories/changes';
import type { ReminderService } from '../../../server/services/reminders';
import { agendaSalon, booked, utc, type AgendaSalon } from '../support/agendaHelpers';
import { expectAudited } from '../support/changeNoticeHelpers';
import { createTestApp, json, writeOutside, type TestApp } from '../support/harness';
import { category, client, expectStatus, service } from '../support/salonHelpers';

const HOUR = 3600 * 1000;
/** Thursday 14 March 2030, 09:30 in São Paulo (12:30 UTC). */
const START = utc(2030, 3, 14, 12, 30);
const at = (hoursBefore: number, start = START) => new Date(start * 1000 - hoursBefore * HOUR);

describe('appointment reminders by e-mail (the scheduler)', () => {
  let t: TestApp;
  let reminders: ReminderService;
  let s: AgendaSalon;
  let n = 0;
  beforeAll(async ({ t: fileT, agenda: fileAgenda }) => {
    t = fileT;
    s = fileAgenda;
    reminders = t.app.services.reminders;
    expectStatus(
      await s.as.form('PUT', '/clients/' + s.clientId, { 'client[name]': 'Carla Cliente', 'client[email]': 'carla@cliente.com' }),
      200,
    );
    await t.app.inject({
      method: 'PATCH',
      url: `/v1/salons/${s.as.salonId}/settings`,
      headers: s.as.headers,
      payload: { salon: { name: 'Barbearia do Zé', phone: '(11) 3456-7890', address: 'Rua Augusta, 1500', neighborhood: 'Consolação', city: 'São Paulo', state: 'SP' } },
    });
  });

  /** A booking `n` days after START (each test its own day, so rounds of one test never see another's). */
  const bookOn = async (fields: Record<string, unknown> = {}) => {
    n += 1;
    const start = START + n * 86_400;
    return { start, appointment: await booked(s, { start_at: start, ...fields }) };
  };
  const mailsTo = (to: string) => t.database.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, to), eq(emailOutbox.salonId, s.as.salonId))).orderBy(emailOutbox.id);
  const remindersFor = async (to: string, start: number) => {
    const { date, time } = whenText(start);
    return (await mailsTo(to)).filter((mail) => mail.text.includes(`${date}, às ${time}`));
  };
  const remindedAt = async (id: number) => (await t.database.db.select({ at: appointments.remindedAt }).from(appointments).where(eq(appointments.id, id)))[0].at;

  it('goes out once, 24 hours before, in Portuguese with the date, time, service, professional, address, WhatsApp and unsubscribe link', async () => {
    const { start, appointment: booking } = await bookOn();
    expect(await reminders.remindDue(at(25, start))).toBe(0);
    expect(await reminders.remindDue(at(23, start))).toBe(1);
    expect(await reminders.remindDue(at(22, start))).toBe(0);
    expect(await reminders.remindDue(at(1, start))).toBe(0);
    const [mail] = await remindersFor('carla@cliente.com', start);
    expect(mail.subject).toContain('Lembrete: seu horário em Barbearia do');
    const text = mail.text.replace(/\u200B/g, '');
    expect(text).toContain('Olá, Carla Cliente!');
    expect(text).toContain('Serviço: Corte');
    expect(text).toContain('Profissional: Dona Ana');
    expect(text).toContain('Endereço: Rua Augusta, 1500, Consolação, São Paulo - SP');
    expect(text).toContain('WhatsApp do salão: https://wa.me/551134567890');
    expect(text).toMatch(/http:\/\/agendei\.test\/lembretes\/cancelar\?token=[\w-]{20,}/);
    expect(mail.html).toContain('href="https://wa.me/551134567890"');
    expect(await remindedAt(booking.id)).toBeInstanceOf(Date);
    // The agenda shows it: the appointment's reminded_at.
    const shown = json<AppointmentWire>(expectStatus(await s.as.put(`/appointments/${booking.id}`, { appointment: { notes: 'Traz a filha' } }), 200));
    expect(shown.reminded_at).toBe(Math.floor((await remindedAt(booking.id))!.getTime() / 1000));
    expect(await remindersFor('carla@cliente.com', start)).toHaveLength(1);
  });

  it('goes out once for an online visit of two services, naming both, and marks both pieces reminded', async () => {
    const beard = (await service(s.as, await category(s.as, 'service', 'Barba'), { name: 'Barba', duration: 1800, price: 3000 })).id;
    const { start, appointment: first } = await bookOn();
    const second = await booked(s, { start_at: start + 1800, service_id: beard });
    // Both pieces of one online visit: one shared id.
    const visitId = randomUUID();
    await writeOutside(t, s.as.salonId, (db) =>
      db.update(appointments).set({ visitId, origin: 'online' }).where(and(eq(appointments.salonId, s.as.salonId), inArray(appointments.id, [first.id, second.id]))),
    );
    expect(await reminders.remindDue(at(23, start))).toBe(1);
    expect(await reminders.remindDue(at(22, start))).toBe(0);
    const mails = await remindersFor('carla@cliente.com', start);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Corte + Barba');
    expect(await remindedAt(first.id)).not.toBeNull();
    expect(await remindedAt(second.id)).not.toBeNull();
  });

  it('goes out once with two scheduler instances on one database running at the same time', async () => {
    const { start } = await bookOn();
    const second = await buildApp({ config: loadConfig({ APP_URL: 'http://agendei.test', LOG_LEVEL: 'silent' }), database: t.database, startWorkers: false });
    try {
      const now = at(20, start);
      const counts = await Promise.all([reminders.remindDue(now), second.services.reminders.remindDue(now), reminders.remindDue(now)]);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
      expect(await remindersFor('carla@cliente.com', start)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('never for canceled or past appointments, clients without e-mail, or a salon that turned reminders off', async () => {
    const canceled = await bookOn();
    expectStatus(await s.as.put(`/appointments/${canceled.appointment.id}`, { appointment: { status: 'canceled' } }), 200);
    expect(await reminders.remindDue(at(10, canceled.start))).toBe(0);

    const past = await bookOn();
    expect(await reminders.remindDue(at(-1, past.start))).toBe(0);

    const noEmail = await client(s.as, 'Sem Email');
    const quiet = await bookOn({ client_id: noEmail.id });
    expect(await reminders.remindDue(at(10, quiet.start))).toBe(0);

    const off = await bookOn();
    await t.app.inject({ method: 'PATCH', url: `/v1/salons/${s.as.salonId}/settings`, headers: s.as.headers, payload: { salon: { reminders_enabled: false } } });
    expect(await reminders.remindDue(at(10, off.start))).toBe(0);
    await t.app.inject({ method: 'PATCH', url: `/v1/salons/${s.as.salonId}/settings`, headers: s.as.headers, payload: { salon: { reminders_enabled: true } } });
    expect(await reminders.remindDue(at(10, off.start))).toBe(1);
  });

  it("follows the salon's hours: 2 hours before, not 3", async () => {
    const { start } = await bookOn();
    const patch = (hours: number) =>
      t.app.inject({ method: 'PATCH', url: `/v1/salons/${s.as.salonId}/settings`, headers: s.as.headers, payload: { salon: { reminder_hours: hours } } });
    expect((await patch(5)).statusCode).toBe(422);
    expectStatus(await patch(2), 200);
    try {
      expect(await reminders.remindDue(at(3, start))).toBe(0);
      expect(await reminders.remindDue(at(1.5, start))).toBe(1);
    } finally {
      await patch(24);
    }
  });

  // Issue 25, item 2: a booking reminded at 14:00, dragged to 14:15 and undone, sent two more reminders.
  const move = async (id: number, start: number) =>
    json<AppointmentWire>(expectStatus(await s.as.put(`/appointments/${id}`, { appointment: { start_at: start } }), 200));
  const changeMails = async (to: string) => (await mailsTo(to)).filter((mail) => mail.subject.startsWith('Horário alterado'));

  it('is sent once per booking: a move undone back to the reminded time sends nothing more', async () => {
    const { start, appointment: booking } = await bookOn();
    expect(await reminders.remindDue(at(20, start))).toBe(1);
    const before = (await mailsTo('carla@cliente.com')).length;
    expect((await move(booking.id, start + 15 * 60)).reminded_at).toEqual(expect.any(Number));
    await move(booking.id, start);
    for (const hours of [19.9, 19, 10, 2]) expect(await reminders.remindDue(at(hours, start))).toBe(0);
    expect(await mailsTo('carla@cliente.com')).toHaveLength(before);
  });

  it("a real move after the reminder sends one 'horário alterado' with the new and the old time, not a reminder", async () => {
    const { start, appointment: booking } = await bookOn();
    expect(await reminders.remindDue(at(20, start))).toBe(1);
    const later = start + 2 * 3600;
    expect((await move(booking.id, later)).reminded_at).toEqual(expect.any(Number));
    expect(await reminders.remindDue(at(19, start))).toBe(1);
    expect(await reminders.remindDue(at(18, start))).toBe(0);
    expect(await reminders.remindDue(at(20, later))).toBe(0);
    expect(await remindersFor('carla@cliente.com', later)).toHaveLength(1);
    const [mail] = await changeMails('carla@cliente.com');
    expect(mail.subject).toContain('Horário alterado: seu horário em Barbearia do');
    const { date, time } = whenText(later);
    const old = whenText(start);
    expect(mail.text).toContain(`Novo horário: ${date}, às ${time}`);
    expect(mail.text).toContain(`Antes: ${old.date}, às ${old.time}`);
    await expectAudited(t, s.as.salonId, 'appointment', booking.id, 'toldMoved', SYSTEM);
    // Moved back to the first time: the client was told the later one, so they hear of it, once.
    await move(booking.id, start);
    expect(await reminders.remindDue(at(17, start))).toBe(1);
    expect(await changeMails('carla@cliente.com')).toHaveLength(2);
  });

  it('waits for the moves to settle: a drag undone within two minutes is never told', async () => {
    // On the real clock: the settling is measured from the move's own time in the database. The app's own
    // scheduler runs beside this on the real clock too, so what is asserted is what was queued, not who queued it.
    const soon = Math.ceil((Date.now() + 20 * HOUR) / 300_000) * 300;
    const booking = await booked(s, { start_at: soon });
    const now = Date.now();
    const remindersOf = async () => (await mailsTo('carla@cliente.com')).filter((mail) => mail.subject.startsWith('Lembrete') && mail.text.includes(whenText(soon).time));
    await reminders.remindDue(new Date(now));
    expect(await remindersOf()).toHaveLength(1);
    const changesBefore = (await changeMails('carla@cliente.com')).length;
    await move(booking.id, soon + 3600);
    await reminders.remindDue(new Date(now + 60_000));
    await move(booking.id, soon);
    await reminders.remindDue(new Date(now + 10 * 60_000));
    expect(await changeMails('carla@cliente.com')).toHaveLength(changesBefore);
    await move(booking.id, soon + 1800);
    await reminders.remindDue(new Date(Date.now() + 30_000));
    expect(await changeMails('carla@cliente.com')).toHaveLength(changesBefore);
    await reminders.remindDue(new Date(Date.now() + 3 * 60_000));
    const told = (await changeMails('carla@cliente.com')).slice(changesBefore);
    expect(told).toHaveLength(1);
    expect(told[0].text).toContain(`Novo horário: ${whenText(soon + 1800).date}, às ${whenText(soon + 1800).time}`);
    expect(await remindersOf()).toHaveLength(1);
  });

  it('the unsubscribe link stops them for that client, and the client shows it', async () => {
    const { start } = await bookOn();
    await reminders.remindDue(at(20, start));
    const [mail] = await remindersFor('carla@cliente.com', start);
    const token = new URL(/http\S+lembretes\/cancelar\?token=[\w-]+/.exec(mail.text)?.[0] ?? '').searchParams.get('token');
    const response = await t.app.inject({ method: 'POST', url: '/v1/reminders/unsubscribe', payload: { token } });
    expect(json(expectStatus(response, 200))).toEqual({ salon_name: 'Barbearia do Zé' });
    const shown = json<ClientWire>(expectStatus(await s.as.get(`/clients/${s.clientId}`), 200));
    expect(shown.reminders_opt_out_at).toEqual(expect.any(Number));
    const next = await bookOn();
    expect(await reminders.remindDue(at(20, next.start))).toBe(0);
    expect((await t.app.inject({ method: 'POST', url: '/v1/reminders/unsubscribe', payload: { token: 'x'.repeat(22) } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/v1/reminders/unsubscribe', payload: {} })).statusCode).toBe(422);
  });
});

describe('a reminder whose time passed while the server was down', () => {
  it('goes out when an instance starts, if the appointment is still ahead', async () => {
    const t = await createTestApp();
    try {
      const s = await agendaSalon(t.app);
      const maria = await client(s.as, 'Maria Atrasada', { 'client[email]': 'maria@cliente.com' });
      // In 3 hours (real time): its 24-hour reminder was due 21 hours ago, while "nobody ran".
      const start = Math.floor(Date.now() / 1000 / 300) * 300 + 3 * 3600;
      await booked(s, { client_id: maria.id, start_at: start });
      const restarted = await buildApp({ config: loadConfig({ APP_URL: 'http://agendei.test', LOG_LEVEL: 'silent' }), database: t.database, startWorkers: true });
      try {
        await restarted.ready();
        const sent = async () => t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'maria@cliente.com'));
        for (let i = 0; i < 50 && (await sent()).length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));
        expect(await sent()).toHaveLength(1);
      } finally {
        await restarted.close();
      }
    } finally {
      await t.close();
    }
  });
});

function whenText(start: number) {
  const date = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'America/Sao_Paulo' }).format(new Date(start * 1000));
  const time = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'America/Sao_Paulo' }).format(new Date(start * 1000));
  return { date, time };
}
