// The Dia view of a seeded salon in Chromium: time to first render, to switch day, and the cost of each mouse move
// while an appointment is dragged, measured in the page.
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { DESKTOP, launchBrowser } from '../tests/e2e/support/browser';
import type { AgendaSeed } from './agendaSeed';

// Every booked cell of react-big-calendar's time grid (appointments and blocked times; the seed has no blocks).
const EVENT = '.rbc-event';

export interface AgendaRenderTimes {
  /** Navigation start to every event of the day in the DOM: the first visit (empty HTTP cache), then the median of later visits. */
  coldMs: number;
  firstMs: number;
  /** The part of it after the last response the screen waited for: the calendar's own rendering (median, and each visit). */
  renderMs: number;
  renders: number[];
  /**
   * The same span to the frame in which every cell in view shows its text (median). The cells skip their contents'
   * style and layout until the browser has seen them in view (content-visibility), so their text comes a frame
   * after their boxes.
   */
  textMs: number;
  /** 'Próximo dia' clicked to the next day's events in the DOM (prefetched by the screen), and back (cached). */
  nextMs: number;
  backMs: number;
  /** Each mouse move of the drags, in ms: from the move reaching the page to the calendar re-rendered and laid out. */
  moves: number[];
  /** The press and first moves that start a drag (the add-on marks the calendar as dragging), median of the drags. */
  dragStartMs: number;
  /** requestAnimationFrame intervals while the moves ran: frames the page took longer than one vsync to produce. */
  frames: number[];
  /**
   * The page's main-thread CPU time (Chromium's ThreadTime), medians: a whole visit (navigation to the day drawn),
   * the switch to the next day and back. Unlike the times above it hardly grows when other processes load the
   * machine, so it tells a slow page from a busy machine.
   */
  cpu: { visitMs: number; nextMs: number; backMs: number };
}

const PAUSE_MS = 1000;
/** Drags, each of MOVES mouse moves of MOVE_PX down its column (a quarter-hour row is about 10 px tall). */
const DRAGS = 3;
const MOVES = 20;
const MOVE_PX = 6;
/** Between two moves: longer than a frame, so each is handled on its own (Chromium merges moves within a frame). */
const MOVE_GAP_MS = 40;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// The page scripts are strings: tsx would wrap named functions in a helper the page does not have.
/**
 * Checked frame by frame in the page from navigation: when all `count` events are in the DOM, then when every cell
 * in view also shows its text (checkVisibility is false for content a content-visibility ancestor still skips).
 */
const cellsDrawn = (count: number) => `new Promise((resolve, reject) => {
  let inDom = 0;
  const textInView = (events) => [...events].every((event) => {
    const box = event.getBoundingClientRect();
    if (box.bottom <= 0 || box.top >= innerHeight || box.right <= 0 || box.left >= innerWidth) return true;
    return event.querySelector('.agenda-cell__title').checkVisibility({ contentVisibilityAuto: true });
  });
  const check = () => {
    const events = document.querySelectorAll('${EVENT}');
    if (events.length === ${count}) {
      inDom ||= performance.now();
      if (textInView(events)) return resolve({ inDom, text: performance.now() });
    }
    if (performance.now() > 30000) reject(new Error('the day never showed its ${count} events'));
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})`;

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

/**
 * Times each mousemove in the page: from the first listener (capture, on window) to the calendar's re-render done
 * and laid out. react-big-calendar's drag listens on document and sets React state, which React renders in a
 * task it queues then; a message queued after every listener ran comes after that task, and reading a box there
 * makes the browser do the style and layout the move caused. A requestAnimationFrame loop notes frame intervals.
 */
const MOVE_TIMER = `(() => {
  const bench = { moves: [], frames: [], framing: false, started: 0 };
  window.__agendaBench = bench;
  addEventListener('mousemove', () => { bench.started = performance.now(); }, { capture: true });
  addEventListener('mousemove', () => {
    const started = bench.started;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      document.body.getBoundingClientRect();
      bench.moves.push(performance.now() - started);
    };
    channel.port2.postMessage(null);
  });
  bench.frame = (last) => requestAnimationFrame((now) => {
    if (!bench.framing) return;
    if (last) bench.frames.push(now - last);
    bench.frame(now);
  });
})()`;

const movesSoFar = `window.__agendaBench.moves.length`;

/** Milliseconds of CPU the page's main thread has used so far. */
async function threadTime(cdp: CDPSession): Promise<number> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: Array<{ name: string; value: number }> };
  return (metrics.find((metric) => metric.name === 'ThreadTime')?.value ?? NaN) * 1000;
}

async function watchedPage(context: BrowserContext) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  return { page, cdp };
}

async function visit(page: Page, url: string, seed: AgendaSeed) {
  await page.goto(url, { waitUntil: 'commit' });
  const { inDom, text } = (await page.evaluate(cellsDrawn(seed.todayCount))) as { inDom: number; text: number };
  const ready = (await page.evaluate(dataReady(seed.today))) as number;
  if (!Number.isFinite(ready)) throw new Error('/agenda did not ask for the professionals and the day as the bench expects');
  return { done: inDom, render: inDom - ready, text: text - ready };
}

