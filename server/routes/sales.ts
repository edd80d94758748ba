import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifySchemaValidationError } from 'fastify';
import { IdParams, SalonParams } from '../contract/common';
import {
  PixCodeQuery,
  PixCodeResponse,
  SaleCancelBody,
  SaleCreateBody,
  SaleListQuery,
  SaleListResponse,
  SaleResponse,
  SendInvoiceBody,
  SendInvoiceResponse,
} from '../contract/sales';
import { fieldsFromValidation } from '../errorHandler';
import { unprocessable, type FieldErrors } from '../errors';
import { langOf, type MessageKey } from '../i18n';
import { keepsSessions } from '../plugins/readCache';
import { currentSession, requireSalon } from '../plugins/session';
import { tidy, wrappedBody } from '../plugins/wrappedBody';
import { actorOf } from '../services/permissions';
import { saleFor, salesFor } from '../services/saleView';

/** Clearer messages than the schema's for a value sent (a field left out still reads 'required'). */
const MESSAGES: Record<string, MessageKey> = {
  price: 'moneyInvalid',
  received: 'moneyInvalid',
  value: 'moneyInvalid',
  discount: 'moneyInvalid',
  quantity: 'saleQuantityInvalid',
  payment_type: 'salePaymentTypeInvalid',
  method: 'salePaymentTypeInvalid',
  amount: 'moneyInvalid',
  client_id: 'clientNotFound',
};

/**
 * The sale form's field names: the sale's own (`price`, `client`...) and each item's as
 * `transactions_attributes.{i}.{field}` (and `payments.{i}.{field}`, `tips.{i}.{field}`), the names the service's own checks use, so the screen shows a schema
 * error beside the line it belongs to.
 */
function saleFieldErrors(errors: FastifySchemaValidationError[]) {
  const fields: FieldErrors = {};
  // The keyword behind each reported path (a missing field is reported on its own path, as fieldsFromValidation does).
  const keywords = new Map<string, string>();
  for (const error of errors) {
    const path = error.instancePath.split('/').filter(Boolean);
    const missing = (error.params as { requiredProperties?: unknown }).requiredProperties;
    if (error.keyword === 'required' && Array.isArray(missing)) for (const name of missing) keywords.set([...path, String(name)].join('.'), 'required');
    else keywords.set(path.join('.'), error.keyword);
  }
  for (const [path, list] of Object.entries(fieldsFromValidation(errors))) {
    const parts = (path === 'sale' ? 'base' : path.replace(/^sale\./, '')).split('.');
    const isItem = (parts[0] === 'transactions_attributes' || parts[0] === 'payments' || parts[0] === 'tips') && parts.length >= 3;
    const name = isItem ? parts.slice(0, 3).join('.') : parts[0] === 'client_id' ? 'client' : parts[0];
    const leaf = isItem ? parts[2] : parts[0];
    const keyword = keywords.get(path);
    const override =
      keyword === 'minItems' && path.endsWith('transactions_attributes')
        ? 'saleItemsBlank'
        : keyword === 'minItems' && path.endsWith('payments')
          ? 'salePaymentTypeInvalid'
          : keyword === 'required'
            ? undefined
            : parts[0] === 'tips' && leaf === 'amount'
              ? 'saleTipAmountInvalid'
              : MESSAGES[leaf];
    fields[name] = [...(fields[name] ?? []), ...(override ? [override] : list)];
  }
  for (const [field, list] of Object.entries(fields)) fields[field] = tidy(list);
  return unprocessable(fields);
}

const saleBody = {
  preValidation: wrappedBody('sale').preValidation,
  schemaErrorFormatter: (errors: FastifySchemaValidationError[], dataVar: string) =>
    dataVar === 'body' ? saleFieldErrors(errors) : unprocessable(fieldsFromValidation(errors)),
};

const tags = ['sales'];

/** Checkout: recording a sale, the list and the sale view, the estorno, and the invoice e-mail. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { sales } = app.services;
  const auth = { preHandler: app.authenticate };

  // The SPA's old client posted with a trailing slash (spec section 7); both spellings record a sale.
  for (const url of ['/salons/:salonId/sales', '/salons/:salonId/sales/']) {
    const config = keepsSessions;
    app.post(url, { schema: { tags, params: SalonParams, body: SaleCreateBody, response: { 201: SaleResponse } }, ...auth, ...saleBody, config }, async (request, reply) => {
      const actor = actorOf(requireSalon(request, request.params.salonId));
      const sale = await sales.create(actor, request.body.sale, langOf(request));
      return reply.status(201).send(await saleFor(app.db, actor, sale));
    });
  }

  app.get(
    '/salons/:salonId/sales',
    { schema: { tags, params: SalonParams, querystring: SaleListQuery, response: { 200: SaleListResponse } }, ...auth },
    async (request) => {
      const actor = actorOf(requireSalon(request, request.params.salonId));
      return salesFor(app.db, actor, await sales.list(actor, request.query, langOf(request)));
    },
  );

  // The checkout's QR code before the sale is made: the same BR Code the sale's Pix payment will carry.
  app.get('/salons/:salonId/pix_code', { schema: { tags, params: SalonParams, querystring: PixCodeQuery, response: { 200: PixCodeResponse } }, ...auth }, async (request) => {
    const actor = actorOf(requireSalon(request, request.params.salonId));
    return sales.pixCode(actor.salonId, request.query.amount, request.query.reference);
  });

  app.get('/sales/:id', { schema: { tags, params: IdParams, response: { 200: SaleResponse } }, ...auth }, async (request) => {
    const actor = actorOf(currentSession(request));
    return saleFor(app.db, actor, await sales.showFor(actor, request.params.id, langOf(request)));
  });

  app.post('/sales/:id/cancel', { schema: { tags, params: IdParams, body: SaleCancelBody, response: { 200: SaleResponse } }, ...auth, config: keepsSessions }, async (request) => {
    // Shaped for the caller like GET /sales/{id}: the front desk may estorno too, and reads no commissions.
    const actor = actorOf(currentSession(request));
    return saleFor(app.db, actor, await sales.cancel(actor, request.params.id, request.body.reason, langOf(request)));
  });

  for (const url of ['/sales/:id/send-invoice', '/sales/:id/send-invoice/']) {
    app.post(url, { schema: { tags, params: IdParams, body: SendInvoiceBody, response: { 202: SendInvoiceResponse } }, ...auth }, async (request, reply) => {
      await sales.sendInvoice(actorOf(currentSession(request)), request.params.id, request.body.email, langOf(request));
      return reply.status(202).send({});
    });
  }
};

export default routes;
