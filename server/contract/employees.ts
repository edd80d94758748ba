import { Type, type Static } from 'typebox';

export const EmployeeResponse = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()]),
  color: Type.String(),
  agendei_access: Type.Boolean(),
  service_ids: Type.Array(Type.Integer()),
});
export type EmployeeWire = Static<typeof EmployeeResponse>;

export const EmployeeListResponse = Type.Array(EmployeeResponse);
