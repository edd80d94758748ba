import type { InvitationResponse, PasswordResetResponse, UserWire } from '../../../server/contract/auth';
import { api, type StoredCredentials } from '../../api/client';
import { postCreate } from '../../api/idempotency';

export type User = UserWire;

export interface SignUpValues {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  salon_name: string;
  plan?: number;
  billing?: 'monthly' | 'annual';
}

function credentialsFrom(headers: Record<string, unknown>): StoredCredentials {
  return {
    accessToken: String(headers['access-token'] ?? ''),
    client: String(headers.client ?? ''),
    uid: String(headers.uid ?? ''),
    expiry: Number(headers.expiry ?? 0),
  };
}

export const authApi = {
  async signUp(values: SignUpValues): Promise<User> {
    const { data } = await postCreate<User>('/auth', { ...values, is_new_salon: true });
    return data;
  },
  async signIn(email: string, password: string): Promise<{ user: User; credentials: StoredCredentials }> {
    const response = await api.post<User>('/auth/sign_in', { email, password });
    return { user: response.data, credentials: credentialsFrom(response.headers) };
  },
  async validateToken(): Promise<User> {
    const { data } = await api.get<{ data: User }>('/auth/validate_token');
    return data.data;
  },
  async signOut(): Promise<void> {
    await api.delete('/auth/sign_out');
  },
  async requestPasswordReset(email: string): Promise<string> {
    const { data } = await api.post<{ message: string }>('/auth/password', { email, redirect_url: '/reset-password' });
    return data.message;
  },
  /** Answers the account's e-mail, for the sign-in form that follows. */
  async resetPassword(password: string, passwordConfirmation: string, token: string): Promise<string> {
    const { data } = await api.put<PasswordResetResponse>('/auth/password', { password, password_confirmation: passwordConfirmation, reset_password_token: token });
    return data.email;
  },
  /** The name of the salon that sent an open invitation (its page greets with it). */
  async invitationSalon(token: string): Promise<string> {
    const { data } = await api.get<InvitationResponse>('/auth/invitation', { params: { token } });
    return data.salon_name;
  },
  /** The link of an e-mail change: answers the message to show (every device signs in again, with the new e-mail). */
  async confirmEmailChange(token: string): Promise<string> {
    const { data } = await api.post<{ message: string }>('/auth/email_change/confirm', { token });
    return data.message;
  },
};
