/**
 * Business constants that the server, the SPA and the tests all need (DESIGN.md section 4). This module imports
 * nothing, so the SPA may import its values (the only value import it takes from server/; ESLint enforces it)
 * and nothing else has to copy them.
 */

/** The 30-day trial a new salon gets with its chosen plan (DESIGN.md section 5). */
export const TRIAL_DAYS = 30;

export type PlanId = 1 | 2 | 3;

/** How long before an appointment its reminder e-mail goes out (the salon picks; 24 by default). */
export const REMINDER_HOURS = [2, 12, 24, 48] as const;
export const DEFAULT_REMINDER_HOURS = 24;
/** The furthest ahead the reminder scheduler looks. */
export const MAX_REMINDER_HOURS = Math.max(...REMINDER_HOURS);

export interface PlanConstants {
  id: PlanId;
  name: string;
  /** null means unlimited professionals. */
  maxEmployees: number | null;
  /** Whole reais per month when billed monthly. */
  monthlyPrice: number;
  /** Whole reais per month when billed once a year. */
  annualPrice: number;
}

export const PLAN_IDS = [1, 2, 3] as const satisfies readonly PlanId[];

export const PLAN_CONSTANTS: Readonly<Record<PlanId, PlanConstants>> = {
  1: { id: 1, name: 'Solo', maxEmployees: 1, monthlyPrice: 39, annualPrice: 31 },
  2: { id: 2, name: 'Team', maxEmployees: 5, monthlyPrice: 79, annualPrice: 63 },
  3: { id: 3, name: 'Big', maxEmployees: null, monthlyPrice: 159, annualPrice: 143 },
};

/** The agenda palette (spec section 9); the first is the default. */
export const AGENDA_COLORS = [
  '#ef1554', '#c8e30b', '#2350c2', '#27c148', '#97c3a4', '#056bbe', '#61f6bc', '#4d5795', '#769ee9', '#7a07a1',
] as const;
export type AgendaColor = (typeof AGENDA_COLORS)[number];
export const DEFAULT_AGENDA_COLOR: AgendaColor = AGENDA_COLORS[0];

/** Each colour's name, for screen readers and the swatch's tooltip (an i18n key under staff.colors). */
const COLOR_NAMES: Record<AgendaColor, string> = {
  '#ef1554': 'red', '#c8e30b': 'lime', '#2350c2': 'blue', '#27c148': 'green', '#97c3a4': 'sage',
  '#056bbe': 'ocean', '#61f6bc': 'mint', '#4d5795': 'indigo', '#769ee9': 'sky', '#7a07a1': 'purple',
};
export const AGENDA_PALETTE = AGENDA_COLORS.map((hex) => ({ hex, name: COLOR_NAMES[hex] }));

/** The 27 federative units (26 states and the Distrito Federal), in the order the address form lists them. */
export const BRAZIL_STATES = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA',
  'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const;
export type BrazilState = (typeof BRAZIL_STATES)[number];

/**
 * 'none' is Não binário; 'unspecified' is Não informado (issue 25 item 13): a new client's gender until someone
 * tells it, and an erased client's (who then has none to show).
 */
export const GENDERS = ['female', 'male', 'none', 'unspecified'] as const;
export type Gender = (typeof GENDERS)[number];

/** What a client's photo may be when sent; the server re-encodes it as a square WebP of AVATAR_SIZE pixels. */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE = 256;
/**
 * The booking page's photos (issue 28), re-encoded like avatars: the salon's a 2:1 banner over the page (960 px
 * wide covers its 480 CSS px at twice the density), a professional's a square shown as a 48 px circle.
 */
export const SALON_PHOTO_SIZE = { width: 960, height: 480 } as const;
export const PROFESSIONAL_PHOTO_SIZE = 192;

/** Online booking (issue 28): when a deposit (sinal) is asked, and how it is counted. */
export const DEPOSIT_RULES = ['none', 'per_service', 'no_show'] as const;
export type DepositRule = (typeof DEPOSIT_RULES)[number];
export const DEPOSIT_KINDS = ['percent', 'fixed'] as const;
export type DepositKind = (typeof DEPOSIT_KINDS)[number];
/**
 * A Pix deposit's life (issue 28 item 6): pending while the hold lasts; paid, then applied at checkout; expired
 * when the hold ran out unpaid; kept (a late cancellation or a no-show) or refund_pending then refunded (a
 * cancellation outside the window, or a payment that arrived after the hold was released).
 */
export const DEPOSIT_STATUSES = ['pending', 'paid', 'expired', 'applied', 'kept', 'refund_pending', 'refunded'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
/** How long a booking waits for its Pix deposit before its time is free again (DESIGN.md: 15 minutes). */
export const DEPOSIT_HOLD_MINUTES = 15;
/** The steps of start times the page may offer (minutes). */
export const BOOKING_STEPS = [5, 10, 15, 20, 30, 60] as const;
/** Where an appointment was made: in the app, or by the client on the salon's page. */
export const APPOINTMENT_ORIGINS = ['desk', 'online'] as const;
export type AppointmentOrigin = (typeof APPOINTMENT_ORIGINS)[number];

export const APPOINTMENT_STATUSES = ['new', 'started', 'completed', 'no_show', 'canceled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** The server's `status_display`, by Accept-Language (DESIGN.md section 5). */
export const APPOINTMENT_STATUS_LABELS: Readonly<Record<'pt-BR' | 'en', Readonly<Record<AppointmentStatus, string>>>> = {
  'pt-BR': { new: 'Agendado', started: 'Em atendimento', completed: 'Finalizado', no_show: 'Não compareceu', canceled: 'Cancelado' },
  en: { new: 'Booked', started: 'In progress', completed: 'Completed', no_show: 'No-show', canceled: 'Canceled' },
};

/** A stretch of a working day, 'HH:MM' in the salon's time zone; `end` may be '24:00'. */
export interface WorkingInterval {
  start: string;
  end: string;
}
/** A weekday's working stretches (a lunch break splits the day in two); null is a day off. */
export type WorkingDay = readonly WorkingInterval[] | null;

/**
 * A professional's working hours: 7 entries, Sunday first (as Date.getDay() counts). They shade the agenda and
 * warn in the booking modal; they never refuse a booking (DESIGN.md section 5). The salon's default: 9:00 to
 * 19:00, Monday to Saturday.
 */
const NINE_TO_SEVEN: readonly WorkingInterval[] = [{ start: '09:00', end: '19:00' }];
export const DEFAULT_WORKING_HOURS: readonly WorkingDay[] = [null, NINE_TO_SEVEN, NINE_TO_SEVEN, NINE_TO_SEVEN, NINE_TO_SEVEN, NINE_TO_SEVEN, NINE_TO_SEVEN];

/** LGPD: days between closing an account and deleting all of its data (the privacy page promises it). */
export const CLOSED_ACCOUNT_RETENTION_DAYS = 30;

/** The staff's bell counts new notices up to this, then shows '99+': the count stays cheap however many there are. */
export const NOTICES_UNREAD_CAP = 99;
