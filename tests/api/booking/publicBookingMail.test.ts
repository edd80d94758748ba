import { describe, expect } from 'vitest';
import type { PublicBookingWire } from '../../../server/contract/onlineBooking';
import { instantOf } from '../../../server/services/zonedTime';
import { beforeAll, it } from '../support/fixtures';
import { json } from '../support/harness';
import { signedInAs, staffMember } from '../support/roleHelpers';
import { expectStatus } from '../support/salonHelpers';
import { mailsOf } from '../support/subscriptionHelpers';
import { bookOnline, nextWeekday, openPage, visitor } from './support';

const ZONE = 'America/Sao_Paulo';
const friday = nextWeekday(5);
const at = (hour: number, minute = 0) => instantOf({ ...friday, hour, minute, second: 0 }, ZONE) / 1000;

describe("an online booking's e-mails and calendar file", () => {
  let slug = '';
  let desk = '';
  let professional = '';
  beforeAll(async ({ t, agenda }) => {
    slug = `salao-cartas-${agenda.as.salonId}`;
    await openPage(agenda.as, slug, { cancel_hours: 12 });
    const owner = await signedInAs(agenda.as);
    desk = (await staffMember(t, owner, 'front_desk', 'Rita Recepção')).user.email;
    professional = (await staffMember(t, owner, 'professional', 'Paulo Barbeiro')).user.email;
  });

  it('confirms to the client with the link and the calendar, and tells the owner and the front desk, not the professionals', async ({ t, agenda }) => {
    const before = (await mailsOf(t, agenda.as.salonId)).length;
    const visit = await bookOnline(t.app, slug, { service_ids: [agenda.serviceId], start_at: at(10), client: { name: 'Clara Correio', phone: '(11) 95555-1212', email: 'clara@exemplo.com' } });
    const mails = (await mailsOf(t, agenda.as.salonId)).slice(before);
    const toClient = mails.find((m) => m.to === 'clara@exemplo.com');
    expect(toClient?.subject).toMatch(/^Agendamento confirmado: Salão/);
    expect(toClient?.text).toContain('às 10:00');
    expect(toClient?.text).toContain(`http://agendei.test/reserva/${visit.token}`);
    expect(toClient?.text).toContain(`http://agendei.test/v1/public/bookings/${visit.token}/calendar.ics`);
    expect(toClient?.text).toMatch(/Corte com /);
    expect(toClient?.text).toMatch(/R\$\s45,00/);
    const staff = mails.filter((m) => m.to !== 'clara@exemplo.com');
    const owner = json<{ data: { email: string } }>(expectStatus(await agenda.as.get('/auth/validate_token'), 200)).data.email;
    expect(staff.map((m) => m.to).sort()).toEqual([desk, owner].sort());
    expect(staff.map((m) => m.to)).not.toContain(professional);
    expect(staff[0].subject).toMatch(/^Novo agendamento online: .*, 10:00$/);
    expect(staff[0].text).toContain('Clara Correio ((11) 95555-1212) agendou pela página do salão');
  });

  it('tells both again when the client moves and cancels by the link', async ({ t, agenda }) => {
    const visit = await bookOnline(t.app, slug, { service_ids: [agenda.serviceId], start_at: at(11), client: { name: 'Mário Muda', phone: '(11) 95555-3434', email: 'mario@exemplo.com' } });
    const before = (await mailsOf(t, agenda.as.salonId)).length;
    expectStatus(await visitor(t.app).put(`/bookings/${visit.token}`, { start_at: at(15) }), 200);
    expectStatus(await visitor(t.app).del(`/bookings/${visit.token}`), 200);
    const mails = (await mailsOf(t, agenda.as.salonId)).slice(before);
    const toClient = mails.filter((m) => m.to === 'mario@exemplo.com').map((m) => m.subject.split(':')[0]);
    expect(toClient).toEqual(['Horário alterado', 'Agendamento cancelado']);
    expect(mails.filter((m) => m.to === desk).map((m) => m.subject.split(':')[0])).toEqual(['Agendamento online remarcado', 'Agendamento online cancelado']);
    // A refused move sends nothing.
    const after = (await mailsOf(t, agenda.as.salonId)).length;
    expect((await visitor(t.app).put(`/bookings/${visit.token}`, { start_at: at(16) })).statusCode).toBe(409);
    expect(await mailsOf(t, agenda.as.salonId)).toHaveLength(after);
  });

  it('gives an .ics file of the visit, and none once it is canceled', async ({ t, agenda }) => {
    const visit: PublicBookingWire = await bookOnline(t.app, slug, { service_ids: [agenda.serviceId], start_at: at(17) });
    const file = await visitor(t.app).get(`/bookings/${visit.token}/calendar.ics`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const start = new Date(at(17) * 1000).toISOString().replace(/[-:]/g, '').replace('.000', '');
    expect(file.body).toContain(`DTSTART:${start}\r\n`);
    expect(file.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(file.body).toMatch(/SUMMARY:Corte - Salão \d+\r\n/);
    expect(file.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expectStatus(await visitor(t.app).del(`/bookings/${visit.token}`), 200);
    expect((await visitor(t.app).get(`/bookings/${visit.token}/calendar.ics`)).statusCode).toBe(404);
  });

  it("is not told twice of a move: after the link's own e-mail, the reminder job has nothing to add", async ({ t, agenda }) => {
    const visit = await bookOnline(t.app, slug, { service_ids: [agenda.serviceId], start_at: at(12), client: { name: 'Rui Lembrado', phone: '(11) 95555-5656', email: 'rui@exemplo.com' } });
    // Its reminder goes out (a day ahead at most), then the client moves it by the link.
    await t.app.services.reminders.remindDue(new Date(at(12) * 1000 - 3600_000));
    const reminded = (await mailsOf(t, agenda.as.salonId)).filter((m) => m.to === 'rui@exemplo.com').map((m) => m.subject.split(':')[0]);
    expect(reminded).toEqual(['Agendamento confirmado', 'Lembrete']);
    expectStatus(await visitor(t.app).put(`/bookings/${visit.token}`, { start_at: at(16) }), 200);
    await t.app.services.reminders.remindDue(new Date(Date.now() + 10 * 60_000));
    const told = (await mailsOf(t, agenda.as.salonId)).filter((m) => m.to === 'rui@exemplo.com').map((m) => m.subject.split(':')[0]);
    expect(told).toEqual(['Agendamento confirmado', 'Lembrete', 'Horário alterado']);
  });
});
