import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, signUpAndIn, type SignedIn, type TestApp } from '../support/harness';

/** A real HTTP server answering like ViaCEP: one known CEP, `erro: true` for the rest, 500 for 99999-999. */
function startFakeViaCep() {
  const asked: string[] = [];
  const server = createServer((request, response) => {
    const cep = /\/ws\/(\d+)\/json\//.exec(request.url ?? '')?.[1] ?? '';
    asked.push(cep);
    if (cep === '99999999') {
      response.writeHead(500).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify(
        cep === '01310100'
          ? { cep: '01310-100', logradouro: 'Avenida Paulista', complemento: 'de 612 a 1510 - lado par', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' }
          : { erro: 'true' },
      ),
    );
  });
  return new Promise<{ server: Server; url: string; asked: string[] }>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked })),
  );
}

describe('CEP look-up (GET /cep/{cep})', () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeViaCep>>;
  let me: SignedIn;
  beforeAll(async () => {
    fake = await startFakeViaCep();
    t = await createTestApp({ CEP_LOOKUP_URL: `${fake.url}/ws/{cep}/json/` });
    me = await signUpAndIn(t.app);
  });
  afterAll(async () => {
    await t.close();
    fake.server.close();
  });
  const get = (cep: string, headers = me.headers) => t.app.inject({ method: 'GET', url: `/v1/cep/${cep}`, headers });

  it('answers the street, neighbourhood, city and state, and asks the service once per CEP', async () => {
    const expected = { zip_code: '01310-100', address: 'Avenida Paulista', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP' };
    expect(json(await get('01310-100'))).toEqual(expected);
    expect(json(await get('01310100'))).toEqual(expected);
    expect(fake.asked.filter((cep) => cep === '01310100')).toHaveLength(1);
  });

  it('says a CEP that does not exist is not found, a malformed one is refused, a failing service is 502, and asks a signed-in user', async () => {
    expect((await get('00000000')).statusCode).toBe(404);
    expect((await get('0131')).statusCode).toBe(422);
    expect((await get('abcdefgh')).statusCode).toBe(422);
    const failed = await get('99999-999');
    expect(failed.statusCode).toBe(502);
    expect(json(failed)).toMatchObject({ errors: ['Não conseguimos buscar o endereço deste CEP agora. Preencha o endereço à mão.'] });
    expect((await get('01310100', {})).statusCode).toBe(401);
  });
});
