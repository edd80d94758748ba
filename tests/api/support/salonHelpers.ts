import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { json, type SignedIn } from './harness';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls the API as a signed-in user of one salon: `as.post('/salons/:salonId/...')` fills in the salon. */
export function actAs(app: FastifyInstance, who: SignedIn) {
  const salonId = who.user.salon.id;
  const url = (path: string) => `/v1${path.replace(':salonId', String(salonId))}`;
  const call = (method: Method, path: string, payload?: InjectOptions['payload']) =>
    app.inject({ method, url: url(path), headers: who.headers, ...(payload === undefined ? {} : { payload }) });
  return {
    salonId,
    headers: who.headers,
    get: (path: string) => call('GET', path),
    post: (path: string, payload?: InjectOptions['payload']) => call('POST', path, payload),
    put: (path: string, payload?: InjectOptions['payload']) => call('PUT', path, payload),
    del: (path: string) => call('DELETE', path),
    /** multipart/form-data, encoded by the platform's own FormData, as a browser would. */
    form: async (method: 'POST' | 'PUT', path: string, fields: FormFields) => {
      const { body, contentType } = await multipart(fields);
      return app.inject({ method, url: url(path), headers: { ...who.headers, 'content-type': contentType }, payload: body });
    },
  };
}
export type Actor = ReturnType<typeof actAs>;

export type FormFields = Record<string, string | { data: Buffer | string; filename: string; type?: string }>;

export async function multipart(fields: FormFields) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([typeof value.data === 'string' ? value.data : new Uint8Array(value.data)], { type: value.type ?? 'application/octet-stream' }), value.filename);
  }
  const encoded = new Response(form);
  return { body: Buffer.from(await encoded.arrayBuffer()), contentType: String(encoded.headers.get('content-type')) };
}

/** A real photo-like image in the given format. */
export function image(format: 'jpeg' | 'png' | 'webp', width = 640, height = 480) {
  const base = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 90 } } });
  return base[format]().toBuffer();
}

export function expectStatus(response: LightMyRequestResponse, status: number) {
  if (response.statusCode !== status) throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body.slice(0, 500)}`);
  return response;
}

/** Creates a category and returns its id. */
export async function category(as: Actor, kind: 'service' | 'product', name: string) {
  const response = expectStatus(await as.post(`/salons/:salonId/${kind}_categories`, { [`${kind}_category`]: { name } }), 201);
  return json<{ id: number }>(response).id;
}

export async function service(as: Actor, categoryId: number, fields: Record<string, unknown> = {}) {
  const body = { service: { name: 'Corte', duration: 1800, price: 4500, service_category_id: categoryId, ...fields } };
  return json<{ id: number; name: string }>(expectStatus(await as.post('/salons/:salonId/services', body), 201));
}

export async function product(as: Actor, categoryId: number, fields: Record<string, unknown> = {}) {
  const body = { product: { name: 'Pomada', price: 3990, product_category_id: categoryId, ...fields } };
  return json<{ id: number; name: string }>(expectStatus(await as.post('/salons/:salonId/products', body), 201));
}

export async function client(as: Actor, name: string, fields: FormFields = {}) {
  const response = expectStatus(await as.form('POST', '/salons/:salonId/clients', { 'client[name]': name, ...fields }), 201);
  return json<{ id: number; name: string; avatar_url: string | null }>(response);
}
