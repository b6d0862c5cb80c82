import type { Task } from '@aurora/contracts/tasks';

/** `20261201T153000Z`: an instant in UTC, as iCalendar writes it (no VTIMEZONE needed). */
const utcStamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const dayStamp = (day: string) => day.replace(/-/g, '');
const nextDay = (day: string) => {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + 1);
  return at.toISOString().slice(0, 10);
};

/** A text value: backslashes, separators and line breaks escaped (RFC 5545 §3.3.11). */
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines of at most 75 octets, continued with a space (RFC 5545 §3.1), never splitting a character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let part = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    if (size + bytes > (parts.length ? 74 : 75)) {
      parts.push(part);
      part = '';
      size = 0;
    }
    part += char;
    size += bytes;
  }
  parts.push(part);
  return parts.join('\r\n ');
}

/**
 * A meeting task as a one-event calendar file: at its due instant (an hour long) or all of its due
 * day, its description and the link to the record it is about. Null without a due day.
 */
export function taskCalendarFile(
  task: Pick<Task, 'id' | 'title' | 'description' | 'due_date' | 'due_at'>,
  options: { link: string | null; now?: Date },
): string | null {
  if (!task.due_date) return null;
  const when = task.due_at
    ? (() => {
        const start = new Date(task.due_at);
        return [`DTSTART:${utcStamp(start)}`, `DTEND:${utcStamp(new Date(start.getTime() + 3_600_000))}`];
      })()
    : [
        `DTSTART;VALUE=DATE:${dayStamp(task.due_date)}`,
        `DTEND;VALUE=DATE:${dayStamp(nextDay(task.due_date))}`,
      ];
  const description = [task.description, options.link].filter(Boolean).join('\n\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Aurora CRM//Tasks//EN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:task-${task.id}@aurora-crm`,
    `DTSTAMP:${utcStamp(options.now ?? new Date())}`,
    ...when,
    `SUMMARY:${text(task.title)}`,
    ...(description ? [`DESCRIPTION:${text(description)}`] : []),
    ...(options.link ? [`URL:${options.link}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
