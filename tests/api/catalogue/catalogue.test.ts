import { describe, expect } from 'vitest';
import { it } from '../support/fixtures';
import { json } from '../support/harness';
import { category, expectStatus, product, service } from '../support/salonHelpers';

type Category = { id: number; name: string; services: Array<{ id: number; name: string; duration: number; price: number }> };
type ProductCategory = { id: number; name: string; products: Array<{ id: number; name: string; quantity: number; brand: string | null }> };

describe('service and product catalogues', () => {
  it('lists categories with their services, in name order, and moves a service to its new category', async ({ as }) => {
    const hair = await category(as, 'service', 'Cabelo');
    const beard = await category(as, 'service', 'Barba');
    const cut = await service(as, hair, { name: 'Corte masculino', duration: 1800, price: 4500 });
    await service(as, hair, { name: 'Coloração', duration: 5400, price: 12000, cost: 3000, description: 'Tintura completa' });
    await service(as, beard, { name: 'Barba completa', duration: 1200, price: 3000 });

    const listed = json<Category[]>(expectStatus(await as.get('/salons/:salonId/service_categories'), 200));
    expect(listed.map((c) => c.name)).toEqual(['Barba', 'Cabelo']);
    expect(listed[1].services.map((s) => s.name)).toEqual(['Coloração', 'Corte masculino']);
    expect(listed[1].services[0]).toEqual({
      id: expect.any(Number), name: 'Coloração', description: 'Tintura completa', duration: 5400, price: 12000, cost: 3000, service_category_id: hair, commission: null,
    });

    const moved = expectStatus(await as.put(`/services/${cut.id}`, { service: { service_category_id: beard } }), 200);
    expect(json(moved)).toMatchObject({ id: cut.id, name: 'Corte masculino', service_category_id: beard, price: 4500 });
    const after = json<Category[]>(await as.get('/salons/:salonId/service_categories'));
    expect(after[0].services.map((s) => s.name)).toEqual(['Barba completa', 'Corte masculino']);
    expect(json<unknown[]>(await as.get('/salons/:salonId/services'))).toHaveLength(3);
  });

  it('searches services regardless of accents and case, answering categories with their matches', async ({ as }) => {
    const found = json<Category[]>(expectStatus(await as.get('/salons/:salonId/services/search/COLORACAO'), 200));
    expect(found).toEqual([expect.objectContaining({ name: 'Cabelo', services: [expect.objectContaining({ name: 'Coloração' })] })]);
    expect(json(await as.get(`/salons/:salonId/services/search/${encodeURIComponent('barba  cómpleta')}`))).toEqual([
      expect.objectContaining({ name: 'Barba', services: [expect.objectContaining({ name: 'Barba completa' })] }),
    ]);
    expect(json(await as.get('/salons/:salonId/services/search/manicure'))).toEqual([]);
    expect(json(await as.get('/salons/:salonId/services/search/100%25'))).toEqual([]);
  });

  it('edits and deletes categories, refusing a category that still has services', async ({ as }) => {
    const id = await category(as, 'service', 'Unhas');
    const renamed = expectStatus(await as.put(`/service_categories/${id}`, { service_category: { name: 'Mãos e pés', description: 'Manicure' } }), 200);
    expect(json(renamed)).toEqual({ id, name: 'Mãos e pés', description: 'Manicure', services: [] });
    const nail = await service(as, id, { name: 'Manicure' });

    const refused = expectStatus(await as.del(`/service_categories/${id}`), 422);
    expect(json(refused)).toEqual({ base: ['Exclua ou mova todos os serviços desta categoria antes de excluí-la.'] });
    expectStatus(await as.del(`/services/${nail.id}`), 204);
    expectStatus(await as.del(`/service_categories/${id}`), 204);
    expectStatus(await as.del(`/service_categories/${id}`), 404);
    expectStatus(await as.put(`/services/${nail.id}`, { service: { name: 'x' } }), 404);
  });

  it('accepts a flat body as well as the wrapped one', async ({ as }) => {
    const response = expectStatus(await as.post('/salons/:salonId/service_categories', { name: 'Estética' }), 201);
    expect(json(response)).toMatchObject({ name: 'Estética', description: null, services: [] });
  });

  it('keeps products under categories, with stock, brand and barcode, and searches them', async ({ as }) => {
    const shelf = await category(as, 'product', 'Finalizadores');
    const other = await category(as, 'product', 'Shampoos');
    const wax = await product(as, shelf, { name: 'Pomada modeladora', brand: 'Barba Forte', barcode: '7891234567890', cost: 1500 });
    expect(wax).toMatchObject({ quantity: 0, brand: 'Barba Forte', barcode: '7891234567890', price: 3990, cost: 1500 });
    await product(as, other, { name: 'Shampoo anticaspa', quantity: 12 });

    const listed = json<ProductCategory[]>(expectStatus(await as.get('/salons/:salonId/product_categories'), 200));
    expect(listed.map((c) => [c.name, c.products.map((p) => p.name)])).toEqual([
      ['Finalizadores', ['Pomada modeladora']],
      ['Shampoos', ['Shampoo anticaspa']],
    ]);
    const moved = expectStatus(await as.put(`/products/${wax.id}`, { product: { product_category_id: other, quantity: 5, brand: '' } }), 200);
    expect(json(moved)).toMatchObject({ product_category_id: other, quantity: 5, brand: null, name: 'Pomada modeladora' });
    const found = json<ProductCategory[]>(await as.get('/salons/:salonId/products/search/pomada'));
    expect(found.map((c) => c.name)).toEqual(['Shampoos']);
    expect(found[0].products.map((p) => p.name)).toEqual(['Pomada modeladora']);
    expect(json<unknown[]>(await as.get('/salons/:salonId/products'))).toHaveLength(2);

    expect(json(expectStatus(await as.del(`/product_categories/${other}`), 422))).toEqual({
      base: ['Exclua ou mova todos os produtos desta categoria antes de excluí-la.'],
    });
    expectStatus(await as.put(`/product_categories/${shelf}`, { product_category: { name: 'Pomadas' } }), 200);
    expectStatus(await as.del(`/products/${wax.id}`), 204);
    expectStatus(await as.del(`/product_categories/${shelf}`), 204);
  });
});
