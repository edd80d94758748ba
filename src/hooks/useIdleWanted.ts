import { useEffect, useState } from 'react';
import { baseApi } from '../api/baseApi';
import { useAppSelector } from '../app/hooks';

/** Runs `run` at the browser's next idle moment (Safari has no requestIdleCallback: a timer stands in); returns its cancel. */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
}

/**
 * For a chunk fetched ahead of its first use (a modal, a menu): true once `ready`, no API read is in flight and the
 * browser is idle, so it never competes with the page's first paint or its data; or at once when `asked` (a tap
 * came first). It stays true, so what it renders is never unmounted again (a modal closing keeps its fade).
 */
export function useIdleWanted(asked: boolean, ready = true): boolean {
  const [wanted, setWanted] = useState(false);
  const reading = useAppSelector((state) => Object.values(state[baseApi.reducerPath].queries).some((query) => query?.status === 'pending'));
  if (asked && !wanted) setWanted(true);
  useEffect(() => (ready && !reading && !wanted ? whenIdle(() => setWanted(true)) : undefined), [ready, reading, wanted]);
  return wanted;
}
