import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, withAppAndBrowser } from '../support/browser';
import { IN_SALON } from '../support/agendaSalon';
import { openAs, signUpOwner, type Owner } from '../support/owner';

/** Holds every script of the app until `release` is called: what the page shows meanwhile is its HTML alone. */
async function holdScripts(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The page header's title and date line: their text and where they are drawn. */
const header = (page: Page) =>
  page.locator('.page-header__text').evaluate((text) =>
    Array.from(text.children, (line) => {
      const { x, y, width, height } = line.getBoundingClientRect();
      return { text: line.textContent, x, y, width, height, font: getComputedStyle(line).font };
    }),
  );

describe('the first paint of /agenda', () => {
  const running = withAppAndBrowser();
  let owner: Owner;
  beforeAll(async () => {
    owner = await signUpOwner(running.app.url);
  });

  it.each([
    { device: 'phone', viewport: PHONE, lang: 'pt-BR' },
    { device: 'desktop', viewport: DESKTOP, lang: 'en' },
  ])('on a $device in $lang, draws the layout and the header from the HTML, as and where the app then draws them', async ({ viewport, lang }) => {
    const { app, browser } = running;
    const page = await openAs(browser, app.url, owner, viewport, IN_SALON);
    await page.evaluate((language) => localStorage.setItem('agendei.lang', language), lang);
    const release = await holdScripts(page);
    await page.goto(`${app.url}/agenda`, { waitUntil: 'commit' });

    // The app's layout is an .app-shell too, but not hidden from assistive technology.
    const frame = page.locator('#root > .app-shell[aria-hidden="true"]');
    await frame.waitFor();
    const drawn = await header(page);
    expect(drawn[0].text).toBe('Agenda');
    // A picture of the page: nothing in it for assistive technology (the locator's aria-hidden), nothing to tap.
    expect(await frame.evaluate((shell) => (shell as HTMLElement).inert)).toBe(true);
    expect(await page.getByRole('heading').count()).toBe(0);
    // The side menu's column on a desktop only, as the app's.
    expect(await frame.locator('.app-sidebar').isVisible()).toBe(viewport === DESKTOP);

    release();
    await page.getByRole('heading', { name: 'Agenda' }).waitFor();
    expect(await frame.count()).toBe(0);
    // Today's date as the app writes it, in the same place, size and font: nothing moves when the app takes over.
    expect(await header(page)).toEqual(drawn);
    await page.close();
  });

  it('is not drawn without a session, nor on another address', async () => {
    const { app, browser } = running;
    const signedOut = await browser.newPage({ viewport: PHONE });
    await holdScripts(signedOut);
    await signedOut.goto(`${app.url}/agenda`, { waitUntil: 'commit' });
    await signedOut.waitForFunction(() => document.readyState !== 'loading');
    expect(await signedOut.locator('#root').innerHTML()).toBe('');
    await signedOut.close();

    const clients = await openAs(browser, app.url, owner, PHONE, IN_SALON);
    await holdScripts(clients);
    await clients.goto(`${app.url}/clients`, { waitUntil: 'commit' });
    await clients.waitForFunction(() => document.readyState !== 'loading');
    expect(await clients.locator('#root').innerHTML()).toBe('');
    await clients.close();
  });
});
