import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_SALON } from '../support/agendaSalon';
import { startApp, type RunningApp } from '../support/appServer';
import { DESKTOP, launchBrowser, networkQuiet, untilLive } from '../support/browser';
import { openAs, signUpOwner, type Owner } from '../support/owner';

/**
 * What the browser refused on a page: the document's securitypolicyviolation events (read from the page) and
 * Chromium's own console reports, which also cover what happens before any script of the page could listen.
 */
async function watchViolations(page: Page) {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reported.push(message.text());
  });
  // Run by Playwright before the page's own scripts, in every document the page loads.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`));
  });
  return async () => {
    const events = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
    return [...reported.splice(0), ...events];
  };
}

describe('the Content-Security-Policy in Chromium', () => {
  let app: RunningApp;
  let browser: Browser;
  let owner: Owner;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
    owner = await signUpOwner(app.url);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('is enforced: an inline script the build did not make is refused, and seen refused', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const violations = await watchViolations(page);
    await page.goto(`${app.url}/login`);
    await page.addScriptTag({ content: 'window.injected = true;' }).catch(() => undefined);
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
    expect((await violations()).join('\n')).toMatch(/script-src/);
    await page.close();
  });

  it.each(['/', '/precos', '/login', '/cadastrar', '/forgot', '/v1/docs'])('lets %s load and run with no violation', async (path) => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const violations = await watchViolations(page);
    await page.goto(`${app.url}${path}`);
    await networkQuiet(page);
    if (['/login', '/cadastrar', '/forgot'].includes(path)) await untilLive(page);
    if (path === '/v1/docs') await page.locator('.swagger-ui .info .title').waitFor();
    if (path === '/') {
      // The landing's inline script ran: its burger menu opens.
      await page.setViewportSize({ width: 375, height: 812 });
      await page.locator('.public-burger').click();
      expect(await page.locator('.public-burger').getAttribute('aria-expanded')).toBe('true');
    }
    expect(await violations()).toEqual([]);
    await page.close();
  });

  it('lets the signed-in agenda paint its frame and run with no violation', async () => {
    const page = await openAs(browser, app.url, owner, DESKTOP, IN_SALON);
    const violations = await watchViolations(page);
    await page.goto(`${app.url}/agenda`);
    // The head's inline script marked the document for the frame (src/agenda-frame.js): both ran.
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-agenda-frame'))).toBe(true);
    await page.getByRole('heading', { name: 'Agenda' }).waitFor();
    await networkQuiet(page);
    expect(await violations()).toEqual([]);
    await page.close();
  });
});
