import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot, withAppAndBrowser } from '../support/browser';
import { IN_SALON, ON_PHONE, bookingDay, openAgenda, seedAgendaSalon } from '../support/agendaSalon';
import { fillDetails, pickTime } from '../support/bookingPage';
import { api, expectNoHorizontalOverflow, openAs } from '../support/owner';

/** A client on a 375 px phone books on the salon's page; the front desk's open agenda and bell show it; the link cancels it. */
describe("a client on the salon's booking page", () => {
  const running = withAppAndBrowser();

  it('books one service, then two with anyone, sees them live at the front desk, and cancels by the link', async () => {
    const { app, browser } = running;
    const salon = await seedAgendaSalon(app.url);
    const slug = `pagina-${salon.owner.salonId}`;
    await api(app.url, salon.owner, `/salons/${salon.owner.salonId}/online_booking`, { method: 'PUT', body: { online_booking: { enabled: true, slug } } });
    const day = bookingDay();

    const desk = await openAs(browser, app.url, salon.owner, DESKTOP, IN_SALON);
    const streamOpen = desk.waitForResponse((r) => r.url().endsWith(`/salons/${salon.owner.salonId}/appointments/stream`) && r.status() === 200);
    await openAgenda(desk, app.url, day);
    await streamOpen;

    const context = await browser.newContext({ ...ON_PHONE, viewport: PHONE });
    const phone = await context.newPage();
    await phone.goto(`${app.url}/s/${slug}`);
    await phone.getByRole('heading', { level: 1 }).waitFor();
    await phone.getByRole('checkbox', { name: /Corte masculino/ }).check();
    expect(await phone.getByRole('radio', { name: 'Qualquer profissional' }).isChecked()).toBe(true);
    await pickTime(phone, day, '10:00');
    await fillDetails(phone, 'Lia Online', '11944441010');
    await expectNoHorizontalOverflow(phone, PHONE.width);
    await screenshot(phone, 'booking-page-chosen-375');
    await phone.getByRole('button', { name: 'Confirmar agendamento' }).click();
    await phone.getByRole('heading', { name: 'Agendamento confirmado!' }).waitFor();
    await screenshot(phone, 'booking-page-confirmed-375');
    await desk.getByRole('button', { name: 'Lia Online, Corte masculino, das 10:00 às 10:45, agendado online', exact: true }).waitFor();
    // The owner's bell rings on the same stream, without a reload.
    await desk.getByRole('banner').getByRole('button', { name: 'Notificações, 1 nova' }).waitFor();

    // Two services, one after the other, by whoever is free for each.
    await phone.goto(`${app.url}/s/${slug}`);
    await phone.getByRole('checkbox', { name: /Corte masculino/ }).check();
    await phone.getByRole('checkbox', { name: /Barba completa/ }).check();
    await pickTime(phone, day, '14:00');
    await fillDetails(phone, 'Dora Dupla', '11944442020');
    await phone.getByRole('button', { name: 'Confirmar agendamento' }).click();
    await phone.getByRole('heading', { name: 'Agendamento confirmado!' }).waitFor();
    await desk.getByRole('button', { name: 'Dora Dupla, Corte masculino, das 14:00 às 14:45, agendado online', exact: true }).waitFor();
    await desk.getByRole('button', { name: 'Dora Dupla, Barba completa, das 14:45 às 15:15, agendado online', exact: true }).waitFor();

    // The link: the booking's own page, and its cancel.
    await phone.getByRole('link', { name: 'Ver, remarcar ou cancelar' }).click();
    await phone.getByRole('heading', { name: 'Seu agendamento' }).waitFor();
    await phone.getByRole('button', { name: 'Cancelar agendamento' }).click();
    await phone.getByRole('button', { name: 'Sim, cancelar' }).click();
    await phone.getByText('Agendamento cancelado').first().waitFor();
    await desk.getByRole('button', { name: 'Dora Dupla, Corte masculino, das 14:00 às 14:45, agendado online', exact: true }).waitFor({ state: 'detached' });
    expect(await desk.getByRole('button', { name: /^Lia Online/ }).count()).toBe(1);

    // The bell lists what the clients did, newest first; opening it marks them seen.
    const bell = desk.getByRole('banner').getByRole('button', { name: 'Notificações, 3 novas' });
    await bell.waitFor();
    await desk.getByRole('banner').screenshot({ path: 'tests/e2e/screenshots/notices-badge-1280.png' });
    await bell.click();
    const lines = desk.getByRole('menuitem');
    await expect.poll(() => lines.allTextContents()).toEqual([
      expect.stringMatching(/^Cancelado pelo cliente \(Nova\).*Dora Dupla · Corte masculino \+ Barba completa/),
      expect.stringMatching(/^Novo agendamento online \(Nova\).*Dora Dupla · Corte masculino \+ Barba completa.*às 14:00/),
      expect.stringMatching(/^Novo agendamento online \(Nova\).*Lia Online · Corte masculino.*às 10:00/),
    ]);
    await desk.getByRole('banner').getByRole('button', { name: 'Notificações', exact: true }).waitFor();
    await screenshot(desk, 'notices-open-1280');
    const owner = await openAs(browser, app.url, salon.owner, PHONE, ON_PHONE);
    await owner.goto(`${app.url}/agenda`);
    await owner.getByRole('banner').getByRole('button', { name: 'Notificações', exact: true }).click();
    await owner.getByRole('menuitem', { name: /Lia Online/ }).waitFor();
    await expectNoHorizontalOverflow(owner, PHONE.width);
    await screenshot(owner, 'notices-open-375');
    // The front desk's tablet: the same list, still open.
    await owner.setViewportSize({ width: 768, height: 1024 });
    await owner.getByRole('menuitem', { name: /Lia Online/ }).waitFor();
    await expectNoHorizontalOverflow(owner, 768);
    await screenshot(owner, 'notices-open-768');
    await Promise.all([context.close(), desk.close(), owner.close()]);
  });
});