/** One move, and its time once the page has handled it. */
async function timedMove(page: Page, x: number, y: number) {
  const before = (await page.evaluate(movesSoFar)) as number;
  await page.mouse.move(x, y);
  await page.waitForFunction(`${movesSoFar} > ${before}`, undefined, { polling: 'raf', timeout: 10_000 });
  const moves = (await page.evaluate('window.__agendaBench.moves')) as number[];
  return moves[moves.length - 1];
}

/**
 * Drags the first appointment of the column-th professional down its column, MOVES moves of MOVE_PX each, and lets
 * go with Escape (the add-on cancels the drop: no request, the day stays as seeded).
 */
async function drag(page: Page, column: number) {
  const cell = page.locator('.rbc-time-content > .rbc-day-slot').nth(column).locator(EVENT).first();
  await cell.scrollIntoViewIfNeeded();
  const box = await cell.boundingBox();
  if (!box) throw new Error('no appointment to drag');
  const x = box.x + box.width / 2;
  let y = box.y + Math.min(8, box.height / 2);
  const startTimes: number[] = [];
  await page.mouse.move(x, y);
  await page.mouse.down();
  // The add-on starts a drag once the pointer has moved past its tolerance (a few px): these moves start it.
  for (let i = 0; i < 3; i++) startTimes.push(await timedMove(page, x, (y += 2)));
  await page.locator('.rbc-addons-dnd-dragged-event, .rbc-addons-dnd-drag-preview').first().waitFor({ timeout: 5_000 });
  await page.waitForTimeout(PAUSE_MS / 4);
  await page.evaluate('window.__agendaBench.framing = true; window.__agendaBench.frame(0)');
  const moves: number[] = [];
  for (let i = 0; i < MOVES; i++) {
    moves.push(await timedMove(page, x, (y += MOVE_PX)));
    await page.waitForTimeout(MOVE_GAP_MS);
  }
  await page.evaluate('window.__agendaBench.framing = false');
  await page.keyboard.press('Escape');
  await page.mouse.up();
  return { moves, start: startTimes.reduce((a, b) => a + b, 0) };
}

export async function agendaRenderTimes(base: string, session: unknown, seed: AgendaSeed, visits = 5): Promise<AgendaRenderTimes> {
  const browser = await launchBrowser();
  try {
    // The salon's time zone, so the browser's today is the seeded day; Portuguese, so the arrows read 'Próximo dia'.
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    await context.addInitScript(`localStorage.setItem('agendei.session', ${JSON.stringify(JSON.stringify(session))})`);
    const firsts: number[] = [];
    const renders: number[] = [];
    const texts: number[] = [];
    const cpuVisits: number[] = [];
    for (let i = 0; i <= visits; i++) {
      const { page, cdp } = await watchedPage(context);
      const { done, render, text } = await visit(page, `${base}/agenda`, seed);
      cpuVisits.push(await threadTime(cdp));
      firsts.push(done);
      renders.push(render);
      texts.push(text);
      await page.close();
    }
    const { page, cdp } = await watchedPage(context);
    await visit(page, `${base}/agenda`, seed);
    const nexts: number[] = [];
    const backs: number[] = [];
    const cpuNexts: number[] = [];
    const cpuBacks: number[] = [];
    for (let i = 0; i < visits; i++) {
      // The screen prefetches the neighbour days once a day is in: a user's pause lets it finish. (Not
      // 'networkidle': the live agenda's stream keeps a request open.)
      await page.waitForTimeout(PAUSE_MS);
      let cpu = await threadTime(cdp);
      nexts.push((await page.evaluate(switchDay('Próximo dia', seed.tomorrowCount))) as number);
      cpuNexts.push((await threadTime(cdp)) - cpu);
      await page.waitForTimeout(PAUSE_MS);
      cpu = await threadTime(cdp);
      backs.push((await page.evaluate(switchDay('Dia anterior', seed.todayCount))) as number);
      cpuBacks.push((await threadTime(cdp)) - cpu);
    }

    await page.waitForTimeout(PAUSE_MS);
    await page.evaluate(MOVE_TIMER);
    const moves: number[] = [];
    const starts: number[] = [];
    for (let d = 0; d < DRAGS; d++) {
      const one = await drag(page, d + 1);
      moves.push(...one.moves);
      starts.push(one.start);
      await page.waitForTimeout(PAUSE_MS / 2);
    }
    const frames = (await page.evaluate('window.__agendaBench.frames')) as number[];
    if ((await page.locator(EVENT).count()) !== seed.todayCount) throw new Error('the drags changed the day: they should have been cancelled');

    const [cold, ...warm] = firsts;
    const warmRenders = renders.slice(1);
    return {
      coldMs: cold,
      firstMs: median(warm),
      renderMs: median(warmRenders),
      renders: warmRenders,
      textMs: median(texts.slice(1)),
      nextMs: median(nexts),
      backMs: median(backs),
      moves,
      dragStartMs: median(starts),
      frames,
      cpu: { visitMs: median(cpuVisits.slice(1)), nextMs: median(cpuNexts), backMs: median(cpuBacks) },
    };
  } finally {
    await browser.close();
  }
}
