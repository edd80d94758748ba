import { Type, type Static } from 'typebox';
import { APPOINTMENT_ORIGINS, APPOINTMENT_STATUSES, DEPOSIT_STATUSES } from './constants';
import { Id, Text } from './common';
import { Cents, Duration, LiteralUnion, Nullable, OptionalText } from './fields';

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
  /** Epoch seconds: when the client's reminder e-mail went out; null before (or after a move, until the next). */
  reminded_at: Nullable(Type.Integer()),
  client_id: Type.Integer(),
  client: Type.Object({ id: Type.Integer(), name: Type.String() }),
  employee_id: Type.Integer(),
  employee: Type.Object({ id: Type.Integer(), name: Type.String(), color: Type.String() }),
  service_id: Type.Integer(),
  service: Type.Object({ id: Type.Integer(), name: Type.String(), duration: Type.Integer(), price: Type.Integer() }),
  sale_transaction: Nullable(Type.Object({ id: Type.Integer(), sale_id: Type.Integer() })),
  /** 'online': the client booked it on the salon's page (the agenda marks it). */
  origin: LiteralUnion(APPOINTMENT_ORIGINS),
  /** Held for its Pix deposit ('aguardando sinal'): the time is kept, the visit not yet confirmed. */
  awaiting_deposit: Type.Boolean(),
  /**
   * The Pix deposit of the online visit this appointment is a piece of (every piece names the same one, by id),
   * null when none. A 'paid' deposit is deducted at checkout (the sale's `deposit`).
   */
  deposit: Nullable(Type.Object({ id: Type.Integer(), amount: Type.Integer({ description: 'cents' }), status: LiteralUnion(DEPOSIT_STATUSES) })),
});
export type AppointmentWire = Static<typeof AppointmentResponse>;

export const AppointmentListResponse = Type.Array(AppointmentResponse);

/** 2000-01-01 to 2100-01-01: a start time outside is a typo (or a hostile number), never a booking. */
export const MIN_START_AT = 946_684_800;
export const MAX_START_AT = 4_102_444_800;

/**
 * A start time: epoch seconds, or an ISO 8601 date-time ('2030-03-14T09:30:00-03:00'); one without an offset
 * is read in the salon's time zone.
 */
export const StartAt = Type.Union([Type.Integer({ minimum: MIN_START_AT, maximum: MAX_START_AT }), Text(40)], {
  description: 'epoch seconds, or an ISO 8601 date-time (without an offset: the salon time zone)',
});

/** The statuses a request may send: also 'no-show', the calendar's spelling (spec section 4). */
export const AppointmentStatusInput = Type.Union([AppointmentStatus, Type.Literal('no-show')]);

const appointmentFields = {
  client_id: Id,
  service_id: Id,
  employee_id: Id,
  start_at: StartAt,
  /** Default: the service's duration. */
  duration: Type.Optional(Duration),
  /** Default: the service's price. */
  price: Type.Optional(Cents),
  notes: OptionalText(1000),
  /** Default 'new'. Status changes (Iniciar, Não compareceu, Finalizar, Cancelar) are updates too. */
  status: Type.Optional(AppointmentStatusInput),
};

/**
 * Cancelling a booking the client still expects (a future one, new or started), or deleting it, e-mails the client
 * a 'horário cancelado' unless this is false (the form's 'Avisar o cliente' unticked). Default true.
 */
const NotifyClient = Type.Boolean({ description: "e-mail the client that the booking is off (default true)" });

/** `DELETE /appointments/:id?notify_client=false`. */
export const AppointmentDeleteQuery = Type.Object({ notify_client: Type.Optional(NotifyClient) });

/** `{appointment: {...}}` (a flat body is accepted too). Field errors come as client, service, employee, start_at... */
export const AppointmentCreateBody = Type.Object({ appointment: Type.Object(appointmentFields) });
export type AppointmentCreateFields = Static<typeof AppointmentCreateBody>['appointment'];

/** Only what is sent changes: a new service_id alone keeps the duration and price (the form sends those too). */
export const AppointmentUpdateBody = Type.Object({
  appointment: Type.Partial(Type.Object(appointmentFields)),
  notify_client: Type.Optional(NotifyClient),
});
export type AppointmentUpdateFields = Static<typeof AppointmentUpdateBody>['appointment'];

// Checked by the service (422 'invalid date'); the length bound only keeps hostile input small.
const CalendarDate = (description: string) => Type.Optional(Type.String({ maxLength: 40, description }));

/**
 * Which part of the agenda: `day`, or `start` and `end` (the week view; both dates included, at most 42 days).
 * Days are counted in the salon's time zone; a row is listed on every day it overlaps.
 */
export const AgendaQuery = Type.Object({
  day: CalendarDate('YYYY-MM-DD, in the salon time zone'),
  start: CalendarDate('YYYY-MM-DD, first day of a range'),
  end: CalendarDate('YYYY-MM-DD, last day of a range (included)'),
  employee_id: Type.Optional(Id),
});
export type AgendaQuery = Static<typeof AgendaQuery>;

/**
 * What a booking refused for its slot could do instead (issue 25 item 6): the professional's next free start that
 * fits (the asked day, then up to 7 more; within working hours, on the 15-minute step), and the other professionals
 * free for the asked slot who do the service (none for a caller who books only in their own column).
 */
export const ConflictSuggestions = Type.Object({
  /** Epoch seconds, or null when nothing fits in the 8 days looked at. */
  next_start: Nullable(Type.Integer()),
  free_employees: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
});
export type ConflictSuggestionsWire = Static<typeof ConflictSuggestions>;

/**
 * 409: the slot is taken, `{errors: {start_at: [message]}, suggestions: {...}}` (suggestions on an appointment's
 * create or update); or, errors as a list, the request's Idempotency-Key is still in use.
 */
export const SlotTakenResponse = Type.Object({
  errors: Type.Union([Type.Record(Type.String(), Type.Array(Type.String())), Type.Array(Type.String())]),
  suggestions: Type.Optional(ConflictSuggestions),
});
