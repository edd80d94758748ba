import { chromium, type Browser, type Page, type Request } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startApp, type RunningApp } from './appServer';
import { startSmtpSink, type SmtpSink } from './smtpSink';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The requests each page has in flight, but the salon's live stream: the signed-in app keeps that stream open
 * for as long as it is on screen, so Playwright's 'networkidle' (no request for 500 ms) would never come.
 */
const inFlight = new WeakMap<Page, Set<Request>>();
const isLiveStream = (request: Request) => request.url().endsWith('/appointments/stream');

function trackRequests(page: Page) {
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on('request', (request) => {
    if (!isLiveStream(request)) open.add(request);
  });
  const done = (request: Request) => open.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/** Debian's Chromium, headless, with the flags this offline machine needs (no background network calls). */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  // Every page the tests open is watched from its first request on (see networkQuiet).
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => {
    const page = await newPage(options);
    trackRequests(page);
    return page;
  };
  return browser;
}

/**
 * The app server (with `env` added to its environment) and a browser for one describe block: both start before
 * its first test and stop after its last. Read `app` and `browser` inside the tests, once the block has started.
 */
export function withAppAndBrowser(env: Record<string, string> = {}): { app: RunningApp; browser: Browser } {
  const running = {} as { app: RunningApp; browser: Browser };
  beforeAll(async () => {
    [running.app, running.browser] = await Promise.all([startApp(env), launchBrowser()]);
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.app?.stop();
  });
  return running;
}

/**
 * withAppAndBrowser with a test SMTP server the app sends its e-mail to (invitations, receipts): for tests that
 * sign staff in through the invitation e-mail or read what was sent.
 */
export function withAppBrowserAndMail(env: Record<string, string> = {}): { app: RunningApp; browser: Browser; smtp: SmtpSink } {
  const running = {} as { app: RunningApp; browser: Browser; smtp: SmtpSink };
  beforeAll(async () => {
    running.smtp = await startSmtpSink();
    [running.app, running.browser] = await Promise.all([startApp({ SMTP_URL: running.smtp.url, ...env }), launchBrowser()]);
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.app?.stop();
    await running.smtp?.close();
  });
  return running;
}

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 900 };

const QUIET_MS = 500;
const QUIET_TIMEOUT_MS = 30_000;

/** 'networkidle' less the live stream: no other request in flight for QUIET_MS. */
export async function networkQuiet(page: Page) {
  await page.waitForLoadState('load');
  const open = inFlight.get(page);
  if (!open) return page.waitForLoadState('networkidle');
  const giveUp = Date.now() + QUIET_TIMEOUT_MS;
  let quietSince = Date.now();
  while (Date.now() - quietSince < QUIET_MS) {
    if (Date.now() > giveUp) throw new Error(`the network never went quiet: ${[...open].map((r) => r.url()).join(', ')}`);
    await page.waitForTimeout(50);
    if (open.size > 0) quietSince = Date.now();
  }
}

/**
 * A whole-page picture that leaves the page as it found it. Chromium takes it by growing the window to the
 * page's height and back; a page whose parts are sized by the window (the agenda's calendar, 100vh less its
 * header) is left scrolled by that trip, which no user makes. The scroll is put back before the checks run.
 */
export async function fullPageShot(page: Page, name: string) {
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.screenshot({ path: `tests/e2e/screenshots/${name}.png`, fullPage: true });
  await page.evaluate((y) => window.scrollTo(0, y), scrolled);
}

export async function screenshot(page: Page, name: string) {
  // Lazy page chunks, fonts and images settle before the picture is taken.
  await networkQuiet(page);
  await fullPageShot(page, name);
}

/**
 * Waits until React has taken over a prerendered page (main.tsx marks the root): until then the page's guard
 * holds a form's submit back, so a click on a busy machine could land before and be dropped.
 */
export async function untilLive(page: Page) {
  await page.locator('#root[data-live]').waitFor({ state: 'attached' });
}
