import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with the flags this offline machine needs (no background network calls). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 900 };

export async function screenshot(page: Page, name: string) {
  // Lazy page chunks, fonts and images settle before the picture is taken.
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `tests/e2e/screenshots/${name}.png`, fullPage: true });
}
