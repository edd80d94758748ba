import { skipToken } from '@reduxjs/toolkit/query';
import { Fragment, useLayoutEffect, useState, type ReactNode } from 'react';
import { useStore } from 'react-redux';
import { LoadingOverlay } from '../components/LoadingOverlay';
import { salonToday } from '../features/agenda/agendaDates';
import { dayChosen } from '../features/agenda/agendaSlice';
import { useGetSalonSettingsQuery } from '../features/salon/salonApi';
import { knownZone, salonZone, setSalonZone } from '../lib/salonTime';
import type { RootState } from './store';

/**
 * Puts the signed-in pages on the salon's clock (DESIGN.md section 5, Time; lib/salonTime). The zone of the last
 * visit (kept on the device) draws at once; the salon's settings then confirm it, or change it, and the pages are
 * drawn again on the new clock. With no zone known yet the pages wait for the settings (or their failure, then the
 * device's clock).
 */
export function SalonClock({ salonId, children }: { salonId: number | null; children: ReactNode }) {
  const settings = useGetSalonSettingsQuery(salonId ?? skipToken);
  const wanted = knownZone(settings.data?.time_zone) ? settings.data.time_zone : undefined;
  const [zone, setZone] = useState(salonZone);
  const store = useStore<RootState>();

  // Before the paint: the pages never show a frame on the old clock.
  useLayoutEffect(() => {
    if (!wanted || wanted === salonZone()) return;
    const before = salonToday();
    setSalonZone(wanted);
    // The agenda opened on the device's (or last salon's) today: it opens on the salon's instead.
    if (store.getState().agenda.day === before) store.dispatch(dayChosen(salonToday()));
    setZone(wanted);
  }, [wanted, store]);

  const settled = salonId === null || settings.isError || (wanted === undefined && !settings.isLoading);
  const ready = wanted ? wanted === zone : zone !== undefined || settled;
  if (!ready) return <LoadingOverlay active />;
  return <Fragment key={zone ?? 'device'}>{children}</Fragment>;
}
