import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import { clients, idempotencyKeys, salons, serviceCategories } from '../../../server/db/schema/index';
import { pruneIdempotencyKeys } from '../../../server/repositories/idempotencyKeys';
import { json, signUpAndIn, type TestApp } from '../support/harness';
import { signedInAs, staffMember } from '../support/roleHelpers';
import { actAs, category, expectStatus, multipart, product, type Actor } from '../support/salonHelpers';

/** A R$ 10,00 product with stock, for sales. */
const productFor = async (as: Actor) => (await product(as, await category(as, 'product', 'Revenda'), { name: 'Gel', price: 1000, quantity: 10 })).id;

/** Issue 6 item 6: a retried create (lost answer, double click) must not save twice. */
describe('Idempotency-Key', () => {
  let t: TestApp;
  let as: Actor;
  let n = 0;
  const newKey = () => `chave-${Date.now()}-${(n += 1)}`;
  const createClient = (key: string | undefined, name: string, who: Actor = as, allowDuplicate = false) =>
    t.app.inject({
      method: 'POST',
      url: `/v1/salons/${who.salonId}/clients`,
      headers: { ...who.headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload: { client: { name }, ...(allowDuplicate ? { allow_duplicate: true } : {}) },
    });
  const rowsNamed = async (name: string) =>
    (await t.database.db.select({ n: count() }).from(clients).where(and(eq(clients.salonId, as.salonId), eq(clients.name, name))))[0].n;

  beforeAll(async ({ t: fileT, as: fileAs }) => {
    t = fileT;
    as = fileAs;
  });

  it('answers a retry with the stored answer and saves one row', async () => {
    const key = newKey();
    const first = expectStatus(await createClient(key, 'Rita Retry'), 201);
    const second = expectStatus(await createClient(key, 'Rita Retry'), 201);
    expect(second.body).toBe(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(second.headers['content-type']).toMatch(/application\/json/);
    expect(await rowsNamed('Rita Retry')).toBe(1);
  });

  it('replays a multipart create (what the SPA sends) too', async () => {
    const key = newKey();
    const send = async () => {
      const { body, contentType } = await multipart({ 'client[name]': 'Mara Multipart', 'client[phone]': '(11) 95555-0101' });
      return t.app.inject({ method: 'POST', url: `/v1/salons/${as.salonId}/clients`, headers: { ...as.headers, 'content-type': contentType, 'idempotency-key': key }, payload: body });
    };
    const first = expectStatus(await send(), 201);
    const second = expectStatus(await send(), 201);
    expect(json(second)).toEqual(json(first));
    expect(await rowsNamed('Mara Multipart')).toBe(1);
  });

  it('refuses the same key with another body (422, saying why) and saves nothing more', async () => {
    const key = newKey();
    expectStatus(await createClient(key, 'Beto Body'), 201);
    const other = expectStatus(await createClient(key, 'Outro Nome'), 422);
    expect(json(other)).toEqual({ idempotency_key: ['Esta Idempotency-Key já foi usada com outros dados. Use uma chave nova para outra solicitação.'] });
    expect(await rowsNamed('Outro Nome')).toBe(0);
  });

  it('creates one row when requests with one key arrive together', async () => {
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 6 }, () => createClient(key, 'Cora Concorrente')));
    for (const answer of answers) expect([201, 409]).toContain(answer.statusCode);
    const created = answers.filter((a) => a.statusCode === 201).map((a) => json<{ id: number }>(a).id);
    expect(new Set(created).size).toBe(1);
    expect(await rowsNamed('Cora Concorrente')).toBe(1);
  });

  it('frees a key after 24 hours', async () => {
    const key = newKey();
    expectStatus(await createClient(key, 'Vera Vencida', as, true), 201);
    await t.database.db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '24 hours 1 minute'` }).where(eq(idempotencyKeys.key, key));
    const again = expectStatus(await createClient(key, 'Vera Vencida', as, true), 201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await rowsNamed('Vera Vencida')).toBe(2);
  });

  it('answers 409 (not 500) when the work under the key was saved but its answer never came (its process died in between)', async () => {
    const key = newKey();
    expectStatus(await createClient(key, 'Paula Pendente', as, true), 201);
    await t.database.db.update(idempotencyKeys).set({ statusCode: null, responseHeaders: null, responseBody: null }).where(eq(idempotencyKeys.key, key));
    const busy = await createClient(key, 'Paula Pendente', as, true);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toEqual({ errors: [expect.stringContaining('Idempotency-Key')] });
    expect(await rowsNamed('Paula Pendente')).toBe(1);
  });

  it('leaves no claim behind a request that failed before committing, so its retry runs at once', async () => {
    const key = newKey();
    // Any failure inside the write's transaction (a database cut, a crash): here its audit row is refused.
    await t.database.db.execute(sql`alter table audit_events add constraint refuse_for_test check (entity <> 'client') not valid`);
    try {
      expectStatus(await createClient(key, 'Olga Orfã', as, true), 500);
    } finally {
      await t.database.db.execute(sql`alter table audit_events drop constraint refuse_for_test`);
    }
    expect(await rowsNamed('Olga Orfã')).toBe(0);
    expect(await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
    const retry = expectStatus(await createClient(key, 'Olga Orfã', as, true), 201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await rowsNamed('Olga Orfã')).toBe(1);
    // The claim came with the client, in its transaction: a second retry is replayed.
    expect(expectStatus(await createClient(key, 'Olga Orfã', as, true), 201).headers['idempotent-replayed']).toBe('true');
    expect(await rowsNamed('Olga Orfã')).toBe(1);
  });

  it('prunes expired keys (the maintenance job) and keeps fresh ones', async () => {
    const [old, fresh] = [newKey(), newKey()];
    expectStatus(await createClient(old, 'Paula Poda'), 201);
    expectStatus(await createClient(fresh, 'Paula Fresca'), 201);
    await t.database.db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(idempotencyKeys.key, old));
    await pruneIdempotencyKeys(t.database.db, 24 * 3600);
    const left = await t.database.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
    expect(left.map((r) => r.key)).toContain(fresh);
    expect(left.map((r) => r.key)).not.toContain(old);
  });

  it('does not keep a refused answer: the corrected form may reuse the key', async () => {
    const key = newKey();
    const refused = await t.app.inject({
      method: 'POST',
      url: `/v1/salons/${as.salonId}/clients`,
      headers: { ...as.headers, 'idempotency-key': key },
      payload: { client: { name: 'Gil Corrige', phone: 'ligar depois' } },
    });
    expectStatus(refused, 422);
    expectStatus(await createClient(key, 'Gil Corrige'), 201);
    expect(await rowsNamed('Gil Corrige')).toBe(1);
  });

  it('keeps keys per salon: another salon with the same key creates its own row', async () => {
    const key = newKey();
    const other = actAs(t.app, await signUpAndIn(t.app));
    const mine = json<{ id: number }>(expectStatus(await createClient(key, 'Sara Salao'), 201));
    const theirs = expectStatus(await createClient(key, 'Sara Salao', other), 201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(json<{ id: number; salon_id: number }>(theirs)).toMatchObject({ salon_id: other.salonId });
    expect(json<{ id: number }>(theirs).id).not.toBe(mine.id);
  });

  it("keeps keys per user (issue 24, item 9): a colleague sending the same key and body creates their own, and is never handed the first user's answer", async () => {
    const key = newKey();
    const owner = await signedInAs(as);
    const desk = actAs(t.app, await staffMember(t, owner, 'front_desk', 'Rita Recepção'));
    const mine = json<{ id: number }>(expectStatus(await createClient(key, 'Ugo Usuário', as, true), 201));
    const theirs = expectStatus(await createClient(key, 'Ugo Usuário', desk, true), 201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(json<{ id: number }>(theirs).id).not.toBe(mine.id);
    expect(await rowsNamed('Ugo Usuário')).toBe(2);
    // Each user's own retry is still a replay of their own answer.
    const retry = expectStatus(await createClient(key, 'Ugo Usuário', desk, true), 201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toBe(theirs.body);

    // The same for a sale, which keeps its key in its own row.
    const sale = { payment_type: 'cash', price: 1000, transactions_attributes: [{ product_id: await productFor(as), quantity: 1 }] };
    const sell = (who: Actor) =>
      t.app.inject({ method: 'POST', url: `/v1/salons/${who.salonId}/sales`, headers: { ...who.headers, 'idempotency-key': key }, payload: { sale } });
    const ownersSale = json<{ id: number }>(expectStatus(await sell(as), 201));
    const desksSale = expectStatus(await sell(desk), 201);
    expect(desksSale.headers['idempotent-replayed']).toBeUndefined();
    expect(json<{ id: number }>(desksSale).id).not.toBe(ownersSale.id);
    expect(expectStatus(await sell(desk), 201).headers['idempotent-replayed']).toBe('true');
  });

  it.each([['x'.repeat(256)], ['chave-com-acentuação'], ['']])('refuses the malformed key %j with 422', async (key) => {
    const response = await createClient(key, 'Kika Chave');
    expect(response.statusCode).toBe(422);
    expect(json(response)).toEqual({ idempotency_key: ['O cabeçalho Idempotency-Key deve ter de 1 a 255 caracteres imprimíveis.'] });
  });

  it('covers the catalogue, and sign-up (keyed by the caller address)', async () => {
    const key = newKey();
    const post = () =>
      t.app.inject({ method: 'POST', url: `/v1/salons/${as.salonId}/service_categories`, headers: { ...as.headers, 'idempotency-key': key }, payload: { service_category: { name: 'Unhas' } } });
    expectStatus(await post(), 201);
    expect(expectStatus(await post(), 201).headers['idempotent-replayed']).toBe('true');
    const [{ n: cats }] = await t.database.db.select({ n: count() }).from(serviceCategories).where(eq(serviceCategories.salonId, as.salonId));
    expect(cats).toBe(1);

    const signUpKey = newKey();
    const signUp = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/auth',
        headers: { 'idempotency-key': signUpKey },
        payload: { name: 'Dona Idem', salon_name: 'Salão Idempotente', email: 'idem@salao.com.br', password: 'senha-forte-123', password_confirmation: 'senha-forte-123' },
      });
    const first = expectStatus(await signUp(), 200);
    const second = expectStatus(await signUp(), 200);
    expect(second.body).toBe(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    const [{ n: salonCount }] = await t.database.db.select({ n: count() }).from(salons).where(eq(salons.name, 'Salão Idempotente'));
    expect(salonCount).toBe(1);
  });

  it('leaves requests without a key as they were (two creates, two rows)', async () => {
    expectStatus(await createClient(undefined, 'Nina Semchave'), 201);
    expectStatus(await t.app.inject({ method: 'POST', url: `/v1/salons/${as.salonId}/clients`, headers: as.headers, payload: { client: { name: 'Nina Semchave', allow_duplicate: true } } }), 201);
    expect(await rowsNamed('Nina Semchave')).toBe(2);
  });
});
