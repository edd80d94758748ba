import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function that keeps its identity from render to render and calls the latest `fn`: for handlers handed to a
 * memoized child (the agenda's calendar), which a new function each render would re-render in full.
 */
export function useStableCallback<Args extends unknown[], Result>(fn: (...args: Args) => Result): (...args: Args) => Result {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
