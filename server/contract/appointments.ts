import { Type, type Static } from 'typebox';
import { APPOINTMENT_STATUSES } from './constants';
import { LiteralUnion, Nullable } from './fields';

export const AppointmentStatus = LiteralUnion(APPOINTMENT_STATUSES);

export const AppointmentResponse = Type.Object({
  id: Type.Integer(),
  /** Epoch seconds. */
  start_at: Type.Integer(),
  duration: Type.Integer({ description: 'seconds' }),
  price: Type.Integer({ description: 'cents' }),
  notes: Nullable(Type.String()),
  status: AppointmentStatus,
  /** Agendado, Em atendimento, Finalizado, Não compareceu, Cancelado (by Accept-Language). */
  status_display: Type.String(),
  client_id: Type.Integer(),
  client: Type.Object({ id: Type.Integer(), name: Type.String() }),
  employee_id: Type.Integer(),
  employee: Type.Object({ id: Type.Integer(), name: Type.String(), color: Type.String() }),
  service_id: Type.Integer(),
  service: Type.Object({ id: Type.Integer(), name: Type.String(), duration: Type.Integer(), price: Type.Integer() }),
  sale_transaction: Nullable(Type.Object({ id: Type.Integer(), sale_id: Type.Integer() })),
});
export type AppointmentWire = Static<typeof AppointmentResponse>;

export const AppointmentListResponse = Type.Array(AppointmentResponse);
