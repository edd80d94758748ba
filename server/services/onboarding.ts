import type { OnboardingWire } from '../contract/onboarding';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import * as onboarding from '../repositories/onboarding';
import { servicePlugin } from './registry';

/** The first-steps checklist the agenda offers a new salon (issue: plan and subscription, item 7). */
export function createOnboardingService(db: Db) {
  async function show(salonId: number): Promise<OnboardingWire> {
    const row = await onboarding.findOnboarding(db, salonId);
    if (!row) throw notFound();
    const { dismissedAt, ...steps } = row;
    return { dismissed: dismissedAt !== null, steps };
  }

  async function setDismissed(salonId: number, dismissed: boolean): Promise<OnboardingWire> {
    await onboarding.setOnboardingDismissed(db, salonId, dismissed);
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
