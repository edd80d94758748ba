import { http, HttpResponse } from 'msw';
import { API } from './origin';
import { withUser } from './auth';
import { db, notFound } from './db';

/**
 * The CEP look-up (server/routes/cep.ts) over db.ceps: '01310100' or '01310-100', a CEP it does not know is a 404.
 * A look-up service that fails (502) is a test's own handler.
 */
export const cepHandlers = [
  http.get(`${API}/cep/:cep`, withUser((_request, _user, params) => {
    const digits = String(params.cep).replace('-', '');
    if (!/^\d{8}$/.test(digits)) return HttpResponse.json({ cep: ['Valor inválido'] }, { status: 422 });
    const found = db.ceps.find((row) => row.zip_code === `${digits.slice(0, 5)}-${digits.slice(5)}`);
    return found ? HttpResponse.json(found) : notFound();
  })),
];
