// Lighthouse mobile scores (performance, accessibility) of the public pages, and the entry chunk's encoding.
// Lighthouse runs the system Chromium (CHROME_PATH, default /usr/bin/chromium): it never downloads a browser.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

export interface PageScores {
  path: string;
  performance: number;
  accessibility: number;
  /** Accessibility audits that failed, by id, so a miss says what to fix. */
  failed: string[];
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Lighthouse's default settings: a mid-range phone on a slow 4G link (simulated). Each page is measured RUNS
 * times and the median run is reported, as Lighthouse's own guidance on variability advises: the simulation
 * scales the CPU time it observes, so a busy machine lowers single runs.
 */
export async function lighthouseScores(base: string, paths: string[], runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3)): Promise<PageScores[]> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const scores: PageScores[] = [];
    for (const path of paths) {
      const lhrs: Report[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
        if (!result) throw new Error(`lighthouse gave no result for ${path}`);
        lhrs.push(result.lhr);
      }
      // Its declaration file names the report type loosely; the run it picks is one of ours.
      const median = computeMedianRun(lhrs) as Report;
      const { categories, audits } = median;
      // LIGHTHOUSE_JSON=dir keeps the median report, to read which audits cost the score.
      const dir = process.env.LIGHTHOUSE_JSON;
      if (dir) {
        mkdirSync(dir, { recursive: true });
        writeFileSync(`${dir}/${path.replace(/[^a-z0-9]+/gi, '_') || 'root'}.json`, JSON.stringify(median));
      }
      const failed = (categories.accessibility.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
        .map((ref) => ref.id);
      scores.push({
        path,
        performance: Math.round((categories.performance.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
        failed,
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
