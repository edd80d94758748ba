import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import { ROLES, type Role } from '../../../server/contract/roles';
import { utc } from '../support/agendaHelpers';
import { json, type SignedIn, type TestApp } from '../support/harness';
import { signedInAs, staffMember } from '../support/roleHelpers';
import { actAs, client, expectStatus } from '../support/salonHelpers';

/**
 * The permission matrix's second half (issue 24): which FIELDS each role receives, written out by hand like
 * permissionMatrix.test.ts's endpoints. For the owner, the front desk and a professional in that order, 'y' is a
 * field that comes filled in and '-' one that must come null or not at all. Every row's entity is filled in
 * completely here, so a '-' that arrives with a value is a leak, and a 'y' that arrives empty is a lost field.
 * DESIGN.md section 5: a professional sees contacts only of clients with a live appointment in their column,
 * colleagues' names and colours (and the services and hours the agenda and a booking need), never their contacts
 * or commissions. The front desk sees contacts as the owner does, but no commission but its own: the rates are
 * the owner's to set, and the commissions report is not the front desk's.
 */
type Row = `${'y' | '-'}${'y' | '-'}${'y' | '-'}`;

/** A client with no live appointment in the professional's column: GET /clients/{id}, the list, the search by name. */
const STRANGER_CLIENT: Record<string, Row> = {
  id: 'yyy',
  name: 'yyy',
  gender: 'yyy',
  email: 'yy-',
  phone: 'yy-',
  birth: 'yy-',
  address: 'yy-',
  neighborhood: 'yy-',
  zip_code: 'yy-',
  city: 'yy-',
  state: 'yy-',
};
/** A client with a live (new) appointment in the professional's column. */
const OWN_CLIENT: Record<string, Row> = {
  ...STRANGER_CLIENT,
  email: 'yyy',
  phone: 'yyy',
  birth: 'yyy',
  address: 'yyy',
  neighborhood: 'yyy',
  zip_code: 'yyy',
  city: 'yyy',
  state: 'yyy',
};

/** A sale of the stranger client with one line of the professional's and one of a colleague's (GET /sales/{id}). */
const SALE: Record<string, Row> = { id: 'yyy', price: 'yyy', 'client.name': 'yyy', 'client.email': 'yy-' };
const OWN_LINE: Record<string, Row> = { name: 'yyy', value: 'yyy', 'employee.name': 'yyy', commission_rate: 'y-y', commission: 'y-y' };
const COLLEAGUE_LINE: Record<string, Row> = { name: 'yyy', value: 'yyy', 'employee.name': 'yyy', commission_rate: 'y--', commission: 'y--' };

/** A colleague in GET /salons/{id}/employees (for the owner and the front desk: any professional but themselves). */
const COLLEAGUE: Record<string, Row> = {
  id: 'yyy',
  name: 'yyy',
  color: 'yyy',
  services: 'yyy',
  working_hours: 'yyy',
  email: 'yy-',
  phone: 'yy-',
  service_commission: 'y--',
  product_commission: 'y--',
};
/** The caller's own row of the same list. */
const SELF: Record<string, Row> = { ...COLLEAGUE, email: 'yyy', phone: 'yyy', service_commission: 'yyy', product_commission: 'yyy' };

const valueAt = (object: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), object);

/** The table's disagreements for one role: a '-' field that came filled in, a 'y' field that came empty. */
function mismatches(what: string, object: unknown, table: Record<string, Row>, role: Role): string[] {
  const index = ROLES.indexOf(role);
  return Object.entries(table).flatMap(([field, row]) => {
    const value = valueAt(object, field);
    const filled = value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0);
    if (row[index] === 'y' && !filled) return [`${what}.${field} as ${role}: missing`];
    if (row[index] === '-' && filled) return [`${what}.${field} as ${role}: leaked ${JSON.stringify(value)}`];
    return [];
  });
}

