import { describe, expect, it } from 'vitest';
import {
  countryLabel,
  currencyLabel,
  currencyName,
  languageLabel,
  timeZoneLabel,
  utcOffsetText,
} from './display-names';

describe('display names', () => {
  it('names a country with its code, in the interface language', () => {
    expect(countryLabel('MX', 'en')).toBe('Mexico (MX)');
    expect(countryLabel('mx', 'es')).toBe('México (MX)');
    expect(countryLabel('??', 'en')).toBe('??');
  });

  it('names a locale by its language and region', () => {
    expect(languageLabel('es-MX', 'en')).toBe('Spanish (Mexico)');
    expect(languageLabel('en', 'es')).toBe('Inglés');
  });

  it('names a currency in the interface language, and by the reference data when the browser does not know it', () => {
    expect(currencyLabel('COP', 'es')).toBe('Peso colombiano (COP)');
    expect(currencyLabel('ZZZ', 'en', 'Aurora points')).toBe('Aurora points (ZZZ)');
    expect(currencyLabel('ZZZ', 'en')).toBe('ZZZ');
  });

  it('labels a time zone with its offset on the given day and its city', () => {
    const winter = new Date('2026-01-15T12:00:00Z');
    const summer = new Date('2026-07-15T12:00:00Z');
    expect(timeZoneLabel('America/Mexico_City', winter)).toBe(
      '(UTC\u221206:00) America/Mexico_City — Mexico City',
    );
    expect(timeZoneLabel('America/New_York', summer)).toBe('(UTC\u221204:00) America/New_York — New York');
    expect(timeZoneLabel('Asia/Kolkata', winter)).toBe('(UTC+05:30) Asia/Kolkata — Kolkata');
    expect(timeZoneLabel('UTC', winter)).toBe('(UTC+00:00) UTC');
    expect(timeZoneLabel('Not/AZone', winter)).toBe('Not/AZone');
  });

  it('writes offsets with a real minus sign', () => {
    expect(utcOffsetText(-360)).toBe('UTC\u221206:00');
    expect(utcOffsetText(345)).toBe('UTC+05:45');
  });

  it('currencies by the browser names, the stored name for a code it does not know', () => {
    expect(currencyName('MXN', 'es', 'Mexican Peso')).toBe('Peso mexicano');
    expect(currencyName('COP', 'en', 'Peso colombiano')).toBe('Colombian Peso');
    expect(currencyName('XQZ', 'es', 'House points')).toBe('House points');
  });
});
