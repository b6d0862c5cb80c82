import { API_BASE } from '@aurora/contracts/constants';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#test/app.ts';
import { createOrganization, signedIn } from '#test/factories.ts';
import { organizationWithMember } from '#test/records-factories.ts';
import { loadAirlines } from './airlines.ts';
import { loadAirports } from './airports.ts';
import { readPackageData } from './package-data.ts';
import { findAirline, findAirport, searchAirlines, searchAirports } from './places.service.ts';

const codes = (places: { code: string }[]) => places.map((place) => place.code);

/** The hour of the wall clock in `timeZone` at noon UTC of `date`. */
const hourAtNoonUtc = (date: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(
    new Date(`${date}T12:00:00Z`),
  );

describe('airports', () => {
  it.each([
    ['BER', 'Berlin Brandenburg Airport', 'Berlin', 'DE', 'Europe/Berlin'],
    ['IST', 'Istanbul Airport', 'Istanbul', 'TR', 'Europe/Istanbul'],
    ['SAW', 'Sabiha Gökçen International Airport', 'Istanbul', 'TR', 'Europe/Istanbul'],
    ['MEX', 'Mexico City International Airport', 'Mexico City', 'MX', 'America/Mexico_City'],
    ['CUN', 'Cancún International Airport', 'Cancún', 'MX', 'America/Cancun'],
    ['BOG', 'El Dorado International Airport', 'Bogotá', 'CO', 'America/Bogota'],
    ['MDE', 'José María Córdova International Airport', 'Medellín', 'CO', 'America/Bogota'],
    ['JFK', 'John F. Kennedy International Airport', 'New York City', 'US', 'America/New_York'],
    ['EWR', 'Newark Liberty International Airport', 'Newark', 'US', 'America/New_York'],
    ['LAX', 'Los Angeles International Airport', 'Los Angeles', 'US', 'America/Los_Angeles'],
    ['MAD', 'Adolfo Suárez Madrid–Barajas Airport', 'Madrid', 'ES', 'Europe/Madrid'],
    ['CDG', 'Charles de Gaulle Airport (Roissy Airport)', 'Paris', 'FR', 'Europe/Paris'],
    ['LHR', 'Heathrow Airport', 'London', 'GB', 'Europe/London'],
    ['NRT', 'Narita International Airport', 'Tokyo', 'JP', 'Asia/Tokyo'],
    ['HND', 'Haneda Airport', 'Tokyo', 'JP', 'Asia/Tokyo'],
    ['SYD', 'Sydney Airport (Kingsford Smith Airport)', 'Sydney', 'AU', 'Australia/Sydney'],
    ['DXB', 'Dubai International Airport', 'Dubai', 'AE', 'Asia/Dubai'],
    [
      'GRU',
      'São Paulo/Guarulhos–Governador André Franco Montoro International Airport',
      'São Paulo',
      'BR',
      'America/Sao_Paulo',
    ],
    ['PHX', 'Phoenix Sky Harbor International Airport', 'Phoenix', 'US', 'America/Phoenix'],
    ['HNL', 'Honolulu International Airport', 'Honolulu', 'US', 'Pacific/Honolulu'],
  ])('%s, by its code, answers %s in %s, %s, %s', (code, name, city, country, time_zone) => {
    expect(findAirport(code)).toEqual({ code, name, city, country, time_zone });
  });

  it('codes in any case or with spaces around find the airport; unknown and metropolitan-area codes find none', () => {
    expect(findAirport('ber')?.code).toBe('BER');
    expect(findAirport(' jfk ')?.code).toBe('JFK');
    expect(findAirport('ZZZ')).toBeUndefined();
    // IATA's city codes name every airport of a city; a flight leaves from one of them.
    expect(findAirport('NYC')).toBeUndefined();
    expect(findAirport('LON')).toBeUndefined();
  });

  it('Phoenix keeps standard time all summer while New York moves its clocks', () => {
    const phoenix = findAirport('PHX')?.time_zone ?? '';
    const newYork = findAirport('JFK')?.time_zone ?? '';
    expect([hourAtNoonUtc('2025-01-15', phoenix), hourAtNoonUtc('2025-07-15', phoenix)]).toEqual([
      '05',
      '05',
    ]);
    expect([hourAtNoonUtc('2025-01-15', newYork), hourAtNoonUtc('2025-07-15', newYork)]).toEqual([
      '07',
      '08',
    ]);
  });

  it('every airport of the source but its metropolitan-area codes is served, with a country and a zone the runtime knows', () => {
    const source = readPackageData<{ iata: string; name: string }[]>('aircodes/data/airports.json');
    const airports = loadAirports();
    expect(airports.length).toBe(source.filter((row) => !row.name.startsWith('metropolitan area')).length);
    expect(new Set(codes(airports)).size).toBe(airports.length);
    for (const airport of airports) {
      expect(airport.code).toMatch(/^[A-Z]{3}$/);
      expect(airport.country).toMatch(/^[A-Z]{2}$/);
    }
    for (const timeZone of new Set(airports.map((airport) => airport.time_zone))) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone }), timeZone).not.toThrow();
    }
  });

  it.each([
    ['ISL', 'TR', 'Europe/Istanbul', 'rows in Turkey and Alaska: the country of the airport'],
    ['BGG', 'TR', 'Europe/Istanbul', "rows in Turkey and Côte d'Ivoire: the country of the airport"],
    ['KMG', 'CN', 'Asia/Shanghai', 'Chongqing or Shanghai: the zone of the other airports of Yunnan'],
    ['SLZ', 'BR', 'America/Fortaleza', 'Belém or Fortaleza: the zone of the other airports of Maranhão'],
    ['TAP', 'MX', 'America/Mexico_City', 'Mérida or Mexico City: the zone of the other airports of Chiapas'],
    ['CPV', 'BR', 'America/Fortaleza', 'no other airport of its state: the zone most used in Brazil'],
    ['WPU', 'CL', 'America/Punta_Arenas', 'corrected: Magallanes keeps summer time all year'],
    ['MZE', 'BZ', 'America/Belize', 'corrected: the code names a place in Florida in OpenTravelData'],
    ['RPI', 'ID', 'Asia/Makassar', 'corrected: missing from OpenTravelData'],
    ['SJU', 'PR', 'America/Puerto_Rico', 'a territory keeps its own country code'],
    ['RUN', 'RE', 'Indian/Reunion', 'a territory keeps its own country code'],
  ])('%s, where the sources disagree, answers %s and %s (%s)', (code, country, time_zone) => {
    expect(findAirport(code)).toMatchObject({ country, time_zone });
  });

  it('search by the start of a city, in any case and without accents, answers its airports', () => {
    expect(codes(searchAirports('bogo'))[0]).toBe('BOG');
    for (const q of ['munchen', 'münchen', 'MÜNCHEN', 'munich'])
      expect(codes(searchAirports(q))[0], q).toBe('MUC');
    expect(codes(searchAirports('tromso'))).toContain('TOS');
    expect(codes(searchAirports('rionegro'))[0]).toBe('MDE');
  });

  it('search for New York answers its three airports, Newark by the city it serves, JFK first', () => {
    expect(codes(searchAirports('new york')).slice(0, 3)).toEqual(['JFK', 'EWR', 'LGA']);
    expect(codes(searchAirports('Nueva York')).slice(0, 3)).toEqual(['JFK', 'EWR', 'LGA']);
    expect(codes(searchAirports('york new'))).toContain('JFK');
  });

  it('search ranks the exact code first, then airports of cities starting with q (main ones first), then names', () => {
    expect(codes(searchAirports('ber'))[0]).toBe('BER');
    expect(codes(searchAirports('SAW'))[0]).toBe('SAW');
    expect(codes(searchAirports('mex')).slice(0, 2)).toEqual(['MEX', 'MXL']);
    expect(codes(searchAirports('london')).slice(0, 2)).toEqual(['LHR', 'LGW']);
    expect(codes(searchAirports('istanbul')).slice(0, 2)).toEqual(['IST', 'SAW']);
    expect(codes(searchAirports('tokyo'))).toEqual(['HND', 'NRT']);
    expect(codes(searchAirports('medellin'))).toEqual(['MDE', 'EOH']);
    expect(codes(searchAirports('paris')).slice(0, 2)).toEqual(['CDG', 'ORY']);
    expect(codes(searchAirports('heathrow'))).toEqual(['LHR']);
    expect(codes(searchAirports('kennedy'))).toContain('JFK');
    // The airports of El Dorado (Arkansas, Kansas, Venezuela) before Bogotá's El Dorado.
    expect(codes(searchAirports('el dorado')).at(-1)).toBe('BOG');
  });

  it('search answers at most limit airports, 10 by default, and none for a blank or unknown q', () => {
    expect(searchAirports('san')).toHaveLength(10);
    expect(searchAirports('a', 3)).toHaveLength(3);
    for (const q of ['', '   ', '--', 'zzzqqq']) expect(searchAirports(q), q).toEqual([]);
  });
});

