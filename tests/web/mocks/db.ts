import { HttpResponse } from 'msw';
import type { AppointmentWire } from '../../../server/contract/appointments';
import type { BlockedTimeWire } from '../../../server/contract/blockedTimes';
import type { ProductCategoryWire, ServiceCategoryWire } from '../../../server/contract/catalogue';
import type { ClientWire } from '../../../server/contract/clients';
import type { EmployeeWire } from '../../../server/contract/employees';
import type { OnboardingWire } from '../../../server/contract/onboarding';
import type { ByTypeWire, CommissionItemsWire, CommissionsWire, SummaryWire } from '../../../server/contract/reports';
import type { SaleWire } from '../../../server/contract/sales';
import type { StockMovementWire } from '../../../server/contract/stock';
import type { SalonSettingsWire } from '../../../server/contract/salonSettings';
import type { DeviceWire } from '../../../server/contract/account';
import type { CepAddress } from '../../../server/contract/address';
import type { AuditListWire } from '../../../server/contract/audit';
import type { ClientExportWire, SalonCloseWire } from '../../../server/contract/privacy';
import type { SubscriptionWire } from '../../../server/contract/subscription';
import type { OnlineBookingSettingsWire } from '../../../server/contract/onlineBooking';
import type { NoticeListWire } from '../../../server/contract/staffNotices';
import type { CashDrawerWire } from '../../../server/contract/cashDrawers';
import { salonSettings } from '../salonFixtures';
import { onlineBookingSettings } from '../onlineBooking/onlineBookingFixtures';
import { CEP_ADDRESSES } from '../salonFixtures';
import { OWNER_TOKEN, userAccount, type ResetTokenRow, type TokenRow, type UserRow } from './users';

/**
 * The one salon (42) the default handlers answer from, as the API would hold it. The catalogues are kept in their
 * wire shape (categories holding their items) so a test seeds them with the fixtures it already has.
 */
export interface Db {
  settings: SalonSettingsWire;
  onboarding: OnboardingWire;
  employees: EmployeeWire[];
  serviceCategories: ServiceCategoryWire[];
  productCategories: ProductCategoryWire[];
  clients: ClientWire[];
  appointments: AppointmentWire[];
  blockedTimes: BlockedTimeWire[];
  sales: SaleWire[];
  /** The Idempotency-Keys of the sales recorded: a retry with the same key and body gets its sale back. */
  saleKeys: Array<{ key: string; body: string; saleId: number }>;
  /** The reports' answers as stored, not computed from db.sales: a test seeds the figures it reads. */
  reportSummary: SummaryWire;
  reportByType: ByTypeWire;
  reportCommissions: CommissionsWire;
  /** A professional's lines in the commissions drill-down, by employee id. */
  commissionItems: Record<number, CommissionItemsWire>;
  stockEntries: StockMovementWire[];
  /** The accounts (mocks/users.ts), the credentials issued to their devices, and the links that set a password. */
  users: UserRow[];
  tokens: TokenRow[];
  resetTokens: ResetTokenRow[];
  /** The signed-in user's devices, as GET /auth/devices answers them (the list does not follow `tokens`). */
  devices: DeviceWire[];
  /** Set once the owner closed the account (LGPD): sign-in refuses it from then on. */
  salonClosed: SalonCloseWire | null;
  /** What GET /clients/:id/export answers, by client: a test seeds the document it reads. */
  clientExports: ClientExportWire[];
  subscription: SubscriptionWire;
  /** The CEPs the look-up knows; any other is unknown (404). */
  ceps: CepAddress[];
  /** The audit trail of an appointment or a sale, oldest first. */
  audit: Array<{ entity: 'appointment' | 'sale'; id: number; events: AuditListWire['events'] }>;
  /** The online booking settings, with the services and professionals they list (not derived from the catalogue's). */
  onlineBooking: OnlineBookingSettingsWire;
  /** The staff's bell as GET /salons/42/notices answers it: no notice yet unless a test seeds some. */
  notices: NoticeListWire;
  /** The cash drawers (issue 30 item 6): at most one open (closed_at null). */
  cashDrawers: CashDrawerWire[];
}

/**
 * What the shared harness always answered (render.tsx's former emptySalonLists): the salon's settings, its
 * first-steps checklist long closed, every list empty. A test seeds only what it reads.
 */
