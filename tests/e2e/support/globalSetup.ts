import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM } from './browser';

/** Builds the SPA once, as `npm start` does, before any browser test starts the server. */
export default function setup() {
  if (!existsSync(CHROMIUM)) {
    // Never skip: a missing browser is a broken machine, and CI must say so.
    throw new Error(`Chromium not found at ${CHROMIUM}. Install it with: apt-get install -y chromium`);
  }
  // vitest runs with NODE_ENV=test, which would make Vite bundle React's development build: build what users get.
  execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}
