// One row of `npm run bench`: what was measured, the figure, its budget and whether it passed. run.ts prints the
// rows as one table, writes them to bench/results/latest.json and exits non-zero when any budget FAILs.

export interface BenchRow {
  /** The part of the suite: 'API', 'Embedded', 'Streams', 'SPA', 'Lighthouse', 'Agenda in Chromium', 'Growth'. */
  section: string;
  what: string;
  /** The figure as printed, e.g. '41,230 req/s (52% of hello-world)'. */
  value: string;
  /** The budget as printed, e.g. '>= 50%' or 'p99 < 25 ms'; '—' for a figure with no budget. */
  budget: string;
  /** PASS or FAIL against the budget; null for information only (no budget). */
  pass: boolean | null;
  /** The raw numbers behind the row (requests/s, p50, p99, errors, ratio, KB, ms...), for the JSON file. */
  figures?: Record<string, number | string>;
}

export type Report = (row: BenchRow) => void;
