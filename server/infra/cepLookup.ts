import type { FastifyBaseLogger } from 'fastify';
import type { CepAddress } from '../contract/address';
import { HttpError, notFound } from '../errors';
import { servicePlugin } from '../services/registry';


const TIMEOUT_MS = 4000;
const CACHE_SIZE = 5000;

/**
 * The address of a CEP, from ViaCEP's JSON (or any service answering its shape, CEP_LOOKUP_URL). Asked by the
 * server rather than the browser: one cache for every salon (a CEP's street does not change), and the SPA talks
 * to one origin. A CEP that does not exist answers 404; a look-up service that fails or is slow, 502 (the form
 * stays as typed).
 */
export function createCepLookup(urlTemplate: string, log: FastifyBaseLogger) {
  const cache = new Map<string, CepAddress | null>();

  async function fetchCep(cep: string): Promise<CepAddress | null> {
    const response = await fetch(urlTemplate.replace('{cep}', cep), { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json' } });
    if (response.status === 400 || response.status === 404) return null;
    if (!response.ok) throw new Error(`CEP look-up answered ${response.status}`);
    const body = (await response.json()) as Record<string, unknown>;
    if (body.erro) return null;
    const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
    return { zip_code: `${cep.slice(0, 5)}-${cep.slice(5)}`, address: text(body.logradouro), neighborhood: text(body.bairro), city: text(body.localidade), state: text(body.uf) };
  }

  async function lookup(cep: string): Promise<CepAddress> {
    let found = cache.get(cep);
    if (found === undefined) {
      try {
        found = await fetchCep(cep);
      } catch (error) {
        log.warn({ err: error }, 'CEP look-up failed');
        throw new HttpError(502, 'cepLookupFailed');
      }
      if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      cache.set(cep, found);
    }
    if (!found) throw notFound();
    return found;
  }

  return { lookup };
}
export type CepLookup = ReturnType<typeof createCepLookup>;

declare module 'fastify' {
  interface ServiceRegistry {
    cep: CepLookup;
  }
}

export default servicePlugin('cep', (app) => createCepLookup(app.config.cepLookupUrl, app.log));
