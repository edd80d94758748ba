/**
 * The three subscription plans (spec section 9, DESIGN.md section 5). Pure data, shared by the pricing page and
 * the salon's 'Meu plano' page. Prices are whole reais per month; multiply by 100 for formatMoney's cents.
 */
export type PlanId = 1 | 2 | 3;
export type Billing = 'monthly' | 'annual';

export interface Plan {
  id: PlanId;
  name: string;
  /** null means unlimited professionals. */
  maxEmployees: number | null;
  /** Reais per month when billed monthly. */
  monthlyPrice: number;
  /** Reais per month when billed once a year. */
  annualPrice: number;
  subtitleKey: string;
  featureKeys: readonly string[];
}

export const TRIAL_DAYS = 30;
/** The most a salon saves a month by paying annually, as the marketing copy rounds it. */
export const ANNUAL_SAVING_PERCENT = 20;
/** The plan the pricing page highlights as the most popular. */
export const POPULAR_PLAN_ID: PlanId = 2;

export const PLANS: readonly Plan[] = [
  {
    id: 1,
    name: 'Solo',
    maxEmployees: 1,
    monthlyPrice: 39,
    annualPrice: 31,
    subtitleKey: 'plans.subtitles.solo',
    featureKeys: ['plans.features.oneEmployee', 'plans.features.agenda', 'plans.features.unlimitedClients', 'plans.features.reports'],
  },
  {
    id: 2,
    name: 'Team',
    maxEmployees: 5,
    monthlyPrice: 79,
    annualPrice: 63,
    subtitleKey: 'plans.subtitles.team',
    featureKeys: [
      'plans.features.fiveEmployees',
      'plans.features.agenda',
      'plans.features.unlimitedClients',
      'plans.features.salesReports',
      'plans.features.commissionReports',
    ],
  },
  {
    id: 3,
    name: 'Big',
    maxEmployees: null,
    monthlyPrice: 159,
    annualPrice: 143,
    subtitleKey: 'plans.subtitles.big',
    featureKeys: ['plans.features.unlimitedEmployees', 'plans.features.agenda', 'plans.features.unlimitedClients', 'plans.features.allReports'],
  },
];

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
