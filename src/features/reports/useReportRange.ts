import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { presetRange, rangeFromParams, sameRange, type DayRange } from './reportRange';

/**
 * The period lives in the URL (?start=&end=), so a reload, a shared link and the back button keep it. No
 * range is today; an unreadable one falls back to today and is dropped from the address.
 */
export function useReportRange(): [DayRange, (range: DayRange) => void] {
  const [params, setParams] = useSearchParams();
  const read = useMemo(() => rangeFromParams(params), [params]);
  const range = useMemo(() => read ?? presetRange('today'), [read]);

  useEffect(() => {
    if (!read) setParams({}, { replace: true });
  }, [read, setParams]);

  const choose = useCallback(
    (next: DayRange) => {
      // Today is the page's default: its address stays the plain /reports (a bookmark of it is always today).
      setParams(sameRange(next, presetRange('today')) ? {} : { start: next.start, end: next.end });
    },
    [setParams],
  );
  return [range, choose];
}
