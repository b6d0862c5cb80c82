import { describe, expect, it } from 'vitest';
import { formatCallDuration } from './call-duration';

describe('call duration', () => {
  it('shows the running call timer as mm:ss', () => {
    expect(formatCallDuration(0, 'timer')).toBe('00:00');
    expect(formatCallDuration(65, 'timer')).toBe('01:05');
    expect(formatCallDuration(3599, 'timer')).toBe('59:59');
    expect(formatCallDuration(4503, 'timer')).toBe('75:03');
  });

  it('shows a logged call as m:ss, h:mm:ss past an hour, a dash while unknown', () => {
    expect(formatCallDuration(null)).toBe('—');
    expect(formatCallDuration(0)).toBe('0:00');
    expect(formatCallDuration(65)).toBe('1:05');
    expect(formatCallDuration(3599)).toBe('59:59');
    expect(formatCallDuration(4503)).toBe('1:15:03');
  });
});
