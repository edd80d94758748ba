/**
 * The three subscription plans (spec section 9, DESIGN.md section 5). Pure data, shared by the pricing page and
 * the salon's 'Meu plano' page. Prices are whole reais per month; multiply by 100 for formatMoney's cents.
 */
import { PLAN_CONSTANTS, PLAN_IDS, type PlanConstants, type PlanId } from '../../server/contract/constants';

export type Billing = 'monthly' | 'annual';

/** A plan's numbers (from the shared constants) with the copy the pricing cards show. */
export interface Plan extends PlanConstants {
  subtitleKey: string;
  featureKeys: readonly string[];
}

/** The most a salon saves a month by paying annually, as the marketing copy rounds it. */
export const ANNUAL_SAVING_PERCENT = 20;
/** The plan the pricing page highlights as the most popular. */
export const POPULAR_PLAN_ID: PlanId = 2;

const COPY: Record<PlanId, Pick<Plan, 'subtitleKey' | 'featureKeys'>> = {
  1: {
    subtitleKey: 'plans.subtitles.solo',
    featureKeys: ['plans.features.oneEmployee', 'plans.features.agenda', 'plans.features.unlimitedClients', 'plans.features.reports'],
  },
  2: {
    subtitleKey: 'plans.subtitles.team',
    featureKeys: [
      'plans.features.fiveEmployees',
      'plans.features.agenda',
      'plans.features.unlimitedClients',
      'plans.features.salesReports',
      'plans.features.commissionReports',
    ],
  },
  3: {
    subtitleKey: 'plans.subtitles.big',
    featureKeys: ['plans.features.unlimitedEmployees', 'plans.features.agenda', 'plans.features.unlimitedClients', 'plans.features.allReports'],
  },
};

export const PLANS: readonly Plan[] = PLAN_IDS.map((id) => ({ ...PLAN_CONSTANTS[id], ...COPY[id] }));

export function findPlan(id: number): Plan | undefined {
  return PLANS.find((plan) => plan.id === id);
}

/** Reais per month for the chosen billing. */
export function monthlyPriceFor(plan: Plan, billing: Billing): number {
  return billing === 'annual' ? plan.annualPrice : plan.monthlyPrice;
}

/** Reais saved in a year by paying annually instead of monthly. */
export function annualSaving(plan: Plan): number {
  return (plan.monthlyPrice - plan.annualPrice) * 12;
}
