/** Business constants shared by sign-up, staff limits and billing (spec section 9, DESIGN.md section 5). */
export const TRIAL_DAYS = 30;

export const PLANS = {
  1: { name: 'Solo', maxEmployees: 1, monthly: 39, annual: 31 },
  2: { name: 'Team', maxEmployees: 5, monthly: 79, annual: 63 },
  3: { name: 'Big', maxEmployees: Infinity, monthly: 159, annual: 143 },
} as const;

export const AGENDA_COLORS = [
  '#ef1554', '#c8e30b', '#2350c2', '#27c148', '#97c3a4',
  '#056bbe', '#61f6bc', '#4d5795', '#769ee9', '#7a07a1',
] as const;
