import type { Config } from '../config';
import type { EmployeeCreateFields, EmployeeUpdateFields, EmployeeWire } from '../contract/employees';
import type { Db } from '../db/client';
import { notFound, unprocessable } from '../errors';
import type { Lang } from '../i18n';
import * as employees from '../repositories/employees';
import { existingServiceIds, listEmployeeServices, replaceEmployeeServices } from '../repositories/employeeServices';
import * as changes from '../repositories/changes';
import { isForeignKeyViolation } from '../repositories/sqlHelpers';
import { salonWorkingHours } from '../repositories/salons';
import { lockSalon, otherOwnerCount, ownerUserId } from '../repositories/staffUsers';
import { pendingSubscribePlanId } from '../repositories/subscriptions';
import type { Session } from './auth';
import type { Mailer } from '../infra/mail/mailer';
import { DEFAULT_AGENDA_COLOR, DEFAULT_WORKING_HOURS, PLAN_CONSTANTS, type PlanId, type WorkingDay } from '../contract/constants';
import { allowsDuplicate, duplicateProbe, throwDuplicate } from './duplicates';
import { actorOf } from './permissions';
import { createStaffAccess, employeeChange } from './staffAccess';
import { employeeChanges } from './staffRules';
import { servicePlugin } from './registry';
import { basisPointsToPercent } from './saleMath';

type ServiceRow = Awaited<ReturnType<typeof listEmployeeServices>>[number];

function toWire(e: employees.EmployeeRow, services: ServiceRow[], salonHours: readonly WorkingDay[] | null): EmployeeWire {
  const own = services.filter((s) => s.employeeId === e.id);
  return {
    id: e.id,
    name: e.name,
    email: e.email,
    phone: e.phone,
    color: e.color,
    agendei_access: e.agendeiAccess,
    service_ids: own.map((s) => s.id),
    services: own.map((s) => ({ id: s.id, name: s.name, duration: s.duration, price: s.price, service_category_id: s.serviceCategoryId })),
    // Never null on the wire: a professional without their own hours works the salon's default ones.
    working_hours: (e.workingHours ?? salonHours ?? DEFAULT_WORKING_HOURS).map((day) => (day ? day.map(({ start, end }) => ({ start, end })) : null)),
    service_commission: basisPointsToPercent(e.serviceCommission),
    product_commission: basisPointsToPercent(e.productCommission),
    role: e.role,
    serves_clients: e.servesClients,
  };
}

/** The plan with fewer seats: the salon's, or the one a subscribe in flight is about to set. */
function stricterPlan(planId: number, pendingPlanId: number | undefined) {
  const current = PLAN_CONSTANTS[planId as PlanId] ?? PLAN_CONSTANTS[3];
  const pending = pendingPlanId === undefined ? undefined : PLAN_CONSTANTS[pendingPlanId as PlanId];
  const seats = (plan: typeof current) => plan.maxEmployees ?? Infinity;
  return pending && seats(pending) < seats(current) ? pending : current;
}

