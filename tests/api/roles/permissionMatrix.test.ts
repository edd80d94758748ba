import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import { ROLES, type Role } from '../../../server/contract/roles';
import { openApiEndpoints, signUpAndIn, type SignedIn } from '../support/harness';
import { staffMember } from '../support/roleHelpers';

/**
 * Who may call what (issue 11), written out by hand for every endpoint of the OpenAPI document: for the owner,
 * the front desk and a professional in that order, 'y' is let through (whatever the answer then: 200, 404 for
 * the made-up id, 422 for the empty body) and '-' is 403 with the 'not_allowed' code, before the body is read.
 * 'public' needs no session. An endpoint added without a row fails the first test: someone must decide.
 * Narrowing a professional to their own rows is tested in roles.test.ts.
 */
const MATRIX: Record<string, 'public' | `${'y' | '-'}${'y' | '-'}${'y' | '-'}`> = {
  'POST /v1/auth': 'public',
  'POST /v1/auth/sign_in': 'public',
  'POST /v1/auth/password': 'public',
  'PUT /v1/auth/password': 'public',
  'GET /v1/auth/invitation': 'public',
  'POST /v1/auth/email_change/confirm': 'public',
  'POST /v1/reminders/unsubscribe': 'public',
  'GET /v1/public/salons/{slug}': 'public',
  'GET /v1/public/salons/{slug}/availability': 'public',
  'POST /v1/public/salons/{slug}/bookings': 'public',
  'GET /v1/public/bookings/{token}': 'public',
  'GET /v1/public/bookings/{token}/calendar.ics': 'public',
  'DELETE /v1/public/bookings/{token}': 'public',
  'PUT /v1/public/bookings/{token}': 'public',
  'GET /v1/public/bookings/{token}/pix.svg': 'public',
  'GET /v1/public/salons/{slug}/photo': 'public',
  'GET /v1/public/salons/{slug}/professionals/{employeeId}/photo': 'public',
  'POST /v1/webhooks/pix': 'public',
  'POST /v1/events': 'public',
  'GET /v1/ready': 'public',

  'GET /v1/auth/validate_token': 'yyy',
  'DELETE /v1/auth/sign_out': 'yyy',
  'PUT /v1/auth/change_password': 'yyy',
  'GET /v1/auth/profile': 'yyy',
  'PUT /v1/auth/profile': 'yyy',
  'POST /v1/auth/email_change': 'yyy',
  'GET /v1/auth/devices': 'yyy',
  'DELETE /v1/auth/devices/{id}': 'yyy',
  'GET /v1/cep/{cep}': 'yyy',

  'GET /v1/salons/{salonId}/appointments': 'yyy',
  'POST /v1/salons/{salonId}/appointments': 'yyy',
  'PUT /v1/appointments/{id}': 'yyy',
  'DELETE /v1/appointments/{id}': 'yy-',
  'GET /v1/salons/{salonId}/appointments/stream': 'yyy',
  'GET /v1/salons/{salonId}/blocked_times': 'yyy',
  'POST /v1/salons/{salonId}/blocked_times': 'yyy',
  'DELETE /v1/blocked_times/{id}': 'yyy',
  'GET /v1/appointments/{id}/audit': 'y--',
  'GET /v1/salons/{salonId}/notices': 'yy-',
  'PUT /v1/salons/{salonId}/notices/seen': 'yy-',

  'GET /v1/salons/{salonId}/employees': 'yyy',
  'POST /v1/salons/{salonId}/employees': 'y--',
  'PUT /v1/employees/{id}': 'y--',
  'DELETE /v1/employees/{id}': 'y--',
  'GET /v1/salons/{salonId}/service_categories': 'yyy',
  'POST /v1/salons/{salonId}/service_categories': 'y--',
  'PUT /v1/service_categories/{id}': 'y--',
  'DELETE /v1/service_categories/{id}': 'y--',
  'GET /v1/salons/{salonId}/services': 'yyy',
  'GET /v1/salons/{salonId}/services/search/{query}': 'yyy',
  'POST /v1/salons/{salonId}/services': 'y--',
  'PUT /v1/services/{id}': 'y--',
  'DELETE /v1/services/{id}': 'y--',
  'GET /v1/salons/{salonId}/product_categories': 'yyy',
  'POST /v1/salons/{salonId}/product_categories': 'y--',
  'PUT /v1/product_categories/{id}': 'y--',
  'DELETE /v1/product_categories/{id}': 'y--',
  'GET /v1/salons/{salonId}/products': 'yyy',
  'GET /v1/salons/{salonId}/products/search/{query}': 'yyy',
  'POST /v1/salons/{salonId}/products': 'y--',
  'PUT /v1/products/{id}': 'y--',
  'DELETE /v1/products/{id}': 'y--',
  'POST /v1/products/{id}/stock_entries': 'yy-',
  'GET /v1/products/{id}/stock_movements': 'yy-',

  'GET /v1/salons/{salonId}/clients': 'yyy',
  'GET /v1/salons/{salonId}/clients/search/{query}': 'yyy',
  'POST /v1/salons/{salonId}/clients': 'yyy',
  'GET /v1/clients/{id}': 'yyy',
  'PUT /v1/clients/{id}': 'yy-',
  'DELETE /v1/clients/{id}': 'y--',
  'GET /v1/clients/{id}/avatar': 'yyy',
  'GET /v1/clients/{id}/statistics': 'yy-',
  'GET /v1/clients/{id}/appointments': 'yy-',
  'GET /v1/clients/{id}/transactions': 'yy-',

  'POST /v1/salons/{salonId}/sales': 'yyy',
  'POST /v1/salons/{salonId}/sales/': 'yyy',
  'GET /v1/salons/{salonId}/sales': 'yy-',
  'GET /v1/salons/{salonId}/pix_code': 'yyy',
  'GET /v1/sales/{id}': 'yyy',
  'POST /v1/sales/{id}/cancel': 'yy-',
  'POST /v1/sales/{id}/send-invoice': 'yyy',
  'POST /v1/sales/{id}/send-invoice/': 'yyy',
  'GET /v1/sales/{id}/audit': 'y--',
  'GET /v1/salons/{salonId}/reports/by-type': 'yy-',
  'GET /v1/salons/{salonId}/reports/summary': 'yy-',
  'GET /v1/salons/{salonId}/reports/commissions': 'y-y',
  'GET /v1/salons/{salonId}/reports/commissions/{employeeId}': 'y-y',

  'POST /v1/salons/{salonId}/pix_charges': 'yyy',
  'GET /v1/pix_charges/{id}': 'yyy',
  'GET /v1/salons/{salonId}/comandas': 'yyy',
  'POST /v1/salons/{salonId}/comandas': 'yyy',
  'GET /v1/comandas/{id}': 'yyy',
  'POST /v1/comandas/{id}/items': 'yyy',
  'DELETE /v1/comandas/{id}/items/{itemId}': 'yyy',
  'POST /v1/comandas/{id}/cancel': 'yy-',

  'GET /v1/salons/{salonId}/cash_drawers/current': 'yy-',
  'POST /v1/salons/{salonId}/cash_drawers': 'yy-',
  'GET /v1/salons/{salonId}/cash_drawers': 'y--',
  'GET /v1/cash_drawers/{id}': 'yy-',
  'POST /v1/cash_drawers/{id}/movements': 'yy-',
  'POST /v1/cash_drawers/{id}/close': 'yy-',
  'GET /v1/cash_drawers/{id}/export': 'y--',

  'GET /v1/salons/{salonId}/settings': 'yyy',
  'PATCH /v1/salons/{salonId}/settings': 'y--',
  'GET /v1/salons/{salonId}/online_booking': 'y--',
  'PUT /v1/salons/{salonId}/online_booking': 'y--',
  'PUT /v1/salons/{salonId}/online_booking/photo': 'y--',
  'DELETE /v1/salons/{salonId}/online_booking/photo': 'y--',
  'PUT /v1/salons/{salonId}/online_booking/employees/{employeeId}/photo': 'y--',
  'DELETE /v1/salons/{salonId}/online_booking/employees/{employeeId}/photo': 'y--',
  'GET /v1/salons/{salonId}/onboarding': 'yyy',
  'PUT /v1/salons/{salonId}/onboarding': 'y--',
  'GET /v1/salons/{salonId}/subscription': 'y--',
  'POST /v1/salons/{salonId}/subscribe': 'y--',
  'PUT /v1/salons/{salonId}/subscription': 'y--',

  // LGPD (the empty body of the matrix's calls closes nothing: the password is missing, 422).
  'GET /v1/clients/{id}/export': 'y--',
  'POST /v1/clients/{id}/erase': 'y--',
  'GET /v1/salons/{salonId}/export': 'y--',
  'POST /v1/salons/{salonId}/close': 'y--',
};

