import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { fullPageShot } from './browser';
import { expectLooksFinished } from './layoutChecks';
import { expectNoHorizontalOverflow, transitionsDone } from './owner';

/** The calendar's hours, as the page draws them (useEmptySlotClick.ts): 7:00 to 24:00. */
const DAY_START_HOUR = 7;
const DAY_MINUTES = (24 - DAY_START_HOUR) * 60;

/** The professionals' names over the Dia columns, in the grid's order. */
export const columnNames = (page: Page) =>
  page.locator('.rbc-time-header-content').evaluateAll((heads) => heads.map((head) => head.querySelector('.agenda-resource__name')?.textContent?.trim() ?? ''));

/** Every column of the grid's body (one per professional in Dia, one per weekday in Semana). */
export const bodyColumns = (page: Page) => page.locator('.rbc-time-content > .rbc-day-slot');

/** A professional's column in Dia: the body column under the header with their name. */
export async function dayColumn(page: Page, professional: string): Promise<{ column: Locator; header: Locator }> {
  await page.locator('.rbc-time-header-content .agenda-resource__name', { hasText: professional }).first().waitFor();
  const names = await columnNames(page);
  const index = names.indexOf(professional);
  if (index < 0) throw new Error(`no column headed ${professional}: ${names.join(', ')}`);
  return { column: bodyColumns(page).nth(index), header: page.locator('.rbc-time-header-content').nth(index) };
}

/**
 * Waits for a booked cell (or a block) inside a professional's column, and checks it is in no other column and
 * drawn under that professional's header (react-big-calendar's resource views have rendered events in no column,
 * or all in the first, in some versions: its issues #2643, #2639). Returns the cell.
 */
export async function expectEventIn(page: Page, name: string, professional: string): Promise<Locator> {
  const { column, header } = await dayColumn(page, professional);
  const event = column.getByRole('button', { name, exact: true });
  await event.waitFor();
  expect(await page.getByRole('button', { name, exact: true }).count()).toBe(1);
  const [cell, head] = [await event.boundingBox(), await header.boundingBox()];
  if (!cell || !head) throw new Error(`${name} or ${professional}'s header has no box`);
  const middle = cell.x + cell.width / 2;
  expect(middle).toBeGreaterThan(head.x);
  expect(middle).toBeLessThan(head.x + head.width);
  return event;
}

/** Where a quarter hour starting at `clock` lies in a column: the middle of its row, left of the column's middle. */
export async function slotPosition(column: Locator, clock: string, across = 0.4) {
  const box = await column.boundingBox();
  if (!box) throw new Error('the column has no box');
  const [hours, minutes] = clock.split(':').map(Number);
  const fromTop = (hours - DAY_START_HOUR) * 60 + minutes + 7.5;
  return { x: Math.round(box.width * across), y: Math.round((fromTop / DAY_MINUTES) * box.height) };
}

/** A click on an empty cell: the page reads the quarter hour and the column from where the press was. */
export async function clickSlot(page: Page, professional: string, clock: string) {
  const { column } = await dayColumn(page, professional);
  await column.click({ position: await slotPosition(column, clock) });
}

/**
 * captureScreen for the agenda: rather than for a quiet network (what browser.ts's screenshot waits for; the
 * agenda refetches a day on every live change), the picture waits for the fonts, the images and the transitions.
 * A phone must not scroll sideways; a desktop must pass the whole "looks finished" list.
 */
export async function agendaShot(page: Page, name: string, width: number, dialog?: Locator) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(Array.from(document.images, (img) => (img.complete ? null : img.decode().catch(() => null))));
  });
  await transitionsDone(page, dialog);
  await fullPageShot(page, name);
  if (width <= 375) await expectNoHorizontalOverflow(page, width);
  else await expectLooksFinished(page);
}
