import type { SubscribeBody, SubscriptionWire } from '../../../server/contract/subscription';
import { baseApi } from '../../api/baseApi';
import { salonApi } from '../salon/salonApi';

export type Subscription = SubscriptionWire;
export type Payment = SubscriptionWire['payments'][number];

/**
 * The salon's plan (/meu-salao/plano). Each change answers the whole new state, which replaces the cached one;
 * the salon's settings (the trial banner's source) are asked again, since the dates changed.
 */
export const planApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSubscription: build.query<Subscription, number>({ query: (salonId) => ({ url: `/salons/${salonId}/subscription` }) }),
    subscribe: build.mutation<Subscription, { salonId: number; body: SubscribeBody }>({
      query: ({ salonId, body }) => ({ url: `/salons/${salonId}/subscribe`, method: 'POST', body }),
      async onQueryStarted({ salonId }, { dispatch, queryFulfilled }): Promise<void> {
        const saved = await queryFulfilled.catch(() => null); // a failure is the form's to show
        if (!saved) return;
        dispatch(planApi.util.upsertQueryData('getSubscription', salonId, saved.data));
        void dispatch(salonApi.endpoints.getSalonSettings.initiate(salonId, { forceRefetch: true, subscribe: false }));
      },
    }),
    changeSubscription: build.mutation<Subscription, { salonId: number; cancelAtPeriodEnd: boolean }>({
      query: ({ salonId, cancelAtPeriodEnd }) => ({ url: `/salons/${salonId}/subscription`, method: 'PUT', body: { cancel_at_period_end: cancelAtPeriodEnd } }),
      async onQueryStarted({ salonId }, { dispatch, queryFulfilled }): Promise<void> {
        const saved = await queryFulfilled.catch(() => null);
        if (!saved) return;
        dispatch(planApi.util.upsertQueryData('getSubscription', salonId, saved.data));
        void dispatch(salonApi.endpoints.getSalonSettings.initiate(salonId, { forceRefetch: true, subscribe: false }));
      },
    }),
  }),
});

export const { useGetSubscriptionQuery, useSubscribeMutation, useChangeSubscriptionMutation } = planApi;
