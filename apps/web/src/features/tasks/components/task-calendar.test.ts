import { describe, expect, it } from 'vitest';
import { taskCalendarFile } from './task-calendar';

const meeting = {
  id: 12,
  title: 'Kick-off, with the Ortegas; bring brochures',
  description: 'Room 2\nSecond floor',
  due_date: '2026-12-01',
  due_at: '2026-12-01T16:00:00.000Z',
};
const now = new Date('2026-11-27T09:50:00Z');

describe('taskCalendarFile', () => {
  it('a timed meeting is one event at its instant in UTC, an hour long, escaped, with its record link', () => {
    const file = taskCalendarFile(meeting, { link: 'https://crm.example/mx/leads/7', now });
    expect(file).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Aurora CRM//Tasks//EN',
        'METHOD:PUBLISH',
        'BEGIN:VEVENT',
        'UID:task-12@aurora-crm',
        'DTSTAMP:20261127T095000Z',
        'DTSTART:20261201T160000Z',
        'DTEND:20261201T170000Z',
        'SUMMARY:Kick-off\\, with the Ortegas\\; bring brochures',
        'DESCRIPTION:Room 2\\nSecond floor\\n\\nhttps://crm.example/mx/leads/7',
        'URL:https://crm.example/mx/leads/7',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
  });

  it('a meeting on a day without a time is an all-day event; without a day there is none', () => {
    const file = taskCalendarFile({ ...meeting, description: null, due_at: null }, { link: null, now }) ?? '';
    expect(file).toContain('\r\nDTSTART;VALUE=DATE:20261201\r\nDTEND;VALUE=DATE:20261202\r\n');
    expect(file).not.toMatch(/DESCRIPTION|URL/);
    expect(taskCalendarFile({ ...meeting, due_date: null, due_at: null }, { link: null, now })).toBeNull();
  });

  it('folds a long line at 75 octets without splitting a character', () => {
    const file = taskCalendarFile({ ...meeting, title: 'Reunión '.repeat(20) }, { link: null, now }) ?? '';
    const lines = file.split('\r\n');
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const summary = file.slice(file.indexOf('SUMMARY:'), file.indexOf('\r\nDESCRIPTION'));
    expect(summary.replace(/\r\n /g, '')).toBe(`SUMMARY:${'Reunión '.repeat(20)}`);
  });
});
