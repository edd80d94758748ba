import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appointments, clients, employees, salons, services } from '../db/schema/index';

/**
 * The salon's first steps in one statement: each an EXISTS over a (salon_id, ...) index, stopping at the first
 * row. The salon id is a parameter in each subquery, not a correlation: drizzle writes a column inside sql``
 * unqualified, which there would name the subquery's own table.
 */
export async function findOnboarding(db: Db, salonId: number) {
  const [row] = await db
    .select({
      dismissedAt: salons.onboardingDismissedAt,
      // Sign-up lists the owner as a professional: the step is a second one.
      professionals: sql<boolean>`exists (select 1 from ${employees} where ${employees.salonId} = ${salonId} offset 1)`,
      services: sql<boolean>`exists (select 1 from ${services} where ${services.salonId} = ${salonId})`,
      clients: sql<boolean>`exists (select 1 from ${clients} where ${clients.salonId} = ${salonId})`,
      appointments: sql<boolean>`exists (select 1 from ${appointments} where ${and(eq(appointments.salonId, salonId), eq(appointments.kind, 'appointment'))})`,
    })
    .from(salons)
    .where(eq(salons.id, salonId));
  return row;
}

export async function setOnboardingDismissed(db: Db, salonId: number, dismissed: boolean) {
  await db
    .update(salons)
    .set({ onboardingDismissedAt: dismissed ? sql`coalesce(${salons.onboardingDismissedAt}, now())` : null })
    .where(eq(salons.id, salonId));
}
