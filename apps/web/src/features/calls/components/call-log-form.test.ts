import { describe, expect, it } from 'vitest';
import { callLogPayloadOf } from './call-log-form';

describe('manual call log payload', () => {
  it('turns minutes into seconds and the local start into ISO 8601', () => {
    const payload = callLogPayloadOf({
      direction: 'inbound',
      phone_number: '55 1111 2222',
      started_at: '2026-05-04T10:30',
      duration_minutes: '2,5',
      outcome: '',
      notes: '',
    });
    expect(payload).toMatchObject({
      direction: 'inbound',
      phone_number: '55 1111 2222',
      duration_seconds: 150,
      outcome: null,
      notes: null,
    });
    expect(payload.started_at).toBe(new Date('2026-05-04T10:30').toISOString());
  });
});
