import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PHONE, screenshot, withAppAndBrowser } from '../support/browser';
import { BRUNO, ON_PHONE, seedAgendaSalon } from '../support/agendaSalon';
import { api, expectNoHorizontalOverflow, openAs } from '../support/owner';

const TABLET = { width: 768, height: 1024 };

/** A photo as a phone takes it: a big JPEG, 4:3. */
const cameraPhoto = (r: number, g: number, b: number) =>
  sharp({ create: { width: 2000, height: 1500, channels: 3, background: { r, g, b } } })
    .composite([{ input: Buffer.from('<svg width="2000" height="1500"><circle cx="1000" cy="750" r="500" fill="#fff"/></svg>') }])
    .jpeg()
    .toBuffer();

/** The owner puts the salon's and a barber's photos on the page from a tablet; a client's phone shows them. */
describe("the booking page's photos", () => {
  const running = withAppAndBrowser();

  it("are picked by the owner on a tablet and shown on the client's phone, the banner over the name and the face beside the barber", async () => {
    const { app, browser } = running;
    const salon = await seedAgendaSalon(app.url);
    const slug = `fotos-${salon.owner.salonId}`;
    await api(app.url, salon.owner, `/salons/${salon.owner.salonId}/online_booking`, { method: 'PUT', body: { online_booking: { enabled: true, slug } } });

    const tablet = await openAs(browser, app.url, salon.owner, TABLET, ON_PHONE);
    await tablet.goto(`${app.url}/meu-salao/agendamento-online`);
    await tablet.getByLabel('Endereço da página').waitFor();
    await tablet.locator('#online-booking-photo').setInputFiles({ name: 'fachada.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto(120, 40, 160) });
    const banner = tablet.getByRole('img', { name: 'Foto do salão' });
    await banner.waitFor();
    expect(await banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(960);
    const team = tablet.getByRole('region', { name: 'Profissionais que atendem online' });
    await team.getByLabel(`Escolher foto: ${BRUNO.name}`).setInputFiles({ name: 'bruno.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto(30, 80, 200) });
    const face = team.getByRole('img', { name: BRUNO.name });
    await face.waitFor();
    await expectNoHorizontalOverflow(tablet, TABLET.width);
    await screenshot(tablet, 'online-booking-photos-768');

    const context = await browser.newContext({ ...ON_PHONE, viewport: PHONE });
    const phone = await context.newPage();
    await phone.goto(`${app.url}/s/${slug}`);
    await phone.getByRole('heading', { level: 1 }).waitFor();
    const pageBanner = phone.locator('header.salon img.banner');
    await expect.poll(() => pageBanner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(960);
    // The banner sits above the salon's name, across the column.
    const [bannerBox, nameBox] = [await pageBanner.boundingBox(), await phone.getByRole('heading', { level: 1 }).boundingBox()];
    expect(bannerBox!.y + bannerBox!.height).toBeLessThanOrEqual(nameBox!.y);
    expect(Math.round(bannerBox!.width / bannerBox!.height)).toBe(2);
    await phone.getByRole('checkbox', { name: /Corte masculino/ }).check();
    const bruno = phone.locator('label.choice', { has: phone.getByRole('radio', { name: BRUNO.name }) });
    await expect.poll(() => bruno.locator('img.face').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(192);
    await expectNoHorizontalOverflow(phone, PHONE.width);
    await screenshot(phone, 'booking-page-photos-375');
    for (const width of [768, 1280]) {
      await phone.setViewportSize({ width, height: 900 });
      await expectNoHorizontalOverflow(phone, width);
      await screenshot(phone, `booking-page-photos-${width}`);
    }
    await tablet.setViewportSize({ width: 1280, height: 900 });
    await screenshot(tablet, 'online-booking-photos-1280');
    await tablet.setViewportSize(PHONE);
    await expectNoHorizontalOverflow(tablet, PHONE.width);
    await screenshot(tablet, 'online-booking-photos-375');

    // Removed by the owner: gone from the page too.
    await tablet.getByRole('button', { name: 'Remover', exact: true }).click();
    await banner.waitFor({ state: 'detached' });
    await phone.reload();
    await phone.getByRole('heading', { level: 1 }).waitFor();
    expect(await phone.locator('img.banner').count()).toBe(0);
    await Promise.all([tablet.close(), context.close()]);
  });
});
