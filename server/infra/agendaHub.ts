import type { FastifyBaseLogger } from 'fastify';

/**
 * One change to a salon: enough for an open screen to know what to refresh. An appointment or a blocked time
 * names the day an agenda shows; a sale (made or canceled) changes stock, reports and clients' history too.
 */
export interface AgendaChange {
  salonId: number;
  entity: 'appointment' | 'blocked_time' | 'sale' | 'cash_drawer' | 'comanda' | 'pix_charge';
  action: 'created' | 'updated' | 'deleted';
  id: number;
  /** Epoch seconds (for an update that moved it: where it is now; for a sale, when it was made). */
  start_at: number;
  /**
   * The columns it touches (an appointment moved between columns: both; a sale: its lines' professionals). Never
   * sent to a browser: a stream uses it to keep other columns' changes from a professional who may not see them.
   */
  employeeIds?: number[];
}
export type AgendaListener = (change: AgendaChange) => void;

const ENTITIES: ReadonlyArray<AgendaChange['entity']> = ['appointment', 'blocked_time', 'sale', 'cash_drawer', 'comanda', 'pix_charge'];
const ACTIONS: ReadonlyArray<AgendaChange['action']> = ['created', 'updated', 'deleted'];
const isId = (value: unknown): value is number => Number.isSafeInteger(value) && Number(value) > 0;
const isOneOf = <T extends string>(list: ReadonlyArray<T>, value: unknown): value is T => list.some((item) => item === value);

/** A sale's lines name a few professionals; more than this is not a change we sent. */
const MAX_EMPLOYEE_IDS = 100;

/**
 * A change as it came (a caller's object, or a notification any session on the database may have sent), reduced
 * to exactly its fields, or null when malformed. Malformed column ids are dropped: such a change then reaches
 * only the readers who see every column.
 */
export function parseChange(value: unknown): AgendaChange | null {
  if (typeof value !== 'object' || value === null) return null;
  const { salonId, entity, action, id, start_at, employeeIds } = value as Record<string, unknown>;
  if (!isId(salonId) || !isId(id) || !isOneOf(ENTITIES, entity) || !isOneOf(ACTIONS, action)) return null;
  if (!Number.isSafeInteger(start_at)) return null;
  const change: AgendaChange = { salonId, entity, action, id, start_at: Number(start_at) };
  if (Array.isArray(employeeIds) && employeeIds.length <= MAX_EMPLOYEE_IDS && employeeIds.every(isId)) change.employeeIds = [...new Set(employeeIds)];
  return change;
}

interface Subscriber {
  listener: AgendaListener;
  onResync?: () => void;
}

/** The subscribers of this process, by salon: a change is only ever handed to its own salon's subscribers. */
export class AgendaHub {
  private readonly bySalon = new Map<number, Set<Subscriber>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  subscribe(salonId: number, listener: AgendaListener, onResync?: () => void): () => void {
    const subscriber: Subscriber = { listener, onResync };
    const set = this.bySalon.get(salonId) ?? new Set<Subscriber>();
    set.add(subscriber);
    this.bySalon.set(salonId, set);
    return () => {
      set.delete(subscriber);
      // Only when it is still this salon's set: a later subscribe may have replaced an emptied one.
      if (set.size === 0 && this.bySalon.get(salonId) === set) this.bySalon.delete(salonId);
    };
  }

  dispatch(change: AgendaChange) {
    // A copy: a listener may unsubscribe (its stream closed) while we iterate.
    for (const subscriber of [...(this.bySalon.get(change.salonId) ?? [])]) {
      this.safely(() => subscriber.listener(change));
    }
  }

  /** Changes may have been lost (the LISTEN connection dropped): every subscriber should refetch. */
  resync() {
    for (const set of [...this.bySalon.values()]) for (const subscriber of [...set]) this.safely(() => subscriber.onResync?.());
  }

  count(salonId?: number): number {
    if (salonId !== undefined) return this.bySalon.get(salonId)?.size ?? 0;
    let total = 0;
    for (const set of this.bySalon.values()) total += set.size;
    return total;
  }

  /** One failing subscriber must not keep the change from the others, nor fail the publisher. */
  private safely(call: () => void) {
    try {
      call();
    } catch (error) {
      this.log.error({ err: error }, 'agenda subscriber failed');
    }
  }
}
