import type { AccountWire, DeviceWire } from '../../../server/contract/account';
import type { PasswordChangeBody } from '../../../server/contract/auth';
import { baseApi } from '../../api/baseApi';

export type PasswordChange = PasswordChangeBody;
export type Account = AccountWire;
export type Device = DeviceWire;
type Message = { success: boolean; message: string };

/** The signed-in user's own account (/profile): name, e-mail change, password, devices. */
export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAccount: build.query<Account, void>({ query: () => ({ url: '/auth/profile' }) }),
    renameAccount: build.mutation<Account, { name: string }>({
      query: (body) => ({ url: '/auth/profile', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }): Promise<void> {
        const saved = await queryFulfilled.catch(() => null); // a failure is the form's to show
        if (saved) dispatch(accountApi.util.upsertQueryData('getAccount', undefined, saved.data));
      },
    }),
    /** Sends the confirmation link to the new address; answers the message to show. */
    requestEmailChange: build.mutation<Message, { email: string; current_password: string }>({
      query: (body) => ({ url: '/auth/email_change', method: 'POST', body }),
    }),
    /** The other devices are signed out; this one stays. Answers the message to show. */
    changePassword: build.mutation<Message, PasswordChange>({
      query: (body) => ({ url: '/auth/change_password', method: 'PUT', body }),
    }),
    getDevices: build.query<Device[], void>({ query: () => ({ url: '/auth/devices' }) }),
    revokeDevice: build.mutation<Message, number>({
      query: (id) => ({ url: `/auth/devices/${id}`, method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }): Promise<void> {
        if (await queryFulfilled.catch(() => null)) {
          dispatch(accountApi.util.updateQueryData('getDevices', undefined, (devices) => devices.filter((device) => device.id !== id)));
        }
      },
    }),
  }),
});

export const { useGetAccountQuery, useRenameAccountMutation, useRequestEmailChangeMutation, useChangePasswordMutation, useGetDevicesQuery, useRevokeDeviceMutation } =
  accountApi;
