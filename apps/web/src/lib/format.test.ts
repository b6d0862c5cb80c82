import { describe, expect, it } from 'vitest';
import { createFormat, scopeOf } from './format';

const mexico = { locale: 'es-MX', timezone: 'America/Mexico_City', default_currency: 'MXN' };
const colombia = { locale: 'es-CO', timezone: 'America/Bogota', default_currency: 'COP' };
const newYork = { locale: 'en-US', timezone: 'America/New_York', default_currency: 'USD' };

// 22:30 on 26 November in Mexico City (UTC−6); 23:30 in Bogotá (UTC−5); 04:30 on the 27th in UTC.
const LATE_EVENING = '2026-11-27T04:30:00.000Z';
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('times in the organization zone', () => {
  it('shows the organization wall clock, with no label when the browser is in the same zone', () => {
    const format = createFormat(scopeOf(mexico, 'es', 'America/Mexico_City'));
    expect(spaced(format.dateTime(LATE_EVENING))).toBe('26 nov 2026, 10:30 p.m.');
    expect(format.zoneLabel(LATE_EVENING)).toBeNull();
  });

  it('labels the zone when the browser reads another time, and never shows the browser time', () => {
    const format = createFormat(scopeOf(mexico, 'es', 'UTC'));
    expect(spaced(format.dateTime(LATE_EVENING))).toBe('26 nov 2026, 10:30 p.m. (GMT-6)');
    expect(spaced(format.time(LATE_EVENING))).toBe('10:30 p.m. (GMT-6)');
    expect(format.date(LATE_EVENING)).toBe('26 nov 2026');
    const bogota = createFormat(scopeOf(colombia, 'es', 'America/Mexico_City'));
    expect(spaced(bogota.dateTime(LATE_EVENING))).toBe('26/11/2026, 11:30 p. m. (GMT-5)');
  });

  it('compares offsets at the instant: a zone with summer time is labelled only while they differ', () => {
    const format = createFormat(scopeOf(newYork, 'en', 'America/Bogota'));
    // In July New York is UTC−4, Bogotá UTC−5; in January both are UTC−5.
    expect(spaced(format.dateTime('2026-07-01T16:00:00Z'))).toBe('Jul 1, 2026, 12:00 PM (GMT-4)');
    expect(spaced(format.dateTime('2026-01-15T17:00:00Z'))).toBe('Jan 15, 2026, 12:00 PM');
  });

  it('writes the words in the interface language, in the organization region when it speaks it', () => {
    expect(scopeOf(mexico, 'es').words).toBe('es-MX');
    expect(scopeOf(mexico, 'en').words).toBe('en');
    const format = createFormat(scopeOf(mexico, 'en', 'America/Mexico_City'));
    expect(spaced(format.dateTime(LATE_EVENING))).toBe('Nov 26, 2026, 10:30 PM');
  });

  it('reads a calendar day as a day, whatever the zones', () => {
    const format = createFormat(scopeOf(mexico, 'es', 'Asia/Tokyo'));
    expect(format.day('2026-11-26')).toBe('26 nov 2026');
    expect(format.month('2026-11-01')).toBe('nov 2026');
  });

  it('without an organization, uses the interface language and the browser zone', () => {
    const format = createFormat(scopeOf(null, 'en', 'America/Bogota'));
    expect(spaced(format.dateTime(LATE_EVENING))).toBe('Nov 26, 2026, 11:30 PM');
    expect(format.relative('2026-11-26T23:00:00Z', new Date('2026-11-26T23:03:00Z'))).toBe('3 minutes ago');
  });
});

describe('numbers', () => {
  it('are written as the organization locale writes them', () => {
    expect(createFormat(scopeOf(mexico, 'en')).number(1234.5)).toBe('1,234.5');
    expect(createFormat(scopeOf(colombia, 'en')).number(1234.5)).toBe('1.234,5');
  });
});
