import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/client';
import { accessLog, products, sales, saleTransactions } from '../../../server/db/schema/index';
import { createServerDatabase } from '../support/harness';
import { connectionRefused, slowRequest, startServerProcess, type ServerProcess } from '../support/serverProcess';
import { startSmtpSink, type SmtpSink } from '../support/smtpSink';

/** Where a spawned server keeps its data: a fresh folder for PGlite, or a fresh database on the PostgreSQL server. */
async function freshStore(): Promise<{ env: Record<string, string>; open(): Promise<Database>; drop(): Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const server = await createServerDatabase(process.env.DATABASE_URL);
    return { env: { DATABASE_URL: server.url }, open: () => openDatabase({ databaseUrl: server.url }), drop: () => server.drop() };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'agendei-shutdown-'));
  return {
    env: { DATABASE_URL: '', DATA_DIR: dataDir },
    // The server must have let go of the folder's lock for this to open it.
    open: () => openDatabase({ dataDir }),
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A CEP look-up service (ViaCEP's shape) that holds every answer until the test lets it go. */
async function heldCepService() {
  const waiting: ServerResponse[] = [];
  const server: Server = createServer((_request: IncomingMessage, response: ServerResponse) => void waiting.push(response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/ws/{cep}/json/`,
    waiting: () => waiting.length,
    release() {
      for (const response of waiting.splice(0)) {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ cep: '01310-100', logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' }));
      }
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function call(base: string, method: string, url: string, headers: Record<string, string>, body?: unknown) {
  const response = await fetch(`${base}/v1${url}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return { headers: response.headers, body: JSON.parse(text) as Record<string, unknown> };
}

/** A salon with a product in stock, signed up and signed in over HTTP. */
async function salonOver(base: string) {
  const email = `dona-${Date.now()}@salao.com.br`;
  const password = 'senha-forte-123';
  await call(base, 'POST', '/auth', {}, { name: 'Dona Ana', salon_name: 'Salão Central', email, password, password_confirmation: password });
  const signIn = await call(base, 'POST', '/auth/sign_in', {}, { email, password });
  const headers = { 'access-token': signIn.headers.get('access-token')!, client: signIn.headers.get('client')!, uid: signIn.headers.get('uid')! };
  const user = signIn.body as { salon: { id: number }; employee_id: number };
  const salonId = user.salon.id;
  const categoryId = (await call(base, 'POST', `/salons/${salonId}/product_categories`, headers, { product_category: { name: 'Finalizadores' } })).body.id;
  const product = await call(base, 'POST', `/salons/${salonId}/products`, headers, { product: { name: 'Pomada', price: 3990, quantity: 5, product_category_id: categoryId } });
  return { headers, salonId, employeeId: user.employee_id, productId: Number(product.body.id) };
}

/**
 * Graceful shutdown of the real server process (issue 12, item 5): on SIGTERM it refuses new connections at
 * once, answers the requests it has in flight as usual (a slow request and a sale), writes what they leave
 * behind (the sale, the access log), stops its outbox worker and exits 0; a request that never ends cannot keep
 * it alive past SHUTDOWN_TIMEOUT. On PGlite and, with DATABASE_URL, on PostgreSQL.
 */
describe('graceful shutdown', () => {
  let smtp: SmtpSink;
  let cep: Awaited<ReturnType<typeof heldCepService>>;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    cep = await heldCepService();
  });
  afterAll(async () => {
    await smtp.close();
    await cep.close();
  });

  it('finishes a slow request and a sale in flight, refuses new connections, and exits 0', async () => {
    const store = await freshStore();
    let server: ServerProcess | undefined;
    let database: Database | undefined;
    try {
      server = await startServerProcess({ ...store.env, SMTP_URL: smtp.url, CEP_LOOKUP_URL: cep.url });
      const s = await salonOver(server.url);
      // The welcome e-mail goes out through the outbox worker, which shutdown has to stop.
      await expect.poll(() => smtp.messages.length, { timeout: 10_000 }).toBeGreaterThan(0);

      // A slow request: the address look-up waits on the CEP service, inside the server's handler.
      const lookup = fetch(`${server.url}/v1/cep/01310-100`, { headers: s.headers });
      await expect.poll(() => cep.waiting(), { timeout: 10_000 }).toBe(1);
      // A sale whose body is still arriving.
      const body = JSON.stringify({ sale: { payment_type: 'pix', price: 7980, transactions_attributes: [{ product_id: s.productId, quantity: 2, user_id: s.employeeId }] } });
      const sale = slowRequest(server.port, 'POST', `/v1/salons/${s.salonId}/sales`, { ...s.headers, 'Idempotency-Key': 'shutdown-sale-1' }, body);
      await new Promise((resolve) => setTimeout(resolve, 300));

      const signalled = Date.now();
      server.child.kill('SIGTERM');
      await expect.poll(() => connectionRefused(server!.port), { timeout: 5_000, interval: 50 }).toBe(true);
      expect(server.child.exitCode).toBeNull();

      sale.finish();
      cep.release();
      const [lookedUp, sold] = await Promise.all([lookup, sale.answer]);
      expect(lookedUp.status).toBe(200);
      expect(await lookedUp.json()).toEqual({ zip_code: '01310-100', address: 'Avenida Paulista', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP' });
      expect(sold.status, sold.body).toBe(201);
      const saleBody = JSON.parse(sold.body) as { id: number; number: number; price: number };
      expect(saleBody).toMatchObject({ number: 1, price: 7980 });

      expect(await server.exited).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(10_000);
      expect(server.output()).toContain('SIGTERM: finishing the requests in flight');
      expect(server.output()).not.toMatch(/"level":(50|60)|Error|exiting without/);

      // What the requests left behind was written before the database closed.
      database = await store.open();
      const db = database.db;
      expect(await db.select({ id: saleTransactions.id }).from(saleTransactions).where(eq(saleTransactions.saleId, saleBody.id))).toHaveLength(1);
      expect((await db.select({ quantity: products.quantity }).from(products).where(eq(products.id, s.productId)))[0].quantity).toBe(3);
      expect(await db.select({ id: sales.id }).from(sales).where(eq(sales.salonId, s.salonId))).toHaveLength(1);
      const logged = await db.select({ method: accessLog.method, path: accessLog.path, status: accessLog.status }).from(accessLog).where(and(eq(accessLog.salonId, s.salonId)));
      expect(logged).toEqual(
        expect.arrayContaining([
          { method: 'GET', path: '/v1/cep/:cep', status: 200 },
          { method: 'POST', path: '/v1/salons/:salonId/sales', status: 201 },
        ]),
      );
    } finally {
      if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
      await database?.close();
      await store.drop();
    }
  }, 90_000);

  it('does not let a request that never ends keep the process alive past SHUTDOWN_TIMEOUT', async () => {
    const store = await freshStore();
    let server: ServerProcess | undefined;
    try {
      server = await startServerProcess({ ...store.env, SHUTDOWN_TIMEOUT: '1' });
      // Its body never comes: without the timeout, the close would wait for it (up to REQUEST_TIMEOUT, 60 s).
      const stuck = slowRequest(server.port, 'POST', '/v1/auth/sign_in', {}, JSON.stringify({ email: 'a@b.com.br', password: 'senha-forte-123' }));
      stuck.answer.catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const signalled = Date.now();
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(1);
      expect(Date.now() - signalled).toBeLessThan(5_000);
      expect(server.output()).toContain('requests still running after 1 s (SHUTDOWN_TIMEOUT); exiting without them');
    } finally {
      if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
      await store.drop();
    }
  }, 60_000);
});
