import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import { AVATAR_MAX_BYTES } from '../../../server/contract/constants';
import { json, signUpAndIn, type TestApp } from '../support/harness';
import { actAs, client, expectStatus, image, multipart, type Actor } from '../support/salonHelpers';

const INVALID = { avatar: ['A foto deve ser uma imagem JPEG, PNG ou WebP.'] };

describe('client avatars', () => {
  let t: TestApp;
  let as: Actor;
  let stranger: Actor;
  beforeAll(async ({ t: fileT, as: fileAs }) => {
    t = fileT;
    as = fileAs;
    stranger = actAs(t.app, await signUpAndIn(t.app));
  });

  const upload = (data: Buffer | string, filename = 'foto.jpg', type = 'image/jpeg') =>
    // Every upload makes a client named 'Com Foto': saved on purpose despite the same name.
    as.form('POST', '/salons/:salonId/clients', { 'client[name]': 'Com Foto', 'client[avatar]': { data, filename, type }, allow_duplicate: 'true' });

  it.each(['jpeg', 'png', 'webp'] as const)('re-encodes a %s into a private 256x256 WebP', async (format) => {
    const created = json<{ id: number; avatar_url: string }>(expectStatus(await upload(await image(format, 1200, 800), `foto.${format}`), 201));
    expect(created.avatar_url).toMatch(new RegExp(`^/v1/clients/${created.id}/avatar\\?v=[\\w-]+$`));
    const fetched = await t.app.inject({ method: 'GET', url: created.avatar_url, headers: as.headers });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.headers['content-type']).toBe('image/webp');
    expect(fetched.headers['cache-control']).toContain('private');
    const meta = await sharp(fetched.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);

    expect((await t.app.inject({ method: 'GET', url: created.avatar_url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: created.avatar_url, headers: stranger.headers })).statusCode).toBe(404);
  });

  it('judges the content, not the name: a text file called .jpg is refused', async () => {
    expect(json(expectStatus(await upload('isto não é uma foto', 'foto.jpg', 'image/jpeg'), 422))).toEqual(INVALID);
    const fakePng = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2000, 7)]);
    expect(json(expectStatus(await upload(fakePng, 'foto.png', 'image/png'), 422))).toEqual(INVALID);
    const gif = Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;', 'latin1');
    expect(json(expectStatus(await upload(gif, 'foto.gif', 'image/gif'), 422))).toEqual(INVALID);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    expect(json(expectStatus(await upload(svg, 'foto.svg', 'image/svg+xml'), 422))).toEqual(INVALID);
    const truncated = (await image('jpeg')).subarray(0, 300);
    expect(json(expectStatus(await upload(truncated), 422))).toEqual(INVALID);
    const asText = await as.form('POST', '/salons/:salonId/clients', { 'client[name]': 'X', 'client[avatar]': 'foto.jpg' });
    expect(json(expectStatus(asText, 422))).toEqual(INVALID);
  });

  it('refuses files over 5 MB with a field message', async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(AVATAR_MAX_BYTES, 1)]);
    expect(json(expectStatus(await upload(big), 422))).toEqual({ avatar: ['A foto deve ter no máximo 5 MB.'] });
  });

  it('answers 4xx, never 5xx, to broken or overfull multipart bodies', async () => {
    const url = `/v1/salons/${as.salonId}/clients`;
    const noBoundary = await t.app.inject({ method: 'POST', url, headers: { ...as.headers, 'content-type': 'multipart/form-data' }, payload: 'x' });
    expect(noBoundary.statusCode).toBe(400);
    const { body, contentType } = await multipart({ 'client[name]': 'Corte' });
    const cut = await t.app.inject({ method: 'POST', url, headers: { ...as.headers, 'content-type': contentType }, payload: body.subarray(0, body.length - 20) });
    expect(cut.statusCode).toBeGreaterThanOrEqual(400);
    expect(cut.statusCode).toBeLessThan(500);
    const photo = await image('png', 10, 10);
    const twoFiles = await as.form('POST', '/salons/:salonId/clients', {
      'client[name]': 'Dois',
      'client[avatar]': { data: photo, filename: 'a.png' },
      'client[other]': { data: photo, filename: 'b.png' },
    });
    expect(twoFiles.statusCode).toBe(413);
    const fileAsName = await as.form('POST', '/salons/:salonId/clients', { 'client[name]': { data: 'Ana', filename: 'nome.txt' } });
    expect(json(expectStatus(fileAsName, 422))).toHaveProperty('name');
    const anonymous = await t.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload: body });
    expect(anonymous.statusCode).toBe(401);
  });

  it('replaces the avatar on update with a new versioned URL, and keeps it when none is sent', async () => {
    const created = await client(as, 'Troca Foto', { 'client[avatar]': { data: await image('png'), filename: 'a.png' } });
    const renamed = json<{ avatar_url: string }>(expectStatus(await as.form('PUT', `/clients/${created.id}`, { 'client[name]': 'Troca' }), 200));
    expect(renamed.avatar_url).toBe(created.avatar_url);
    const emptyPart = await as.form('PUT', `/clients/${created.id}`, { 'client[avatar]': { data: '', filename: '' } });
    expect(json<{ avatar_url: string }>(expectStatus(emptyPart, 200)).avatar_url).toBe(created.avatar_url);
    const replaced = await as.form('PUT', `/clients/${created.id}`, { 'client[avatar]': { data: await image('webp'), filename: 'b.webp' } });
    const next = json<{ avatar_url: string }>(expectStatus(replaced, 200)).avatar_url;
    expect(next).not.toBe(created.avatar_url);
    const stale = await t.app.inject({ method: 'GET', url: String(created.avatar_url), headers: as.headers });
    expect(stale.headers['cache-control']).toBe('private, no-cache');
    expect((await t.app.inject({ method: 'GET', url: `/v1/clients/${created.id}/avatar`, headers: stranger.headers })).statusCode).toBe(404);
    const noAvatar = await client(as, 'Sem Foto');
    expectStatus(await as.get(`/clients/${noAvatar.id}/avatar`), 404);
  });
});
