import { skipToken } from '@reduxjs/toolkit/query';
import { PLAN_CONSTANTS, type PlanConstants, type PlanId } from '../../../server/contract/constants';
import { useGetSalonSettingsQuery } from '../salon/salonApi';

export interface PlanLimit {
  plan: PlanConstants;
  /** The most professionals the plan allows; null: no limit. */
  max: number | null;
  /** No more may be added (the server would refuse with the same words). */
  reached: boolean;
}

/** The salon's plan and how its professionals stand against the plan's limit (DESIGN.md section 5). */
export function usePlanLimit(salonId: number | null, count: number): PlanLimit | null {
  const { data } = useGetSalonSettingsQuery(salonId ?? skipToken);
  const plan = data ? PLAN_CONSTANTS[data.plan_id as PlanId] : undefined;
  if (!plan) return null;
  return { plan, max: plan.maxEmployees, reached: plan.maxEmployees !== null && count >= plan.maxEmployees };
}
