/**
 * Airports and airlines by IATA code, and searched by code, city or name. The data ships in two npm
 * packages; it is joined and indexed once, when this module loads, and read from memory after
 * that (decision 032).
 */
import { type Airline, type Airport, PLACES_DEFAULT_LIMIT } from '@aurora/contracts/travel/places';
import { loadAirlines } from './airlines.ts';
import { loadAirports, MAIN_AIRPORTS, OTHER_CITY_NAMES } from './airports.ts';
import { createWordIndex, foldedPhrase, foldedWords, type WordIndex } from './word-index.ts';

/** A place as searched: `phrases` are the names a query may start, `rank` and `order` break ties. */
type Entry<T> = { place: T; code: string; phrases: string[]; rank: number; order: string };
type Searchable<T> = { entries: Entry<T>[]; index: WordIndex; byCode: Map<string, T> };

function searchable<T>(entries: (Entry<T> & { words: string[] })[]): Searchable<T> {
  return {
    entries,
    index: createWordIndex(entries.map((entry) => entry.words)),
    byCode: new Map(entries.map((entry) => [entry.code, entry.place])),
  };
}

const otherCityNames = new Map<string, string[]>();
for (const [codes, names] of OTHER_CITY_NAMES) {
  for (const code of codes.split(' '))
    otherCityNames.set(code, [...(otherCityNames.get(code) ?? []), ...names]);
}
const mainRank = new Map(MAIN_AIRPORTS.map((code, rank) => [code, rank]));

const airports = searchable(
  loadAirports().map((airport) => {
    const cities = [airport.city, ...(otherCityNames.get(airport.code) ?? [])];
    return {
      place: airport,
      code: airport.code,
      phrases: cities.map(foldedPhrase),
      rank: mainRank.get(airport.code) ?? MAIN_AIRPORTS.length,
      order: airport.code,
      words: foldedWords([airport.code, ...cities, airport.name].join(' ')),
    };
  }),
);

const airlines = searchable(
  loadAirlines().map(({ airline, sourceName }) => {
    const names = airline.name === sourceName ? [airline.name] : [airline.name, sourceName];
    const phrases = names.map(foldedPhrase);
    return {
      place: airline,
      code: airline.code,
      phrases,
      rank: 0,
      order: phrases[0] ?? '',
      words: foldedWords([airline.code, ...names].join(' ')),
    };
  }),
);

/**
 * The places holding every word of `q` at the start of one of theirs: the one whose code is `q`
 * first, then those with a name (a city, for airports) starting with `q`, then the rest; within
 * each, by rank, then order.
 */
function search<T>({ entries, index }: Searchable<T>, q: string, limit: number): T[] {
  const words = foldedWords(q);
  if (words.length === 0) return [];
  const phrase = words.join(' ');
  const code = phrase.toUpperCase();
  const tierOf = (entry: Entry<T>) =>
    entry.code === code ? 0 : entry.phrases.some((name) => name.startsWith(phrase)) ? 1 : 2;
  return index
    .matching(words)
    .flatMap((position) => {
      const entry = entries[position];
      return entry ? [{ entry, tier: tierOf(entry) }] : [];
    })
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        a.entry.rank - b.entry.rank ||
        (a.entry.order < b.entry.order ? -1 : a.entry.order > b.entry.order ? 1 : 0),
    )
    .slice(0, limit)
    .map(({ entry }) => entry.place);
}

/** The airport with this IATA code, in any case. */
export const findAirport = (code: string): Airport | undefined =>
  airports.byCode.get(code.trim().toUpperCase());

/** Airports by code, city (or another name of it) or name; the main airport of a city early. */
export const searchAirports = (q: string, limit = PLACES_DEFAULT_LIMIT): Airport[] =>
  search(airports, q, limit);

/** The airline with this IATA designator, in any case. */
export const findAirline = (code: string): Airline | undefined =>
  airlines.byCode.get(code.trim().toUpperCase());

/** Airlines by designator or name. */
export const searchAirlines = (q: string, limit = PLACES_DEFAULT_LIMIT): Airline[] =>
  search(airlines, q, limit);
