import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, withAppAndBrowser } from '../support/browser';
import { agendaShot, bodyColumns, columnNames, expectEventIn } from '../support/agendaGrid';
import { addDays, BRUNO, CARLA, IN_SALON, ON_PHONE, OWNER_NAME, book, bookingDay, eventName, openAgenda, seedAgendaSalon } from '../support/agendaSalon';
import { openAs } from '../support/owner';

/** Semana's weekday headings ('dom 22/11' ... 'sab 28/11'): Sunday to Saturday of the week holding `day`. */
function weekHeadings(day: string): string[] {
  const sunday = addDays(day, -new Date(`${day}T12:00:00Z`).getUTCDay());
  const names = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sab'];
  return names.map((name, i) => {
    const [, month, date] = addDays(sunday, i).split('-');
    return `${name} ${date}/${month}`;
  });
}

const headings = (page: Page) => page.locator('.rbc-time-header-content .rbc-header').allInnerTexts();
const viewButton = (page: Page, name: 'Dia' | 'Semana') => page.getByRole('group', { name: 'Visualização' }).getByRole('button', { name });

describe('Dia and Semana', () => {
  const running = withAppAndBrowser();

  it("switches to a professional's Sunday-to-Saturday week and back to one column per professional", async () => {
    const { app, browser } = running;
    const salon = await seedAgendaSalon(app.url);
    const day = bookingDay();
    const next = addDays(day, 1); // Tuesday to Friday: the next day is in the same week
    await book(app.url, salon, { client: 'Ana Beatriz Costa', professional: BRUNO.name, service: 'Corte masculino', day, clock: '10:00' });
    await book(app.url, salon, { client: 'Marcos Paulo', professional: BRUNO.name, service: 'Barba completa', day: next, clock: '16:00' });
    await book(app.url, salon, { client: 'João Silva', professional: CARLA.name, service: 'Barba completa', day, clock: '09:00' });
    const ana = eventName('Ana Beatriz Costa', 'Corte masculino', '10:00', '10:45');
    const joao = eventName('João Silva', 'Barba completa', '09:00', '09:30');
    const marcos = eventName('Marcos Paulo', 'Barba completa', '16:00', '16:30');

    for (const [viewport, width, options] of [
      [DESKTOP, 1280, IN_SALON],
      [PHONE, 375, ON_PHONE],
    ] as const) {
      const page = await openAs(browser, app.url, salon.owner, viewport, options);
      const press = (target: Locator) => (options.hasTouch ? target.tap() : target.click());
      await openAgenda(page, app.url, day);
      if (width === 1280) {
        await expectEventIn(page, ana, BRUNO.name);
        await expectEventIn(page, joao, CARLA.name);
        expect(await columnNames(page)).toEqual([OWNER_NAME, BRUNO.name, CARLA.name]);
        await page.getByRole('combobox', { name: 'Profissional' }).selectOption({ label: BRUNO.name });
      } else {
        // Phones pick the professional in the strip of names.
        await page.getByRole('group', { name: 'Profissional' }).getByRole('button', { name: BRUNO.name }).tap();
      }
      await bodyColumns(page).first().getByRole('button', { name: ana }).waitFor();
      expect(await bodyColumns(page).count()).toBe(1);

      const week = page.waitForResponse((r) => r.url().includes(`/appointments?start=`) && r.url().includes(`employee_id=${salon.staff[BRUNO.name]}`));
      await press(viewButton(page, 'Semana'));
      expect((await week).status()).toBe(200);
      await expect.poll(() => bodyColumns(page).count()).toBe(7);
      const expected = weekHeadings(day);
      expect((await headings(page)).map((text) => text.replace(/\s+/g, ' ').trim().toLowerCase())).toEqual(
        width === 1280 ? expected : expected.map((heading) => heading.replace(/\/\d\d$/, '').replace(/ 0/, ' ')),
      );
      // Bruno's two, each on its weekday; Carla's is not in his week.
      const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
      await bodyColumns(page).nth(weekday).getByRole('button', { name: ana }).waitFor();
      await bodyColumns(page).nth(weekday + 1).getByRole('button', { name: marcos }).waitFor();
      expect(await page.getByRole('button', { name: joao }).count()).toBe(0);
      expect(await page.getByText(`· ${BRUNO.name}`).count()).toBe(1); // the subtitle names whose week it is
      await agendaShot(page, `agenda-week-${width}`, width);

      await press(viewButton(page, 'Dia'));
      await expect.poll(() => bodyColumns(page).count()).toBe(1);
      await bodyColumns(page).first().getByRole('button', { name: ana }).waitFor();
      if (width === 1280) {
        await page.getByRole('combobox', { name: 'Profissional' }).selectOption({ label: 'Todos os profissionais' });
        await expect.poll(() => columnNames(page)).toEqual([OWNER_NAME, BRUNO.name, CARLA.name]);
        await expectEventIn(page, ana, BRUNO.name);
        await expectEventIn(page, joao, CARLA.name);
      }
      await page.close();
    }
  });
});
