import { Type, type Static } from 'typebox';
import { Name } from './fields';
import { ShortText } from './common';

/** /profile: the user's own name. */
export const ProfileBody = Type.Object({ name: Name(120) });

/** A new sign-in e-mail, confirmed by a link sent to it; the current password proves it is the owner asking. */
export const EmailChangeBody = Type.Object({ email: ShortText(), current_password: ShortText({ maxLength: 1024 }) });
export const EmailConfirmBody = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });

/** A signed-in device of the user: browser and system from its User-Agent, its address, times in epoch seconds. */
export const DeviceResponse = Type.Object({
  id: Type.Integer(),
  browser: Type.Union([Type.String(), Type.Null()]),
  system: Type.Union([Type.String(), Type.Null()]),
  ip: Type.Union([Type.String(), Type.Null()]),
  signed_in_at: Type.Integer(),
  last_used_at: Type.Integer(),
  /** The device asking. */
  current: Type.Boolean(),
});
export type DeviceWire = Static<typeof DeviceResponse>;
export const DeviceListResponse = Type.Array(DeviceResponse);

export const AccountResponse = Type.Object({
  name: Type.String(),
  email: Type.String(),
  /** A new e-mail waiting for its confirmation link; null when none. */
  unconfirmed_email: Type.Union([Type.String(), Type.Null()]),
});
export type AccountWire = Static<typeof AccountResponse>;
