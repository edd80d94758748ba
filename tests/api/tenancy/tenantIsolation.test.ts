import { setTimeout as sleep } from 'node:timers/promises';
import { eq, getTableColumns, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { InjectOptions } from 'fastify';
import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import {
  appointments,
  auditEvents,
  cashDrawers,
  cashMovements,
  onlineBooking,
  noticeReads,
  authTokens,
  clientAvatars,
  clients,
  emailOutbox,
  employees,
  employeeServices,
  productCategories,
  products,
  saleTransactions,
  sales,
  salons,
  serviceCategories,
  services,
  stockMovements,
  subscriptionPayments,
  users,
} from '../../../server/db/schema/index';
import { blocked, booked, hire, utc, type AgendaSalon } from '../support/agendaHelpers';
import { json, openApiEndpoints, signUpAndIn, type SignedIn, type TestApp } from '../support/harness';
import { saleSalon, sold, type SaleSalon } from '../support/saleHelpers';
import { actAs, category, expectStatus, image, multipart, product, service, type FormFields } from '../support/salonHelpers';
import { sandboxHash } from '../support/subscriptionHelpers';

/**
 * Tenant isolation (issue 12 item 4, DESIGN.md sections 5 and 6): salon B's owner, who holds every capability of
 * their own salon, attacks salon A through every endpoint of the OpenAPI document. `/salons/{salonId}/...` with
 * A's id answers 403 and `/{resource}/{id}` with A's row 404; ids of A sent inside B's own paths, bodies and query
 * strings find nothing (404 or 422 under the field, as for any unknown id). No answer carries A's data, and A's
 * rows, read straight from the database, are the same after every attack as before. An endpoint added without an
 * entry here fails the first test: someone must decide how it could be attacked.
 */

/** Salon A's rows (the victim) and salon B's own (the attacker's, used as the legitimate half of mixed requests). */
interface Victim {
  salonId: number;
  serviceCategory: number;
  service: number;
  productCategory: number;
  product: number;
  client: number;
  professional: number;
  appointment: number;
  soldAppointment: number;
  blockedTime: number;
  sale: number;
  device: number;
  drawer: number;
  comanda: number;
  comandaItem: number;
  pixCharge: number;
}
interface Attacker extends SaleSalon {
  comanda: number;
  appointment: number;
  serviceCategory: number;
  productCategory: number;
}

/** Paths are written as in the OpenAPI document; an attack may swap in B's own salon id or add a query string. */
interface Attack {
  url: string;
  /** What the API may answer. More than one only where both are legitimate (said in `why`). */
  status: readonly number[];
  body?: Record<string, unknown>;
  form?: FormFields;
  headers?: Record<string, string>;
  /** For a 422: the field the answer must name (the one carrying A's id). */
  field?: string;
  why?: string;
}
type Case = { own: string } | ((a: Victim, b: Attacker) => Attack[]);

const FORBIDDEN = [403] as const;
const NOT_FOUND = [404] as const;
/** An id of A sent in a body to B's own salon is an unknown id there: 422 under the field that carries it. */
const unknownIn = (field: string) => ({ status: [422] as const, field });
/** A filter by A's id in B's own salon: B's own list, in which nothing matches (an empty list, not 404: a filter finds nothing). */
const EMPTY_LIST = [200] as const;
/** Idempotency keys are per salon: A's key replays nothing to B. */
const SHARED_KEY = 'chave-da-alfa-0001';

const A_PASSWORD = 'alfa-senha-secreta-9';
const DAY = '2030-03-01';

const appointmentBody = (clientId: number, serviceId: number, employeeId: number, hour = 18) => ({
  appointment: { client_id: clientId, service_id: serviceId, employee_id: employeeId, start_at: utc(2030, 3, 1, hour) },
});

const ISOLATION: Record<string, Case> = {
  // Public, or acting only on the caller's own account: no id of another salon can be named through them.
  'POST /v1/auth': { own: 'sign-up creates a new salon and its owner; it names no existing row' },
  'POST /v1/auth/sign_in': { own: 'credentials, not a session: it opens only the account whose password is given' },
  'POST /v1/auth/password': { own: 'sends a reset link to the address given, so only that mailbox can use it; answers the same for any address' },
  'PUT /v1/auth/password': {
    own: 'the reset token is 128 random bits e-mailed to the account holder only and stored hashed; no id or session picks the account',
  },
  'POST /v1/auth/email_change/confirm': {
    own: 'the token is random, stored hashed and e-mailed to the new address of the user who asked (with their password); it changes only that user',
  },
  'POST /v1/reminders/unsubscribe': {
    own: "the token is random per client and only in that client's reminder e-mails; it names no salon or id a B user could swap",
  },
  // The salon's public booking page (issue 28): public by design, and what it shows is the salon's to publish.
  'GET /v1/public/salons/{slug}': { own: "the page a salon publishes itself: its name, services, prices and professionals' names, nothing of its clients" },
  'GET /v1/public/salons/{slug}/availability': { own: 'the free times a salon publishes: no booking, client or id of a booking is in it' },
  'POST /v1/public/salons/{slug}/bookings': { own: "anyone may book on a salon's page; the answer shows only the booking just made, whoever the phone belongs to" },
  'GET /v1/public/bookings/{token}': { own: "the link's secret is 256 random bits, sent only to the client who booked and stored hashed; it shows only that booking" },
  'GET /v1/public/bookings/{token}/calendar.ics': { own: "the link's secret (256 random bits, stored hashed) gives only its own booking's calendar file" },
  'DELETE /v1/public/bookings/{token}': { own: "the link's secret (256 random bits, stored hashed) cancels only its own booking" },
  'PUT /v1/public/bookings/{token}': { own: "the link's secret (256 random bits, stored hashed) moves only its own booking" },
  'GET /v1/public/bookings/{token}/pix.svg': { own: "the link's secret (256 random bits, stored hashed) draws only its own booking's deposit Pix" },
  'GET /v1/public/salons/{slug}/photo': { own: "the photo a salon publishes on its page, and only by its address's random key, which the page gives" },
  'GET /v1/public/salons/{slug}/professionals/{employeeId}/photo': {
    own: "a professional's photo the salon publishes on its page, only by its random key: another id with that key opens nothing",
  },
  'POST /v1/webhooks/pix': {
    own: "no session: the provider's signature (HMAC with a secret only it and we hold) is checked first, and the notice names a charge the provider made for that deposit alone",
  },
  'GET /v1/auth/invitation': {
    own: "the invitation token is random, e-mailed to the invited person only and stored hashed; it answers only its own salon's name",
  },
  'POST /v1/events': { own: 'writes an analytics event of the caller; it reads nothing back (204)' },
  'GET /v1/ready': { own: "the instance's readiness probe: whether its database and listener are up; no salon data" },
  'GET /v1/auth/validate_token': { own: "the session's own user" },
  'DELETE /v1/auth/sign_out': { own: "revokes the caller's own token" },
  'PUT /v1/auth/change_password': { own: "the caller's own password, proven by the current one" },
  'GET /v1/auth/profile': { own: "the caller's own account" },
  'PUT /v1/auth/profile': { own: "renames the caller's own account" },
  'POST /v1/auth/email_change': { own: "the caller's own sign-in address, proven by the current password" },
  'GET /v1/auth/devices': { own: "the caller's own devices" },
  'GET /v1/cep/{cep}': { own: 'a public postal-code look-up; holds no salon data' },
  'DELETE /v1/auth/devices/{id}': (a) => [{ url: `/v1/auth/devices/${a.device}`, status: NOT_FOUND, why: "A's owner's signed-in device" }],

  // The agenda.
  'GET /v1/salons/{salonId}/appointments': (a, b) => [
    { url: `/v1/salons/${a.salonId}/appointments?day=${DAY}`, status: FORBIDDEN },
    { url: `/v1/salons/${a.salonId}/appointments?start=${DAY}&end=2030-03-07&employee_id=${a.professional}`, status: FORBIDDEN },
    { url: `/v1/salons/${b.as.salonId}/appointments?day=${DAY}&employee_id=${a.professional}`, status: EMPTY_LIST, why: "A's professional in B's agenda" },
    { url: `/v1/salons/${b.as.salonId}/appointments?start=${DAY}&end=2030-03-07&employee_id=${a.professional}`, status: EMPTY_LIST },
  ],
  'POST /v1/salons/{salonId}/appointments': (a, b) => [
    { url: `/v1/salons/${a.salonId}/appointments`, status: FORBIDDEN, body: appointmentBody(a.client, a.service, a.professional) },
    { url: `/v1/salons/${b.as.salonId}/appointments`, ...unknownIn('client'), body: appointmentBody(a.client, b.serviceId, b.employeeId) },
    { url: `/v1/salons/${b.as.salonId}/appointments`, ...unknownIn('service'), body: appointmentBody(b.clientId, a.service, b.employeeId) },
    { url: `/v1/salons/${b.as.salonId}/appointments`, ...unknownIn('employee'), body: appointmentBody(b.clientId, b.serviceId, a.professional) },
  ],
  'PUT /v1/appointments/{id}': (a, b) => [
    { url: `/v1/appointments/${a.appointment}`, status: NOT_FOUND, body: { appointment: { status: 'canceled', notes: 'invadido' } } },
    { url: `/v1/appointments/${a.appointment}`, status: NOT_FOUND, body: appointmentBody(b.clientId, b.serviceId, b.employeeId, 20) },
    { url: `/v1/appointments/${b.appointment}`, ...unknownIn('client'), body: { appointment: { client_id: a.client } } },
    { url: `/v1/appointments/${b.appointment}`, ...unknownIn('service'), body: { appointment: { service_id: a.service } } },
    { url: `/v1/appointments/${b.appointment}`, ...unknownIn('employee'), body: { appointment: { employee_id: a.professional } } },
  ],
  'DELETE /v1/appointments/{id}': (a) => [
    { url: `/v1/appointments/${a.appointment}`, status: NOT_FOUND },
    { url: `/v1/appointments/${a.blockedTime}`, status: NOT_FOUND, why: 'a blocked time is a row of the same table' },
  ],
  'GET /v1/salons/{salonId}/appointments/stream': (a) => [{ url: `/v1/salons/${a.salonId}/appointments/stream`, status: FORBIDDEN }],
  'GET /v1/appointments/{id}/audit': (a) => [{ url: `/v1/appointments/${a.appointment}/audit`, status: NOT_FOUND }],
  'GET /v1/salons/{salonId}/notices': (a) => [{ url: `/v1/salons/${a.salonId}/notices`, status: FORBIDDEN }],
  'PUT /v1/salons/{salonId}/notices/seen': (a, b) => [
    { url: `/v1/salons/${a.salonId}/notices/seen`, status: FORBIDDEN, body: { up_to: 1 } },
    { url: `/v1/salons/${b.as.salonId}/notices/seen`, status: [204], body: { up_to: 2_000_000_000 }, why: "an id is B's own user's marker, clamped to B's newest notice: nothing of A is named" },
  ],
  'GET /v1/salons/{salonId}/blocked_times': (a, b) => [
    { url: `/v1/salons/${a.salonId}/blocked_times?day=${DAY}`, status: FORBIDDEN },
    { url: `/v1/salons/${b.as.salonId}/blocked_times?day=${DAY}&employee_id=${a.professional}`, status: EMPTY_LIST },
  ],
  'POST /v1/salons/{salonId}/blocked_times': (a, b) => [
    {
      url: `/v1/salons/${a.salonId}/blocked_times`,
      status: FORBIDDEN,
      body: { blocked_time: { employee_id: a.professional, start_at: utc(2030, 3, 1, 20), duration: 3600, reason: 'Invasão' } },
    },
    {
      url: `/v1/salons/${b.as.salonId}/blocked_times`,
      ...unknownIn('employee'),
      body: { blocked_time: { employee_id: a.professional, start_at: utc(2030, 3, 1, 20), duration: 3600, reason: 'Invasão' } },
    },
  ],
  'DELETE /v1/blocked_times/{id}': (a) => [
    { url: `/v1/blocked_times/${a.blockedTime}`, status: NOT_FOUND },
    { url: `/v1/blocked_times/${a.blockedTime}?series=true`, status: NOT_FOUND },
    { url: `/v1/blocked_times/${a.appointment}`, status: NOT_FOUND, why: 'an appointment is a row of the same table' },
  ],

  // Staff and catalogue.
  'GET /v1/salons/{salonId}/employees': (a) => [{ url: `/v1/salons/${a.salonId}/employees`, status: FORBIDDEN }],
  'POST /v1/salons/{salonId}/employees': (a, b) => [
    { url: `/v1/salons/${a.salonId}/employees`, status: FORBIDDEN, body: { employee: { name: 'Intrusa', agendei_access: false } } },
    {
      url: `/v1/salons/${b.as.salonId}/employees`,
      ...unknownIn('service_ids'),
      body: { employee: { name: 'Intrusa', agendei_access: false, service_ids: [a.service] } },
    },
  ],
  'PUT /v1/employees/{id}': (a, b) => [
    { url: `/v1/employees/${a.professional}`, status: NOT_FOUND, body: { employee: { name: 'Trocada', service_commission: 99 } } },
    { url: `/v1/employees/${b.employeeId}`, ...unknownIn('service_ids'), body: { employee: { service_ids: [a.service] } } },
  ],
  'DELETE /v1/employees/{id}': (a) => [{ url: `/v1/employees/${a.professional}`, status: NOT_FOUND }],
  'GET /v1/salons/{salonId}/service_categories': (a) => [{ url: `/v1/salons/${a.salonId}/service_categories`, status: FORBIDDEN }],
  'POST /v1/salons/{salonId}/service_categories': (a) => [
    { url: `/v1/salons/${a.salonId}/service_categories`, status: FORBIDDEN, body: { service_category: { name: 'Intrusa' } } },
  ],
  'PUT /v1/service_categories/{id}': (a) => [
    { url: `/v1/service_categories/${a.serviceCategory}`, status: NOT_FOUND, body: { service_category: { name: 'Trocada' } } },
    { url: `/v1/service_categories/${a.productCategory}`, status: NOT_FOUND, body: { service_category: { name: 'Trocada' } }, why: 'the other kind' },
  ],
  'DELETE /v1/service_categories/{id}': (a) => [{ url: `/v1/service_categories/${a.serviceCategory}`, status: NOT_FOUND }],
  'GET /v1/salons/{salonId}/services': (a) => [{ url: `/v1/salons/${a.salonId}/services`, status: FORBIDDEN }],
  'GET /v1/salons/{salonId}/services/search/{query}': (a, b) => [
    { url: `/v1/salons/${a.salonId}/services/search/secreto`, status: FORBIDDEN },
    { url: `/v1/salons/${b.as.salonId}/services/search/secreto`, status: [200], why: "B's own catalogue holds no match" },
  ],
  'POST /v1/salons/{salonId}/services': (a, b) => [
    {
      url: `/v1/salons/${a.salonId}/services`,
      status: FORBIDDEN,
      body: { service: { name: 'Intruso', duration: 1800, price: 100, service_category_id: a.serviceCategory } },
    },
    {
      url: `/v1/salons/${b.as.salonId}/services`,
      ...unknownIn('service_category_id'),
      body: { service: { name: 'Intruso', duration: 1800, price: 100, service_category_id: a.serviceCategory } },
    },
  ],
  'PUT /v1/services/{id}': (a, b) => [
    { url: `/v1/services/${a.service}`, status: NOT_FOUND, body: { service: { price: 1 } } },
    { url: `/v1/services/${b.serviceId}`, ...unknownIn('service_category_id'), body: { service: { service_category_id: a.serviceCategory } } },
  ],
  'DELETE /v1/services/{id}': (a) => [{ url: `/v1/services/${a.service}`, status: NOT_FOUND }],
  'GET /v1/salons/{salonId}/product_categories': (a) => [{ url: `/v1/salons/${a.salonId}/product_categories`, status: FORBIDDEN }],
  'POST /v1/salons/{salonId}/product_categories': (a) => [
    { url: `/v1/salons/${a.salonId}/product_categories`, status: FORBIDDEN, body: { product_category: { name: 'Intrusa' } } },
  ],
  'PUT /v1/product_categories/{id}': (a) => [
    { url: `/v1/product_categories/${a.productCategory}`, status: NOT_FOUND, body: { product_category: { name: 'Trocada' } } },
  ],
  'DELETE /v1/product_categories/{id}': (a) => [{ url: `/v1/product_categories/${a.productCategory}`, status: NOT_FOUND }],
  'GET /v1/salons/{salonId}/products': (a) => [{ url: `/v1/salons/${a.salonId}/products`, status: FORBIDDEN }],
  'GET /v1/salons/{salonId}/products/search/{query}': (a, b) => [
    { url: `/v1/salons/${a.salonId}/products/search/secreta`, status: FORBIDDEN },
    { url: `/v1/salons/${b.as.salonId}/products/search/secreta`, status: [200], why: "B's own catalogue holds no match" },
  ],
  'POST /v1/salons/{salonId}/products': (a, b) => [
    { url: `/v1/salons/${a.salonId}/products`, status: FORBIDDEN, body: { product: { name: 'Intruso', price: 100, product_category_id: a.productCategory } } },
    {
      url: `/v1/salons/${b.as.salonId}/products`,
      ...unknownIn('product_category_id'),
      body: { product: { name: 'Intruso', price: 100, product_category_id: a.productCategory } },
    },
  ],
  'PUT /v1/products/{id}': (a, b) => [
    { url: `/v1/products/${a.product}`, status: NOT_FOUND, body: { product: { quantity: 999 } } },
    { url: `/v1/products/${b.productId}`, ...unknownIn('product_category_id'), body: { product: { product_category_id: a.productCategory } } },
  ],
  'DELETE /v1/products/{id}': (a) => [{ url: `/v1/products/${a.product}`, status: NOT_FOUND }],
  'POST /v1/products/{id}/stock_entries': (a) => [{ url: `/v1/products/${a.product}/stock_entries`, status: NOT_FOUND, body: { quantity: 50, note: 'Intruso' } }],
  'GET /v1/products/{id}/stock_movements': (a) => [{ url: `/v1/products/${a.product}/stock_movements`, status: NOT_FOUND }],

  // Clients.
  'GET /v1/salons/{salonId}/clients': (a) => [{ url: `/v1/salons/${a.salonId}/clients?page=1`, status: FORBIDDEN }],
  'GET /v1/salons/{salonId}/clients/search/{query}': (a, b) => [
    { url: `/v1/salons/${a.salonId}/clients/search/sigilosa`, status: FORBIDDEN },
    { url: `/v1/salons/${b.as.salonId}/clients/search/sigilosa`, status: [200], why: "B's own clients hold no match" },
    { url: `/v1/salons/${b.as.salonId}/clients/search/98765`, status: [200], why: "A's client's phone" },
  ],
  'POST /v1/salons/{salonId}/clients': (a, b) => [
    { url: `/v1/salons/${a.salonId}/clients`, status: FORBIDDEN, form: { 'client[name]': 'Intrusa' } },
    {
      url: `/v1/salons/${b.as.salonId}/clients`,
      status: [201],
      form: { 'client[name]': 'Cliente da Beta' },
      headers: { 'idempotency-key': SHARED_KEY },
      why: "A's client was created with this key: B gets a client of its own, not A's replayed",
    },
  ],
  'GET /v1/clients/{id}': (a) => [{ url: `/v1/clients/${a.client}`, status: NOT_FOUND }],
  'PUT /v1/clients/{id}': (a) => [{ url: `/v1/clients/${a.client}`, status: NOT_FOUND, form: { 'client[name]': 'Trocada', 'client[email]': 'b@b.com.br' } }],
  'DELETE /v1/clients/{id}': (a) => [{ url: `/v1/clients/${a.client}`, status: NOT_FOUND }],
  'GET /v1/clients/{id}/avatar': (a) => [{ url: `/v1/clients/${a.client}/avatar`, status: NOT_FOUND }],
  'GET /v1/clients/{id}/statistics': (a) => [{ url: `/v1/clients/${a.client}/statistics`, status: NOT_FOUND }],
  'GET /v1/clients/{id}/appointments': (a) => [{ url: `/v1/clients/${a.client}/appointments`, status: NOT_FOUND }],
  'GET /v1/clients/{id}/transactions': (a) => [{ url: `/v1/clients/${a.client}/transactions`, status: NOT_FOUND }],

  // Sales and reports.
  'POST /v1/salons/{salonId}/sales': (a, b) => saleAttacks(a, b, `/v1/salons/${a.salonId}/sales`, `/v1/salons/${b.as.salonId}/sales`),
  'POST /v1/salons/{salonId}/sales/': (a, b) => saleAttacks(a, b, `/v1/salons/${a.salonId}/sales/`, `/v1/salons/${b.as.salonId}/sales/`),
  'GET /v1/salons/{salonId}/sales': (a) => [{ url: `/v1/salons/${a.salonId}/sales`, status: FORBIDDEN }],
  'GET /v1/salons/{salonId}/pix_code': (a) => [{ url: `/v1/salons/${a.salonId}/pix_code?amount=100`, status: FORBIDDEN }],
  'GET /v1/sales/{id}': (a) => [{ url: `/v1/sales/${a.sale}`, status: NOT_FOUND }],
  'POST /v1/sales/{id}/cancel': (a) => [{ url: `/v1/sales/${a.sale}/cancel`, status: NOT_FOUND, body: { reason: 'Estorno indevido' } }],
  'POST /v1/sales/{id}/send-invoice': (a) => [{ url: `/v1/sales/${a.sale}/send-invoice`, status: NOT_FOUND, body: { email: 'intruso@b.com.br' } }],
  'POST /v1/sales/{id}/send-invoice/': (a) => [{ url: `/v1/sales/${a.sale}/send-invoice/`, status: NOT_FOUND, body: { email: 'intruso@b.com.br' } }],
  'GET /v1/sales/{id}/audit': (a) => [{ url: `/v1/sales/${a.sale}/audit`, status: NOT_FOUND }],
  'GET /v1/salons/{salonId}/reports/by-type': (a) => [{ url: `/v1/salons/${a.salonId}/reports/by-type`, status: FORBIDDEN }],
  'GET /v1/salons/{salonId}/reports/summary': (a) => [{ url: `/v1/salons/${a.salonId}/reports/summary`, status: FORBIDDEN }],
  'GET /v1/salons/{salonId}/reports/commissions': (a) => [{ url: `/v1/salons/${a.salonId}/reports/commissions`, status: FORBIDDEN }],
  'GET /v1/salons/{salonId}/reports/commissions/{employeeId}': (a, b) => [
    { url: `/v1/salons/${a.salonId}/reports/commissions/${a.professional}`, status: FORBIDDEN },
    { url: `/v1/salons/${b.as.salonId}/reports/commissions/${a.professional}`, status: NOT_FOUND, why: "A's professional in B's report" },
  ],

  // The salon itself.
  'GET /v1/salons/{salonId}/settings': (a) => [{ url: `/v1/salons/${a.salonId}/settings`, status: FORBIDDEN }],
  'PATCH /v1/salons/{salonId}/settings': (a) => [
    { url: `/v1/salons/${a.salonId}/settings`, status: FORBIDDEN, body: { salon: { name: 'Tomado', allow_negative_stock: true } } },
  ],
  'GET /v1/salons/{salonId}/online_booking': (a) => [{ url: `/v1/salons/${a.salonId}/online_booking`, status: FORBIDDEN }],
  'PUT /v1/salons/{salonId}/online_booking': (a) => [
    { url: `/v1/salons/${a.salonId}/online_booking`, status: FORBIDDEN, body: { online_booking: { enabled: false, slug: 'tomado-por-b', intro: 'B' } } },
  ],
  'PUT /v1/salons/{salonId}/online_booking/photo': (a) => [{ url: `/v1/salons/${a.salonId}/online_booking/photo`, status: FORBIDDEN, body: {} }],
  'DELETE /v1/salons/{salonId}/online_booking/photo': (a) => [{ url: `/v1/salons/${a.salonId}/online_booking/photo`, status: FORBIDDEN }],
  'PUT /v1/salons/{salonId}/online_booking/employees/{employeeId}/photo': (a, b) => [
    { url: `/v1/salons/${a.salonId}/online_booking/employees/${a.professional}/photo`, status: FORBIDDEN, body: {} },
    { url: `/v1/salons/${b.as.salonId}/online_booking/employees/${a.professional}/photo`, status: NOT_FOUND, body: {}, why: "A's professional in B's salon" },
  ],
  'DELETE /v1/salons/{salonId}/online_booking/employees/{employeeId}/photo': (a, b) => [
    { url: `/v1/salons/${a.salonId}/online_booking/employees/${a.professional}/photo`, status: FORBIDDEN },
    { url: `/v1/salons/${b.as.salonId}/online_booking/employees/${a.professional}/photo`, status: NOT_FOUND, why: "A's professional in B's salon" },
  ],
  'GET /v1/salons/{salonId}/onboarding': (a) => [{ url: `/v1/salons/${a.salonId}/onboarding`, status: FORBIDDEN }],
  'PUT /v1/salons/{salonId}/onboarding': (a) => [{ url: `/v1/salons/${a.salonId}/onboarding`, status: FORBIDDEN, body: { dismissed: true } }],
  'GET /v1/salons/{salonId}/subscription': (a) => [{ url: `/v1/salons/${a.salonId}/subscription`, status: FORBIDDEN }],
  'POST /v1/salons/{salonId}/subscribe': (a) => [
    { url: `/v1/salons/${a.salonId}/subscribe`, status: FORBIDDEN, body: { email: 'intruso@b.com.br', card_hash: sandboxHash(), plan: 1 } },
  ],
  'PUT /v1/salons/{salonId}/subscription': (a) => [
    { url: `/v1/salons/${a.salonId}/subscription`, status: FORBIDDEN, body: { cancel_at_period_end: true } },
  ],

  // A counter Pix charge (issue 30 item 1): B neither makes one in A nor reads A's.
  'POST /v1/salons/{salonId}/pix_charges': (a) => [{ url: `/v1/salons/${a.salonId}/pix_charges`, status: FORBIDDEN, body: { pix_charge: { amount: 100 } } }],
  'GET /v1/pix_charges/{id}': (a) => [{ url: `/v1/pix_charges/${a.pixCharge}`, status: NOT_FOUND }],
  // The comanda (issue 30 item 5): A's is neither read, added to, emptied nor canceled by B, nor opened on A's booking.
  'GET /v1/salons/{salonId}/comandas': (a) => [{ url: `/v1/salons/${a.salonId}/comandas`, status: FORBIDDEN }],
  'POST /v1/salons/{salonId}/comandas': (a, b) => [
    { url: `/v1/salons/${a.salonId}/comandas`, status: FORBIDDEN, body: { comanda: {} } },
    { url: `/v1/salons/${b.as.salonId}/comandas`, ...unknownIn('appointment_id'), body: { comanda: { appointment_id: a.appointment } }, why: "A's booking, its client and service" },
    { url: `/v1/salons/${b.as.salonId}/comandas`, ...unknownIn('client'), body: { comanda: { client_id: a.client } } },
  ],
  'GET /v1/comandas/{id}': (a) => [{ url: `/v1/comandas/${a.comanda}`, status: NOT_FOUND }],
  'POST /v1/comandas/{id}/items': (a, b) => [
    { url: `/v1/comandas/${a.comanda}/items`, status: NOT_FOUND, body: { item: { product_id: b.productId } } },
    { url: `/v1/comandas/${b.comanda}/items`, ...unknownIn('product_id'), body: { item: { product_id: a.product } } },
    { url: `/v1/comandas/${b.comanda}/items`, ...unknownIn('user_id'), body: { item: { product_id: b.productId, user_id: a.professional } } },
  ],
  'DELETE /v1/comandas/{id}/items/{itemId}': (a, b) => [
    { url: `/v1/comandas/${a.comanda}/items/${a.comandaItem}`, status: NOT_FOUND },
    { url: `/v1/comandas/${b.comanda}/items/${a.comandaItem}`, status: NOT_FOUND },
  ],
  'POST /v1/comandas/{id}/cancel': (a) => [{ url: `/v1/comandas/${a.comanda}/cancel`, status: NOT_FOUND, body: {} }],
  // The cash drawer (issue 30 item 6): A's open drawer is neither read, moved nor closed by B.
  'GET /v1/salons/{salonId}/cash_drawers/current': (a) => [{ url: `/v1/salons/${a.salonId}/cash_drawers/current`, status: FORBIDDEN }],
  'POST /v1/salons/{salonId}/cash_drawers': (a) => [{ url: `/v1/salons/${a.salonId}/cash_drawers`, status: FORBIDDEN, body: { cash_drawer: { float: 100 } } }],
  'GET /v1/salons/{salonId}/cash_drawers': (a) => [{ url: `/v1/salons/${a.salonId}/cash_drawers`, status: FORBIDDEN }],
  'GET /v1/cash_drawers/{id}': (a) => [{ url: `/v1/cash_drawers/${a.drawer}`, status: NOT_FOUND }],
  'POST /v1/cash_drawers/{id}/movements': (a) => [
    { url: `/v1/cash_drawers/${a.drawer}/movements`, status: NOT_FOUND, body: { cash_movement: { kind: 'sangria', amount: 100, reason: 'Intruso' } } },
  ],
  'POST /v1/cash_drawers/{id}/close': (a) => [{ url: `/v1/cash_drawers/${a.drawer}/close`, status: NOT_FOUND, body: { cash_drawer: { counted: { cash: 0 } } } }],
  'GET /v1/cash_drawers/{id}/export': (a) => [{ url: `/v1/cash_drawers/${a.drawer}/export`, status: NOT_FOUND }],

  // LGPD: even with the right confirmation (A's client's name, A's owner's password) B is refused.
  'GET /v1/clients/{id}/export': (a) => [{ url: `/v1/clients/${a.client}/export`, status: NOT_FOUND }],
  'POST /v1/clients/{id}/erase': (a) => [{ url: `/v1/clients/${a.client}/erase`, status: NOT_FOUND, body: { confirm_name: SECRETS.client } }],
  'GET /v1/salons/{salonId}/export': (a) => [{ url: `/v1/salons/${a.salonId}/export`, status: FORBIDDEN }],
  'POST /v1/salons/{salonId}/close': (a) => [{ url: `/v1/salons/${a.salonId}/close`, status: FORBIDDEN, body: { password: A_PASSWORD } }],
};

/** A's own path (403), then B's own path with each of A's ids in a line or as the client (the id is unknown there). */
function saleAttacks(a: Victim, b: Attacker, victimUrl: string, ownUrl: string): Attack[] {
  const line = (fields: Record<string, unknown>) => ({ quantity: 1, user_id: b.employeeId, ...fields });
  const sale = (price: number, items: Array<Record<string, unknown>>, extra: Record<string, unknown> = {}) => ({
    sale: { payment_type: 'pix', price, transactions_attributes: items, ...extra },
  });
  return [
    { url: victimUrl, status: FORBIDDEN, body: sale(3990, [line({ product_id: a.product, user_id: a.professional })]) },
    { url: ownUrl, ...unknownIn('transactions_attributes.0.product_id'), body: sale(3990, [line({ product_id: a.product })]), why: "A's product: its stock" },
    { url: ownUrl, ...unknownIn('transactions_attributes.0.service_id'), body: sale(4500, [line({ service_id: a.service })]) },
    { url: ownUrl, ...unknownIn('transactions_attributes.0.appointment_id'), body: sale(4500, [line({ service_id: b.serviceId, appointment_id: a.appointment })]), why: "would complete A's booking" },
    { url: ownUrl, ...unknownIn('transactions_attributes.0.user_id'), body: sale(3990, [line({ product_id: b.productId, user_id: a.professional })]) },
    { url: ownUrl, ...unknownIn('client'), body: sale(3990, [line({ product_id: b.productId })], { client_id: a.client }) },
    {
      url: ownUrl,
      status: [201],
      body: sale(3990, [line({ product_id: b.productId })]),
      headers: { 'idempotency-key': SHARED_KEY },
      why: "A's sale was made with this key: B gets a sale of its own, not A's replayed",
    },
  ];
}

/** Strings only salon A's data holds: none may appear in any answer to B. */
const SECRETS = {
  owner: 'Dona Alfa Secreta',
  salon: 'Salão Alfa Secreto',
  client: 'Cliente Sigilosa Alfa',
  clientEmail: 'sigilosa.alfa@cliente-secreta.com.br',
  clientPhone: '98765-4321',
  clientPhoneDigits: '987654321',
  serviceCategory: 'Cabelo Alfa Secreto',
  service: 'Corte Secreto Alfa',
  productCategory: 'Finalizadores Alfa',
  product: 'Pomada Secreta Alfa',
  stockNote: 'Nota fiscal secreta Alfa',
  professional: 'Bia Profissional Alfa',
  notes: 'Nota secreta da Alfa',
  block: 'Curso Secreto Alfa',
  saleNumber: '48213',
  bookingIntro: 'Texto secreto da página Alfa',
  cashReason: 'Sangria secreta Alfa',
};

type Row = Record<string, unknown>;

describe('tenant isolation: salon B attacks salon A through every endpoint', () => {
  let t: TestApp;
  let a: Victim;
  let b: Attacker;
  let endpoints: string[];
  let ownerEmail: string;
  let ownerA: SignedIn;

  /** Every row of A, straight from the database (ordered by id), tables a tenancy slip could touch. */
  const snapshot = async () => {
    const db = t.database.db;
    const bySalon = async (table: PgTable & { id?: Column; salonId: Column }) => {
      const columns = getTableColumns(table) as Record<string, Column>;
      const rows = (await db.select().from(table).where(eq(table.salonId, a.salonId))) as Row[];
      const key = columns.id ? 'id' : Object.keys(columns)[0];
      return rows.sort((x, y) => JSON.stringify(x[key]).localeCompare(JSON.stringify(y[key])));
    };
    return {
      salon: await db.select().from(salons).where(eq(salons.id, a.salonId)),
      users: await bySalon(users),
      authTokens: await bySalon(authTokens),
      employees: await bySalon(employees),
      employeeServices: await bySalon(employeeServices),
      serviceCategories: await bySalon(serviceCategories),
      services: await bySalon(services),
      productCategories: await bySalon(productCategories),
      products: await bySalon(products),
      stockMovements: await bySalon(stockMovements),
      clients: await bySalon(clients),
      clientAvatars: await bySalon(clientAvatars),
      appointments: await bySalon(appointments),
      sales: await bySalon(sales),
      saleTransactions: await bySalon(saleTransactions),
      subscriptionPayments: await bySalon(subscriptionPayments),
      emailOutbox: await bySalon(emailOutbox),
      auditEvents: await bySalon(auditEvents),
      onlineBooking: await bySalon(onlineBooking),
      noticeReads: await bySalon(noticeReads),
      cashDrawers: await bySalon(cashDrawers),
      cashMovements: await bySalon(cashMovements),
    };
  };

  beforeAll(async ({ t: fileT }) => {
    t = fileT;

    // Salon A, seeded through the API.
    ownerA = await signUpAndIn(t.app, { name: SECRETS.owner, salon_name: SECRETS.salon, password: A_PASSWORD });
    ownerEmail = ownerA.user.email;
    const as = actAs(t.app, ownerA);
    // A distinctive sale number (the counter is bumped in the sale's transaction).
    await t.database.db.update(salons).set({ lastSaleNumber: Number(SECRETS.saleNumber) - 1 }).where(eq(salons.id, as.salonId));
    const serviceCategory = await category(as, 'service', SECRETS.serviceCategory);
    const serviceId = (await service(as, serviceCategory, { name: SECRETS.service, duration: 1800, price: 4500 })).id;
    const productCategory = await category(as, 'product', SECRETS.productCategory);
    const productId = (await product(as, productCategory, { name: SECRETS.product, price: 3990, quantity: 5 })).id;
    expectStatus(await as.post(`/products/${productId}/stock_entries`, { quantity: 2, note: SECRETS.stockNote }), 200);
    // Created with the key B will send too (idempotency keys are per salon).
    const clientForm = await multipart({
      'client[name]': SECRETS.client,
      'client[email]': SECRETS.clientEmail,
      'client[phone]': `(11) ${SECRETS.clientPhone}`,
      'client[avatar]': { data: await image('png', 64, 64), filename: 'rosto.png', type: 'image/png' },
    });
    const created = await t.app.inject({
      method: 'POST',
      url: `/v1/salons/${as.salonId}/clients`,
      headers: { ...ownerA.headers, 'content-type': clientForm.contentType, 'idempotency-key': SHARED_KEY },
      payload: clientForm.body,
    });
    const clientId = json<{ id: number }>(expectStatus(created, 201)).id;
    expectStatus(await as.put('/salons/:salonId/online_booking', { online_booking: { enabled: false, slug: `alfa-${as.salonId}`, intro: SECRETS.bookingIntro } }), 200);
    const professional = await hire(as, SECRETS.professional, { service_ids: [serviceId], service_commission: 10, product_commission: 5 });
    const salonA: AgendaSalon = { as, clientId, serviceId, employeeId: professional };
    const appointment = (await booked(salonA, { start_at: utc(2030, 3, 1, 12), notes: SECRETS.notes })).id;
    const soldAppointment = (await booked(salonA, { start_at: utc(2030, 3, 1, 13) })).id;
    const blockedTime = (await blocked(salonA, { start_at: utc(2030, 3, 1, 15), reason: SECRETS.block }))[0].id;
    const sale = await sold(t.app, salonA, {
      payment_type: 'pix',
      client_id: clientId,
      price: 3990 + 4500,
      transactions_attributes: [
        { product_id: productId, quantity: 1, user_id: professional },
        { service_id: serviceId, appointment_id: soldAppointment, user_id: professional },
      ],
    }, { 'idempotency-key': SHARED_KEY });
    expect(sale.number).toBe(Number(SECRETS.saleNumber));
    const drawer = json<{ id: number }>(expectStatus(await as.post('/salons/:salonId/cash_drawers', { cash_drawer: { float: 5000 } }), 201)).id;
    expectStatus(await as.post(`/cash_drawers/${drawer}/movements`, { cash_movement: { kind: 'sangria', amount: 1000, reason: SECRETS.cashReason } }), 200);
    expectStatus(await t.app.inject({ method: 'PATCH', url: `/v1/salons/${as.salonId}/settings`, headers: ownerA.headers, payload: { salon: { pix_by_provider: true } } }), 200);
    const pixCharge = json<{ id: number }>(expectStatus(await as.post('/salons/:salonId/pix_charges', { pix_charge: { amount: 3990 } }), 201)).id;
    const comanda = json<{ id: number; items: Array<{ id: number }> }>(expectStatus(await as.post('/salons/:salonId/comandas', { comanda: { appointment_id: appointment } }), 201));
    const [device] = await t.database.db.select({ id: authTokens.id }).from(authTokens).where(eq(authTokens.userId, ownerA.user.id));
    a = {
      salonId: as.salonId,
      serviceCategory,
      service: serviceId,
      productCategory,
      product: productId,
      client: clientId,
      professional,
      appointment,
      soldAppointment,
      blockedTime,
      sale: sale.id,
      device: device.id,
      drawer,
      comanda: comanda.id,
      comandaItem: comanda.items[0].id,
      pixCharge,
    };

    // Salon B: a separate sign-up, whose owner may do everything in B. Its own rows make the mixed requests valid.
    const salonB = await saleSalon(t.app);
    const bAppointment = (await booked(salonB, { start_at: utc(2030, 3, 1, 12) })).id;
    const bCategories = json<Array<{ id: number }>>(expectStatus(await salonB.as.get('/salons/:salonId/service_categories'), 200));
    const bProductCategories = json<Array<{ id: number }>>(expectStatus(await salonB.as.get('/salons/:salonId/product_categories'), 200));
    const bComanda = json<{ id: number }>(expectStatus(await salonB.as.post('/salons/:salonId/comandas', { comanda: {} }), 201)).id;
    b = { ...salonB, appointment: bAppointment, serviceCategory: bCategories[0].id, productCategory: bProductCategories[0].id, comanda: bComanda };

    endpoints = await openApiEndpoints(t.app);
  }, 60_000);

  it('has an entry for every endpoint the API has, and none for one it no longer has', () => {
    expect([...endpoints].sort()).toEqual(Object.keys(ISOLATION).sort());
  });

  it("refuses every attack (403 on A's salon paths, 404 on A's ids, 422 on A's ids in B's own requests), shows none of A's data and changes nothing", async () => {
    // The seed is what the secrets say it is: the checks below would prove nothing otherwise.
    const before = await snapshot();
    expect(JSON.stringify(before.clients)).toContain(SECRETS.clientEmail);
    expect(before.sales.map((row) => row.number)).toEqual([Number(SECRETS.saleNumber)]);
    expect(before.clientAvatars).toHaveLength(1);
    expect(before.stockMovements).toEqual([expect.objectContaining({ note: SECRETS.stockNote })]);
    expect(before.cashMovements).toEqual([expect.objectContaining({ reason: SECRETS.cashReason })]);
    const avatarBytes = before.clientAvatars[0].bytes as Uint8Array | undefined;

    const secrets = [...Object.values(SECRETS), ownerEmail];
    const failures: string[] = [];
    let attacks = 0;
    for (const [endpoint, entry] of Object.entries(ISOLATION)) {
      if (typeof entry !== 'function') {
        expect(entry.own.length, endpoint).toBeGreaterThan(10);
        continue;
      }
      const method = endpoint.split(' ')[0] as NonNullable<InjectOptions['method']>;
      const list = entry(a, b);
      expect(list.length, endpoint).toBeGreaterThan(0);
      for (const attack of list) {
        attacks += 1;
        const label = `${endpoint} -> ${method} ${attack.url}${attack.why ? ` (${attack.why})` : ''}`;
        const headers = { ...b.as.headers, ...attack.headers };
        let options: InjectOptions = { method, url: attack.url, headers };
        if (attack.form) {
          const { body, contentType } = await multipart(attack.form);
          options = { ...options, headers: { ...headers, 'content-type': contentType }, payload: body };
        } else if (attack.body) options = { ...options, payload: attack.body };
        // An answer that never ends (the live stream let through) fails here rather than at the test's timeout.
        const timer = new AbortController();
        const response = await Promise.race([t.app.inject(options), sleep(5000, undefined, { signal: timer.signal }).catch(() => undefined)]);
        timer.abort();
        if (!response) {
          failures.push(`${label}: no answer within 5 s (a stream of A's agenda?)`);
          continue;
        }
        if (!attack.status.includes(response.statusCode)) failures.push(`${label}: ${response.statusCode} ${response.body.slice(0, 200)}, expected ${attack.status.join(' or ')}`);
        const leaked = secrets.filter((secret) => response.body.toLowerCase().includes(secret.toLowerCase()));
        if (leaked.length > 0) failures.push(`${label}: the answer carries ${leaked.join(', ')}`);
        if (avatarBytes && Buffer.compare(response.rawPayload, Buffer.from(avatarBytes)) === 0) failures.push(`${label}: the answer is A's client's photo`);
        const answer = String(response.headers['content-type']).startsWith('application/json') ? json<unknown>(response) : undefined;
        if (attack.field && response.statusCode === 422 && !(answer && typeof answer === 'object' && attack.field in answer))
          failures.push(`${label}: 422 ${response.body.slice(0, 200)}, expected it under ${attack.field}`);
        // A list of B's own salon filtered by A's id (or searched for A's words) finds nothing.
        if (response.statusCode === 200 && method === 'GET' && !(Array.isArray(answer) && answer.length === 0)) failures.push(`${label}: lists ${response.body.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(attacks).toBeGreaterThan(90);
    expect(await snapshot()).toEqual(before);
  }, 60_000);

  it("is a fair test: the same reads by A's own owner find every one of those rows", async () => {
    const failures: string[] = [];
    for (const [endpoint, entry] of Object.entries(ISOLATION)) {
      if (typeof entry !== 'function' || !endpoint.startsWith('GET ') || endpoint.endsWith('/stream')) continue;
      // A's own paths and ids only (B's salon is not A's owner's to read).
      for (const attack of entry(a, b).filter((one) => !one.url.includes(`/salons/${b.as.salonId}/`))) {
        const response = await t.app.inject({ method: 'GET', url: attack.url, headers: ownerA.headers });
        if (response.statusCode !== 200) failures.push(`${endpoint} -> ${attack.url}: ${response.statusCode} for A's owner`);
      }
    }
    expect(failures).toEqual([]);
    const mine = await t.app.inject({ method: 'GET', url: `/v1/clients/${a.client}`, headers: ownerA.headers });
    expect(mine.body).toContain(SECRETS.clientEmail);
  });
});
