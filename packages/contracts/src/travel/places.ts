/**
 * Airports and airlines (`/api/v2/{org}/airports`, `/api/v2/{org}/airlines`): the reference data a
 * trip's flights name by IATA code, searched by code, city or name, ignoring case and accents
 * (decision 032).
 */
import { z } from 'zod';
import { dataOf } from '../http.ts';

export const PLACES_DEFAULT_LIMIT = 10;
export const PLACES_MAX_LIMIT = 50;

export const airportSchema = z.object({
  /** IATA airport code, upper case: `BOG`. */
  code: z.string(),
  name: z.string(),
  city: z.string(),
  /** ISO 3166-1 alpha-2; a territory has its own (Puerto Rico is PR, Réunion RE). */
  country: z.string(),
  /** IANA time zone: a flight's times are the wall clock of its airports. */
  time_zone: z.string(),
});
export type Airport = z.infer<typeof airportSchema>;

export const airlineSchema = z.object({
  /** IATA airline designator, two letters or digits, upper case: `AV`, `B6`. */
  code: z.string(),
  name: z.string(),
  /** ICAO designator (`AVA`), when the source has one. */
  icao: z.string().nullable(),
});
export type Airline = z.infer<typeof airlineSchema>;

/** `q` of an airport or airline search: empty answers no places. */
export const placesSearchQuerySchema = z.object({
  q: z.string().trim().max(100, { error: 'Must be at most 100 characters.' }).default(''),
  limit: z.coerce
    .number({ error: `Must be a whole number from 1 to ${PLACES_MAX_LIMIT}.` })
    .int({ error: `Must be a whole number from 1 to ${PLACES_MAX_LIMIT}.` })
    .min(1, { error: `Must be a whole number from 1 to ${PLACES_MAX_LIMIT}.` })
    .max(PLACES_MAX_LIMIT, { error: `Must be a whole number from 1 to ${PLACES_MAX_LIMIT}.` })
    .default(PLACES_DEFAULT_LIMIT),
});
export type PlacesSearchQuery = z.input<typeof placesSearchQuerySchema>;

export const airportListSchema = dataOf(z.array(airportSchema));
export const airlineListSchema = dataOf(z.array(airlineSchema));
