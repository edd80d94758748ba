import { http, HttpResponse } from 'msw';
import { API } from './origin';
import { notFound } from './db';

/**
 * The comandas (contract/comandas.ts) by default: none open, and no comanda by id. The agenda's bar and the sales
 * list ask for the open ones; tests/web/sales/comanda.test.tsx serves comandas of its own with server.use(...).
 */
export const comandaHandlers = [
  http.get(`${API}/salons/:salonId/comandas`, () => HttpResponse.json([])),
  http.get(`${API}/comandas/:id`, () => notFound()),
];
