import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { seedAgendaSalon, type AgendaSalon } from './agendaSalon';
import { api } from './owner';

/** The product the sales tests sell: R$ 25,00 each, 5 in stock. */
export const POMADA = { name: 'Pomada modeladora', price: 2500, quantity: 5 };

export interface SalesSalon extends AgendaSalon {
  productId: number;
}

export interface Product {
  id: number;
  name: string;
  quantity: number;
}

/**
 * The agenda's salon (seedAgendaSalon) with a product in stock, and a commission on services for each
 * professional: `commissions` by name, in percent.
 */
export async function seedSalesSalon(baseUrl: string, commissions: Record<string, number> = {}): Promise<SalesSalon> {
  const salon = await seedAgendaSalon(baseUrl);
  const { owner } = salon;
  const post = <T>(path: string, body: unknown) => api<T>(baseUrl, owner, `/salons/${owner.salonId}${path}`, { method: 'POST', body });
  const category = await post<{ id: number }>('/product_categories', { product_category: { name: 'Finalizadores' } });
  const product = await post<{ id: number }>('/products', { product: { ...POMADA, product_category_id: category.id } });
  for (const [name, rate] of Object.entries(commissions)) {
    await api(baseUrl, owner, `/employees/${salon.staff[name]}`, { method: 'PUT', body: { employee: { service_commission: rate } } });
  }
  return { ...salon, productId: product.id };
}

/** The product's stock as the server holds it. */
export async function stockOnServer(baseUrl: string, salon: SalesSalon): Promise<number> {
  const products = await api<Product[]>(baseUrl, salon.owner, `/salons/${salon.owner.salonId}/products`);
  return products.find((p) => p.id === salon.productId)!.quantity;
}

/** The salon's sales on the server (GET /salons/:id/sales). */
export const salesOnServer = (baseUrl: string, salon: SalesSalon) => api<Array<{ id: number; price: number; status: string }>>(baseUrl, salon.owner, `/salons/${salon.owner.salonId}/sales`);

/** An element's text with every run of spaces (R$'s no-break space included) as one plain space. */
export async function textOf(page: Page, selector: Parameters<Page['locator']>[0]): Promise<string> {
  return squash((await page.locator(selector).textContent()) ?? '');
}

export const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A line's money field, typed as the mask wants: digits that fill from the cents. */
export async function typeMoney(field: ReturnType<Page['getByLabel']>, cents: number) {
  await field.fill('');
  await field.pressSequentially(String(cents));
  await expect.poll(async () => (await field.inputValue()).replace(/\D/g, '')).toBe(String(cents));
}

/** A masked money field found by its label, tapped and typed as the front desk types it: digits that fill from the cents. */
export async function typeCents(page: Page, label: string | RegExp, cents: number) {
  const field = page.getByLabel(label, { exact: typeof label === 'string' });
  await field.tap();
  await field.press('Control+a');
  await field.pressSequentially(String(cents));
}

/** The row of a method in the cash drawer's table, as read: 'Dinheiro R$ 95,00'. */
export const drawerRow = async (page: Page, method: string) => squash(await page.locator('table.cash-table tbody tr', { hasText: method }).first().innerText());
