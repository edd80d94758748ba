import { and, eq, like } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import { emailOutbox } from '../../../server/db/schema/index';
import { booked, utc, type AgendaSalon } from '../support/agendaHelpers';
import { type TestApp } from '../support/harness';
import { client, expectStatus } from '../support/salonHelpers';

/**
 * Issue 25, item 3: cancelling an appointment told the client nothing. Cancelling (or deleting) a booking the
 * client still expects queues a 'Horário cancelado' e-mail, unless the person cancelling unticks 'Avisar o
 * cliente' (notify_client: false).
 */
describe("the client hears when their booking is cancelled", () => {
  let t: TestApp;
  let s: AgendaSalon;
  let day = 0;
  const EMAIL = 'carla@cliente.com';
  beforeAll(async ({ t: fileT, agenda: fileAgenda }) => {
    t = fileT;
    s = fileAgenda;
    expectStatus(await s.as.form('PUT', '/clients/' + s.clientId, { 'client[name]': 'Carla Cliente', 'client[email]': EMAIL }), 200);
  });

  /** A booking on a day of its own in 2030 (09:30 in São Paulo). */
  const bookAhead = async (fields: Record<string, unknown> = {}) => {
    day += 1;
    return booked(s, { start_at: utc(2030, 5, day, 12, 30), ...fields });
  };
  const cancelMails = (to = EMAIL) =>
    t.database.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, to), like(emailOutbox.subject, 'Horário cancelado%')));
  const cancel = (id: number, extra: Record<string, unknown> = {}) => s.as.put(`/appointments/${id}`, { appointment: { status: 'canceled' }, ...extra });

  it('cancelling queues one e-mail with the salon, the service and the time that was booked; a second cancel sends nothing', async () => {
    const booking = await bookAhead();
    expectStatus(await cancel(booking.id), 200);
    expectStatus(await cancel(booking.id), 200);
    const mails = await cancelMails();
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/^Horário cancelado: seu horário em /);
    expect(mails[0].text).toContain('Olá, Carla Cliente! Seu horário foi cancelado em');
    expect(mails[0].text).toContain('Quando seria: quarta-feira, 1 de maio, às 09:30');
    expect(mails[0].text).toContain('Serviço: Corte');
    expect(mails[0].text).toContain('Quer marcar outro horário? Fale com o salão.');
  });

  it("sends nothing when 'Avisar o cliente' is unticked", async () => {
    const before = (await cancelMails()).length;
    const booking = await bookAhead();
    expectStatus(await cancel(booking.id, { notify_client: false }), 200);
    const other = await bookAhead();
    expectStatus(await s.as.del(`/appointments/${other.id}?notify_client=false`), 204);
    expect(await cancelMails()).toHaveLength(before);
  });

  it('deleting a future booking tells the client too', async () => {
    const before = (await cancelMails()).length;
    const booking = await bookAhead();
    expectStatus(await s.as.del(`/appointments/${booking.id}`), 204);
    expect(await cancelMails()).toHaveLength(before + 1);
  });

  it('says nothing of a past booking, a no-show, or to a client without an e-mail', async () => {
    const before = (await cancelMails()).length;
    const past = await booked(s, { start_at: utc(2024, 5, 1, 12, 30) });
    expectStatus(await cancel(past.id), 200);
    const missed = await bookAhead({ status: 'no-show' });
    expectStatus(await cancel(missed.id), 200);
    const silent = await client(s.as, 'Sem E-mail');
    const booking = await bookAhead({ client_id: silent.id });
    expectStatus(await cancel(booking.id), 200);
    expect(await cancelMails()).toHaveLength(before);
  });

  it('five front desks cancelling one booking at once tell the client once', async () => {
    const before = (await cancelMails()).length;
    const booking = await bookAhead();
    const answers = await Promise.all(Array.from({ length: 5 }, () => cancel(booking.id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await cancelMails()).toHaveLength(before + 1);
  });

  it('a bad notify_client is refused in Portuguese and changes nothing', async () => {
    const booking = await bookAhead();
    const refused = await cancel(booking.id, { notify_client: 'talvez' });
    expect(refused.statusCode).toBe(422);
    expect(JSON.parse(refused.body)).toEqual({ notify_client: ['Valor inválido'] });
    const kept = await s.as.get(`/salons/:salonId/appointments?day=2030-05-${String(day).padStart(2, '0')}`);
    expect(JSON.parse(kept.body)).toEqual([expect.objectContaining({ id: booking.id, status: 'new' })]);
  });
});
