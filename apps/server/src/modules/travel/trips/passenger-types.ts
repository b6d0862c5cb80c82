import type { PassengerType } from '@aurora/contracts/travel/trips';

/**
 * Whole years between a birth date and a day (`YYYY-MM-DD` both). Someone born on 29 February
 * is a year older on 1 March in common years (as Temporal and date-fns count; airlines ask the
 * age on the day of travel).
 */
export function ageOn(birthDate: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return day.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

/** Adults from 12, children from 2 to 11, infants under 2, at the day of a flight. */
export function passengerTypeOn(birthDate: string, day: string): PassengerType {
  const age = ageOn(birthDate, day);
  if (age >= 12) return 'adult';
  return age >= 2 ? 'child' : 'infant';
}