describe('airlines', () => {
  it.each([
    ['AV', 'Avianca', 'AVA'],
    ['AM', 'Aeroméxico', 'AMX'],
    ['LH', 'Lufthansa', 'DLH'],
    ['IB', 'Iberia', 'IBE'],
    ['UA', 'United Airlines, Inc.', 'UAL'],
    ['CM', 'Copa Airlines, Inc', 'CMP'],
    ['TK', 'Turkish Airlines, Inc.', 'THY'],
    ['B6', 'Jetblue Airways Corporation', 'JBU'],
  ])('%s, by its designator, answers %s (%s)', (code, name, icao) => {
    expect(findAirline(code.toLowerCase())).toEqual({ code, name, icao });
  });

  it('a designator shared with a controlled duplicate answers its primary holder; none of the codes keeps the mark', () => {
    // The source also gives CM to PSI Air (CM*) and LH to Lufthansa Cargo.
    expect(findAirline('CM')?.icao).toBe('CMP');
    expect(findAirline('LH')?.icao).toBe('DLH');
    const airlines = loadAirlines().map(({ airline }) => airline);
    expect(new Set(codes(airlines)).size).toBe(airlines.length);
    for (const airline of airlines) expect(airline.code).toMatch(/^[A-Z0-9]{2}$/);
  });

  it('search by name, brand or registered name answers the airline, exact designator first', () => {
    expect(codes(searchAirlines('avianca'))[0]).toBe('AV');
    expect(codes(searchAirlines('am'))[0]).toBe('AM');
    expect(codes(searchAirlines('aeromexico'))[0]).toBe('AM');
    expect(codes(searchAirlines('aerovias de mexico'))).toEqual(['AM']);
    expect(codes(searchAirlines('lufthansa'))[0]).toBe('LH');
    expect(codes(searchAirlines('copa'))).toEqual(['CM']);
    expect(codes(searchAirlines('turkish'))).toEqual(['TK']);
  });

  it('search answers at most limit airlines, and none for a blank q', () => {
    expect(searchAirlines('air')).toHaveLength(10);
    expect(searchAirlines('air', 2)).toHaveLength(2);
    expect(searchAirlines(' ')).toEqual([]);
  });
});

