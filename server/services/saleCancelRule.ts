import { NOT_ALLOWED_CODE, type Role } from '../contract/roles';
import { HttpError } from '../errors';
import type { MessageKey } from '../i18n';
import { wallTimeAt } from './zonedTime';

/** What the front desk's estorno depends on: the salon's day and the owner's 'recepção pode estornar'. */
export interface SalonCancelRule {
  timeZone: string;
  frontDeskCancelsSales: boolean;
}

const dayOf = (epochMs: number, timeZone: string) => {
  const { year, month, day } = wallTimeAt(epochMs, timeZone);
  return `${year}-${month}-${day}`;
};

/**
 * Why this role may not estorno a paid sale made at `createdAt` (issue 25 item 10), or null when it may. The owner
 * always may; the front desk fixes the day's mistakes only (a sale of the salon's today, in its time zone) and only
 * while the owner allows it; a professional never (the route table already refuses them).
 */
export function cancelRefusal(role: Role, rule: SalonCancelRule, createdAt: Date, now = Date.now()): MessageKey | null {
  if (role === 'owner') return null;
  if (role !== 'front_desk') return 'notAllowed';
  if (!rule.frontDeskCancelsSales) return 'saleCancelDeskOff';
  if (dayOf(createdAt.getTime(), rule.timeZone) !== dayOf(now, rule.timeZone)) return 'saleCancelNotToday';
  return null;
}

/** The 403 of a refused estorno: its own words, and the code that keeps the SPA signed in (a role's limit, not a lost session). */
export const cancelRefused = (key: MessageKey) => new HttpError(403, key, undefined, {}, { code: NOT_ALLOWED_CODE });
