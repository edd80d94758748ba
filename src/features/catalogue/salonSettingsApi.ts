import { baseApi } from '../../api/baseApi';
import { salesApi, useGetSalonSettingsQuery, type SalonSettings } from '../sales/salesApi';

export type { SalonSettings };
/** What the owner changes from the catalogue: only the negative-stock switch for now. */
export type SalonSettingsChanges = Partial<Pick<SalonSettings, 'allow_negative_stock'>>;

/**
 * PATCH /salons/{id}/settings. The settings themselves are read through the sale screen's getSalonSettings (one
 * cache entry for both screens): the change shows there at once and comes back out if the server refuses it.
 */
export const salonSettingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateSalonSettings: build.mutation<SalonSettings, { salonId: number; changes: SalonSettingsChanges }>({
      query: ({ salonId, changes }) => ({ url: `/salons/${salonId}/settings`, method: 'PATCH', body: changes }),
      async onQueryStarted({ salonId, changes }, { dispatch, queryFulfilled }): Promise<void> {
        const patch = dispatch(salesApi.util.updateQueryData('getSalonSettings', salonId, (draft) => Object.assign(draft, changes)));
        try {
          const { data } = await queryFulfilled;
          // The answer is the settings as saved; an empty answer leaves the change already shown.
          if (typeof data?.allow_negative_stock === 'boolean') dispatch(salesApi.util.upsertQueryData('getSalonSettings', salonId, data));
        } catch {
          patch.undo(); // the switch goes back; the caller shows why
        }
      },
    }),
  }),
});

export const { useUpdateSalonSettingsMutation } = salonSettingsApi;
export { useGetSalonSettingsQuery };
