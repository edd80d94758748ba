import type { PasswordChangeBody } from '../../../server/contract/auth';
import { baseApi } from '../../api/baseApi';

export type PasswordChange = PasswordChangeBody;

/** The signed-in user's own account (/profile). */
export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The other devices are signed out; this one stays. Answers the message to show. */
    changePassword: build.mutation<{ success: boolean; message: string }, PasswordChange>({
      query: (body) => ({ url: '/auth/change_password', method: 'PUT', body }),
    }),
  }),
});

export const { useChangePasswordMutation } = accountApi;
