/** The 27 federative units (26 states and the Distrito Federal), as the address form offers them. */
export const BRAZIL_STATES = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA',
  'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const;
export type BrazilState = (typeof BRAZIL_STATES)[number];

export const GENDERS = ['female', 'male', 'none'] as const;
export type Gender = (typeof GENDERS)[number];
