import { countryLabel, timeZoneLabel, utcOffsetMinutes } from './display-names';

/** A choice of a searchable picker (components/ui/combobox). */
export type RegionOption = { value: string; label: string; keywords?: string };

/**
 * ISO 3166-1 alpha-2: every officially assigned country code (249). Names come from the browser
 * in the interface language, so the list holds codes only.
 */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ ' +
  'BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ ' +
  'DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ' +
  'ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ ' +
  'LA LB LC LI LK LR LS LT LU LV LY ' +
  'MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ ' +
  'NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA ' +
  'RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ ' +
  'TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU ' +
  'WF WS YE YT ZA ZM ZW'
).split(' ');

/** Every country as "Mexico (MX)", by name in the interface language; the value is the code. */
export function countryOptions(language: string): RegionOption[] {
  const collator = new Intl.Collator(language);
  return COUNTRY_CODES.map((code) => ({ value: code, label: countryLabel(code, language) })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
}

// The zone's generic name ("Central Time", "hora central"), so a zone is found by it too.
function genericName(timeZone: string, language: string, at: Date): string {
  try {
    return (
      new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'longGeneric' })
        .formatToParts(at)
        .find((part) => part.type === 'timeZoneName')?.value ?? ''
    );
  } catch {
    return '';
  }
}

/**
 * Every time zone the browser knows as "(UTC−06:00) America/Mexico_City — Mexico City", west to
 * east by today's offset; found by city, region or generic name. The value is the IANA name.
 */
export function timeZoneOptions(language: string, at: Date = new Date()): RegionOption[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return (zones.includes('UTC') ? zones : ['UTC', ...zones])
    .map((zone) => ({
      offset: utcOffsetMinutes(zone, at),
      option: { value: zone, label: timeZoneLabel(zone, at), keywords: genericName(zone, language, at) },
    }))
    .sort((a, b) => a.offset - b.offset || a.option.value.localeCompare(b.option.value))
    .map(({ option }) => option);
}
