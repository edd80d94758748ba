import { Type, type Static } from 'typebox';
import { AGENDA_COLORS } from './constants';
import { AllowDuplicate } from './duplicates';
import { IdList, LiteralUnion, Name, Nullable, OptionalText, Text } from './fields';

/** One of the agenda palette's colours, as the server stores and answers it (lower case). */
export const AgendaColor = LiteralUnion(AGENDA_COLORS);

export const EmployeeServiceSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  duration: Type.Integer(),
  price: Type.Integer(),
  service_category_id: Type.Integer(),
});

export const EmployeeResponse = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  color: AgendaColor,
  agendei_access: Type.Boolean(),
  service_ids: Type.Array(Type.Integer()),
  services: Type.Array(EmployeeServiceSummary),
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
  /** Save although the name or phone matches another professional (also accepted beside `employee`). */
  allow_duplicate: AllowDuplicate,
};

/** `{employee: {...}}`, as the SPA sends it (a flat body is accepted too). */
export const EmployeeCreateBody = Type.Object({ employee: Type.Object(employeeFields), allow_duplicate: AllowDuplicate });
export type EmployeeCreateFields = Static<typeof EmployeeCreateBody>['employee'];

export const EmployeeUpdateBody = Type.Object({ employee: Type.Partial(Type.Object(employeeFields)), allow_duplicate: AllowDuplicate });
export type EmployeeUpdateFields = Static<typeof EmployeeUpdateBody>['employee'];
