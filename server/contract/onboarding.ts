import { Type, type Static } from 'typebox';

/**
 * The agenda's first-steps checklist of a new salon: each step is done once its data exists, so it ticks
 * itself; `dismissed` once the owner closed it (for every device of the salon).
 */
export const OnboardingResponse = Type.Object({
  dismissed: Type.Boolean(),
  steps: Type.Object({
    /** A professional besides the owner, whom sign-up already lists. */
    professionals: Type.Boolean(),
    services: Type.Boolean(),
    clients: Type.Boolean(),
    appointments: Type.Boolean(),
  }),
});
export type OnboardingWire = Static<typeof OnboardingResponse>;

/** `{dismissed: true}` closes the checklist; false offers it again. */
export const OnboardingBody = Type.Object({ dismissed: Type.Boolean() });
