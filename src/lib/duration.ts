/** '1h 30min', '45min', '2h' from seconds. */
export function formatDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h && m) return `${h}h ${m}min`;
  return h ? `${h}h` : `${m}min`;
}

/** 5 min to 5 h in 5-minute steps, in seconds (spec section 9). */
export const DURATION_OPTIONS = Array.from({ length: 60 }, (_, i) => (i + 1) * 300);
