import type { TravellerWarning } from '@aurora/contracts/travel/trips';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { warningText } from './trip-warnings';

const warning = (overrides: Partial<TravellerWarning>): TravellerWarning => ({
  kind: 'passport_missing',
  traveller: { id: 12, name: 'Laura Pérez' },
  booking: { id: 3, title: 'Flight MEX–MAD' },
  from: null,
  to: null,
  expires_on: null,
  ...overrides,
});

describe('traveller warnings, worded', () => {
  const en = i18n.getFixedT('en');
  const es = i18n.getFixedT('es');

  it('words each kind naming the traveller, in English', () => {
    expect(
      warningText(en, warning({ kind: 'passenger_type_changes', from: 'child', to: 'adult' }), 'en'),
    ).toBe('Laura Pérez flies as a child on one flight and as an adult on another.');
    expect(warningText(en, warning({ kind: 'passport_missing' }), 'en')).toBe(
      'Laura Pérez has no passport number or expiry for an international flight.',
    );
    expect(warningText(en, warning({ kind: 'passport_expiring', expires_on: '2027-08-01' }), 'en')).toBe(
      'Laura Pérez’s passport expires on Aug 1, 2027, too soon after the trip ends.',
    );
    expect(warningText(en, warning({ kind: 'ticket_missing' }), 'en')).toBe(
      'Laura Pérez has no ticket number on a ticketed flight.',
    );
    expect(warningText(en, warning({ kind: 'infant_without_adult' }), 'en')).toBe(
      'Laura Pérez is an infant on a flight with no adult of the trip.',
    );
    expect(warningText(en, warning({ kind: 'birth_date_missing' }), 'en')).toBe(
      'Laura Pérez has no date of birth: adult, child or infant cannot be told.',
    );
  });

  it('words them in Spanish, with the date as Spanish readers write it', () => {
    expect(warningText(es, warning({ kind: 'passport_expiring', expires_on: '2027-08-01' }), 'es')).toBe(
      'El pasaporte de Laura Pérez vence el 1 ago 2027, muy poco después del regreso.',
    );
    expect(
      warningText(es, warning({ kind: 'passenger_type_changes', from: 'infant', to: 'child' }), 'es'),
    ).toBe('Laura Pérez vuela como infante en un vuelo y como niño en otro.');
  });
});
