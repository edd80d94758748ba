import { http, HttpResponse } from 'msw';
import { DEFAULT_WORKING_HOURS } from '../../../server/contract/constants';
import type { EmployeeWire } from '../../../server/contract/employees';
import { API } from './origin';
import { duplicateOf } from './duplicates';
import { byName, db, nextId, notFound, record } from './db';

/** The summaries of the services a professional performs, from the store's catalogue. */
function servicesOf(ids: number[]): EmployeeWire['services'] {
  const all = db.serviceCategories.flatMap((c) => c.services);
  return ids.flatMap((id) => all.filter((s) => s.id === id).map(({ id, name, duration, price, service_category_id }) => ({ id, name, duration, price, service_category_id })));
}

/** The `employee` of the body, with the services it names summarised and null hours back to the salon's. */
function employeeFields(body: Record<string, unknown>): Partial<EmployeeWire> {
  const { allow_duplicate: _flag, ...fields } = (body.employee ?? body) as Partial<EmployeeWire> & { allow_duplicate?: boolean };
  if (fields.service_ids) fields.services = servicesOf(fields.service_ids);
  if (fields.working_hours === null) fields.working_hours = structuredClone(DEFAULT_WORKING_HOURS) as EmployeeWire['working_hours'];
  if (fields.color) fields.color = fields.color.toLowerCase() as EmployeeWire['color'];
  return fields;
}

/** The professionals API (contract/employees.ts) over db.employees. */
export const employeeHandlers = [
  http.get(`${API}/salons/:salonId/employees`, () => HttpResponse.json([...db.employees].sort(byName))),
  http.post(`${API}/salons/:salonId/employees`, async ({ request }) => {
    const body = await record(request);
    const fields = employeeFields(body);
    const duplicate = duplicateOf('employee', db.employees, fields, body);
    if (duplicate) return duplicate;
    const employee: EmployeeWire = {
      id: nextId('employees', db.employees),
      name: '',
      email: null,
      phone: null,
      color: '#ef1554',
      agendei_access: true,
      service_ids: [],
      services: [],
      working_hours: structuredClone(DEFAULT_WORKING_HOURS) as EmployeeWire['working_hours'],
      service_commission: 0,
      product_commission: 0,
      role: 'professional',
      serves_clients: fields.role !== 'front_desk',
      ...fields,
    };
    db.employees.push(employee);
    return HttpResponse.json(employee, { status: 201 });
  }),
  http.put(`${API}/employees/:id`, async ({ request, params }) => {
    const body = await record(request);
    const fields = employeeFields(body);
    const employee = db.employees.find((e) => e.id === Number(params.id));
    if (!employee) return notFound();
    const duplicate = duplicateOf('employee', db.employees, fields, body, employee.id);
    if (duplicate) return duplicate;
    // A salon always keeps one owner.
    const lastOwner = employee.role === 'owner' && fields.role && fields.role !== 'owner' && !db.employees.some((e) => e !== employee && e.role === 'owner');
    if (lastOwner) return HttpResponse.json({ role: ['O salão precisa de pelo menos um dono: dê esse papel a outra pessoa antes.'] }, { status: 422 });
    Object.assign(employee, fields);
    return HttpResponse.json(employee);
  }),
  http.delete(`${API}/employees/:id`, async ({ request, params }) => {
    await record(request);
    const before = db.employees.length;
    db.employees = db.employees.filter((e) => e.id !== Number(params.id));
    return db.employees.length < before ? new HttpResponse(null, { status: 204 }) : notFound();
  }),
];
