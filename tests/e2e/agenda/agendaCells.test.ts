import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, withAppAndBrowser } from '../support/browser';
import { agendaShot, dayColumn } from '../support/agendaGrid';
import { BRUNO, IN_SALON, OWNER_NAME, book, bookingDay, eventName, openSalonAgenda, seedAgendaSalon, type AgendaSalon } from '../support/agendaSalon';
import { api } from '../support/owner';

const TABLET = { width: 768, height: 1024 };
const LONG_NAME = 'Bruno Almeida Prado';

/** Two more professionals: five columns, as the salon that reported issue 25 item 21 had. */
async function fiveColumns(url: string, salon: AgendaSalon) {
  const post = <T>(path: string, body: unknown) => api<T>(url, salon.owner, `/salons/${salon.owner.salonId}${path}`, { method: 'POST', body });
  for (const [name, color] of [['Dani Almeida', '#c8e30b'], ['Edu Santos', '#61f6bc']]) {
    await post('/employees', { employee: { name, color, agendei_access: false, service_ids: Object.values(salon.services) } });
  }
  salon.clients[LONG_NAME] = (await post<{ id: number }>('/clients', { client: { name: LONG_NAME, phone: '(11) 97777-1111' } })).id;
}

async function bookAs(url: string, salon: AgendaSalon, day: string, clock: string, status: string, client = 'João Silva', service = 'Barba completa') {
  const booked = await book(url, salon, { client, professional: OWNER_NAME, service, day, clock });
  if (status !== 'new') await api(url, salon.owner, `/appointments/${booked.id}`, { method: 'PUT', body: { appointment: { status } } });
}

/** What a person sees of a cell: its fill, pattern, opacity, ink, and its status icon's title and box. */
const lookOf = (cell: Locator) =>
  cell.evaluate((el) => {
    const style = getComputedStyle(el);
    const mark = el.querySelector<HTMLElement>('.agenda-cell__status');
    const box = mark?.getBoundingClientRect();
    return {
      background: style.backgroundColor,
      image: style.backgroundImage,
      opacity: style.opacity,
      ink: style.color,
      mark: mark?.title ?? null,
      markShown: !!box && box.width >= 8 && box.height >= 8,
    };
  });

const channels = (rgb: string) => (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
const luminance = (rgb: string) => {
  const [r, g, b] = channels(rgb).map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

/** A line of a cell shows its whole text: not cut by an ellipsis, nor clipped by the cell. */
const wholeLine = (line: Locator) =>
  line.evaluate((el) => {
    const cell = el.closest('.rbc-event')?.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    return el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1 && !!cell && box.height > 0 && box.bottom <= cell.bottom + 1;
  });

describe("the agenda's cells", () => {
  const running = withAppAndBrowser();

  it('tell every status apart on the default red by icon and pattern, never faded, and read at 4.5:1 (issue 25 item 4)', async () => {
    const { app, browser } = running;
    const salon = await seedAgendaSalon(app.url);
    const day = bookingDay();
    const statuses = [
      ['09:00', 'new', 'Agendado'],
      ['10:00', 'started', 'Em atendimento'],
      ['11:00', 'completed', 'Finalizado'],
      ['12:00', 'no-show', 'Não compareceu'],
      ['13:00', 'canceled', 'Cancelado'],
    ] as const;
    for (const [clock, status] of statuses) await bookAs(app.url, salon, day, clock, status);
    const page = await openSalonAgenda(browser, app.url, salon, day, DESKTOP, IN_SALON);
    await page.getByRole('switch', { name: 'Mostrar cancelados' }).check();
    const { column } = await dayColumn(page, OWNER_NAME);
    const looks: Record<string, Awaited<ReturnType<typeof lookOf>>> = {};
    for (const [clock, status, label] of statuses) {
      const end = `${clock.slice(0, 2)}:30`;
      const cell = column.getByRole('button', { name: eventName('João Silva', 'Barba completa', clock, end, status === 'new' ? undefined : label), exact: true });
      await cell.scrollIntoViewIfNeeded();
      const look = (looks[status] = await lookOf(cell));
      expect(look.mark, status).toBe(label);
      expect(look.markShown, status).toBe(true);
      expect(look.opacity, status).toBe('1');
      expect(contrast(look.ink, look.background), status).toBeGreaterThanOrEqual(4.5);
    }
    // The no-show is striped, the completed one is not, and in grey-scale one is dark and the other light.
    expect(looks['no-show'].image).toMatch(/repeating-linear-gradient/);
    for (const status of ['new', 'started', 'completed'] as const) expect(looks[status].image, status).toBe('none');
    expect(luminance(looks.completed.background) - luminance(looks['no-show'].background)).toBeGreaterThan(0.4);
    expect(luminance(looks.completed.background) - luminance(looks.new.background)).toBeGreaterThan(0.4);
    await page.locator('.rbc-time-content').evaluate((el) => (el.scrollTop = 0));
    await agendaShot(page, 'agenda-statuses-1280', DESKTOP.width);
    await page.close();
  });

  it('fit name and service on lines of their own at 768 px with five columns, and show the rest on focus (issue 25 item 21)', async () => {
    const { app, browser } = running;
    const salon = await seedAgendaSalon(app.url);
    await fiveColumns(app.url, salon);
    const day = bookingDay();
    await book(app.url, salon, { client: 'Marcos Paulo', professional: BRUNO.name, service: 'Barba completa', day, clock: '09:00' });
    await book(app.url, salon, { client: LONG_NAME, professional: BRUNO.name, service: 'Corte masculino', day, clock: '10:00' });
    const page = await openSalonAgenda(browser, app.url, salon, day, TABLET, { ...IN_SALON, hasTouch: true });
    const { column } = await dayColumn(page, BRUNO.name);
    await expect.poll(() => page.locator('.rbc-time-content > .rbc-day-slot').count()).toBe(5);

    // Half an hour: the name on one line, the service on the next, each whole.
    const short = column.getByRole('button', { name: eventName('Marcos Paulo', 'Barba completa', '09:00', '09:30'), exact: true });
    expect(await wholeLine(short.locator('.agenda-cell__title'))).toBe(true);
    expect(await short.locator('.agenda-cell__service').textContent()).toBe('Barba completa');
    expect(await wholeLine(short.locator('.agenda-cell__service'))).toBe(true);
    // Three quarters: a long name wraps onto a second line rather than 'Bruno Almei...'.
    const tall = column.getByRole('button', { name: eventName(LONG_NAME, 'Corte masculino', '10:00', '10:45'), exact: true });
    expect(await wholeLine(tall.locator('.agenda-cell__title'))).toBe(true);
    expect(await wholeLine(tall.locator('.agenda-cell__service'))).toBe(true);
    await agendaShot(page, 'agenda-cells-768', TABLET.width);

    // Keyboard focus shows the full texts, as hover does.
    await tall.focus();
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toContain(LONG_NAME);
    expect(await tooltip.textContent()).toContain(`Corte masculino com ${BRUNO.name}`);
    await page.keyboard.press('Escape');
    await tooltip.waitFor({ state: 'detached' });
    await page.close();
  });
});

