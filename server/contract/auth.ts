import { Type, type Static } from 'typebox';
import { ShortText } from './common';
import { PLAN_IDS } from './constants';
import { LiteralUnion } from './fields';
import { ROLES } from './roles';

export const PlanId = LiteralUnion(PLAN_IDS);

export const SignUpBody = Type.Object({
  name: ShortText(),
  email: ShortText(),
  password: ShortText({ maxLength: 1024 }),
  password_confirmation: ShortText({ maxLength: 1024 }),
  salon_name: ShortText(),
  /** The owner's WhatsApp (optional; issue 25, item 23): kept as the owner's phone on the team. */
  phone: Type.Optional(ShortText({ maxLength: 30 })),
  is_new_salon: Type.Optional(Type.Boolean()),
  plan: Type.Optional(PlanId),
  billing: Type.Optional(Type.Union([Type.Literal('monthly'), Type.Literal('annual')])),
});
export type SignUpBody = Static<typeof SignUpBody>;

export const SignUpQuery = Type.Object({ plan: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })) });

export const SignInBody = Type.Object({ email: ShortText(), password: ShortText({ maxLength: 1024 }) });
export type SignInBody = Static<typeof SignInBody>;

export const UserResponse = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  employee_id: Type.Union([Type.Integer(), Type.Null()]),
  /** What this user may do (contract/roles.ts); the SPA hides what the role lacks, the server refuses it. */
  role: LiteralUnion(ROLES),
  salon: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    /** Whether a professional sees every column of the agenda or only their own. */
    professionals_see_all: Type.Boolean(),
  }),
});
export type UserWire = Static<typeof UserResponse>;

export const ValidateTokenResponse = Type.Object({ success: Type.Boolean(), data: UserResponse });

export const PasswordRequestBody = Type.Object({ email: ShortText(), redirect_url: Type.Optional(ShortText({ maxLength: 2048 })) });
export type PasswordRequestBody = Static<typeof PasswordRequestBody>;

export const PasswordResetBody = Type.Object({
  password: ShortText({ maxLength: 1024 }),
  password_confirmation: ShortText({ maxLength: 1024 }),
  reset_password_token: ShortText({ maxLength: 512 }),
});
export type PasswordResetBody = Static<typeof PasswordResetBody>;

/** A signed-in user's new password: the current one proves it is them, not someone at an unlocked phone. */
export const PasswordChangeBody = Type.Object({
  current_password: ShortText({ maxLength: 1024 }),
  password: ShortText({ maxLength: 1024 }),
  password_confirmation: ShortText({ maxLength: 1024 }),
});
export type PasswordChangeBody = Static<typeof PasswordChangeBody>;

export const MessageResponse = Type.Object({ success: Type.Boolean(), message: Type.String() });

/** A password set from a link: the account's e-mail comes back, so the sign-in form is filled in with it. */
export const PasswordResetResponse = Type.Object({ success: Type.Boolean(), message: Type.String(), email: Type.String() });
export type PasswordResetResponse = Static<typeof PasswordResetResponse>;

/** GET /auth/invitation?token=: public, for the invitation's page; only the inviting salon's name, nothing else. */
export const InvitationQuery = Type.Object({ token: ShortText({ maxLength: 512 }) });
export const InvitationResponse = Type.Object({ salon_name: Type.String() });
export type InvitationResponse = Static<typeof InvitationResponse>;
