import type { NoticeListWire, NoticeWire } from '../../../server/contract/staffNotices';
import { baseApi } from '../../api/baseApi';

export type Notice = NoticeWire;
export type NoticeList = NoticeListWire;

/**
 * The bell of owners and front desk (GET /salons/:id/notices). Its tag, 'Notice', goes stale with every appointment
 * change on the salon's live stream (app/useSalonLive.ts): a booking made on the page is one, so the badge moves
 * without a reload, and only the users whose bell is on screen ask again.
 */
export const noticesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNotices: build.query<NoticeList, number>({
      query: (salonId) => ({ url: `/salons/${salonId}/notices` }),
      providesTags: ['Notice'],
    }),
    /** Everything up to `upTo` (the newest shown) is read: the badge goes at once, and comes back if the call fails. */
    markNoticesSeen: build.mutation<null, { salonId: number; upTo: number }>({
      query: ({ salonId, upTo }) => ({ url: `/salons/${salonId}/notices/seen`, method: 'PUT', body: { up_to: upTo } }),
      async onQueryStarted({ salonId, upTo }, { dispatch, queryFulfilled }): Promise<void> {
        const patch = dispatch(
          noticesApi.util.updateQueryData('getNotices', salonId, (list) => {
            // Only what was shown: a notice newer than upTo, come in meanwhile, stays new.
            list.unread = list.notices.filter((notice) => notice.id > upTo).length;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
  }),
});

export const { useGetNoticesQuery, useMarkNoticesSeenMutation } = noticesApi;
