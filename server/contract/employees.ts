import { Type, type Static } from 'typebox';
import { AGENDA_COLORS } from './constants';
import { AllowDuplicate } from './duplicates';
import { IdList, LiteralUnion, Name, Nullable, OptionalText, Text } from './fields';
import { ROLES } from './roles';
import { CommissionPercent } from './sales';

/** One of the agenda palette's colours, as the server stores and answers it (lower case). */
export const AgendaColor = LiteralUnion(AGENDA_COLORS);

export const EmployeeServiceSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  duration: Type.Integer(),
  price: Type.Integer(),
  service_category_id: Type.Integer(),
});

// 'HH:MM' from 00:00 to 23:59, or 24:00 (the end of a day).
const ClockTime = Type.String({ pattern: '^(?:(?:[01][0-9]|2[0-3]):[0-5][0-9]|24:00)$', description: 'HH:MM' });
export const WorkingInterval = Type.Object({ start: ClockTime, end: ClockTime });

/**
 * 7 entries, Sunday first (Date.getDay()): each weekday's working stretches in order, or null for a day off.
 * They shade the agenda and warn; they never refuse a booking. Default (contract/constants): 9:00-19:00 Monday to Saturday.
 */
export const WorkingHours = Type.Array(Nullable(Type.Array(WorkingInterval, { maxItems: 4 })), { minItems: 7, maxItems: 7 });
export type WorkingHoursWire = Static<typeof WorkingHours>;

export const EmployeeResponse = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  color: AgendaColor,
  agendei_access: Type.Boolean(),
  service_ids: Type.Array(Type.Integer()),
  services: Type.Array(EmployeeServiceSummary),
  working_hours: WorkingHours,
  /**
   * Commission rates in percent (0 to 100, up to 2 decimals) on services and on products; default 0. Null, like
   * email and phone, on a colleague's row read by a professional (services/staffView.ts).
   */
  service_commission: Nullable(Type.Number()),
  product_commission: Nullable(Type.Number()),
  /** What the professional's account may do (contract/roles.ts), or would do once access gives them one. */
  role: LiteralUnion(ROLES),
  /**
   * 'Atende clientes' (issue 25, item 9): off, the staff member has no agenda column, is offered in no list of
   * professionals, cannot be booked and takes no seat in the plan.
   */
  serves_clients: Type.Boolean(),
});
export type EmployeeWire = Static<typeof EmployeeResponse>;

export const EmployeeListResponse = Type.Array(EmployeeResponse);

const employeeFields = {
  name: Name(),
  email: OptionalText(254),
  phone: OptionalText(30),
  /**
   * An AgendaColor in any letter case (the service lowercases it, then answers 422 `colorInvalid` for anything
   * else, a message the form shows); the first colour is the default.
   */
  color: Type.Optional(Text(7)),
  /** Default true. With an e-mail, the professional gets an account and an invitation e-mail. */
  agendei_access: Type.Optional(Type.Boolean()),
  /** The services this professional performs; replaces the current list when sent. */
  service_ids: Type.Optional(IdList),
  /** Replaces the professional's hours when sent; null goes back to the salon's default hours. */
  working_hours: Type.Optional(Nullable(WorkingHours)),
  /** Percent of each service's and each product's value after discount; stored with each sale line when sold. */
  service_commission: Type.Optional(CommissionPercent),
  product_commission: Type.Optional(CommissionPercent),
  /** The role of the account that access gives (default professional); a salon always keeps one owner. */
  role: Type.Optional(LiteralUnion(ROLES)),
  /** Default true, false for the front desk; turning it on takes a seat of the plan. */
  serves_clients: Type.Optional(Type.Boolean()),
  /** Save although the name or phone matches another professional (also accepted beside `employee`). */
  allow_duplicate: AllowDuplicate,
};

/** `{employee: {...}}`, as the SPA sends it (a flat body is accepted too). */
export const EmployeeCreateBody = Type.Object({ employee: Type.Object(employeeFields), allow_duplicate: AllowDuplicate });
export type EmployeeCreateFields = Static<typeof EmployeeCreateBody>['employee'];

export const EmployeeUpdateBody = Type.Object({ employee: Type.Partial(Type.Object(employeeFields)), allow_duplicate: AllowDuplicate });
export type EmployeeUpdateFields = Static<typeof EmployeeUpdateBody>['employee'];
