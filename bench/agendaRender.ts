// The Dia view of a seeded salon in Chromium: time to first render and to switch day, measured in the page.
import type { Page } from 'playwright-core';
import { DESKTOP, launchBrowser } from '../tests/e2e/browser';
import type { AgendaSeed } from './agendaSeed';

// Every booked cell of react-big-calendar's time grid (appointments and blocked times; the seed has no blocks).
const EVENT = '.rbc-event';

export interface AgendaRenderTimes {
  /** Navigation start to every event of the day in the DOM: the first visit (empty HTTP cache), then the median of later visits. */
  coldMs: number;
  firstMs: number;
  /** The part of it after the last response the screen waited for: the calendar's own rendering. */
  renderMs: number;
  /** 'Próximo dia' clicked to the next day's events in the DOM (prefetched by the screen), and back. */
  nextMs: number;
  backMs: number;
}

const PAUSE_MS = 1000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// The page scripts are strings: tsx would wrap named functions in a helper the page does not have.
const allEvents = (count: number) => `document.querySelectorAll('${EVENT}').length === ${count} && performance.now()`;

/** When the last of the responses the calendar waits for (professionals, the day's appointments and blocked times) ended. */
const dataReady = (day: string) => `(() => {
  const api = performance.getEntriesByType('resource').map((e) => [e.name.replace(/^.*?\\/v1\\/salons\\/[0-9]+/, ''), e.responseEnd]);
  const needed = ['/employees', '/appointments?day=${day}', '/blocked_times?day=${day}'];
  const ends = needed.map((path) => Math.max(...api.filter(([name]) => name === path).map(([, end]) => end)));
  return ends.every((end) => end > 0) ? Math.max(...ends) : NaN;
})()`;

/** Clicks the day arrow inside the page and waits, frame by frame, for `count` events (30 s at most). */
const switchDay = (label: string, count: number) => `new Promise((resolve, reject) => {
  const started = performance.now();
  document.querySelector('button[aria-label="${label}"]').click();
  const check = () => {
    if (document.querySelectorAll('${EVENT}').length === ${count}) resolve(performance.now() - started);
    else if (performance.now() - started > 30000) reject(new Error('${label}: ${count} events never showed'));
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})`;

async function visit(page: Page, url: string, seed: AgendaSeed) {
  await page.goto(url, { waitUntil: 'commit' });
  const done = (await (await page.waitForFunction(allEvents(seed.todayCount), undefined, { polling: 'raf', timeout: 30_000 })).jsonValue()) as number;
  const ready = (await page.evaluate(dataReady(seed.today))) as number;
  if (!Number.isFinite(ready)) throw new Error('/agenda did not ask for the professionals and the day as the bench expects');
  return { done, render: done - ready };
}

export async function agendaRenderTimes(base: string, session: unknown, seed: AgendaSeed, visits = 5): Promise<AgendaRenderTimes> {
  const browser = await launchBrowser();
  try {
    // The salon's time zone, so the browser's today is the seeded day; Portuguese, so the arrows read 'Próximo dia'.
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    await context.addInitScript(`localStorage.setItem('agendei.session', ${JSON.stringify(JSON.stringify(session))})`);
    const firsts: number[] = [];
    const renders: number[] = [];
    for (let i = 0; i <= visits; i++) {
      const page = await context.newPage();
      const { done, render } = await visit(page, `${base}/agenda`, seed);
      firsts.push(done);
      renders.push(render);
      await page.close();
    }
    const page = await context.newPage();
    await visit(page, `${base}/agenda`, seed);
    const nexts: number[] = [];
    const backs: number[] = [];
    for (let i = 0; i < visits; i++) {
      // The screen prefetches the neighbour days once a day is in: a user's pause lets it finish. (Not
      // 'networkidle': the live agenda's stream keeps a request open.)
      await page.waitForTimeout(PAUSE_MS);
      nexts.push((await page.evaluate(switchDay('Próximo dia', seed.tomorrowCount))) as number);
      await page.waitForTimeout(PAUSE_MS);
      backs.push((await page.evaluate(switchDay('Dia anterior', seed.todayCount))) as number);
    }
    const [cold, ...warm] = firsts;
    return { coldMs: cold, firstMs: median(warm), renderMs: median(renders.slice(1)), nextMs: median(nexts), backMs: median(backs) };
  } finally {
    await browser.close();
  }
}
