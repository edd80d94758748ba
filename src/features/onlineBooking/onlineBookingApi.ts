import type { OnlineBookingSettingsFields, OnlineBookingSettingsWire } from '../../../server/contract/onlineBooking';
import { baseApi } from '../../api/baseApi';

export type OnlineBookingSettings = OnlineBookingSettingsWire;
export type OnlineBookingChanges = OnlineBookingSettingsFields;

/**
 * The owner's 'Agendamento online' settings (/meu-salao/agendamento-online): one GET, one PUT that answers the
 * whole settings. A save also marks the services and professionals stale, since it sets their online flags and
 * buffers.
 */
/** A photo's upload: the one file as multipart `photo` (the server re-encodes it). */
const photoForm = (file: File) => {
  const form = new FormData();
  form.append('photo', file, file.name);
  return form;
};
type PhotoTarget = { salonId: number; employeeId?: number };
const photoUrl = ({ salonId, employeeId }: PhotoTarget) =>
  employeeId === undefined ? `/salons/${salonId}/online_booking/photo` : `/salons/${salonId}/online_booking/employees/${employeeId}/photo`;

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
    /**
     * The salon's photo or a professional's (employeeId), sent at once when picked, apart from the form's save: the
     * answer is the whole settings, written into the cache, so the form keeps whatever is being typed.
     */
    uploadPhoto: build.mutation<OnlineBookingSettings, PhotoTarget & { file: File }>({
      query: (target) => ({ url: photoUrl(target), method: 'PUT', body: photoForm(target.file) }),
      onQueryStarted: (target, api) => keepAnswer(target.salonId, api),
    }),
    removePhoto: build.mutation<OnlineBookingSettings, PhotoTarget>({
      query: (target) => ({ url: photoUrl(target), method: 'DELETE' }),
      onQueryStarted: (target, api) => keepAnswer(target.salonId, api),
    }),
  }),
});

async function keepAnswer(
  salonId: number,
  { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: OnlineBookingSettings }> },
): Promise<void> {
  const saved = await queryFulfilled.catch(() => null); // a failure is the picker's to show
  if (saved) dispatch(onlineBookingApi.util.updateQueryData('getOnlineBooking', salonId, () => saved.data));
}

export const { useGetOnlineBookingQuery, useUpdateOnlineBookingMutation, useUploadPhotoMutation, useRemovePhotoMutation } = onlineBookingApi;