describe('the permission matrix of fields: what each role receives of a client, a sale and a professional', () => {
  let t: TestApp;
  const as = {} as Record<Role, SignedIn & { employeeId: number }>;
  let stranger: number;
  let own: number;
  let saleId: number;
  /** Someone every caller sees as a colleague: a second professional. */
  let colleague: number;

  beforeAll(async ({ shop: s, t: fileT }) => {
    t = fileT;
    const owner = await signedInAs(s.as);
    as.owner = { ...owner, employeeId: s.employeeId };
    as.front_desk = await staffMember(t, owner, 'front_desk', 'Rita Recepção');
    as.professional = await staffMember(t, owner, 'professional', 'Bruno Barbeiro');
    colleague = (await staffMember(t, owner, 'professional', 'Clara Colega')).employeeId;
    // Every professional with a phone, commissions and a service, so each field of the table has a value to leak.
    for (const [index, id] of [s.employeeId, as.front_desk.employeeId, as.professional.employeeId, colleague].entries()) {
      const employee = { phone: `1199999000${index}`, service_commission: 40, product_commission: 10, service_ids: [s.serviceId] };
      expectStatus(await s.as.put(`/employees/${id}`, { employee }), 200);
    }
    const full = (phone: string, email: string) => ({
      'client[phone]': phone,
      'client[email]': email,
      'client[birth]': '1990-05-17',
      'client[address]': 'Rua das Flores, 10',
      'client[neighborhood]': 'Centro',
      'client[zip_code]': '01310-100',
      'client[city]': 'São Paulo',
      'client[state]': 'SP',
    });
    stranger = (await client(s.as, 'Zélia Souza', full('11987654321', 'zelia@x.com'))).id;
    own = (await client(s.as, 'Paulo Prado', full('21955554444', 'paulo@y.com'))).id;
    const booking = { client_id: own, service_id: s.serviceId, employee_id: as.professional.employeeId, start_at: utc(2030, 5, 2, 12) };
    expectStatus(await s.as.post('/salons/:salonId/appointments', { appointment: booking }), 201);
    const lines = [
      { service_id: s.serviceId, user_id: as.professional.employeeId },
      { service_id: s.serviceId, user_id: colleague },
    ];
    const sale = await s.as.post('/salons/:salonId/sales', { sale: { payment_type: 'pix', price: 9000, client_id: stranger, transactions_attributes: lines } });
    saleId = json<{ id: number }>(expectStatus(sale, 201)).id;
  });

  const get = async <T>(role: Role, path: string) => json<T>(expectStatus(await actAs(t.app, as[role]).get(path), 200));

  it.each(ROLES)('gives the %s the client fields of its row, in the detail, the list and the search', async (role) => {
    const failures: string[] = [];
    for (const [id, table, query] of [[stranger, STRANGER_CLIENT, 'zelia'], [own, OWN_CLIENT, 'paulo']] as const) {
      failures.push(...mismatches(`GET /clients/${id}`, await get(role, `/clients/${id}`), table, role));
      const listed = (await get<Array<{ id: number }>>(role, '/salons/:salonId/clients')).find((c) => c.id === id);
      failures.push(...mismatches('the list', listed, table, role));
      const found = (await get<Array<{ id: number }>>(role, `/salons/:salonId/clients/search/${query}`)).find((c) => c.id === id);
      failures.push(...mismatches('the search', found, table, role));
    }
    // Searching by the stranger's contacts finds nothing for whom they are hidden (a name never holds them).
    for (const query of ['98765', 'zelia@x']) {
      const found = (await get<Array<{ id: number }>>(role, `/salons/:salonId/clients/search/${query}`)).some((c) => c.id === stranger);
      if (found !== (STRANGER_CLIENT.phone[ROLES.indexOf(role)] === 'y')) failures.push(`search ${query} as ${role}: found ${String(found)}`);
    }
    expect(failures).toEqual([]);
  });

  it.each(ROLES)("gives the %s the sale fields of its row, on the lines of each professional", async (role) => {
    const sale = await get<{ transactions: Array<{ user_id: number | null }> }>(role, `/sales/${saleId}`);
    const line = (employeeId: number) => sale.transactions.find((l) => l.user_id === employeeId);
    expect([
      ...mismatches('sale', sale, SALE, role),
      ...mismatches('own line', line(as.professional.employeeId), role === 'professional' ? OWN_LINE : COLLEAGUE_LINE, role),
      ...mismatches('colleague line', line(colleague), COLLEAGUE_LINE, role),
    ]).toEqual([]);
  });

  it.each(ROLES)('gives the %s the fields of its row of a colleague and of itself in the professionals list', async (role) => {
    const list = await get<Array<{ id: number }>>(role, '/salons/:salonId/employees');
    const others = list.filter((e) => e.id !== as[role].employeeId);
    expect(others.length).toBe(3);
    expect([
      ...others.flatMap((e) => mismatches(`employee ${e.id}`, e, COLLEAGUE, role)),
      ...mismatches('self', list.find((e) => e.id === as[role].employeeId), SELF, role),
    ]).toEqual([]);
  });
});
