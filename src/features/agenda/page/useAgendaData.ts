import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { agendaApi, type AgendaRange, type Appointment, type BlockedTime } from '../agendaApi';
import { useLoadFailureToast } from './AgendaNotices';

const NO_APPOINTMENTS: Appointment[] = [];
const NO_BLOCKS: BlockedTime[] = [];
/** A neighbouring day fetched this recently is not asked again by the prefetch. */
const PREFETCH_FRESH_SECONDS = 60;

/**
 * The appointments and blocked times of the range on screen, and, once they are in, the previous and next
 * ranges (so the arrows answer at once). A failure is toasted once, with a retry.
 */
export function useAgendaData(range: AgendaRange | null, next: readonly AgendaRange[]) {
  const appointments = agendaApi.endpoints.getAppointments.useQuery(range ?? skipToken);
  const blocks = agendaApi.endpoints.getBlockedTimes.useQuery(range ?? skipToken);
  const prefetchAppointments = agendaApi.usePrefetch('getAppointments', { ifOlderThan: PREFETCH_FRESH_SECONDS });
  const prefetchBlocks = agendaApi.usePrefetch('getBlockedTimes', { ifOlderThan: PREFETCH_FRESH_SECONDS });
  const loaded = appointments.isSuccess && blocks.isSuccess;

  useEffect(() => {
    if (!loaded) return;
    // After the day is on screen: this effect runs inside the render that draws it, and four requests set up
    // there made the first paint wait.
    let timer: number | undefined;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        for (const other of next) {
          prefetchAppointments(other);
          prefetchBlocks(other);
        }
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [loaded, next, prefetchAppointments, prefetchBlocks]);

  const { refetch: refetchAppointments } = appointments;
  const { refetch: refetchBlocks } = blocks;
  const failed = appointments.isError || blocks.isError;
  const retry = () => {
    if (appointments.isError) void refetchAppointments();
    if (blocks.isError) void refetchBlocks();
  };
  useLoadFailureToast(appointments.error ?? blocks.error, retry);

  // The day is drawn once both lists are in (or one failed): drawn with the first to arrive, the grid drew its
  // appointments twice within a moment, behind the loading veil.
  const shown = (appointments.currentData !== undefined || appointments.isError) && (blocks.currentData !== undefined || blocks.isError);
  // Set once, when the screen's first range is in (or failed); a later range loading does not take it back. Set
  // while rendering: React draws again at once, before committing, so no frame shows it unset.
  const [started, setStarted] = useState(false);
  if (shown && !started) setStarted(true);
  return {
    // currentData, not data: while another day loads, the last day's appointments must not show under its date.
    appointments: (shown && appointments.currentData) || NO_APPOINTMENTS,
    blocks: (shown && blocks.currentData) || NO_BLOCKS,
    /** The first range has been shown: until then the grid draws no columns (AgendaPage). */
    started,
    /** Nothing to show yet for this range (a cached range shows at once). */
    loading: (appointments.isFetching && !appointments.currentData) || (blocks.isFetching && !blocks.currentData),
    failed: failed && !appointments.isFetching && !blocks.isFetching,
    retry,
  };
}
