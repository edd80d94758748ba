import type { OnboardingWire } from '../contract/onboarding';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import * as changes from '../repositories/changes';
import * as onboarding from '../repositories/onboarding';
import type { Actor } from './permissions';
import { servicePlugin } from './registry';

/** The first-steps checklist the agenda offers a new salon (issue: plan and subscription, item 7). */
export function createOnboardingService(db: Db) {
  async function show(salonId: number): Promise<OnboardingWire> {
    const row = await onboarding.findOnboarding(db, salonId);
    if (!row) throw notFound();
    const { dismissedAt, ...steps } = row;
    return { dismissed: dismissedAt !== null, steps };
  }

  /**
   * Closed (or offered again) for every device of the salon. Scope 'all' as for any change to the salon's row
   * (the rule migration 0018's trigger kept): no session reads this column today, and none has to be sorted out.
   */
  async function setDismissed(actor: Actor, dismissed: boolean): Promise<OnboardingWire> {
    const { salonId } = actor;
    await db.transaction(async (tx) => {
      await onboarding.setOnboardingDismissed(tx, salonId, dismissed);
      await changes.record(tx, { salonId, entity: 'salon', action: 'onboarding', id: salonId, by: actor, details: { dismissed }, scope: 'all' });
    });
    return show(salonId);
  }

  return { show, setDismissed };
}
export type OnboardingService = ReturnType<typeof createOnboardingService>;

declare module 'fastify' {
  interface ServiceRegistry {
    onboarding: OnboardingService;
  }
}

/** Registers the service as app.services.onboarding. */
export default servicePlugin('onboarding', (app) => createOnboardingService(app.db));
