/**
 * Who may do what (issue 11): the three roles of a salon's users and what each may use. The server's one route
 * table (server/services/permissions.ts) names a capability per endpoint; the SPA hides what a role lacks with
 * the same names, so a menu item and the endpoint behind it never disagree. Import-free: the SPA reads it too.
 */
export const ROLES = ['owner', 'front_desk', 'professional'] as const;
export type Role = (typeof ROLES)[number];

/** The body of a 403 for a call outside the caller's role: the session is fine, so the SPA stays signed in. */
export const NOT_ALLOWED_CODE = 'not_allowed';

const ALL: readonly Role[] = ROLES;
const DESK: readonly Role[] = ['owner', 'front_desk'];
const OWNER: readonly Role[] = ['owner'];

/**
 * Each capability and the roles that have it. Where a professional has one "own" capability, the server narrows
 * the data to their own rows (their column of the agenda, their clients' contacts, their sales and commission).
 */
export const CAPABILITIES = {
  /** Their own account: profile, password, devices, sign-out. */
  signedIn: ALL,
  /** The agenda (a professional: their own column, or everyone's when the salon allows it), and booking. */
  agenda: ALL,
  /** Booking, moving and deleting for any professional (a professional books only in their own column). */
  agendaEveryone: DESK,
  /** The catalogues and the professionals, read (the agenda and the sale need them). */
  catalogueRead: ALL,
  catalogueWrite: OWNER,
  /** A product's stock entries (entrada of goods received) and their list: receiving goods is the front desk's work too. */
  stockEntry: DESK,
  /** The professionals' page: adding, editing, access and roles. */
  staffManage: OWNER,
  /** Clients: list and search for everyone; a professional sees contact details only of their own clients. */
  clients: ALL,
  /** A client's history tabs and figures (sales, appointments, products). */
  clientHistory: DESK,
  clientDelete: OWNER,
  /** Selling (a professional sells their own services and appointments). */
  sell: ALL,
  /** The sales list and every sale (a professional: only sales with their own items). */
  salesAll: DESK,
  /**
   * The estorno: the owner any sale; the front desk only a sale of today, and only while the owner leaves the
   * salon's 'recepção pode estornar' on (services/saleCancelRule.ts decides per sale).
   */
  saleCancel: DESK,
  /** A comanda's items for any professional, and canceling it (a professional adds and takes out their own). */
  comandaManage: DESK,
  /** The cash drawer (caixa, issue 30 item 6): open, sangria and suprimento, close with a count, and one closing read back. */
  cashDrawer: DESK,
  /** Every past drawer over a range of days, and a closing's CSV: the owner's report. */
  cashDrawerReports: OWNER,
  /** Sales reports over any range (the front desk: today's only). */
  reportsFull: OWNER,
  reportsToday: DESK,
  /** Commissions: the owner every professional's, a professional their own. */
  commissions: ['owner', 'professional'],
  /** The plan, the card, the salon's profile and settings, the onboarding checklist. */
  salonAdmin: OWNER,
  /** Who created, changed, canceled or deleted an appointment or a sale. */
  auditTrail: OWNER,
  /** LGPD: client export and erasure, the whole salon's export, closing the account. */
  privacyAdmin: OWNER,
} as const satisfies Record<string, readonly Role[]>;
export type Capability = keyof typeof CAPABILITIES;

export function can(role: Role | null | undefined, capability: Capability): boolean {
  return role != null && (CAPABILITIES[capability] as readonly Role[]).includes(role);
}
