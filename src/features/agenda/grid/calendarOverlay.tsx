import { lazy, Suspense, type ComponentProps } from 'react';
import type { Overlay as OverlayType } from 'react-overlays';

// Stands in for react-overlays in react-big-calendar's imports (vite.config.ts, trimCalendarImports). The calendar
// uses Overlay only for its '+N more' popup (the `popup` prop), which the agenda never turns on; imported as is, it
// put react-overlays and Popper in the agenda's first download (docs/decisions/41). This loads them if the popup
// ever opens, and nothing else changes.
const LazyOverlay = lazy(() => import('react-overlays').then((module) => ({ default: module.Overlay })));

export function Overlay(props: ComponentProps<typeof OverlayType>) {
  return (
    <Suspense fallback={null}>
      <LazyOverlay {...props} />
    </Suspense>
  );
}
