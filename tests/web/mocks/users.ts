import type { UserWire } from '../../../server/contract/auth';

/** An account the server holds: the user as the wire shows it, its password, and a new e-mail waiting for its link. */
export interface UserRow extends UserWire {
  password: string;
  unconfirmed_email: string | null;
}

/** A signed-in device's devise-token-auth headers, and whose they are. */
export interface TokenRow {
  accessToken: string;
  client: string;
  uid: string;
  user_id: number;
}

/** A link sent by e-mail to set a password: a forgotten one, or a professional's invitation (its page names the salon). */
export interface ResetTokenRow {
  token: string;
  user_id: number;
  invitation: boolean;
}

/**
 * The salon's owner, whom render.tsx's SESSION signs in (it is made from this), with the password the sign-in
 * tests type; `fields` override.
 */
export const userAccount = (fields: Partial<UserRow> = {}): UserRow => ({
  id: 7,
  name: 'Dona Ana',
  email: 'ana@salao.com.br',
  employee_id: 3,
  role: 'owner',
  salon: { id: 42, name: 'Salão da Ana', professionals_see_all: false },
  password: 'segredo123',
  unconfirmed_email: null,
  ...fields,
});

/** The credentials render.tsx stores for a signed-in test: the server issued them to the owner. */
export const OWNER_TOKEN: TokenRow = { accessToken: 'tok', client: 'cli', uid: 'ana@salao.com.br', user_id: 7 };