/** Calls that cannot run to their end here: the live stream never ends, and signing out would end the session. */
const NOT_CALLED_WHEN_ALLOWED = new Set(['GET /v1/salons/{salonId}/appointments/stream', 'DELETE /v1/auth/sign_out']);

describe('the permission matrix: every endpoint, every role', () => {
  let endpoints: string[];
  const as = {} as Record<Role, SignedIn>;

  beforeAll(async ({ t }) => {
    as.owner = await signUpAndIn(t.app);
    as.front_desk = await staffMember(t, as.owner, 'front_desk');
    as.professional = await staffMember(t, as.owner, 'professional');
    endpoints = await openApiEndpoints(t.app);
  });

  it('has a row for every endpoint the API has, and none for one it no longer has', () => {
    expect([...endpoints].sort()).toEqual(Object.keys(MATRIX).sort());
  });

  it('lets each role through where its row says y, and refuses it with 403 not_allowed where it says -', async ({ t }) => {
    const salonId = as.owner.user.salon.id;
    const failures: string[] = [];
    let refused = 0;
    for (const [endpoint, row] of Object.entries(MATRIX)) {
      if (row === 'public') continue;
      const [method, path] = endpoint.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string];
      // A made-up id and an empty body: the permission is decided before either is looked at.
      const url = path.replace('{salonId}', String(salonId)).replace('{id}', '999999').replace('{query}', 'ana').replace('{cep}', '01310100');
      for (const [index, role] of ROLES.entries()) {
        const allowed = row[index] === 'y';
        // A professional's own commissions are theirs to read; another's are refused (roles.test.ts).
        const own = url.replace('{employeeId}', String(as[role].user.employee_id));
        if (allowed && NOT_CALLED_WHEN_ALLOWED.has(endpoint)) continue;
        const response = await t.app.inject({ method, url: own, headers: as[role].headers, ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }) });
        const body = response.statusCode === 403 ? (response.json() as { code?: string }) : {};
        if (allowed && (response.statusCode === 401 || response.statusCode === 403)) failures.push(`${endpoint} as ${role}: ${response.statusCode}, expected to be let through`);
        if (!allowed && (response.statusCode !== 403 || body.code !== 'not_allowed')) failures.push(`${endpoint} as ${role}: ${response.statusCode} ${response.body.slice(0, 80)}, expected 403 not_allowed`);
        if (!allowed) refused += 1;
      }
    }
    expect(failures).toEqual([]);
    expect(refused).toBeGreaterThan(40);
  });

  it('says why in the caller language, and keeps the session', async ({ t }) => {
    const response = await t.app.inject({ method: 'GET', url: `/v1/salons/${as.owner.user.salon.id}/subscription`, headers: { ...as.professional.headers, 'accept-language': 'en' } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ errors: ['Your access role does not allow this. Ask the salon owner if you need it.'], code: 'not_allowed' });
    const still = await t.app.inject({ method: 'GET', url: '/v1/auth/validate_token', headers: as.professional.headers });
    expect(still.statusCode).toBe(200);
    expect(still.json()).toMatchObject({ data: { role: 'professional' } });
  });
});
