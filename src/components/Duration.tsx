import { formatDuration } from '../lib/duration';

export function Duration({ seconds }: { seconds: number }) {
  return <>{formatDuration(seconds)}</>;
}
