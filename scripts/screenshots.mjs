// Dev tool: headless-Chromium screenshots of pages at phone, tablet and desktop widths.
// Usage: node scripts/screenshots.mjs http://localhost:3000 out-dir /path1 /path2 ...
// Set SESSION_JSON to a stored session (agendei.session) to see app pages signed in.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const [base, out, ...paths] = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? '375,768,1280').split(',').map(Number);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
for (const width of widths) {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 812 : 900 }, deviceScaleFactor: 1 });
  if (process.env.SESSION_JSON) {
    await context.addInitScript((session) => localStorage.setItem('agendei.session', session), process.env.SESSION_JSON);
  }
  const page = await context.newPage();
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const name = `${out}/${path.replace(/[^a-z0-9]+/gi, '_') || 'root'}-${width}.png`;
    await page.screenshot({ path: name, fullPage: process.env.FULL === '1' });
    console.log(name);
  }
  await context.close();
}
await browser.close();
