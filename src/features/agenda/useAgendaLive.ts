import { useEffect } from 'react';
import { openEventStream } from '../../api/eventStream';
import { useAppDispatch } from '../../app/hooks';
import { agendaApi } from './agendaApi';

const APPOINTMENTS = { type: 'Appointment', id: 'LIST' } as const;
const BLOCKS = { type: 'BlockedTime', id: 'LIST' } as const;

/**
 * Keeps the open agenda the same on every device: the salon's change stream (server-sent events) says what
 * changed, and the days on screen are fetched again — the receptionist's booking shows on the barber's phone
 * without a reload. After a drop the stream reconnects and everything on screen is fetched again, since
 * changes may have been missed meanwhile. No polling.
 */
export function useAgendaLive(salonId: number | null) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!salonId) return undefined;
    const refresh = (tags: Array<typeof APPOINTMENTS | typeof BLOCKS>) => dispatch(agendaApi.util.invalidateTags(tags));
    return openEventStream(`/salons/${salonId}/appointments/stream`, {
      onEvent: ({ event, data }) => {
        if (event === 'resync') refresh([APPOINTMENTS, BLOCKS]);
        if (event !== 'change') return;
        const change = JSON.parse(data) as { entity?: string };
        refresh([change.entity === 'blocked_time' ? BLOCKS : APPOINTMENTS]);
      },
      onReady: (reconnected) => {
        if (reconnected) refresh([APPOINTMENTS, BLOCKS]);
      },
    });
  }, [dispatch, salonId]);
}
