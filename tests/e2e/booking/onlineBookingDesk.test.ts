import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot, withAppAndBrowser } from '../support/browser';
import { expectEventIn } from '../support/agendaGrid';
import { BRUNO, IN_SALON, ON_PHONE, bookingDay, openAgenda, seedAgendaSalon } from '../support/agendaSalon';
import { expectNoHorizontalOverflow, openAs, signInAgain } from '../support/owner';

/** The owner turns the page on from a phone; a client books on it; the front desk's open agenda shows it, marked. */
describe('online booking at the front desk', () => {
  const running = withAppAndBrowser();

  it('is turned on by the owner on a phone, and a booking made on the page shows live on the agenda with its mark', async () => {
    const { app, browser } = running;
    const salon = await seedAgendaSalon(app.url);
    const slug = `salao-e2e-${salon.owner.salonId}`;

    const phone = await openAs(browser, app.url, salon.owner, PHONE, ON_PHONE);
    await phone.goto(`${app.url}/meu-salao/agendamento-online`);
    await phone.getByRole('heading', { name: 'Agendamento online' }).waitFor();
    await phone.getByLabel('Receber agendamentos pela internet').check();
    const address = phone.getByLabel('Endereço da página');
    await address.fill(slug);
    // A deposit of 30% of each service, by Pix.
    await phone.getByRole('radio', { name: 'Em todo agendamento' }).check();
    await phone.getByRole('radio', { name: 'Porcentagem do preço' }).check();
    await phone.getByLabel('Porcentagem do preço de cada serviço').fill('30');
    await phone.getByRole('button', { name: 'Salvar' }).click();
    await phone.getByText('Agendamento online salvo!').waitFor();
    await expectNoHorizontalOverflow(phone, PHONE.width);
    await screenshot(phone, 'online-booking-settings-375');
    expect(await phone.getByText(`/s/${slug}`).count()).toBeGreaterThan(0);
    const saved = (await (await fetch(`${app.url}/v1/public/salons/${slug}`)).json()) as { deposit: unknown };
    expect(saved.deposit).toEqual({ rule: 'per_service', kind: 'percent', value: 30 });

    const day = bookingDay();
    const desk = await openAs(browser, app.url, await signInAgain(app.url, salon.owner), DESKTOP, IN_SALON);
    const streamOpen = desk.waitForResponse((r) => r.url().endsWith(`/salons/${salon.owner.salonId}/appointments/stream`) && r.status() === 200);
    await openAgenda(desk, app.url, day);
    await streamOpen;

    // A client books Corte masculino at 15:00 with Bruno, on the page's API.
    const page = (await (await fetch(`${app.url}/v1/public/salons/${slug}`)).json()) as { categories: Array<{ services: Array<{ id: number; name: string }> }> };
    const cut = page.categories.flatMap((c) => c.services).find((s) => s.name === 'Corte masculino');
    const times = (await (await fetch(`${app.url}/v1/public/salons/${slug}/availability?service_ids=${cut!.id}&employee_id=${salon.staff[BRUNO.name]}&from=${day}&days=1`)).json()) as {
      days: Array<{ times: Array<{ start_at: number; time: string }> }>;
    };
    const at15 = times.days[0].times.find((t) => t.time === '15:00');
    const booked = await fetch(`${app.url}/v1/public/salons/${slug}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ service_ids: [cut!.id], employee_id: salon.staff[BRUNO.name], start_at: at15!.start_at, client: { name: 'Lia Online', phone: '(11) 94444-1010' }, consent: true }),
    });
    expect(booked.status).toBe(201);
    const cell = await expectEventIn(desk, 'Lia Online, Corte masculino, das 15:00 às 15:45, agendado online, aguardando sinal', BRUNO.name);
    expect(await cell.getByTitle('Agendado online pelo cliente').count()).toBe(1);
    await screenshot(desk, 'online-booking-on-agenda-1280');
    await Promise.all([phone.close(), desk.close()]);
  });
});
