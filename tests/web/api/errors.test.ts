import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { describe, expect, it } from 'vitest';
import { readFailure, signedOutBy } from '../../../src/api/errors';

/** An axios failure as the interceptors see it: the server answered `status` with `data`. */
function answered(status: number, data: unknown) {
  const config = { headers: new AxiosHeaders() };
  const response = { status, data, statusText: '', headers: {}, config } as AxiosResponse;
  return new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, response);
}

describe('readFailure, the one reader of a failed call', () => {
  it('turns a 422 into field errors keyed by the form’s names, and one line of text', () => {
    const failure = readFailure(answered(422, { errors: { salon_name: ['não pode ficar em branco'], email: ['já está em uso'] } }));
    expect(failure).toEqual({
      status: 422,
      message: 'não pode ficar em branco já está em uso',
      fields: { salonName: 'não pode ficar em branco', email: 'já está em uso' },
    });
  });

  it('keeps the record a 409 says the new one resembles', () => {
    const failure = readFailure(answered(409, { errors: ['Já existe'], duplicate: { id: 5, name: 'Ana', phone: null, match: 'name' } }));
    expect(failure.duplicate).toEqual({ id: 5, name: 'Ana', phone: null, match: 'name' });
    expect(failure.fields).toEqual({});
  });

  it('says the network failed when nothing came back', () => {
    const failure = readFailure(new AxiosError('Network Error', 'ERR_NETWORK'));
    expect(failure.status).toBeNull();
    expect(failure.message).toBe('Não foi possível falar com o servidor. Verifique sua conexão e tente de novo.');
  });

  it('passes an already-read failure through (what an unwrapped RTK Query call rejects with)', () => {
    const read = { status: 403, message: 'Proibido', fields: {} };
    expect(readFailure(read)).toBe(read);
    expect(signedOutBy(read)).toBe(true);
  });

  it('still gives a message for a bug’s error, and a generic one for anything else', () => {
    expect(readFailure(new TypeError('x is undefined')).message).toBe('x is undefined');
    expect(readFailure('??').message).toBe('Erro desconhecido');
  });
});
