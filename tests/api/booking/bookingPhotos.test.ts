import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import type { OnlineBookingSettingsWire, PublicSalonWire } from '../../../server/contract/onlineBooking';
import { auditEvents, employeePhotos, salonPhotos } from '../../../server/db/schema/index';
import { hire } from '../support/agendaHelpers';
import { beforeAll, it } from '../support/fixtures';
import { json, signUpAndIn } from '../support/harness';
import { actAs, expectStatus, image } from '../support/salonHelpers';
import { openPage, visitor } from './support';

const INVALID = { photo: ['A foto deve ser uma imagem JPEG, PNG ou WebP.'] };

describe("the booking page's photos", () => {
  beforeAll(async ({ agenda }) => void agenda);

  it("re-encodes the salon's photo as a 960x480 WebP that the page shows by a versioned public address", async ({ agenda, app, db }) => {
    await openPage(agenda.as, 'foto-do-salao');
    const sent = await agenda.as.form('PUT', '/salons/:salonId/online_booking/photo', { photo: { data: await image('jpeg', 3000, 2000), filename: 'fachada.jpg', type: 'image/jpeg' } });
    const settings = json<OnlineBookingSettingsWire>(expectStatus(sent, 200));
    expect(settings.photo_url).toMatch(/^\/v1\/public\/salons\/foto-do-salao\/photo\?v=[\w-]+$/);

    const page = json<PublicSalonWire>(expectStatus(await visitor(app).get('/salons/foto-do-salao'), 200));
    expect(page.photo_url).toBe(settings.photo_url);
    // Anyone may fetch it (no session), and keep it: the address changes with the photo.
    const fetched = await app.inject({ method: 'GET', url: page.photo_url as string });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.headers['content-type']).toBe('image/webp');
    expect(fetched.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(fetched.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 960, 480]);
    // Only the current key opens it.
    expect((await app.inject({ method: 'GET', url: '/v1/public/salons/foto-do-salao/photo' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/v1/public/salons/foto-do-salao/photo?v=outra' })).statusCode).toBe(404);

    const [audit] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.salonId, agenda.as.salonId), eq(auditEvents.action, 'photo_changed')));
    expect(audit).toMatchObject({ entity: 'online_booking', entityId: agenda.as.salonId });

    // A new photo is a new address; the old one is gone.
    const again = json<OnlineBookingSettingsWire>(expectStatus(await agenda.as.form('PUT', '/salons/:salonId/online_booking/photo', { photo: { data: await image('png', 800, 800), filename: 'b.png' } }), 200));
    expect(again.photo_url).not.toBe(settings.photo_url);
    expect((await app.inject({ method: 'GET', url: settings.photo_url as string })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: again.photo_url as string })).statusCode).toBe(200);

    const removed = json<OnlineBookingSettingsWire>(expectStatus(await agenda.as.del('/salons/:salonId/online_booking/photo'), 200));
    expect(removed.photo_url).toBeNull();
    expect(await db.select().from(salonPhotos).where(eq(salonPhotos.salonId, agenda.as.salonId))).toEqual([]);
    expect(json<PublicSalonWire>(expectStatus(await visitor(app).get('/salons/foto-do-salao'), 200)).photo_url).toBeNull();
    expect((await app.inject({ method: 'GET', url: again.photo_url as string })).statusCode).toBe(404);
  });

  it("shows a professional's photo beside their name, a square of 192 px", async ({ agenda, app }) => {
    await openPage(agenda.as, 'foto-da-equipe');
    const ivo = await hire(agenda.as, 'Ivo Fotografado');
    const sent = await agenda.as.form('PUT', `/salons/:salonId/online_booking/employees/${ivo}/photo`, { photo: { data: await image('webp', 400, 900), filename: 'ivo.webp' } });
    const settings = json<OnlineBookingSettingsWire>(expectStatus(sent, 200));
    const url = settings.employees.find((e) => e.id === ivo)?.photo_url;
    expect(url).toMatch(new RegExp(`^/v1/public/salons/foto-da-equipe/professionals/${ivo}/photo\\?v=[\\w-]+$`));
    expect(settings.employees.find((e) => e.id === agenda.employeeId)?.photo_url).toBeNull();

    const page = json<PublicSalonWire>(expectStatus(await visitor(app).get('/salons/foto-da-equipe'), 200));
    expect(page.professionals.find((p) => p.id === ivo)?.photo_url).toBe(url);
    const fetched = await app.inject({ method: 'GET', url: url as string });
    const meta = await sharp(fetched.rawPayload).metadata();
    expect([fetched.statusCode, meta.format, meta.width, meta.height]).toEqual([200, 'webp', 192, 192]);
    // Another professional's address with this key opens nothing.
    const key = new URL(url as string, 'http://x').searchParams.get('v');
    expect((await app.inject({ method: 'GET', url: `/v1/public/salons/foto-da-equipe/professionals/${agenda.employeeId}/photo?v=${key}` })).statusCode).toBe(404);

    expectStatus(await agenda.as.del(`/salons/:salonId/online_booking/employees/${ivo}/photo`), 200);
    expect((await app.inject({ method: 'GET', url: url as string })).statusCode).toBe(404);
  });

  it('judges the content and says what is wrong under the field, keeping the photo there was', async ({ agenda, db }) => {
    await openPage(agenda.as, 'foto-errada');
    expectStatus(await agenda.as.form('PUT', '/salons/:salonId/online_booking/photo', { photo: { data: await image('png'), filename: 'a.png' } }), 200);
    const before = await db.select({ key: salonPhotos.key }).from(salonPhotos).where(eq(salonPhotos.salonId, agenda.as.salonId));
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    expect(json(expectStatus(await agenda.as.form('PUT', '/salons/:salonId/online_booking/photo', { photo: { data: svg, filename: 'a.jpg', type: 'image/jpeg' } }), 422))).toEqual(INVALID);
    expect(json(expectStatus(await agenda.as.form('PUT', '/salons/:salonId/online_booking/photo', { photo: 'a.jpg' }), 422))).toEqual(INVALID);
    expect(json(expectStatus(await agenda.as.form('PUT', '/salons/:salonId/online_booking/photo', {}), 422))).toEqual({ photo: ['Escolha uma foto.'] });
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5 * 1024 * 1024, 1)]);
    expect(json(expectStatus(await agenda.as.form('PUT', '/salons/:salonId/online_booking/photo', { photo: { data: big, filename: 'a.jpg' } }), 422))).toEqual({
      photo: ['A foto deve ter no máximo 5 MB.'],
    });
    expect(await db.select({ key: salonPhotos.key }).from(salonPhotos).where(eq(salonPhotos.salonId, agenda.as.salonId))).toEqual(before);
  });

  it("never touches another salon's professional, nor one who sees no clients", async ({ agenda, app, db }) => {
    const other = actAs(app, await signUpAndIn(app));
    const photo = { photo: { data: await image('jpeg'), filename: 'a.jpg' } };
    expectStatus(await other.form('PUT', `/salons/:salonId/online_booking/employees/${agenda.employeeId}/photo`, photo), 404);
    expectStatus(await other.del(`/salons/:salonId/online_booking/employees/${agenda.employeeId}/photo`), 404);
    // Their own path with this salon's id is refused before anything is read.
    const foreign = await other.form('PUT', `/salons/${agenda.as.salonId}/online_booking/photo`, photo);
    expect(foreign.statusCode).toBeGreaterThanOrEqual(403);
    expect(foreign.statusCode).toBeLessThan(500);
    const desk = await hire(agenda.as, 'Recepção Sem Agenda', { serves_clients: false });
    expectStatus(await agenda.as.form('PUT', `/salons/:salonId/online_booking/employees/${desk}/photo`, photo), 404);
    expect(await db.select().from(employeePhotos).where(eq(employeePhotos.salonId, agenda.as.salonId))).toEqual([]);
    expect(await db.select().from(salonPhotos).where(eq(salonPhotos.salonId, other.salonId))).toEqual([]);
  });

  it('shows the photos while the page is off (the owner sees them first), never once the salon is closed', async ({ app }) => {
    const owner = actAs(app, await signUpAndIn(app));
    await owner.put('/salons/:salonId/online_booking', { online_booking: { enabled: false, slug: `fechado-${owner.salonId}` } });
    const settings = json<OnlineBookingSettingsWire>(expectStatus(await owner.form('PUT', '/salons/:salonId/online_booking/photo', { photo: { data: await image('jpeg'), filename: 'a.jpg' } }), 200));
    expect((await app.inject({ method: 'GET', url: settings.photo_url as string })).statusCode).toBe(200);
    expectStatus(await owner.post('/salons/:salonId/close', { password: 'senha-forte-123' }), 200);
    expect((await app.inject({ method: 'GET', url: settings.photo_url as string })).statusCode).toBe(404);
  });
});
