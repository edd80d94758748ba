import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import { openApiEndpoints } from '../support/harness';
import { setSalon } from '../support/subscriptionHelpers';

/**
 * Every write endpoint of the API, and what it answers a salon whose trial is over with nothing paid. 'trial' is
 * 402 (reads keep working; the SPA sends the user to the plan page). 'open' stays usable: signing up, in and out,
 * passwords, analytics, and the way out itself (subscribe, cancel). A write endpoint added without a row here
 * fails the first test, so nobody forgets to decide.
 */
const WRITES: Record<string, 'trial' | 'open'> = {
  'POST /v1/auth': 'open',
  'POST /v1/auth/sign_in': 'open',
  'DELETE /v1/auth/sign_out': 'open',
  'POST /v1/auth/password': 'open',
  'PUT /v1/auth/password': 'open',
  'PUT /v1/auth/change_password': 'open',
  'POST /v1/events': 'open',
  'POST /v1/salons/{salonId}/subscribe': 'open',
  'PUT /v1/salons/{salonId}/subscription': 'open',
  'POST /v1/reminders/unsubscribe': 'open',
  // A client on a salon's page has no session: a lapsed salon's page is not found (tests/api/booking), and a
  // booking's link may still cancel it.
  'POST /v1/public/salons/{slug}/bookings': 'open',
  'DELETE /v1/public/bookings/{token}': 'open',
  'PUT /v1/public/bookings/{token}': 'open',
  // The Pix provider's notice of money already paid: recorded (and given back if the hold is gone) whatever the plan.
  'POST /v1/webhooks/pix': 'open',
  'PUT /v1/auth/profile': 'open',
  'POST /v1/auth/email_change': 'open',
  'POST /v1/auth/email_change/confirm': 'open',
  'DELETE /v1/auth/devices/{id}': 'open',
  // LGPD: a client's erasure and the account's closing do not wait for a payment.
  'POST /v1/clients/{id}/erase': 'open',
  'POST /v1/salons/{salonId}/close': 'open',
  // The bell's read marker is the user's own, not the salon's data: marking read goes with reading.
  'PUT /v1/salons/{salonId}/notices/seen': 'open',
  'POST /v1/salons/{salonId}/employees': 'trial',
  'PUT /v1/employees/{id}': 'trial',
  'DELETE /v1/employees/{id}': 'trial',
  'POST /v1/salons/{salonId}/service_categories': 'trial',
  'PUT /v1/service_categories/{id}': 'trial',
  'DELETE /v1/service_categories/{id}': 'trial',
  'POST /v1/salons/{salonId}/services': 'trial',
  'PUT /v1/services/{id}': 'trial',
  'DELETE /v1/services/{id}': 'trial',
  'POST /v1/salons/{salonId}/product_categories': 'trial',
  'PUT /v1/product_categories/{id}': 'trial',
  'DELETE /v1/product_categories/{id}': 'trial',
  'POST /v1/salons/{salonId}/products': 'trial',
  'PUT /v1/products/{id}': 'trial',
  'DELETE /v1/products/{id}': 'trial',
  'POST /v1/products/{id}/stock_entries': 'trial',
  'POST /v1/salons/{salonId}/clients': 'trial',
  'PUT /v1/clients/{id}': 'trial',
  'DELETE /v1/clients/{id}': 'trial',
  'POST /v1/salons/{salonId}/appointments': 'trial',
  'PUT /v1/appointments/{id}': 'trial',
  'DELETE /v1/appointments/{id}': 'trial',
  'POST /v1/salons/{salonId}/blocked_times': 'trial',
  'DELETE /v1/blocked_times/{id}': 'trial',
  'POST /v1/salons/{salonId}/sales': 'trial',
  'POST /v1/salons/{salonId}/sales/': 'trial',
  'POST /v1/sales/{id}/cancel': 'trial',
  'POST /v1/sales/{id}/send-invoice': 'trial',
  'POST /v1/sales/{id}/send-invoice/': 'trial',
  'POST /v1/salons/{salonId}/pix_charges': 'trial',
  'POST /v1/salons/{salonId}/comandas': 'trial',
  'POST /v1/comandas/{id}/items': 'trial',
  'DELETE /v1/comandas/{id}/items/{itemId}': 'trial',
  'POST /v1/comandas/{id}/cancel': 'trial',
  'POST /v1/salons/{salonId}/cash_drawers': 'trial',
  'POST /v1/cash_drawers/{id}/movements': 'trial',
  'POST /v1/cash_drawers/{id}/close': 'trial',
  'PATCH /v1/salons/{salonId}/settings': 'trial',
  'PUT /v1/salons/{salonId}/online_booking': 'trial',
  'PUT /v1/salons/{salonId}/online_booking/photo': 'trial',
  'DELETE /v1/salons/{salonId}/online_booking/photo': 'trial',
  'PUT /v1/salons/{salonId}/online_booking/employees/{employeeId}/photo': 'trial',
  'DELETE /v1/salons/{salonId}/online_booking/employees/{employeeId}/photo': 'trial',
  'PUT /v1/salons/{salonId}/onboarding': 'trial',
};

describe('after the trial, every write endpoint answers 402', () => {
  let writes: string[];
  beforeAll(async ({ t, owner: lapsed }) => {
    await setSalon(t, lapsed.user.salon.id, { trialEndsAt: sql`now() - interval '1 day'` as unknown as Date });
    writes = (await openApiEndpoints(t.app)).filter((endpoint) => !/^(GET|OPTIONS) /.test(endpoint));
  });

  it('lists every write endpoint the API has, and no endpoint it no longer has', () => {
    expect([...writes].sort()).toEqual(Object.keys(WRITES).sort());
  });

  it('answers 402 with the explanation on each of them, whatever the body, before reading it', async ({ t, owner: lapsed }) => {
    const trial = Object.entries(WRITES).filter(([, kind]) => kind === 'trial');
    expect(trial.length).toBeGreaterThan(25);
    for (const [endpoint] of trial) {
      const [method, path] = endpoint.split(' ') as ['POST' | 'PUT' | 'PATCH' | 'DELETE', string];
      const url = path.replace('{salonId}', String(lapsed.user.salon.id)).replace('{id}', '1');
      const response = await t.app.inject({ method, url, headers: lapsed.headers, ...(method === 'DELETE' ? {} : { payload: {} }) });
      expect(response.statusCode, endpoint).toBe(402);
      expect(response.json(), endpoint).toMatchObject({ errors: ['Seu período de teste terminou. Assine um plano para continuar usando o Agendei.'] });
    }
  });

  it('keeps reads working', async ({ t, owner: lapsed }) => {
    const response = await t.app.inject({ method: 'GET', url: `/v1/salons/${lapsed.user.salon.id}/clients`, headers: lapsed.headers });
    expect(response.statusCode).toBe(200);
  });
});
