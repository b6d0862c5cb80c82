/**
 * The airlines: aircodes' list of IATA designators, one airline per designator (decision 032). The
 * source does not say which carriers have ceased flying.
 */
import type { Airline } from '@aurora/contracts/travel/places';
import { readPackageData } from './package-data.ts';

/** An airline as aircodes lists it (the fields read here); `icao` is empty when it has none. */
type SourceAirline = { iata: string; icao: string; name: string };

/**
 * IATA gives some designators to a second airline flying elsewhere (a "controlled duplicate"); the
 * source marks that airline's code with `*`.
 */
const CONTROLLED_DUPLICATE = /\*$/;
const DESIGNATOR = /^[A-Z0-9]{2}$/;

/** The holder to keep, by ICAO code, where the rule keeps another: the source lists Lufthansa Cargo first. */
const HOLDERS: Record<string, string> = { LH: 'DLH' };

/** The brand travellers know, where the source has only a registered name that reads otherwise. */
const BRANDS: Record<string, string> = {
  AM: 'Aeroméxico',
  AZ: 'ITA Airways',
  DM: 'Arajet',
  JJ: 'LATAM Airlines Brasil',
  LH: 'Lufthansa',
  LX: 'Swiss',
  OS: 'Austrian Airlines',
  P5: 'Wingo',
  VB: 'Viva Aerobus',
  Y4: 'Volaris',
};

/** An airline, and the name the source gives it: searched too when it is not the airline's name. */
export type LoadedAirline = { airline: Airline; sourceName: string };

/**
 * Per designator, the first of its rows in this order: the holder named above, then the primary
 * holder (no `*`), then one with an ICAO code, then the source's order.
 */
export function loadAirlines(): LoadedAirline[] {
  const sourceAirlines = readPackageData<SourceAirline[]>('aircodes/data/airlines.json');
  const rowsByCode = new Map<string, SourceAirline[]>();
  for (const row of sourceAirlines) {
    const code = row.iata.replace(CONTROLLED_DUPLICATE, '');
    if (!DESIGNATOR.test(code)) continue;
    rowsByCode.set(code, [...(rowsByCode.get(code) ?? []), row]);
  }
  return [...rowsByCode].map(([code, rows]) => {
    const preference = (row: SourceAirline) =>
      (row.icao === HOLDERS[code] ? 0 : 4) +
      (CONTROLLED_DUPLICATE.test(row.iata) ? 2 : 0) +
      (row.icao ? 0 : 1);
    const holder = rows.reduce((best, row) => (preference(row) < preference(best) ? row : best));
    return {
      airline: { code, name: BRANDS[code] ?? holder.name, icao: holder.icao || null },
      sourceName: holder.name,
    };
  });
}
