import { desc, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import { analyticsEvents } from '../../../server/db/schema/index';
import { json, signUpAndIn, type TestApp } from '../support/harness';

describe('POST /v1/events', () => {
  let t: TestApp;
  beforeAll(async ({ t: fileT }) => {
    t = fileT;
  });

  const send = (payload: unknown, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: '/v1/events', payload: payload as object, headers });
  const eventsNamed = (name: string) => t.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.name, name)).orderBy(desc(analyticsEvents.id));

  it('stores an anonymous event with its properties and answers 204 with no body', async () => {
    const properties = { plan: 'big', price: 159, annual: false, coupon: null, 'utm.source': 'instagram' };
    const response = await send({ name: 'landing.cta_click', anonymous_id: 'anon-123', properties });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const rows = await eventsNamed('landing.cta_click');
    expect(rows).toEqual([expect.objectContaining({ name: 'landing.cta_click', anonymousId: 'anon-123', salonId: null, userId: null, properties })]);
    expect(rows[0].createdAt).toBeInstanceOf(Date);
  });

  it('stores empty properties and no anonymous id when they are left out', async () => {
    expect((await send({ name: 'pricing:view' })).statusCode).toBe(204);
    expect(await eventsNamed('pricing:view')).toEqual([expect.objectContaining({ anonymousId: null, properties: {} })]);
  });

  it('attaches the salon and the user when valid auth headers come along', async () => {
    const { headers, user } = await signUpAndIn(t.app);
    expect((await send({ name: 'identify', anonymous_id: 'anon-9', properties: { salon: user.salon.name } }, headers)).statusCode).toBe(204);
    const [row] = await eventsNamed('identify');
    expect(row).toMatchObject({ salonId: user.salon.id, userId: user.id, anonymousId: 'anon-9', properties: { salon: user.salon.name } });
  });

  it('still records the event, anonymously, when the auth headers are wrong', async () => {
    const { headers } = await signUpAndIn(t.app);
    const response = await send({ name: 'identify.stale' }, { ...headers, 'access-token': 'revogado' });
    expect(response.statusCode).toBe(204);
    expect(await eventsNamed('identify.stale')).toEqual([expect.objectContaining({ salonId: null, userId: null })]);
  });

  it.each([
    ['an upper-case name', { name: 'CtaClick' }, 'name'],
    ['a name with spaces', { name: 'cta click' }, 'name'],
    ['a name starting with a digit', { name: '1click' }, 'name'],
    ['a 65-character name', { name: `a${'b'.repeat(64)}` }, 'name'],
    ['an empty name', { name: '' }, 'name'],
    ['no name', { properties: {} }, 'name'],
    ['a numeric name', { name: 42 }, 'name'],
    ['a 65-character anonymous id', { name: 'ok', anonymous_id: 'x'.repeat(65) }, 'anonymous_id'],
    ['a nested property', { name: 'ok', properties: { nested: { a: 1 } } }, 'properties.nested'],
    ['an array property', { name: 'ok', properties: { list: [1, 2] } }, 'properties.list'],
    ['a 501-character property', { name: 'ok', properties: { note: 'n'.repeat(501) } }, 'properties.note'],
    ['properties as an array', { name: 'ok', properties: ['a'] }, 'properties'],
  ])('answers 422 for %s and stores nothing', async (_label, payload, field) => {
    const before = (await t.database.db.select({ id: analyticsEvents.id }).from(analyticsEvents)).length;
    const response = await send(payload);
    expect(response.statusCode).toBe(422);
    const body = json<Record<string, string[]>>(response);
    expect(Object.keys(body)).toContain(field);
    expect(body[field][0]).toMatch(/^(Valor inválido|Este campo é obrigatório|Texto longo demais.*|Digite um número)$/);
    expect(await t.database.db.select({ id: analyticsEvents.id }).from(analyticsEvents)).toHaveLength(before);
  });

  it('answers 422 for more than 30 properties, and accepts exactly 30', async () => {
    const props = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`p${i}`, i]));
    const tooMany = await send({ name: 'many.props', properties: props(31) });
    expect(tooMany.statusCode).toBe(422);
    expect(json(tooMany)).toEqual({ properties: ['Itens demais (máximo de 30)'] });
    const english = await send({ name: 'many.props', properties: props(31) }, { 'accept-language': 'en' });
    expect(json(english)).toEqual({ properties: ['Too many items (at most 30)'] });
    expect((await send({ name: 'many.props', properties: props(30) })).statusCode).toBe(204);
    expect(await eventsNamed('many.props')).toHaveLength(1);
  });

  it('answers 422 for a property name longer than 64 characters', async () => {
    const response = await send({ name: 'long.key', properties: { ['k'.repeat(65)]: 1 } });
    expect(response.statusCode).toBe(422);
    expect(json(response)).toEqual({ properties: ['Texto longo demais (máximo de 64 caracteres)'] });
    expect(await eventsNamed('long.key')).toEqual([]);
    expect((await send({ name: 'long.key', properties: { ['k'.repeat(64)]: 1 } })).statusCode).toBe(204);
  });
});
