import type { OnlineBookingSettingsFields, OnlineBookingSettingsWire } from '../../../server/contract/onlineBooking';
import { baseApi } from '../../api/baseApi';

export type OnlineBookingSettings = OnlineBookingSettingsWire;
export type OnlineBookingChanges = OnlineBookingSettingsFields;

/**
 * The owner's 'Agendamento online' settings (/meu-salao/agendamento-online): one GET, one PUT that answers the
 * whole settings. A save also marks the services and professionals stale, since it sets their online flags and
 * buffers.
 */
export const onlineBookingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOnlineBooking: build.query<OnlineBookingSettings, number>({
      query: (salonId) => ({ url: `/salons/${salonId}/online_booking` }),
      providesTags: ['OnlineBooking'],
    }),
    updateOnlineBooking: build.mutation<OnlineBookingSettings, { salonId: number; changes: OnlineBookingChanges }>({
      query: ({ salonId, changes }) => ({ url: `/salons/${salonId}/online_booking`, method: 'PUT', body: { online_booking: changes } }),
      invalidatesTags: (_result, error) => (error ? [] : ['OnlineBooking', 'ServiceCategory', 'Employee']),
    }),
  }),
});

export const { useGetOnlineBookingQuery, useUpdateOnlineBookingMutation } = onlineBookingApi;