export function createStaffService(db: Db, config: Config, mailer: Mailer) {
  const access = createStaffAccess(config, mailer);

  async function list(salonId: number): Promise<EmployeeWire[]> {
    const [rows, services, salonHours] = await Promise.all([employees.listEmployees(db, salonId), listEmployeeServices(db, salonId), salonWorkingHours(db, salonId)]);
    return rows.map((row) => toWire(row, services, salonHours));
  }

  async function show(salonId: number, id: number): Promise<EmployeeWire> {
    const row = await employees.findEmployee(db, salonId, id);
    if (!row) throw notFound();
    return toWire(row, await listEmployeeServices(db, salonId, id), await salonWorkingHours(db, salonId));
  }

  /** A service deleted between the check and the insert: the foreign key refuses, and so do we. */
  async function inTransaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (isForeignKeyViolation(error)) throw unprocessable({ service_ids: ['serviceNotFound'] });
      throw error;
    }
  }

  /** Every id must be a service of this salon; another salon's id is as unknown as a made-up one. */
  async function checkedServiceIds(tx: Db, salonId: number, ids: number[] | undefined) {
    if (ids === undefined) return undefined;
    const unique = [...new Set(ids)];
    const found = await existingServiceIds(tx, salonId, unique);
    if (found.length !== unique.length) throw unprocessable({ service_ids: ['serviceNotFound'] });
    return unique;
  }

  /** 409 when the name or phone being written is another professional's, unless the caller said to save anyway. */
  async function rejectDuplicate(tx: Db, salonId: number, changes: Partial<employees.NewEmployee>, current?: employees.EmployeeRow) {
    const probe = duplicateProbe(changes, current);
    const found = probe && (await employees.findEmployeeDuplicate(tx, salonId, probe, current?.id));
    if (found) throwDuplicate('employee', found);
  }

  /** 422 when one more professional serving clients would pass the plan's seats (the caller holds the salon's lock). */
  async function checkSeat(tx: Db, salonId: number, planId: number) {
    const plan = stricterPlan(planId, await pendingSubscribePlanId(tx, salonId));
    const { left } = await employees.seatsLeft(tx, salonId, plan);
    if (left < 1) {
      throw unprocessable({ base: [{ key: 'planLimit', params: { plan: plan.name, max: plan.maxEmployees ?? Infinity } }] });
    }
  }

  /** A salon always keeps one owner: the last one cannot become front desk or professional. */
  async function keepOneOwner(tx: Db, salonId: number, employeeId: number) {
    if ((await otherOwnerCount(tx, salonId, employeeId)) === 0) throw unprocessable({ role: ['lastOwner'] });
  }

  async function create(session: Session, fields: EmployeeCreateFields, lang: Lang, allowDuplicate = false): Promise<EmployeeWire> {
    const { salonId } = session;
    const by = actorOf(session);
    const written = employeeChanges(fields);
    const checkDuplicate = !allowsDuplicate(allowDuplicate, fields.allow_duplicate);
    const role = written.role ?? 'professional';
    // The front desk serves no clients unless the form says so: no column, no seat.
    const servesClients = written.servesClients ?? role !== 'front_desk';
    const id = await inTransaction(async (tx) => {
      const salon = await lockSalon(tx, salonId);
      if (servesClients) await checkSeat(tx, salonId, salon.planId);
      if (checkDuplicate) await rejectDuplicate(tx, salonId, written);
      const serviceIds = await checkedServiceIds(tx, salonId, fields.service_ids);
      const employee = await employees.insertEmployee(tx, {
        salonId,
        name: written.name ?? '',
        email: written.email ?? null,
        phone: written.phone ?? null,
        color: written.color ?? DEFAULT_AGENDA_COLOR,
        agendeiAccess: written.agendeiAccess ?? true,
        workingHours: written.workingHours ?? null,
        serviceCommission: written.serviceCommission ?? 0,
        productCommission: written.productCommission ?? 0,
        role,
        servesClients,
      });
      if (serviceIds) await replaceEmployeeServices(tx, salonId, employee.id, serviceIds);
      const created = [employeeChange(by, salonId, 'created', employee.id, written, serviceIds)];
      if (employee.agendeiAccess && employee.email) {
        const { name, email } = employee;
        created.push(...(await access.grant(tx, { by, salonId, salonName: session.user.salon.name, employeeId: employee.id, name, email, lang })));
      }
      // One round trip for all of them: this transaction holds the salon's row (lockSalon) until it commits.
      await changes.record(tx, created);
      return employee.id;
    });
    mailer.wake();
    return show(salonId, id);
  }

  async function update(session: Session, id: number, fields: EmployeeUpdateFields, lang: Lang, allowDuplicate = false): Promise<EmployeeWire> {
    const { salonId } = session;
    const by = actorOf(session);
    const written = employeeChanges(fields);
    await inTransaction(async (tx) => {
      // Before reading the role: two owners demoting each other at once count the owners one after the other;
      // two staff members switched to 'atende clientes' at once count the plan's seats one after the other.
      const salon = fields.role !== undefined || fields.serves_clients ? await lockSalon(tx, salonId) : undefined;
      const current = await employees.findEmployee(tx, salonId, id);
      if (!current) throw notFound();
      if (salon && written.servesClients && !current.servesClients) await checkSeat(tx, salonId, salon.planId);
      if (!allowsDuplicate(allowDuplicate, fields.allow_duplicate)) await rejectDuplicate(tx, salonId, written, current);
      const serviceIds = await checkedServiceIds(tx, salonId, fields.service_ids);
      const next = { ...current, ...written };
      let userId = current.userId;
      if (userId !== null) {
        const isSelf = userId === session.userId;
        const isOwner = userId === (await ownerUserId(tx, salonId));
        if (!next.agendeiAccess && (isSelf || isOwner)) throw unprocessable({ agendei_access: [isSelf ? 'ownAccess' : 'ownerAccess'] });
        const emailChanged = (next.email ?? '').toLowerCase() !== (current.userEmail ?? '').toLowerCase();
        // The owner's and the caller's own sign-in e-mail never change from here (they would lock themselves out).
        if (!isSelf && !isOwner && (!next.agendeiAccess || !next.email || emailChanged)) {
          await access.revoke(tx, by, salonId, id, userId);
          userId = null;
        }
      }
      if (fields.role !== undefined && current.role === 'owner' && fields.role !== 'owner') await keepOneOwner(tx, salonId, id);
      await employees.updateEmployee(tx, salonId, id, written);
      if (serviceIds) await replaceEmployeeServices(tx, salonId, id, serviceIds);
      if (Object.keys(written).length > 0 || serviceIds) await changes.record(tx, employeeChange(by, salonId, 'updated', id, written, serviceIds));
      // Only a change that gives access sends an invitation: access turned on, a new e-mail, or an account just
      // revoked. Saving a professional whose e-mail already had an account elsewhere sends nothing again.
      const givesAccess = current.userId !== null || !current.agendeiAccess || (current.email ?? '').toLowerCase() !== (next.email ?? '').toLowerCase();
      if (userId === null && next.agendeiAccess && next.email && givesAccess) {
        await changes.record(tx, await access.grant(tx, { by, salonId, salonName: session.user.salon.name, employeeId: id, name: next.name, email: next.email, lang }));
      }
    });
    mailer.wake();
    return show(salonId, id);
  }

  async function remove(session: Session, id: number): Promise<void> {
    const { salonId } = session;
    try {
      await db.transaction(async (tx) => {
        const current = await employees.findEmployee(tx, salonId, id);
        if (!current) throw notFound();
        if (current.userId !== null) {
          if (current.userId === session.userId) throw unprocessable({ base: ['cannotDeleteSelf'] });
          if (current.userId === (await ownerUserId(tx, salonId))) throw unprocessable({ base: ['cannotDeleteOwner'] });
        }
        if (await employees.employeeHasHistory(tx, salonId, id)) throw unprocessable({ base: ['employeeInUse'] });
        await employees.deleteEmployee(tx, salonId, id);
        const by = actorOf(session);
        if (current.userId !== null) await access.revoke(tx, by, salonId, id, current.userId);
        await changes.record(tx, employeeChange(by, salonId, 'deleted', id));
      });
    } catch (error) {
      // History written between the check and the delete: the foreign key has the last word.
      if (isForeignKeyViolation(error)) throw unprocessable({ base: ['employeeInUse'] });
      throw error;
    }
  }

  return { list, show, create, update, remove };
}
export type StaffService = ReturnType<typeof createStaffService>;

declare module 'fastify' {
  interface ServiceRegistry {
    staff: StaffService;
  }
}

/** Registers the service as app.services.staff. */
export default servicePlugin('staff', (app) => createStaffService(app.db, app.config, app.services.mailer), ['mailer']);
