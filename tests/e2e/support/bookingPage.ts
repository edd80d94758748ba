import type { Page } from 'playwright-core';

/** On the salon's booking page: the day's button (the strip shows a week at a time), then the time. */
export async function pickTime(page: Page, day: string, time: string) {
  const dayButton = page.locator(`button.day[data-date="${day}"]`);
  const loaded = () => page.locator('.days:not([aria-busy]) button.day').first().waitFor();
  await loaded();
  for (let weeks = 0; (await dayButton.count()) === 0 && weeks < 3; weeks++) {
    await page.getByRole('button', { name: /Próxima semana/ }).click();
    await loaded();
  }
  await dayButton.click();
  await page.getByRole('button', { name: time, exact: true }).click();
}

/** The 'Seus dados' step: name, WhatsApp and the consent to be contacted. */
export async function fillDetails(page: Page, name: string, phone: string) {
  await page.getByLabel('Nome', { exact: true }).fill(name);
  await page.getByLabel('WhatsApp', { exact: true }).fill(phone);
  await page.getByRole('checkbox', { name: /^Aceito que/ }).check();
}
