import { useRef, useSyncExternalStore, type TouchEvent } from 'react';

/** Phones: the breakpoint the app shell and the toasts use (Bootstrap's sm). */
export const PHONE_QUERY = '(max-width: 575.98px)';
/** A mouse or trackpad: drag and drop is offered only there (react-big-calendar's touch drag is unreliable). */
export const FINE_POINTER_QUERY = '(hover: hover) and (pointer: fine)';

const media = (query: string) => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null);

/** Whether a media query matches now, following its changes (false where there is no matchMedia). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = media(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => media(query)?.matches ?? false,
    () => false,
  );
}

/** A swipe is mostly sideways and at least this long; anything else is the grid's own vertical scroll. */
const MIN_DISTANCE = 60;

/** Left and right swipes (one finger) on an element: on phones they switch the professional shown. */
export function useSwipe(onSwipe: (direction: 'left' | 'right') => void, enabled: boolean) {
  const start = useRef<{ x: number; y: number } | null>(null);
  if (!enabled) return {};
  return {
    onTouchStart: (e: TouchEvent) => {
      start.current = e.touches.length === 1 ? { x: e.touches[0].clientX, y: e.touches[0].clientY } : null;
    },
    onTouchEnd: (e: TouchEvent) => {
      const from = start.current;
      start.current = null;
      const touch = e.changedTouches[0];
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (Math.abs(dx) >= MIN_DISTANCE && Math.abs(dx) > 1.5 * Math.abs(dy)) onSwipe(dx < 0 ? 'left' : 'right');
    },
  };
}
