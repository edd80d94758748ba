import { useEffect } from 'react';
import { baseApi } from '../api/baseApi';
import { openEventStream } from '../api/eventStream';
import { useAppDispatch } from './hooks';

type Tag = Parameters<typeof baseApi.util.invalidateTags>[0][number];

const APPOINTMENTS: Tag = { type: 'Appointment', id: 'LIST' };
const BLOCKS: Tag = { type: 'BlockedTime', id: 'LIST' };
/** A sale or its estorno changes the stock (products), the reports, the sales lists and histories, and the cash drawer. */
const SALE: Tag[] = ['Sale', 'Report', 'ProductCategory', 'CashDrawer'];
/** The cash drawer opened, moved or closed at another device (issue 30 item 6). */
const DRAWER: Tag[] = ['CashDrawer'];
/** A comanda opened, added to, closed or canceled at another device (issue 30 item 5). */
const COMANDA: Tag[] = ['Comanda'];
/** A counter Pix charge paid (issue 30 item 1): the checkout waiting on it goes on. */
const PIX_CHARGE: Tag[] = ['PixCharge'];
/** The staff's bell: a booking, move or cancel on the booking page is an appointment change. */
const NOTICES: Tag = 'Notice';
/** What each entity of the stream changes on screen. */
const AFFECTED: Record<string, Tag[]> = { appointment: [APPOINTMENTS, NOTICES], blocked_time: [BLOCKS], sale: SALE, cash_drawer: DRAWER, comanda: COMANDA, pix_charge: PIX_CHARGE };
const EVERYTHING: Tag[] = [APPOINTMENTS, BLOCKS, ...SALE, NOTICES, ...COMANDA, ...PIX_CHARGE];

/**
 * Keeps every signed-in screen the same on every device: the salon's change stream (server-sent events) says
 * what changed, and whatever is on screen and depends on it is fetched again. The receptionist's booking shows
 * on the barber's phone, and a sale at the front desk updates the agenda, the stock and the owner's open report,
 * without a reload and without polling. After a drop the stream reconnects and everything is fetched again,
 * since changes may have been missed meanwhile. Held by the app shell, so it is one connection per tab.
 */
export function useSalonLive(salonId: number | null) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!salonId) return undefined;
    const refresh = (tags: Tag[]) => dispatch(baseApi.util.invalidateTags(tags));
    return openEventStream(`/salons/${salonId}/appointments/stream`, {
      onEvent: ({ event, data }) => {
        if (event === 'resync') refresh(EVERYTHING);
        if (event !== 'change') return;
        const change = JSON.parse(data) as { entity?: string };
        refresh(AFFECTED[change.entity ?? ''] ?? EVERYTHING);
      },
      onReady: (reconnected) => {
        if (reconnected) refresh(EVERYTHING);
      },
    });
  }, [dispatch, salonId]);
}
