import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';

describe('formatPhone', () => {
  it('groups a Mexican landline as Mexico writes it', () => {
    expect(formatPhone('+525551234567')).toBe('+52 55 5123 4567');
  });

  it('shows a Mexican mobile stored with the old +52 1 prefix as Mexico writes it today', () => {
    expect(formatPhone('+5215511112222')).toBe('+52 55 1111 2222');
    expect(formatPhone('+52 1 33 1234 5678')).toBe('+52 33 1234 5678');
  });

  it('groups a Colombian mobile as Colombia writes it', () => {
    expect(formatPhone('+573001234567')).toBe('+57 300 1234567');
  });

  it('groups US and UK numbers as their countries write them', () => {
    expect(formatPhone('+12025550123')).toBe('+1 202 555 0123');
    expect(formatPhone('+442079460958')).toBe('+44 20 7946 0958');
    expect(formatPhone('+447911123456')).toBe('+44 7911 123456');
  });

  it('shows a string that is not a phone as typed', () => {
    expect(formatPhone('call reception')).toBe('call reception');
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone('')).toBe('');
  });

  it('sets apart the country code of an international number it does not know, keeping the digits', () => {
    expect(formatPhone('+52123')).toBe('+52 123');
  });
});
