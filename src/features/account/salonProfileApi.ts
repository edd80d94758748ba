import type { SalonSettingsFields, SalonSettingsWire } from '../../../server/contract/salonSettings';
import { baseApi } from '../../api/baseApi';
import { salesApi, useGetSalonSettingsQuery } from '../sales/salesApi';

export type SalonProfile = SalonSettingsWire;
export type SalonProfileFields = SalonSettingsFields;

/**
 * PATCH /salons/{id}/settings with the profile's fields. The profile is read through the sale screen's
 * getSalonSettings (one cache entry for every screen that reads the salon's settings), updated with the answer.
 */
export const salonProfileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    saveSalonProfile: build.mutation<SalonProfile, { salonId: number; fields: SalonProfileFields }>({
      query: ({ salonId, fields }) => ({ url: `/salons/${salonId}/settings`, method: 'PATCH', body: { salon: fields } }),
      async onQueryStarted({ salonId }, { dispatch, queryFulfilled }): Promise<void> {
        const saved = await queryFulfilled.catch(() => null); // a failure is the form's to show
        if (saved) dispatch(salesApi.util.upsertQueryData('getSalonSettings', salonId, saved.data));
      },
      // Days may now count in another time zone: the agenda and the reports ask again. Professionals without
      // their own hours answer the salon's, which shade the agenda.
      invalidatesTags: (_result, error) => (error ? [] : ['Appointment', 'BlockedTime', 'Report', 'Sale', 'Employee']),
    }),
  }),
});

export const { useSaveSalonProfileMutation } = salonProfileApi;
export { useGetSalonSettingsQuery };
