import type { MetricFormat } from '@aurora/contracts/analytics';
import { formatCallDuration } from '../../../entities/calls/call-duration';
import { useFormat } from '../../../lib/format';

/** A metric's value as the page writes it: a count, a share ("82.5%") or a length ("1:05"); a dash when unknown. */
export function useMetricText() {
  const format = useFormat();
  return (kind: MetricFormat, value: number | null): string => {
    if (value === null) return '—';
    if (kind === 'percent') return format.number(value, { style: 'percent', maximumFractionDigits: 1 });
    if (kind === 'duration') return formatCallDuration(Math.round(value));
    return format.number(value);
  };
}
