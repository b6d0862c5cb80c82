import { describe, expect, it } from 'vitest';
import { countryOptions, timeZoneOptions } from './region-options';

describe('region options', () => {
  it('lists every ISO country once, by its name in the interface language', () => {
    const options = countryOptions('es');
    expect(options).toHaveLength(249);
    expect(new Set(options.map((option) => option.value)).size).toBe(249);
    expect(options.find((option) => option.value === 'MX')?.label).toBe('México (MX)');
    // Alphabetical in Spanish: Alemania before Austria before Bélgica.
    const labels = options.map((option) => option.label);
    expect(labels.indexOf('Alemania (DE)')).toBeLessThan(labels.indexOf('Austria (AT)'));
    expect(labels.indexOf('Austria (AT)')).toBeLessThan(labels.indexOf('Bélgica (BE)'));
  });

  it('lists the time zones west to east by their offset that day, with UTC, found by their generic name', () => {
    const january = new Date('2026-01-15T12:00:00Z');
    const options = timeZoneOptions('en', january);
    const values = options.map((option) => option.value);
    expect(values).toContain('UTC');
    expect(values.indexOf('America/Los_Angeles')).toBeLessThan(values.indexOf('America/Mexico_City'));
    expect(values.indexOf('America/Mexico_City')).toBeLessThan(values.indexOf('Europe/Madrid'));
    expect(options.find((option) => option.value === 'America/Los_Angeles')?.keywords).toBe('Pacific Time');
  });
});
