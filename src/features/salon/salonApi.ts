import type { SalonSettingsFields, SalonSettingsWire } from '../../../server/contract/salonSettings';
import { baseApi } from '../../api/baseApi';

/** GET /salons/{id}/settings: the salon's profile and switches (time zone, plan, prices, stock, agenda, reminders). */
export type SalonSettings = SalonSettingsWire;
export type SalonSettingsChanges = SalonSettingsFields;

/** Days may count in another zone, and professionals without hours of their own answer the salon's. */
const changesDays = (changes: SalonSettingsChanges) => 'time_zone' in changes || 'working_hours' in changes;

/**
 * The salon's settings, read once for every screen that needs them (the agenda's scope and clock, the sale, the
 * plan, staff, catalogue, the profile), and changed by PATCH. A change updates that one cache entry: at once when
 * the caller asks (`optimistic`: a switch, which comes back if the server refuses), from the answer otherwise.
 */
export const salonApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSalonSettings: build.query<SalonSettings, number>({
      query: (salonId) => ({ url: `/salons/${salonId}/settings` }),
    }),
    updateSalonSettings: build.mutation<SalonSettings, { salonId: number; changes: SalonSettingsChanges; optimistic?: boolean }>({
      query: ({ salonId, changes }) => ({ url: `/salons/${salonId}/settings`, method: 'PATCH', body: { salon: changes } }),
      async onQueryStarted({ salonId, changes, optimistic }, { dispatch, queryFulfilled }): Promise<void> {
        const shown = optimistic ? dispatch(salonApi.util.updateQueryData('getSalonSettings', salonId, (draft) => Object.assign(draft, changes))) : null;
        try {
          const { data } = await queryFulfilled;
          // The answer is the settings as saved; an empty one leaves what is shown.
          if (typeof data?.time_zone === 'string') dispatch(salonApi.util.upsertQueryData('getSalonSettings', salonId, data));
        } catch {
          shown?.undo(); // the caller shows why
        }
      },
      // The agenda, the reports and the sales ask again when the salon's days may have moved.
      invalidatesTags: (_result, error, { changes }) => (error || !changesDays(changes) ? [] : ['Appointment', 'BlockedTime', 'Report', 'Sale', 'Employee']),
    }),
  }),
});

export const { useGetSalonSettingsQuery, useUpdateSalonSettingsMutation } = salonApi;