const t = useTestApp();

describe('places routes', () => {
  it('a member, GET /airports?q=bogo, answers BOG first', async () => {
    const s = await organizationWithMember(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: `${s.base}/airports?q=bogo`,
      headers: s.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data[0]).toEqual({
      code: 'BOG',
      name: 'El Dorado International Airport',
      city: 'Bogotá',
      country: 'CO',
      time_zone: 'America/Bogota',
    });
  });

  it('GET /airlines?q=avianca&limit=1, answers Avianca alone', async () => {
    const s = await organizationWithMember(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: `${s.base}/airlines?q=avianca&limit=1`,
      headers: s.headers,
    });
    expect(response.json()).toEqual({ data: [{ code: 'AV', name: 'Avianca', icao: 'AVA' }] });
  });

  it('no q or a blank one, answers an empty list; no limit, ten places', async () => {
    const s = await organizationWithMember(t.app);
    for (const path of ['/airports', '/airports?q=', '/airlines?q=%20%20']) {
      const response = await t.app.inject({ method: 'GET', url: `${s.base}${path}`, headers: s.headers });
      expect(response.json(), path).toEqual({ data: [] });
    }
    const san = await t.app.inject({ method: 'GET', url: `${s.base}/airports?q=san`, headers: s.headers });
    expect(san.json().data).toHaveLength(10);
  });

  it('q over 100 characters or a limit out of 1..50, answers 422 naming the field', async () => {
    const s = await organizationWithMember(t.app);
    const long = await t.app.inject({
      method: 'GET',
      url: `${s.base}/airports?q=${'a'.repeat(101)}`,
      headers: s.headers,
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({ q: ['Must be at most 100 characters.'] });
    for (const limit of ['0', '51', '2.5', 'ten']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${s.base}/airlines?q=air&limit=${limit}`,
        headers: s.headers,
      });
      expect(response.statusCode, limit).toBe(422);
      expect(response.json().errors, limit).toEqual({ limit: ['Must be a whole number from 1 to 50.'] });
    }
  });

  it('a NUL in q, answers 400 from the app-wide guard, as on every route', async () => {
    const s = await organizationWithMember(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: `${s.base}/airports?q=bo%00g`,
      headers: s.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The query string must not contain NUL characters.' });
  });

  it('signed out, answers 401; signed in outside the organization, 404', async () => {
    const org = await createOrganization(t.app.db);
    const url = `${API_BASE}/${org.code.toLowerCase()}/airports?q=bog`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const outsider = await signedIn(t.app);
    expect((await t.app.inject({ method: 'GET', url, headers: outsider.headers })).statusCode).toBe(404);
  });
});
