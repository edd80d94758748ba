// Lighthouse mobile scores (performance, accessibility) of the app's pages, public or signed in, and the entry
// chunk's encoding. Lighthouse runs the system Chromium (CHROME_PATH, default /usr/bin/chromium): it never
// downloads a browser.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';

export interface LighthousePage {
  path: string;
  /** A signed-in page: what the SPA keeps in localStorage under 'agendei.session' (bench/signUp.ts). */
  session?: unknown;
  /**
   * A request the page must have made and answered 200 to count (e.g. the day's appointments): a page that fell
   * back to the sign-in form, or never asked for its data, is not the page the budget is about.
   */
  mustFetch?: RegExp;
}

export interface PageScores {
  path: string;
  performance: number;
  accessibility: number;
  /** Accessibility audits that failed, by id, so a miss says what to fix. */
  failed: string[];
  /** The metrics of the median run, in ms (CLS unitless), and what cost the score, for the JSON file. */
  metrics: Record<string, number>;
  /** The opportunities and diagnostics that failed in the median run, with their estimated savings. */
  opportunities: string[];
  /** Script bytes the page downloaded (compressed, as sent), in KB. */
  scriptKb: number;
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--lang=pt-BR',
];

/** The bench's salons live in São Paulo: the browser's 'today' must be the seeded day at any hour of the run. */
const TIME_ZONE = 'America/Sao_Paulo';

const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index', 'interactive'];

/** Puts the session in the origin's localStorage before Lighthouse navigates, and empties the HTTP cache. */
async function signIn(port: number, base: string, session: unknown) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    // A plain file of the origin: the SPA does not start, so nothing else is stored or fetched.
    await page.goto(`${base}/robots.txt`);
    await page.evaluate((value) => localStorage.setItem('agendei.session', value), JSON.stringify(session));
    // Lighthouse keeps the cache too when it keeps storage: a first visit is measured, as for the public pages.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Closes only playwright's connection: the browser is chrome-launcher's.
    await browser.close();
  }
}

/** The failed opportunities and diagnostics of a run, e.g. 'unused-javascript (~450 ms)', worst first. */
function costs(result: Result): string[] {
  const refs = result.categories.performance.auditRefs ?? [];
  return refs
    .map((ref) => result.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 0.9 && audit.details && ['opportunity', 'table', 'list'].includes(audit.details.type))
    .map((audit) => {
      const savings = (audit.details as { overallSavingsMs?: number }).overallSavingsMs;
      return { id: audit.id, savings: savings ?? 0, text: audit.displayValue ? `${audit.id} (${audit.displayValue})` : audit.id };
    })
    .sort((a, b) => b.savings - a.savings)
    .map((item) => item.text);
}

/**
 * Lighthouse's default settings: a mid-range phone on a slow 4G link (simulated). Each page is measured RUNS
 * times and the median run is reported, as Lighthouse's own guidance on variability advises: the simulation
 * scales the CPU time it observes, so a busy machine lowers single runs. LIGHTHOUSE_JSON=dir keeps each median
 * report and its final screenshot (what Lighthouse saw: for /agenda, the day, not the sign-in form).
 */
/** Runs of a page measured again when Lighthouse's trace missed its navigation (NO_NAVSTART). */
const RETRIES = 2;

export async function lighthouseScores(base: string, pages: Array<string | LighthousePage>, runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3)): Promise<PageScores[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    envVars: { ...process.env, TZ: TIME_ZONE } as Record<string, string>,
  });
  try {
    const scores: PageScores[] = [];
    for (const entry of pages) {
      const page = typeof entry === 'string' ? { path: entry } : entry;
      const results: Result[] = [];
      for (let run = 0; run < runs; run++) {
        if (page.session) await signIn(chrome.port, base, page.session);
        const flags = {
          port: chrome.port,
          output: 'json' as const,
          logLevel: 'error' as const,
          onlyCategories: ['performance', 'accessibility'],
          // The live agenda's stream stays open as long as the page: Lighthouse's load waits for at most 2
          // requests in flight, so it is measured as it is.
          disableStorageReset: Boolean(page.session),
        };
        let result = await lighthouse(`${base}${page.path}`, flags);
        // NO_NAVSTART: the trace missed the page's navigation (Chromium's tracing, not the page); Lighthouse's
        // own message says to run it again, and it has happened about once in ten full bench runs here.
        for (let again = 0; again < RETRIES && result?.lhr.runtimeError?.code === 'NO_NAVSTART'; again++) {
          if (page.session) await signIn(chrome.port, base, page.session);
          result = await lighthouse(`${base}${page.path}`, flags);
        }
        if (!result) throw new Error(`lighthouse gave no result for ${page.path}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`lighthouse ${page.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const landed = new URL(lhr.finalDisplayedUrl).pathname;
        if (landed !== page.path) throw new Error(`lighthouse ${page.path} ended on ${landed}: not the page to measure`);
        if (page.mustFetch) {
          const requests = (lhr.audits['network-requests']?.details as { items?: Array<{ url: string; statusCode: number }> } | undefined)?.items ?? [];
          if (!requests.some((r) => page.mustFetch?.test(r.url) && r.statusCode === 200)) throw new Error(`lighthouse ${page.path}: no answered request matched ${page.mustFetch}`);
        }
        results.push(lhr);
      }
      // Its declaration file names the report type loosely; the run it picks is one of ours.
      const median = computeMedianRun(results) as Result;
      const { categories, audits } = median;
      const dir = process.env.LIGHTHOUSE_JSON;
      if (dir) {
        mkdirSync(dir, { recursive: true });
        const name = page.path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root';
        writeFileSync(`${dir}/${name}.json`, JSON.stringify(median));
        const shot = (audits['final-screenshot']?.details as { data?: string } | undefined)?.data;
        if (shot) writeFileSync(`${dir}/${name}.jpg`, Buffer.from(shot.replace(/^data:image\/\w+;base64,/, ''), 'base64'));
      }
      const failed = (categories.accessibility.auditRefs ?? []).filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0).map((ref) => ref.id);
      const requests = (audits['network-requests']?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined)?.items ?? [];
      const scriptBytes = requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
      scores.push({
        path: page.path,
        performance: Math.round((categories.performance.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
        failed,
        metrics: Object.fromEntries(METRICS.map((id) => [id, Number((audits[id]?.numericValue ?? NaN).toFixed(id === 'cumulative-layout-shift' ? 3 : 0))])),
        opportunities: costs(median),
        scriptKb: scriptBytes / 1024,
      });
    }
    return scores;
  } finally {
    chrome.kill();
  }
}

/** Asks for the built entry chunk as a browser would and reports the content-encoding it came with. */
export async function entryEncoding(base: string): Promise<{ file: string; encoding: string | null; kb: number }> {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
  const file = manifest['index.html'].file;
  const response = await fetch(`${base}/${file}`, { headers: { 'accept-encoding': 'br, gzip' } });
  // fetch decodes the body; its size on the wire is content-length when the server sent one.
  const length = Number(response.headers.get('content-length') ?? (await response.arrayBuffer()).byteLength);
  return { file, encoding: response.headers.get('content-encoding'), kb: length / 1024 };
}
