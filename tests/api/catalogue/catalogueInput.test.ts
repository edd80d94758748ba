import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import { json, signUpAndIn } from '../support/harness';
import { actAs, category, expectStatus, service, type Actor } from '../support/salonHelpers';

describe('catalogue input is checked field by field, never a 500', () => {
  let as: Actor;
  let other: Actor;
  let hair: number;
  let foreignCategory: number;
  beforeAll(async ({ t, as: fileAs }) => {
    as = fileAs;
    other = actAs(t.app, await signUpAndIn(t.app));
    hair = await category(as, 'service', 'Cabelo');
    foreignCategory = await category(other, 'service', 'Deles');
  });

  const newService = (fields: Record<string, unknown>) =>
    as.post('/salons/:salonId/services', { service: { name: 'Corte', duration: 1800, price: 4500, service_category_id: hair, ...fields } });

  it.each([
    [{ price: -1 }, 'price', 'Digite um valor de R$ 0,00 a R$ 1.000.000,00'],
    [{ price: '39,90' }, 'price', 'Digite um valor de R$ 0,00 a R$ 1.000.000,00'],
    [{ price: 39.9 }, 'price', 'Digite um valor de R$ 0,00 a R$ 1.000.000,00'],
    [{ price: 1e12 }, 'price', 'Digite um valor de R$ 0,00 a R$ 1.000.000,00'],
    [{ cost: -500 }, 'cost', 'Digite um valor de R$ 0,00 a R$ 1.000.000,00'],
    [{ duration: 301 }, 'duration', 'Escolha uma duração de 5 minutos a 5 horas, em passos de 5 minutos'],
    [{ duration: 0 }, 'duration', 'Escolha uma duração de 5 minutos a 5 horas, em passos de 5 minutos'],
    [{ duration: 18300 }, 'duration', 'Escolha uma duração de 5 minutos a 5 horas, em passos de 5 minutos'],
    [{ name: '   ' }, 'name', 'Este campo é obrigatório'],
    [{ name: 'a'.repeat(256) }, 'name', 'Texto longo demais (máximo de 255 caracteres)'],
    [{ name: 'Corte\u0000' }, 'name', 'Valor inválido'],
    [{ name: 42 }, 'name', 'Valor inválido'],
    [{ service_category_id: 999999 }, 'service_category_id', 'Escolha uma categoria deste salão'],
    [{ service_category_id: 'abc' }, 'service_category_id', 'Digite um número'],
    [{ service_category_id: 2 ** 40 }, 'service_category_id', 'Valor fora do permitido'],
  ])('service %j answers 422 on %s', async (fields, field, message) => {
    const response = expectStatus(await newService(fields), 422);
    expect(json<Record<string, string[]>>(response)[field]).toEqual([message]);
  });

  it("refuses another salon's category, on create and on update", async () => {
    expect(json(expectStatus(await newService({ service_category_id: foreignCategory }), 422))).toEqual({
      service_category_id: ['Escolha uma categoria deste salão'],
    });
    const mine = await service(as, hair);
    const moved = expectStatus(await as.put(`/services/${mine.id}`, { service: { service_category_id: foreignCategory } }), 422);
    expect(json(moved)).toEqual({ service_category_id: ['Escolha uma categoria deste salão'] });
    const products = await category(other, 'product', 'Deles');
    const product = await as.post('/salons/:salonId/products', { product: { name: 'X', price: 1, product_category_id: products } });
    expect(json(expectStatus(product, 422))).toEqual({ product_category_id: ['Escolha uma categoria deste salão'] });
  });

  it('reports every missing field at once, in English when asked', async ({ t }) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/v1/salons/${as.salonId}/services`,
      headers: { ...as.headers, 'accept-language': 'en-US,en;q=0.9' },
      payload: { service: { name: '' } },
    });
    expect(response.statusCode).toBe(422);
    expect(json(response)).toEqual({
      name: ['This field is required'],
      duration: ['Choose a duration from 5 minutes to 5 hours, in 5-minute steps'],
      price: ['Enter an amount from R$ 0.00 to R$ 1,000,000.00'],
      service_category_id: ['This field is required'],
    });
  });

  it.each([
    ['a product with a negative price', '/salons/:salonId/products', { product: { name: 'X', price: -10, product_category_id: 1 } }, 'price'],
    ['a product with fractional stock', '/salons/:salonId/products', { product: { name: 'X', price: 10, quantity: 1.5, product_category_id: 1 } }, 'quantity'],
    ['a category without a name', '/salons/:salonId/service_categories', { service_category: { description: 'x' } }, 'name'],
    ['a category with an object for a name', '/salons/:salonId/product_categories', { product_category: { name: { $ne: 1 } } }, 'name'],
    ['a body that is a list', '/salons/:salonId/service_categories', [1, 2], 'base'],
    ['a wrapper that is a string', '/salons/:salonId/service_categories', { service_category: 'x' }, 'base'],
  ])('refuses %s with 422', async (_label, path, payload, field) => {
    const response = expectStatus(await as.post(path, payload), 422);
    expect(Object.keys(json<object>(response))).toContain(field);
  });

  it('answers 4xx to malformed or foreign bodies and bad ids', async ({ t }) => {
    const url = `/v1/salons/${as.salonId}/service_categories`;
    const malformed = await t.app.inject({ method: 'POST', url, headers: { ...as.headers, 'content-type': 'application/json' }, payload: '{"service_category":' });
    expect(malformed.statusCode).toBe(400);
    const xml = await t.app.inject({ method: 'POST', url, headers: { ...as.headers, 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(xml.statusCode).toBe(415);
    const empty = await t.app.inject({ method: 'POST', url, headers: as.headers });
    expect(empty.statusCode).toBe(422);
    for (const path of ['/services/abc', '/services/0', '/services/-1', '/services/99999999999', '/product_categories/1.5']) {
      const response = await as.put(path, { service: { name: 'x' } });
      expect([404, 422]).toContain(response.statusCode);
    }
    const long = await as.get(`/salons/:salonId/services/search/${'x'.repeat(101)}`);
    expect(long.statusCode).toBeGreaterThanOrEqual(400);
    expect(long.statusCode).toBeLessThan(500);
    expect((await as.get('/salons/abc/services')).statusCode).toBe(422);
  });
});