const empty = (): Db => ({
  settings: salonSettings(),
  onboarding: { dismissed: true, steps: { professionals: true, services: true, clients: true, appointments: true } },
  employees: [],
  serviceCategories: [],
  productCategories: [],
  clients: [],
  appointments: [],
  blockedTimes: [],
  sales: [],
  saleKeys: [],
  reportSummary: {
    ...{ services: { quantity: 0, gross: 0, discount: 0, net: 0 }, products: { quantity: 0, gross: 0, discount: 0, net: 0 } },
    ...{ total: { quantity: 0, gross: 0, discount: 0, net: 0 }, sales_count: 0, by_payment: [], by_installments: [], by_day: [] },
    ...{ generated_at: Math.floor(Date.now() / 1000), features: { commissions: true } },
  },
  reportByType: { services: [], products: [] },
  reportCommissions: { available: true, rows: [], total: { quantity: 0, gross: 0, discount: 0, net: 0, commission: 0, tips: 0 } },
  commissionItems: {},
  stockEntries: [],
  // The owner of render.tsx's SESSION, signed in on the device its credentials name.
  users: [userAccount()],
  tokens: [{ ...OWNER_TOKEN }],
  resetTokens: [],
  devices: [],
  salonClosed: null,
  clientExports: [],
  // The settings' plan and trial, nothing paid yet; the owner is the salon's one professional.
  subscription: subscriptionOf(salonSettings()),
  ceps: Object.values(CEP_ADDRESSES),
  audit: [],
  onlineBooking: onlineBookingSettings(),
  notices: { notices: [], unread: 0 },
  cashDrawers: [],
});

function subscriptionOf(settings: SalonSettingsWire): SubscriptionWire {
  const { plan_id, trial_ends_at, subscribed_until, grace_until } = settings;
  return { plan_id, cycle: 'monthly', status: 'trial', trial_ends_at, subscribed_until, grace_until, cancel_at_period_end: false, card: null, email: null, professionals: 1, payments: [] };
}

export const db: Db = empty();

/** A request a default handler took: its path (without /v1, with the query) and its body, for tests that check what was sent. */
export interface Sent {
  method: string;
  path: string;
  contentType: string | null;
  /** Parsed JSON, or a multipart form's parts as strings (a file as `file of N bytes`); null without a body. */
  body: Record<string, unknown> | null;
}
export const sent: Sent[] = [];

/** Every request the server saw, default handler or not, as 'GET /salons/42/clients?page=2' (decoded): what was asked, and how often. */
export const calls: string[] = [];
/** The calls that start with `prefix` ('GET /salons/42/clients?'). */
export const callsTo = (prefix: string) => calls.filter((call) => call.startsWith(prefix));

/** The bodies sent with `method` to `path` (exact, query included when it has one), oldest first. */
export const sentTo = (method: string, path: string) => sent.filter((s) => s.method === method && s.path === path).map((s) => s.body);

// Each table's sequence, as a fresh database's: the first row created is 1, and never an id already seeded.
const sequences = new Map<string, number>();
export function nextId(table: string, rows: Array<{ id: number }>) {
  const id = Math.max(sequences.get(table) ?? 0, ...rows.map((row) => row.id)) + 1;
  sequences.set(table, id);
  return id;
}

/** Back to the empty salon before each test (setup.ts). */
export function resetDb() {
  Object.assign(db, empty());
  sent.length = 0;
  calls.length = 0;
  sequences.clear();
}

/**
 * Puts rows in the store as deep copies: the handlers write to what they hold, and a shared fixture (ANA,
 * CATEGORIES...) must stay as the next test expects it.
 */
export function seed(rows: Partial<Db>) {
  Object.assign(db, structuredClone(rows));
}

/** Reads and records a request's body (JSON or multipart). */
export async function record(request: Request): Promise<Record<string, unknown>> {
  const url = new URL(request.url);
  const contentType = request.headers.get('content-type');
  let body: Record<string, unknown> | null = null;
  if (contentType?.startsWith('multipart/form-data')) {
    const form = await request.formData();
    body = Object.fromEntries([...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : `file of ${value.size} bytes`]));
  } else {
    const text = await request.text();
    body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
  }
  sent.push({ method: request.method, path: url.pathname.replace(/^\/v1/, '') + url.search, contentType, body });
  return body ?? {};
}

/** The API's 404, as server/errorHandler.ts words it. */
export const notFound = () =>
  HttpResponse.json({ errors: ['Não encontramos o que você procurava.'], message: 'Não encontramos o que você procurava.' }, { status: 404 });

/** Lower case without accents, as the server's search folds names and queries. */
export const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
/** Every word of the query somewhere in `text`. */
export const matches = (text: string, query: string) => fold(query).split(/\s+/).filter(Boolean).every((word) => fold(text).includes(word));

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });
/** Name order, accents ignored, the id settling ties (the server's sort_name). */
export const byName = <T extends { id: number; name: string }>(a: T, b: T) => collator.compare(a.name, b.name) || a.id - b.id;
