// `npm run bench:table` (npx tsx bench/table.ts [results.json]): the figures of bench/README.md, written from the
// last run's bench/results/latest.json between the README's two marker comments, so the page never holds figures
// typed by hand. `npm run bench` calls it at the end of a full run; a partial run (--only) leaves the page as it is.
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { BenchRow } from './report';

export const RESULTS_FILE = 'bench/results/latest.json';
export const README_FILE = 'bench/README.md';
export const START = '<!-- figures:start -->';
export const END = '<!-- figures:end -->';

/** What bench/run.ts writes to latest.json (the fields the table uses). */
export interface BenchResults {
  date: string;
  durationSeconds: number;
  parts: string[];
  machine: {
    cpus: number;
    cpuModel: string;
    memoryGb: number;
    loadAverageAtStart?: number[];
    loadAverage?: number[];
    node: string;
    database: string;
    databaseVersion?: string;
  };
  failed: number;
  rows: BenchRow[];
}

export const mark = (pass: boolean | null) => (pass === null ? '—' : pass ? 'PASS' : 'FAIL');
/** A cell of a Markdown table: no line breaks, and a `|` of the text kept as text. */
const cell = (text: string) => text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');

/** Words wrapped to lines of at most `width` characters (as the repository's Markdown is, and the printed table's cells). */
export function wrap(text: string, width = 115): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line];
}

/** The lines between the markers: when and where it was measured, then one table row per bench row. */
export function figuresTable(results: BenchResults): string[] {
  const { machine, rows } = results;
  const budgeted = rows.filter((row) => row.pass !== null).length;
  const database = `${machine.database}${machine.databaseVersion ? ` ${machine.databaseVersion}` : ''}`;
  const load = machine.loadAverage
    ? `; load average ${machine.loadAverageAtStart?.join(' ') ?? '?'} at the start, ${machine.loadAverage.join(' ')} at the end`
    : '';
  const summary =
    `Measured on ${results.date.slice(0, 10)} by \`npm run bench\` (${results.parts.join(', ')}; ` +
    `${(results.durationSeconds / 60).toFixed(1)} min) on ${machine.cpus} x ${machine.cpuModel}, ${machine.memoryGb} GB, ` +
    `Node ${machine.node}, ${database}${load}. ${rows.length} rows, ${budgeted} with a budget: ` +
    `${results.failed === 0 ? 'all pass' : `${results.failed} failed`}.`;
  return [
    ...wrap(summary),
    '',
    '| section | what | figure | budget | |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${[row.section, row.what, row.value, row.budget, mark(row.pass)].map(cell).join(' | ')} |`),
  ];
}

/** The README with the table between its markers replaced; throws when the markers are missing or out of order. */
export function withFigures(readme: string, table: string[]): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${README_FILE} needs the lines ${START} and ${END}, in that order`);
  return `${readme.slice(0, start + START.length)}\n${table.join('\n')}\n${readme.slice(end)}`;
}

/** Reads the results file and rewrites the README's figures; answers the number of rows written. */
export function writeFiguresTable(resultsFile = RESULTS_FILE, readmeFile = README_FILE): number {
  const results = JSON.parse(readFileSync(resultsFile, 'utf8')) as BenchResults;
  writeFileSync(readmeFile, withFigures(readFileSync(readmeFile, 'utf8'), figuresTable(results)));
  return results.rows.length;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const resultsFile = process.argv[2] ?? RESULTS_FILE;
  try {
    const count = writeFiguresTable(resultsFile);
    console.log(`${README_FILE}: ${count} rows from ${resultsFile}`);
  } catch (error) {
    const { code, path } = error as NodeJS.ErrnoException;
    console.error(code === 'ENOENT' ? `${path} is not there${path === resultsFile ? ': run npm run bench first' : ''}` : (error as Error).message);
    process.exitCode = 1;
  }
}
