const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A call's length, the one formatter for every place that shows one:
 * - `'clock'` (call log, call page): m:ss, or h:mm:ss past an hour (`1:05`, `1:15:03`); a dash
 *   while the length is unknown (`null`: the call has not ended).
 * - `'timer'` (the running call's timer, spec §9): mm:ss, the minutes counting on past an hour
 *   (`01:05`, `75:03`); never negative, whole seconds.
 */
export function formatCallDuration(seconds: number | null, style: 'clock' | 'timer' = 'clock'): string {
  if (seconds === null) return '—';
  if (style === 'timer') {
    const safe = Math.max(0, Math.floor(seconds));
    return `${pad(Math.floor(safe / 60))}:${pad(safe % 60)}`;
  }
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = pad(seconds % 60);
  return hours ? `${hours}:${pad(minutes)}:${rest}` : `${minutes}:${rest}`;
}
