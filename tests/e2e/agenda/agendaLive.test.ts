import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, withAppAndBrowser } from '../support/browser';
import { clickSlot, expectEventIn } from '../support/agendaGrid';
import { BRUNO, CARLA, IN_SALON, book, bookingDay, eventName, openAgenda, seedAgendaSalon } from '../support/agendaSalon';
import { openAs, signInAgain } from '../support/owner';

/**
 * In the watching page: resolves with the wall-clock time (ms) at which a booked cell with this accessible name
 * first shows, seen by a MutationObserver, so the moment does not depend on how often the test looks.
 */
function whenShown(page: Page, name: string): Promise<number> {
  return page.evaluate(
    (label) =>
      new Promise<number>((resolve) => {
        const shown = () => Array.from(document.querySelectorAll('.rbc-event .visually-hidden')).some((el) => el.textContent === label);
        const observer = new MutationObserver(() => {
          if (!shown()) return;
          observer.disconnect();
          resolve(performance.timeOrigin + performance.now());
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        // Never shown: an endless latency, which the test reports, rather than a test that hangs.
        setTimeout(() => resolve(Number.POSITIVE_INFINITY), 10_000);
      }),
    name,
  );
}

/** In the booking page: the wall-clock time (ms) at which the response to the save (POST .../appointments) ended. */
const savedAt = (page: Page) =>
  page.evaluate(() => {
    const entry = performance
      .getEntriesByType('resource')
      .filter((e): e is PerformanceResourceTiming => /\/appointments$/.test(e.name) && ['xmlhttprequest', 'fetch'].includes((e as PerformanceResourceTiming).initiatorType))
      .at(-1);
    return entry ? performance.timeOrigin + entry.responseEnd : null;
  });

describe('the live agenda', () => {
  const running = withAppAndBrowser();

  it('shows a booking made on one device on another within 2 seconds, without a reload', async () => {
    const { app, browser } = running;
    const salon = await seedAgendaSalon(app.url);
    const day = bookingDay();
    await book(app.url, salon, { client: 'João Silva', professional: CARLA.name, service: 'Barba completa', day, clock: '11:00' });
    // The front desk and a barber's tablet: two sessions of the salon, in separate browser contexts.
    const desk = await openAs(browser, app.url, salon.owner, DESKTOP, IN_SALON);
    const tablet = await openAs(browser, app.url, await signInAgain(app.url, salon.owner), DESKTOP, IN_SALON);
    const streamOpen = tablet.waitForResponse((r) => r.url().endsWith(`/salons/${salon.owner.salonId}/appointments/stream`) && r.status() === 200);
    await Promise.all([openAgenda(desk, app.url, day), openAgenda(tablet, app.url, day)]);
    await streamOpen;
    const joao = eventName('João Silva', 'Barba completa', '11:00', '11:30');
    await expectEventIn(desk, joao, CARLA.name);
    await expectEventIn(tablet, joao, CARLA.name);
    // A mark that a reload would wipe.
    await tablet.evaluate(() => Object.assign(window, { notReloaded: true }));

    const ana = eventName('Ana Beatriz Costa', 'Corte masculino', '14:00', '14:45');
    const appeared = whenShown(tablet, ana);
    await clickSlot(desk, BRUNO.name, '14:00');
    const dialog = desk.getByRole('dialog', { name: 'Novo agendamento' });
    await dialog.getByLabel('Cliente').fill('ana');
    await dialog.getByRole('group', { name: 'Clientes encontrados' }).getByRole('button', { name: /Ana Beatriz Costa/ }).click();
    await dialog.getByLabel('Serviço').selectOption(String(salon.services['Corte masculino']));
    const saved = desk.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/appointments'));
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    expect((await saved).status()).toBe(201);

    const [shownAt, answeredAt] = [await appeared, await savedAt(desk)];
    expect(answeredAt).not.toBeNull();
    const latency = shownAt - answeredAt!;
    console.info(`live agenda: the other device showed the booking ${Math.round(latency)} ms after the save's response`);
    expect(latency).toBeLessThan(2000);
    await expectEventIn(tablet, ana, BRUNO.name);
    expect(await tablet.evaluate(() => (window as Window & { notReloaded?: boolean }).notReloaded)).toBe(true);
    await Promise.all([desk.close(), tablet.close()]);
  });
});
