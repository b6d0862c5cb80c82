/**
 * The demo agencies' travel desk: suppliers (the region's airlines, hotel groups, tour operators,
 * a transfer company, an insurer) and about fifteen trips per organization in every status, each
 * with its bookings: real routes with local times, PNRs and ticket numbers, hotels, tours,
 * transfers and insurance, money in each booking's own currency with margins and commissions,
 * supplier payments, option and ticketing deadlines in the coming days, and a few traveller
 * warnings. Every date is counted from today in the organization's zone, so the demo always looks
 * current. Made through the travel module's services, once: nothing is added when the
 * organization has trips.
 */
import { MAX_PER_PAGE } from '@aurora/contracts/constants';
import { type Contact, createContactSchema, updateContactSchema } from '@aurora/contracts/contacts';
import { minutesOfClock } from '@aurora/contracts/teams';
import { addDays, clockTimeOf, dayIn, instantOf } from '@aurora/contracts/time-zones';
import {
  type BookingStatus,
  type BookingType,
  createBookingSchema,
  type DeadlineKind,
} from '@aurora/contracts/travel/bookings';
import { createSupplierSchema } from '@aurora/contracts/travel/suppliers';
import { createTripSchema, type TripStatus, updateTripSchema } from '@aurora/contracts/travel/trips';
import { listClients } from '#modules/clients/clients.service.ts';
import {
  type ContactValues,
  insertContactsBulk,
  listContacts,
  updateContact,
} from '#modules/contacts/contacts.service.ts';
import { listOpportunities } from '#modules/opportunities/opportunities.service.ts';
import { createBooking } from '#modules/travel/bookings/bookings.service.ts';
import { createSupplier, listSuppliers } from '#modules/travel/suppliers/suppliers.service.ts';
import { createTrip, listTrips, moveTripsByDates, updateTrip } from '#modules/travel/trips/trips.service.ts';
import { phoneDigitsOf } from '#platform/phones.ts';
import type { OrganizationContext } from '#platform/tenancy/context.ts';
import { listMembers } from '#platform/tenancy/members.service.ts';

// ---------------------------------------------------------------------------------------------
// What a demo agency is made of
// ---------------------------------------------------------------------------------------------

type DemoSupplier = {
  key: string;
  name: string;
  /** Key of a `supplier_categories` definition. */
  category: string;
  /** Airlines: the IATA code whose ticket numbers it issues. */
  iata?: string;
  /** A low-cost airline: no GDS record or e-ticket, a confirmation code of its own. */
  lowCost?: boolean;
  commission: string | null;
  /** The organization's unless given. */
  currency?: string;
  terms: string;
  preferred?: boolean;
  phone: string;
  email: string;
  website: string | null;
  contacts: { name: string; role: string; email?: string; phone?: string }[];
  /** How its confirmation numbers look: `#` a digit, `@` a letter, anything else as is. */
  reference?: string;
};

type DemoPerson = {
  /** A new contact of the client; without it, the client's primary contact (first) or its next member. */
  first?: string;
  /** A new contact's last name: the lead traveller's unless given. */
  last?: string;
  relationship?: string;
  /** Years at the trip's start (a birthday a few months before it), unless `months` is given. */
  age?: number;
  /** An infant: months at the trip's start. */
  months?: number;
  /** Turns `age + 1` this many days after the trip starts (a child who turns 12 on the way). */
  birthdayInDays?: number;
  /** No passport on file yet, or one that expires three months after the trip. */
  passport?: 'missing' | 'expiring';
  /** ISO country; the organization's unless given. */
  nationality?: string;
};

/** A flight segment; days count from the trip's start, times are local to each airport. */
type DemoSegment = {
  carrier: string;
  number: string;
  from: string;
  departDay: number;
  departs: string;
  to: string;
  arriveDay: number;
  arrives: string;
  operatedBy?: string;
};

type Shared = {
  supplier: string;
  /** Major units of the booking's currency, all travellers and nights. */
  sell: number;
  /** Percent of sell the agency keeps over cost; by type unless given. */
  margin?: number;
  /** The supplier's unless given. */
  currency?: string;
  /** By the trip's status unless given. */
  status?: BookingStatus;
  /** Positions in the trip's party; everyone unless given. */
  travellers?: number[];
  quantity?: number;
  /** An option or ticketing deadline this many days from today, at a local time. */
  deadline?: { kind: DeadlineKind; inDays: number; at: string };
  /** The supplier has not paid its commission, past its date. */
  commissionOverdue?: boolean;
  /** Major units: what the supplier keeps and what the client is charged. */
  cancellation?: { cost: number; sell: number };
  notes?: string;
};

type DemoFlight = Shared & {
  type: 'flight';
  title?: string;
  /** As a GDS lists them: `AM 1 MEX 0 20:25 MAD 1 14:20 [UX]` (see {@link segmentOf}). */
  segments: string[];
  /** The position (in `travellers`) of the one traveller whose ticket number is not in yet. */
  ticketMissing?: number;
};

type DemoService = Shared & {
  type: Exclude<BookingType, 'flight'>;
  title: string;
  /** Days from the trip's start; `until` may be the trip's last day. */
  day: number;
  time?: string;
  until?: number | 'end';
  untilTime?: string;
  details: Record<string, string | number | null>;
};

type DemoBooking = DemoFlight | DemoService;

type DemoTrip = {
  /** From a won deal: its title (the trip takes it, its client and its amount from the deal). */
  title: string;
  fromDeal?: boolean;
  client: 'individual' | 'household' | 'company';
  party: DemoPerson[];
  /** Key of a `trip_types` definition. */
  type: string;
  destinations: string[];
  /** Travelling and completed ones are confirmed and left to their dates. */
  status: TripStatus;
  /** Days from today. */
  start: number;
  nights: number;
  /** Major units of the trip's currency. */
  budget?: number;
  notes?: string;
  forClient?: string;
  bookings: DemoBooking[];
};

type DemoAgency = {
  /** First names for members a household lacks. */
  spareNames: string[];
  suppliers: DemoSupplier[];
  trips: DemoTrip[];
};

// ---------------------------------------------------------------------------------------------
// Builders, so the agencies below read like an agent's notes
// ---------------------------------------------------------------------------------------------

/**
 * `AM 6177 MAD 1 16:35 FCO 1 19:05 UX`: carrier, number, from, day and local time, to, day and
 * local time (days from the trip's start), and the operating carrier of a codeshare.
 */
function segmentOf(text: string): DemoSegment {
  const [carrier, number, from, departDay, departs, to, arriveDay, arrives, operatedBy, ...rest] =
    text.split(' ');
  if (!carrier || !number || !from || !departs || !to || !arrives || rest.length > 0) {
    throw new Error(`demo travel: "${text}" is not a flight segment`);
  }
  const segment = {
    carrier,
    number,
    from,
    departDay: Number(departDay),
    departs,
    to,
    arriveDay: Number(arriveDay),
    arrives,
  };
  return operatedBy ? { ...segment, operatedBy } : segment;
}

type More = Omit<Shared, 'supplier' | 'sell'>;

const flight = (
  supplier: string,
  segments: string[],
  sell: number,
  more: More & { title?: string; ticketMissing?: number } = {},
): DemoBooking => ({ type: 'flight', supplier, segments, sell, ...more });

const hotel = (
  supplier: string,
  title: string,
  [day, until]: [number, number],
  room: string,
  board: 'RO' | 'BB' | 'HB' | 'FB' | 'AI',
  sell: number,
  more: More & { rooms?: number } = {},
): DemoBooking => {
  const { rooms = 1, ...rest } = more;
  return {
    type: 'hotel',
    supplier,
    title,
    day,
    until,
    details: { room_type: room, board_basis: board, rooms },
    sell,
    ...rest,
  };
};

const tour = (
  supplier: string,
  title: string,
  [day, time]: [number, string],
  meetingPoint: string,
  duration: string,
  sell: number,
  more: More & { until?: number } = {},
): DemoBooking => ({
  type: 'tour',
  supplier,
  title,
  day,
  time,
  details: { meeting_point: meetingPoint, duration },
  sell,
  ...more,
});

const transfer = (
  supplier: string,
  title: string,
  [day, time]: [number, string],
  pickup: string,
  dropoff: string,
  vehicle: string,
  sell: number,
  more: More & { until?: number } = {},
): DemoBooking => ({
  type: 'transfer',
  supplier,
  title,
  day,
  time,
  details: { pickup, dropoff, vehicle },
  sell,
  ...more,
});

const rail = (
  supplier: string,
  title: string,
  [day, time, arrives]: [number, string, string],
  train: { number: string; from: string; to: string; coach: string },
  sell: number,
  more: More = {},
): DemoBooking => ({
  type: 'rail',
  supplier,
  title,
  day,
  time,
  until: day,
  untilTime: arrives,
  details: {
    train_number: train.number,
    from_station: train.from,
    to_station: train.to,
    coach_class: train.coach,
  },
  sell,
  ...more,
});

/** Cover for the whole trip; its policy number comes once it is bought. */
const insurance = (supplier: string, title: string, coverage: string, sell: number, more: More = {}) =>
  ({
    type: 'insurance',
    supplier,
    title,
    day: 0,
    until: 'end',
    details: { coverage },
    sell,
    ...more,
  }) satisfies DemoBooking;

const other = (
  supplier: string,
  title: string,
  [day, time]: [number, string],
  description: string,
  sell: number,
  more: More = {},
): DemoBooking => ({ type: 'other', supplier, title, day, time, details: { description }, sell, ...more });

// ---------------------------------------------------------------------------------------------
// Aurora Viajes México
// ---------------------------------------------------------------------------------------------

const SCHENGEN_MX = 'Gastos médicos hasta 60 000 EUR, equipaje y cancelación; válida para visa Schengen';

const MX: DemoAgency = {
  spareNames: ['Sofía', 'Mateo', 'Regina', 'Santiago', 'Renata'],
  suppliers: [
    {
      key: 'am',
      name: 'Aeroméxico',
      category: 'airline',
      iata: 'AM',
      commission: '1',
      terms: 'BSP quincenal; emisión en GDS',
      preferred: true,
      phone: '55 5133 4010',
      email: 'agencias@aeromexico.example.com',
      website: 'https://aeromexico.com',
      contacts: [
        {
          name: 'Lorena Castañeda',
          role: 'Ejecutiva de cuenta para agencias',
          email: 'lorena.castaneda@aeromexico.example.com',
          phone: '55 5133 4022',
        },
        {
          name: 'Mesa de grupos',
          role: 'Grupos de más de 10 pasajeros',
          email: 'grupos@aeromexico.example.com',
        },
      ],
    },
    {
      key: 'y4',
      name: 'Volaris',
      category: 'airline',
      iata: 'Y4',
      lowCost: true,
      commission: null,
      terms: 'Pago con tarjeta al reservar; tarifa sin comisión',
      phone: '55 1102 8000',
      email: 'agencias@volaris.example.com',
      website: 'https://www.volaris.com',
      contacts: [
        {
          name: 'Departamento de Agencias',
          role: 'Soporte a agencias',
          email: 'agencias@volaris.example.com',
        },
      ],
    },
    {
      key: 'vb',
      name: 'Viva Aerobus',
      category: 'airline',
      iata: 'VB',
      lowCost: true,
      commission: null,
      terms: 'Pago con tarjeta al reservar; tarifa sin comisión',
      phone: '81 8215 0150',
      email: 'agencias@vivaaerobus.example.com',
      website: 'https://www.vivaaerobus.com',
      contacts: [],
    },
    {
      key: 'ib',
      name: 'Iberia',
      category: 'airline',
      iata: 'IB',
      commission: '1',
      terms: 'BSP quincenal',
      phone: '55 1101 1515',
      email: 'agencias.mexico@iberia.example.com',
      website: 'https://www.iberia.com',
      contacts: [
        {
          name: 'Javier Olmedo',
          role: 'Key account México',
          email: 'javier.olmedo@iberia.example.com',
          phone: '55 1101 1530',
        },
      ],
    },
    {
      key: 'a3',
      name: 'Aegean Airlines',
      category: 'airline',
      iata: 'A3',
      commission: null,
      currency: 'EUR',
      terms: 'Pago con tarjeta al emitir',
      phone: '+30 210 626 1000',
      email: 'groups@aegeanair.example.com',
      website: 'https://en.aegeanair.com',
      contacts: [],
    },
    {
      key: 'xcaret',
      name: 'Grupo Xcaret',
      category: 'hotel',
      commission: '12',
      terms: 'Depósito del 30 % al confirmar; saldo 30 días antes de la llegada',
      preferred: true,
      phone: '998 883 3143',
      email: 'agencias@grupoxcaret.example.com',
      website: 'https://www.grupoxcaret.com',
      contacts: [
        {
          name: 'Andrea Villanueva',
          role: 'Gerente de ventas a agencias',
          email: 'andrea.villanueva@grupoxcaret.example.com',
          phone: '998 251 6400',
        },
      ],
      reference: 'XC-######',
    },
    {
      key: 'iberostar',
      name: 'Iberostar Hotels & Resorts',
      category: 'hotel',
      commission: '10',
      terms: 'Depósito del 30 %; saldo 30 días antes de la llegada',
      preferred: true,
      phone: '998 881 8000',
      email: 'reservas.mexico@iberostar.example.com',
      website: 'https://www.iberostar.com',
      contacts: [
        {
          name: 'Ricardo Montaño',
          role: 'Ventas MICE y grupos',
          email: 'ricardo.montano@iberostar.example.com',
          phone: '998 881 8045',
        },
      ],
      reference: 'IBS#######',
    },
    {
      key: 'arts',
      name: 'Hotel Arts Barcelona',
      category: 'hotel',
      commission: '10',
      currency: 'EUR',
      terms: 'Prepago del 30 %; saldo 30 días antes de la llegada',
      phone: '+34 932 21 10 00',
      email: 'reservations@hotelartsbarcelona.example.com',
      website: 'https://www.hotelartsbarcelona.com',
      contacts: [
        {
          name: 'Núria Puigdomènech',
          role: 'Leisure sales, Latin America',
          email: 'nuria.puigdomenech@hotelartsbarcelona.example.com',
        },
      ],
      reference: '########',
    },
    {
      key: 'hotelbeds',
      name: 'Hotelbeds',
      category: 'hotel',
      commission: null,
      terms: 'Tarifas netas; pago 30 días antes de la llegada',
      phone: '+34 971 17 88 00',
      email: 'soporte.mx@hotelbeds.example.com',
      website: 'https://www.hotelbeds.com',
      contacts: [
        {
          name: 'Soporte a agencias México',
          role: 'Reservas 24 h',
          email: 'soporte.mx@hotelbeds.example.com',
        },
      ],
      reference: '###-#######',
    },
    {
      key: 'europamundo',
      name: 'Europamundo Vacaciones',
      category: 'tour_operator',
      commission: '15',
      currency: 'EUR',
      terms: 'Depósito del 30 %; saldo 30 días antes de la salida',
      phone: '+34 913 18 90 00',
      email: 'mexico@europamundo.example.com',
      website: 'https://www.europamundo.com',
      contacts: [
        {
          name: 'Claudia Arriaga',
          role: 'Representante para México',
          email: 'claudia.arriaga@europamundo.example.com',
          phone: '55 5207 3390',
        },
      ],
      reference: 'EM-######',
    },
    {
      key: 'traslados',
      name: 'Traslados Riviera Maya',
      category: 'transfer',
      commission: null,
      terms: 'Tarifa neta; pago 7 días antes del servicio',
      phone: '998 287 4410',
      email: 'reservas@trasladosrivieramaya.example.com',
      website: null,
      contacts: [
        {
          name: 'Gilberto Canché',
          role: 'Operaciones',
          email: 'operaciones@trasladosrivieramaya.example.com',
          phone: '998 145 2290',
        },
      ],
      reference: 'TRM-####',
    },
    {
      key: 'assist',
      name: 'Assist Card',
      category: 'insurance',
      commission: '25',
      terms: 'Liquidación mensual de comisiones',
      phone: '55 5090 7000',
      email: 'agencias.mx@assistcard.example.com',
      website: 'https://www.assistcard.com',
      contacts: [],
      reference: 'AC-#########',
    },
  ],
  trips: [
    {
      title: 'Luna de miel en la Riviera Maya',
      client: 'individual',
      party: [{ age: 29 }, { first: 'Mariana', relationship: 'spouse', age: 28 }],
      type: 'honeymoon',
      destinations: ['Playa del Carmen', 'Riviera Maya'],
      status: 'travelling',
      start: -3,
      nights: 7,
      forClient:
        'El hotel les tiene preparada una cena romántica en la playa la segunda noche. ¡Felicidades por su boda!',
      bookings: [
        flight('am', ['AM 530 MEX 0 08:15 CUN 0 11:35', 'AM 537 CUN 7 16:50 MEX 7 18:10'], 14_600),
        hotel('xcaret', 'Hotel Xcaret Arte', [0, 7], 'Suite vista al mar', 'AI', 142_800, { margin: 12 }),
        transfer(
          'traslados',
          'Traslado privado aeropuerto de Cancún – Hotel Xcaret Arte',
          [0, '12:15'],
          'Aeropuerto de Cancún, Terminal 3',
          'Hotel Xcaret Arte, Playa del Carmen',
          'Camioneta privada',
          3_200,
          { until: 7 },
        ),
        tour(
          'xcaret',
          'Xichén: Chichén Itzá y cenote',
          [3, '07:00'],
          'Lobby del Hotel Xcaret Arte',
          '12 h',
          7_600,
        ),
      ],
    },
    {
      title: 'Fin de semana largo en Oaxaca',
      client: 'household',
      party: [
        { age: 38 },
        { relationship: 'spouse', age: 36 },
        { first: 'Emilia', relationship: 'child', months: 10 },
      ],
      type: 'family',
      destinations: ['Oaxaca'],
      status: 'travelling',
      start: -2,
      nights: 4,
      notes: 'La bebé viaja en brazos con tarifa de infante. Cuna confirmada por el hotel.',
      bookings: [
        flight('am', ['AM 2510 MEX 0 07:30 OAX 0 08:40', 'AM 2517 OAX 4 19:05 MEX 4 20:15'], 12_900),
        hotel('hotelbeds', 'Quinta Real Oaxaca', [0, 4], 'Suite Master con cuna', 'BB', 21_600),
        tour(
          'hotelbeds',
          'Hierve el Agua, Mitla y Teotitlán del Valle',
          [2, '08:30'],
          'Recepción de Quinta Real Oaxaca',
          '9 h',
          3_900,
        ),
      ],
    },
    {
      title: 'Escapada a Los Cabos',
      client: 'individual',
      party: [{ age: 47 }, { first: 'Rodrigo', relationship: 'spouse', age: 49 }],
      type: 'leisure',
      destinations: ['Los Cabos'],
      status: 'completed',
      start: -40,
      nights: 5,
      bookings: [
        flight('am', ['AM 602 MEX 0 09:20 SJD 0 10:55', 'AM 605 SJD 5 12:05 MEX 5 15:35'], 15_800),
        hotel(
          'hotelbeds',
          'Hotel Riu Palace Baja California',
          [0, 5],
          'Junior Suite vista al mar',
          'AI',
          68_500,
        ),
        transfer(
          'hotelbeds',
          'Traslados compartidos aeropuerto de Los Cabos – hotel',
          [0, '11:30'],
          'Aeropuerto de Los Cabos, Terminal 1',
          'Hotel Riu Palace Baja California, Cabo San Lucas',
          'Van compartida',
          1_400,
          { until: 5 },
        ),
        tour(
          'hotelbeds',
          'Paseo en catamarán al Arco de Cabo San Lucas',
          [2, '10:00'],
          'Marina de Cabo San Lucas, muelle 4',
          '2.5 h',
          3_400,
        ),
        insurance('assist', 'Assist Card Nacional', 'Gastos médicos y equipaje en México', 980),
      ],
    },
    {
      title: 'Vacaciones en familia en Cancún',
      client: 'household',
      party: [
        { age: 42 },
        { relationship: 'spouse', age: 40 },
        { relationship: 'child', age: 9 },
        { relationship: 'child', age: 6 },
      ],
      type: 'family',
      destinations: ['Cancún'],
      status: 'completed',
      start: -65,
      nights: 6,
      bookings: [
        flight('vb', ['VB 1004 MEX 0 06:10 CUN 0 09:25', 'VB 1007 CUN 6 10:20 MEX 6 11:35'], 17_400, {
          margin: 5,
        }),
        hotel(
          'iberostar',
          'Iberostar Selection Cancún',
          [0, 6],
          'Habitación Superior vista al mar',
          'AI',
          78_000,
          {
            commissionOverdue: true,
          },
        ),
        tour(
          'xcaret',
          'Parque Xcaret Plus con Xcaret México Espectacular',
          [3, '08:00'],
          'Lobby de Iberostar Selection Cancún (transporte incluido)',
          '13 h',
          12_400,
        ),
        transfer(
          'traslados',
          'Traslados privados aeropuerto de Cancún – Iberostar',
          [0, '10:30'],
          'Aeropuerto de Cancún, Terminal 2',
          'Iberostar Selection Cancún, zona hotelera',
          'Camioneta privada',
          2_600,
          { until: 6 },
        ),
        insurance(
          'assist',
          'Assist Card Nacional familiar',
          'Gastos médicos y equipaje en México, 4 personas',
          1_800,
        ),
      ],
    },
    {
      title: 'Nueva York: museos y Broadway',
      client: 'individual',
      party: [{ age: 34 }, { first: 'Paulina', last: 'Muñoz', relationship: 'friend', age: 33 }],
      type: 'leisure',
      destinations: ['Nueva York'],
      status: 'inquiry',
      start: 85,
      nights: 5,
      budget: 90_000,
      notes: 'Quieren ver El Rey León: cotizar boletos cuando confirmen fechas. Ambas tienen visa vigente.',
      bookings: [
        flight('am', ['AM 400 MEX 0 07:50 JFK 0 13:45', 'AM 403 JFK 5 16:10 MEX 5 19:30'], 24_800),
        hotel(
          'hotelbeds',
          'Hotel Riu Plaza Manhattan Times Square',
          [0, 5],
          'Habitación doble',
          'RO',
          1_850,
          {
            currency: 'USD',
          },
        ),
      ],
    },
    {
      title: 'Fin de semana en Puerto Vallarta',
      client: 'individual',
      party: [{ age: 51 }, { first: 'Gabriela', relationship: 'spouse', age: 50 }],
      type: 'leisure',
      destinations: ['Puerto Vallarta'],
      status: 'cancelled',
      start: 18,
      nights: 3,
      notes: 'Cancelado por el cliente por motivos de salud. Ofrecer nuevas fechas en cuanto se recupere.',
      bookings: [
        flight('y4', ['Y4 830 MEX 0 09:45 PVR 0 11:05', 'Y4 831 PVR 3 18:30 MEX 3 19:50'], 6_200, {
          notes: 'Tarifa convertida en saldo a favor con Volaris, vigente un año.',
        }),
        hotel('hotelbeds', 'Hotel Casa Velas', [0, 3], 'Master Suite', 'AI', 33_600, {
          cancellation: { cost: 4_900, sell: 5_400 },
          notes: 'Cancelado dentro de los 7 días previos: el hotel cobra la primera noche.',
        }),
      ],
    },
    {
      title: 'Una semana en París',
      fromDeal: true,
      client: 'individual',
      party: [{ age: 56 }, { first: 'Patricia', relationship: 'spouse', age: 54 }],
      type: 'leisure',
      destinations: ['París'],
      status: 'confirmed',
      start: 24,
      nights: 7,
      forClient:
        'Recuerden llevar adaptador de corriente tipo E. El hotel guarda el equipaje si llegan antes de las 15:00.',
      bookings: [
        flight('am', ['AM 3 MEX 0 18:05 CDG 1 12:20', 'AM 4 CDG 7 14:10 MEX 7 19:05'], 57_000),
        hotel(
          'hotelbeds',
          'Hôtel Caron de Beaumarchais, Le Marais',
          [1, 7],
          'Habitación doble superior',
          'BB',
          2_150,
          {
            currency: 'EUR',
          },
        ),
        transfer(
          'hotelbeds',
          'Traslado privado aeropuerto CDG – hotel',
          [1, '13:30'],
          'Aeropuerto Charles de Gaulle, Terminal 2E',
          'Hôtel Caron de Beaumarchais, 12 rue Vieille-du-Temple',
          'Sedán privado',
          95,
          { currency: 'EUR' },
        ),
        tour(
          'hotelbeds',
          'Palacio de Versalles con guía en español',
          [3, '08:45'],
          'Place de la Concorde, frente al Hôtel de Crillon',
          '5 h',
          210,
          { currency: 'EUR' },
        ),
        insurance('assist', 'Assist Card Europa', SCHENGEN_MX, 2_600),
      ],
    },
    {
      title: 'Roma, Florencia y Barcelona',
      client: 'household',
      party: [{ age: 52 }, { relationship: 'spouse', age: 50 }, { relationship: 'child', age: 19 }],
      type: 'leisure',
      destinations: ['Roma', 'Florencia', 'Barcelona'],
      status: 'confirmed',
      start: 33,
      nights: 12,
      notes: 'Falta el número de boleto de la hija: la aerolínea lo reemite tras corregir el apellido.',
      bookings: [
        flight(
          'am',
          [
            'AM 1 MEX 0 20:25 MAD 1 14:20',
            'AM 6177 MAD 1 16:35 FCO 1 19:05 UX',
            'AM 20 BCN 12 12:45 MEX 12 17:55',
          ],
          94_500,
          { title: 'México – Madrid – Roma / Barcelona – México', ticketMissing: 2 },
        ),
        hotel('hotelbeds', 'Hotel Artemide, Roma', [1, 6], 'Habitación doble superior', 'BB', 2_650, {
          currency: 'EUR',
          rooms: 2,
        }),
        tour(
          'hotelbeds',
          'Museos Vaticanos y Capilla Sixtina, visita guiada',
          [2, '08:30'],
          'Viale Vaticano 100, entrada de grupos',
          '3 h',
          285,
          { currency: 'EUR' },
        ),
        tour(
          'europamundo',
          'Florencia en tren de alta velocidad, día completo',
          [4, '07:15'],
          'Estación Roma Termini, andén de Frecciarossa',
          '12 h',
          690,
        ),
        flight('ib', ['IB 5604 FCO 6 10:45 BCN 6 12:30 VY'], 420, {
          currency: 'EUR',
        }),
        hotel('arts', 'Hotel Arts Barcelona', [6, 12], 'Habitación Deluxe vista al mar', 'BB', 6_100, {
          rooms: 2,
        }),
      ],
    },
    {
      title: 'Grecia: Atenas y Santorini',
      client: 'individual',
      party: [
        { age: 44, passport: 'expiring' },
        { first: 'Γιώργος', last: 'Παπαδόπουλος', relationship: 'spouse', age: 46, nationality: 'GR' },
      ],
      type: 'leisure',
      destinations: ['Atenas', 'Santorini'],
      status: 'confirmed',
      start: 55,
      nights: 9,
      notes: 'Un pasaporte vence a menos de 6 meses del regreso: pedir la renovación antes de viajar.',
      bookings: [
        flight(
          'am',
          [
            'AM 1 MEX 0 20:25 MAD 1 14:20',
            'AM 6181 MAD 1 16:10 ATH 1 20:55 UX',
            'AM 6180 ATH 9 07:00 MAD 9 09:55 UX',
            'AM 2 MAD 9 12:25 MEX 9 15:45',
          ],
          61_800,
        ),
        hotel(
          'hotelbeds',
          'Electra Palace Athens',
          [1, 3],
          'Habitación superior con vista a la Acrópolis',
          'BB',
          610,
          {
            currency: 'EUR',
          },
        ),
        flight('a3', ['A3 356 ATH 3 07:30 JTR 3 08:20', 'A3 363 JTR 8 20:40 ATH 8 21:25'], 380),
        hotel(
          'hotelbeds',
          'Canaves Oia Suites, Santorini',
          [3, 8],
          'Suite con piscina privada',
          'BB',
          5_400,
          {
            currency: 'EUR',
          },
        ),
        hotel('hotelbeds', 'Sofitel Athens Airport', [8, 9], 'Habitación Superior', 'RO', 260, {
          currency: 'EUR',
        }),
        insurance('assist', 'Assist Card Europa', SCHENGEN_MX, 3_900),
      ],
    },
    {
      title: 'Viaje de incentivo a Riviera Maya',
      fromDeal: true,
      client: 'company',
      party: [{ age: 45 }, { age: 43 }, { age: 34 }, { age: 29 }],
      type: 'group',
      destinations: ['Cancún', 'Riviera Maya'],
      status: 'confirmed',
      start: 45,
      nights: 4,
      notes:
        'Grupo de 20 ganadores: faltan 16 nombres y pasaportes. Los lugares se emiten al recibir la lista.',
      bookings: [
        flight('am', ['AM 534 MEX 0 10:05 CUN 0 13:25', 'AM 539 CUN 4 18:40 MEX 4 20:00'], 138_000, {
          quantity: 20,
          status: 'option',
          deadline: { kind: 'ticketing', inDays: 3, at: '18:00' },
          notes: 'Bloqueo de grupo de 20 lugares; nombres definitivos antes de emitir.',
        }),
        hotel(
          'iberostar',
          'Iberostar Selection Cancún',
          [0, 4],
          'Habitación Superior vista al mar',
          'AI',
          512_000,
          {
            rooms: 10,
            margin: 11,
          },
        ),
        tour(
          'xcaret',
          'Parque Xcaret con Xcaret México Espectacular (grupo)',
          [2, '08:00'],
          'Lobby de Iberostar Selection Cancún',
          '13 h',
          78_000,
        ),
        transfer(
          'traslados',
          'Traslados en autobús para el grupo',
          [0, '14:00'],
          'Aeropuerto de Cancún, Terminal 3',
          'Iberostar Selection Cancún, zona hotelera',
          'Autobús de 40 plazas',
          19_000,
          { until: 4 },
        ),
      ],
    },
    {
      title: 'Japón: Tokio, Hakone y Kioto',
      client: 'individual',
      party: [
        { age: 31 },
        { first: 'Valeria', last: 'Ochoa', relationship: 'friend', age: 30, passport: 'missing' },
      ],
      type: 'leisure',
      destinations: ['Tokio', 'Hakone', 'Kioto'],
      status: 'quoted',
      start: 95,
      nights: 12,
      budget: 260_000,
      notes: 'Pendiente la copia del pasaporte de Valeria. Japón no pide visa a mexicanos.',
      bookings: [
        flight('am', ['AM 58 MEX 0 23:50 NRT 2 05:20', 'AM 57 NRT 12 17:30 MEX 12 14:55'], 71_800, {
          deadline: { kind: 'ticketing', inDays: 4, at: '16:00' },
        }),
        hotel(
          'hotelbeds',
          'Hotel Gracery Shinjuku, Tokio',
          [2, 6],
          'Habitación doble estándar',
          'RO',
          1_180,
          {
            currency: 'USD',
            deadline: { kind: 'option', inDays: 2, at: '18:00' },
          },
        ),
        hotel(
          'hotelbeds',
          'Hakone Kowakien Ten-yu',
          [6, 8],
          'Habitación japonesa con onsen privado',
          'HB',
          1_320,
          {
            currency: 'USD',
            status: 'on_request',
          },
        ),
        rail(
          'hotelbeds',
          'Shinkansen Odawara – Kioto',
          [8, '13:12', '15:20'],
          { number: 'Hikari 633', from: 'Odawara', to: 'Kioto', coach: 'Ordinaria, asientos reservados' },
          310,
          { currency: 'USD' },
        ),
        hotel('hotelbeds', 'The Thousand Kyoto', [8, 12], 'Habitación doble superior', 'BB', 1_640, {
          currency: 'USD',
          status: 'on_request',
        }),
      ],
    },
    {
      title: 'Aniversario en Playa del Carmen',
      client: 'individual',
      party: [{ age: 36 }, { first: 'Fernando', relationship: 'spouse', age: 38 }],
      type: 'leisure',
      destinations: ['Playa del Carmen'],
      status: 'quoted',
      start: 38,
      nights: 4,
      budget: 70_000,
      bookings: [
        flight('y4', ['Y4 3020 MEX 0 06:00 CUN 0 09:15', 'Y4 3025 CUN 4 20:10 MEX 4 21:25'], 7_800),
        hotel('xcaret', 'Hotel Xcaret México', [0, 4], 'Suite vista al río', 'AI', 56_400, {
          deadline: { kind: 'option', inDays: 1, at: '14:00' },
        }),
        transfer(
          'traslados',
          'Traslado privado aeropuerto de Cancún – Hotel Xcaret México',
          [0, '09:45'],
          'Aeropuerto de Cancún, Terminal 2',
          'Hotel Xcaret México, Playa del Carmen',
          'Camioneta privada',
          2_900,
          { until: 4 },
        ),
      ],
    },
    {
      title: 'Madrid y Andalucía',
      client: 'individual',
      party: [{ age: 63 }, { first: 'Rosa María', relationship: 'spouse', age: 61 }],
      type: 'leisure',
      destinations: ['Madrid', 'Sevilla', 'Granada', 'Toledo'],
      status: 'quoted',
      start: 120,
      nights: 10,
      budget: 190_000,
      forClient: 'Precios por persona en habitación doble, sujetos a disponibilidad al confirmar.',
      bookings: [
        flight('ib', ['IB 6400 MEX 0 17:15 MAD 1 11:05', 'IB 6403 MAD 10 12:15 MEX 10 16:30'], 58_200, {
          deadline: { kind: 'ticketing', inDays: 5, at: '12:00' },
        }),
        tour(
          'europamundo',
          'Circuito Madrid, Andalucía y Toledo',
          [1, '18:00'],
          'Hotel Puerta de Toledo, Madrid',
          '9 días',
          2_960,
          { until: 9 },
        ),
        hotel('hotelbeds', 'Hotel Único Madrid', [9, 10], 'Habitación doble deluxe', 'BB', 420, {
          currency: 'EUR',
          deadline: { kind: 'option', inDays: 3, at: '18:00' },
        }),
        insurance('assist', 'Assist Card Europa', SCHENGEN_MX, 3_600),
      ],
    },
    {
      title: 'Chiapas: Cañón del Sumidero y San Cristóbal',
      client: 'individual',
      party: [{ age: 27 }, { first: 'Sebastián', relationship: 'friend', age: 28 }],
      type: 'adventure',
      destinations: ['Tuxtla Gutiérrez', 'San Cristóbal de las Casas'],
      status: 'inquiry',
      start: 70,
      nights: 6,
      budget: 45_000,
      bookings: [
        flight('vb', ['VB 2360 MEX 0 07:05 TGZ 0 08:35', 'VB 2363 TGZ 6 19:20 MEX 6 20:50'], 5_600),
        hotel(
          'hotelbeds',
          'Hotel Bo, San Cristóbal de las Casas',
          [0, 6],
          'Habitación doble superior',
          'BB',
          19_200,
        ),
        tour(
          'hotelbeds',
          'Cañón del Sumidero en lancha y Chiapa de Corzo',
          [1, '08:00'],
          'Recepción de Hotel Bo',
          '7 h',
          2_400,
        ),
      ],
    },
    {
      title: 'Visita a distribuidores en Monterrey',
      client: 'company',
      party: [{ age: 44 }, { age: 33 }],
      type: 'business',
      destinations: ['Monterrey'],
      status: 'completed',
      start: -12,
      nights: 2,
      bookings: [
        flight('vb', ['VB 1204 MEX 0 07:00 MTY 0 08:35', 'VB 1227 MTY 2 19:30 MEX 2 21:05'], 8_900, {
          margin: 5,
        }),
        hotel(
          'hotelbeds',
          'Safi Royal Luxury Valle, San Pedro Garza García',
          [0, 2],
          'Habitación Ejecutiva',
          'BB',
          11_200,
          {
            rooms: 2,
          },
        ),
        transfer(
          'hotelbeds',
          'Traslados aeropuerto de Monterrey – hotel',
          [0, '09:00'],
          'Aeropuerto de Monterrey, Terminal B',
          'Safi Royal Luxury Valle, San Pedro Garza García',
          'Sedán ejecutivo',
          1_800,
          { until: 2 },
        ),
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Aurora Viajes Colombia
// ---------------------------------------------------------------------------------------------

const SCHENGEN_CO = 'Gastos médicos hasta 60 000 EUR y repatriación; válida para la visa Schengen';

const CO: DemoAgency = {
  spareNames: ['Valentina', 'Samuel', 'Salomé', 'Emiliano', 'Antonella'],
  suppliers: [
    {
      key: 'av',
      name: 'Avianca',
      category: 'airline',
      iata: 'AV',
      commission: '1',
      terms: 'BSP quincenal; emisión en GDS',
      preferred: true,
      phone: '601 587 7700',
      email: 'agencias@avianca.example.com',
      website: 'https://www.avianca.com',
      contacts: [
        {
          name: 'Juliana Restrepo',
          role: 'Ejecutiva comercial de agencias',
          email: 'juliana.restrepo@avianca.example.com',
          phone: '310 456 7788',
        },
      ],
    },
    {
      key: 'la',
      name: 'LATAM Airlines',
      category: 'airline',
      iata: 'LA',
      commission: null,
      terms: 'BSP quincenal',
      phone: '601 743 1200',
      email: 'agencias.co@latam.example.com',
      website: 'https://www.latamairlines.com',
      contacts: [
        { name: 'Mesa de agencias', role: 'Soporte y grupos', email: 'agencias.co@latam.example.com' },
      ],
    },
    {
      key: 'cm',
      name: 'Copa Airlines',
      category: 'airline',
      iata: 'CM',
      commission: '1',
      terms: 'BSP quincenal',
      phone: '601 320 3000',
      email: 'grupos.bogota@copaair.example.com',
      website: 'https://www.copaair.com',
      contacts: [
        {
          name: 'Andrés Felipe Osorio',
          role: 'Ventas de grupos',
          email: 'andres.osorio@copaair.example.com',
          phone: '315 221 4090',
        },
      ],
    },
    {
      key: 'ib',
      name: 'Iberia',
      category: 'airline',
      iata: 'IB',
      commission: '1',
      terms: 'BSP quincenal',
      phone: '601 742 5252',
      email: 'agencias.colombia@iberia.example.com',
      website: 'https://www.iberia.com',
      contacts: [],
    },
    {
      key: 'csa',
      name: 'Hotel Casa San Agustín',
      category: 'hotel',
      commission: '12',
      terms: 'Depósito del 30 % al confirmar; saldo 30 días antes de la llegada',
      preferred: true,
      phone: '605 681 0000',
      email: 'reservas@hotelcasasanagustin.example.com',
      website: 'https://www.hotelcasasanagustin.com',
      contacts: [
        {
          name: 'Mariana Zabaleta',
          role: 'Ventas y agencias',
          email: 'mariana.zabaleta@hotelcasasanagustin.example.com',
          phone: '317 640 2211',
        },
      ],
      reference: 'CSA-#####',
    },
    {
      key: 'decameron',
      name: 'Decameron Hotels & Resorts',
      category: 'hotel',
      commission: '12',
      terms: 'Depósito del 30 %; saldo 30 días antes de la llegada',
      phone: '601 628 0000',
      email: 'agencias@decameron.example.com',
      website: 'https://www.decameron.com',
      contacts: [
        {
          name: 'Luis Carlos Peña',
          role: 'Ejecutivo de cuenta',
          email: 'luis.pena@decameron.example.com',
          phone: '318 772 0135',
        },
      ],
      reference: 'DEC#######',
    },
    {
      key: 'marriott',
      name: 'Marriott International',
      category: 'hotel',
      commission: '10',
      currency: 'USD',
      terms: 'Prepago 30 días antes de la llegada o garantía con tarjeta',
      phone: '+1 301 380 3000',
      email: 'latam.agencies@marriott.example.com',
      website: 'https://www.marriott.com',
      contacts: [
        {
          name: 'Catalina Bernal',
          role: 'Global Sales, Colombia',
          email: 'catalina.bernal@marriott.example.com',
          phone: '601 485 2200',
        },
      ],
      reference: '########',
    },
    {
      key: 'europamundo',
      name: 'Europamundo Vacaciones',
      category: 'tour_operator',
      commission: '15',
      currency: 'EUR',
      terms: 'Depósito del 30 %; saldo 30 días antes de la salida',
      phone: '+34 913 18 90 00',
      email: 'colombia@europamundo.example.com',
      website: 'https://www.europamundo.com',
      contacts: [],
      reference: 'EM-######',
    },
    {
      key: 'condor',
      name: 'Condor Travel',
      category: 'dmc',
      commission: null,
      currency: 'USD',
      terms: 'Tarifas netas; pago 30 días antes del servicio',
      phone: '+51 1 615 3000',
      email: 'latam.sales@condortravel.example.com',
      website: 'https://www.condortravel.com',
      contacts: [
        {
          name: 'Rocío Huamán',
          role: 'Ventas Colombia y Ecuador',
          email: 'rocio.huaman@condortravel.example.com',
        },
      ],
      reference: 'CT-######',
    },
    {
      key: 'caribe',
      name: 'Caribe Eco Tours',
      category: 'tour_operator',
      commission: '18',
      terms: 'Pago 15 días antes del servicio',
      phone: '605 660 4455',
      email: 'reservas@caribeecotours.example.com',
      website: null,
      contacts: [
        {
          name: 'Yesid Barrios',
          role: 'Operaciones Cartagena y Santa Marta',
          email: 'operaciones@caribeecotours.example.com',
          phone: '300 815 4477',
        },
      ],
      reference: 'CET-####',
    },
    {
      key: 'traslados',
      name: 'Traslados Caribe Express',
      category: 'transfer',
      commission: null,
      terms: 'Tarifa neta; pago 7 días antes del servicio',
      phone: '605 693 2211',
      email: 'reservas@trasladoscaribe.example.com',
      website: null,
      contacts: [],
      reference: 'TCE-####',
    },
    {
      key: 'universal',
      name: 'Universal Assistance',
      category: 'insurance',
      commission: '25',
      terms: 'Liquidación mensual de comisiones',
      phone: '601 307 7000',
      email: 'agencias.co@universal-assistance.example.com',
      website: 'https://www.universal-assistance.com',
      contacts: [],
      reference: 'UA-#########',
    },
  ],
  trips: [
    {
      title: 'Cartagena e Islas del Rosario',
      client: 'individual',
      party: [{ age: 33 }, { first: 'Daniela', relationship: 'spouse', age: 31 }],
      type: 'leisure',
      destinations: ['Cartagena', 'Islas del Rosario'],
      status: 'travelling',
      start: -2,
      nights: 5,
      forClient: 'El hotel les ofrece un cóctel de bienvenida en la terraza a partir de las 6 p. m.',
      bookings: [
        flight('av', ['AV 9546 BOG 0 08:05 CTG 0 09:35', 'AV 9555 CTG 5 17:40 BOG 5 19:10'], 1_240_000),
        hotel('csa', 'Hotel Casa San Agustín', [0, 5], 'Junior Suite', 'BB', 10_500_000),
        tour(
          'caribe',
          'Islas del Rosario y Playa Blanca en lancha rápida',
          [2, '08:00'],
          'Muelle La Bodeguita, Cartagena',
          '8 h',
          760_000,
        ),
        transfer(
          'traslados',
          'Traslado aeropuerto Rafael Núñez – Centro Histórico',
          [0, '10:00'],
          'Aeropuerto Rafael Núñez, salida nacional',
          'Hotel Casa San Agustín, Centro Histórico',
          'Automóvil privado',
          180_000,
          { until: 5 },
        ),
      ],
    },
    {
      title: 'Vacaciones en familia en San Andrés',
      client: 'household',
      party: [
        { age: 40 },
        { relationship: 'spouse', age: 38 },
        { relationship: 'child', age: 11, birthdayInDays: 3 },
        { relationship: 'child', age: 7 },
      ],
      type: 'family',
      destinations: ['San Andrés'],
      status: 'travelling',
      start: -4,
      nights: 6,
      notes: 'Uno de los niños cumple 12 años durante el viaje: en el regreso ya viaja como adulto.',
      bookings: [
        flight('la', ['LA 4232 BOG 0 06:30 ADZ 0 08:40', 'LA 4233 ADZ 6 12:10 BOG 6 14:20'], 2_960_000),
        hotel('decameron', 'Decameron Aquarium', [0, 6], 'Habitación familiar', 'AI', 11_400_000),
        tour(
          'decameron',
          'Vuelta a la isla y Johnny Cay',
          [2, '09:00'],
          'Recepción de Decameron Aquarium',
          '6 h',
          640_000,
        ),
      ],
    },
    {
      title: 'Miami: compras y playa',
      client: 'individual',
      party: [{ age: 45 }, { first: 'Carolina', last: 'Muñoz', relationship: 'friend', age: 44 }],
      type: 'leisure',
      destinations: ['Miami'],
      status: 'completed',
      start: -70,
      nights: 5,
      bookings: [
        flight('av', ['AV 24 BOG 0 09:40 MIA 0 13:45', 'AV 25 MIA 5 16:30 BOG 5 19:35'], 3_900_000),
        hotel(
          'marriott',
          'Marriott Stanton South Beach',
          [0, 5],
          'Habitación con vista al mar',
          'RO',
          2_450,
          {
            commissionOverdue: true,
          },
        ),
        insurance(
          'universal',
          'Universal Assistance Travel',
          'Gastos médicos hasta 60 000 USD y equipaje',
          320_000,
        ),
      ],
    },
    {
      title: 'Santa Marta y Parque Tayrona',
      client: 'individual',
      party: [{ age: 29 }, { first: 'Tomás', relationship: 'friend', age: 30 }],
      type: 'adventure',
      destinations: ['Santa Marta', 'Parque Tayrona'],
      status: 'completed',
      start: -45,
      nights: 4,
      bookings: [
        flight('av', ['AV 9712 BOG 0 11:20 SMR 0 12:55', 'AV 9719 SMR 4 14:30 BOG 4 16:05'], 980_000),
        hotel('decameron', 'Decameron Galeón', [0, 4], 'Habitación estándar', 'AI', 3_900_000),
        tour(
          'caribe',
          'Caminata al Cabo San Juan, Parque Tayrona',
          [1, '06:30'],
          'Lobby de Decameron Galeón',
          '10 h',
          480_000,
        ),
      ],
    },
    {
      title: 'Viaje de negocios a Medellín',
      client: 'company',
      party: [{ age: 50 }, { age: 35 }],
      type: 'business',
      destinations: ['Medellín'],
      status: 'completed',
      start: -9,
      nights: 2,
      bookings: [
        flight('av', ['AV 9304 BOG 0 06:00 MDE 0 07:00', 'AV 9331 MDE 2 18:30 BOG 2 19:35'], 1_120_000),
        hotel('marriott', 'Medellín Marriott Hotel', [0, 2], 'Habitación Ejecutiva', 'BB', 2_640_000, {
          currency: 'COP',
          rooms: 2,
        }),
      ],
    },
    {
      title: 'Panamá: compras y Canal',
      client: 'household',
      party: [{ age: 39 }, { relationship: 'spouse', age: 37 }],
      type: 'leisure',
      destinations: ['Ciudad de Panamá'],
      status: 'cancelled',
      start: 28,
      nights: 4,
      notes: 'Cancelado por el cliente: su empresa le cambió las vacaciones. Ofrecer nuevas fechas.',
      bookings: [
        flight('cm', ['CM 176 BOG 0 07:10 PTY 0 08:50', 'CM 179 PTY 4 20:15 BOG 4 21:55'], 2_300_000, {
          cancellation: { cost: 460_000, sell: 520_000 },
          notes: 'Reembolso parcial: la tarifa tiene penalidad por cancelación.',
        }),
        hotel('marriott', 'Panama Marriott Hotel', [0, 4], 'Habitación doble', 'BB', 720, {
          cancellation: { cost: 180, sell: 195 },
          notes: 'Cancelado a menos de 72 horas: el hotel cobra una noche.',
        }),
      ],
    },
    {
      title: 'Una semana en París',
      fromDeal: true,
      client: 'individual',
      party: [{ age: 54 }, { first: 'Claudia', relationship: 'spouse', age: 52 }],
      type: 'leisure',
      destinations: ['París'],
      status: 'confirmed',
      start: 30,
      nights: 8,
      bookings: [
        flight(
          'ib',
          [
            'IB 6586 BOG 0 19:05 MAD 1 11:30',
            'IB 3436 MAD 1 13:45 CDG 1 15:55',
            'IB 3437 CDG 8 09:05 MAD 8 11:10',
            'IB 6585 MAD 8 15:35 BOG 8 19:50',
          ],
          13_800_000,
        ),
        hotel('marriott', 'Paris Marriott Opéra Ambassador Hotel', [1, 8], 'Habitación Deluxe', 'BB', 2_380, {
          currency: 'EUR',
        }),
        tour(
          'europamundo',
          'Crucero por el Sena con cena',
          [3, '19:30'],
          'Port de la Bourdonnais, Torre Eiffel',
          '2.5 h',
          260,
        ),
        insurance('universal', 'Universal Assistance Europa', SCHENGEN_CO, 540_000),
      ],
    },
    {
      title: 'Viaje de incentivo a Riviera Maya',
      fromDeal: true,
      client: 'company',
      party: [
        { age: 47 },
        { first: 'Mauricio', last: 'Cárdenas', relationship: 'colleague', age: 41 },
        { first: 'Lina', last: 'Ospina', relationship: 'colleague', age: 36 },
        { first: 'Jairo', last: 'Muñoz', relationship: 'colleague', age: 52 },
      ],
      type: 'group',
      destinations: ['Cancún', 'Riviera Maya'],
      status: 'confirmed',
      start: 48,
      nights: 5,
      notes: 'Grupo de 12 ganadores de la convención de ventas: faltan 8 nombres.',
      bookings: [
        flight(
          'cm',
          [
            'CM 216 BOG 0 05:59 PTY 0 07:38',
            'CM 172 PTY 0 09:20 CUN 0 11:45',
            'CM 173 CUN 5 13:10 PTY 5 15:30',
            'CM 217 PTY 5 17:05 BOG 5 18:45',
          ],
          42_000_000,
          {
            quantity: 12,
            status: 'option',
            deadline: { kind: 'ticketing', inDays: 2, at: '17:00' },
            notes: 'Bloqueo de grupo de 12 lugares; nombres definitivos antes de emitir.',
          },
        ),
        hotel(
          'marriott',
          'Marriott Cancun, An All-Inclusive Resort',
          [0, 5],
          'Habitación Deluxe vista al mar',
          'AI',
          26_400,
          {
            rooms: 6,
            margin: 11,
          },
        ),
        other(
          'marriott',
          'Cena de premiación en la playa',
          [3, '19:30'],
          'Cena de tres tiempos con barra libre y montaje en la playa para 12 personas',
          4_800,
        ),
      ],
    },
    {
      title: 'Europa romántica en circuito',
      client: 'individual',
      party: [
        { age: 64, passport: 'expiring' },
        { first: 'Gloria', relationship: 'spouse', age: 62 },
      ],
      type: 'leisure',
      destinations: ['Madrid', 'París', 'Venecia', 'Florencia', 'Roma'],
      status: 'confirmed',
      start: 62,
      nights: 14,
      notes: 'Un pasaporte vence antes de los 6 meses que pide Schengen tras el regreso: renovar ya.',
      bookings: [
        flight(
          'av',
          [
            'AV 10 BOG 0 19:35 MAD 1 12:10',
            'IB 3231 FCO 14 09:40 MAD 14 12:20',
            'AV 11 MAD 14 15:55 BOG 14 20:05',
          ],
          9_600_000,
          { title: 'Bogotá – Madrid / Roma – Madrid – Bogotá' },
        ),
        tour(
          'europamundo',
          'Circuito Europa Romántica: Madrid, París, Venecia, Florencia y Roma',
          [1, '18:00'],
          'Hotel Puerta de Toledo, Madrid',
          '14 días',
          4_300,
          { until: 14 },
        ),
        insurance('universal', 'Universal Assistance Europa', SCHENGEN_CO, 1_180_000),
      ],
    },
    {
      title: 'Perú: Lima gastronómica, Cusco y Machu Picchu',
      client: 'individual',
      party: [{ age: 38 }, { first: 'Felipe', relationship: 'spouse', age: 40 }],
      type: 'leisure',
      destinations: ['Lima', 'Cusco', 'Machu Picchu'],
      status: 'confirmed',
      start: 36,
      nights: 7,
      forClient:
        'En Cusco, tomen el primer día con calma por la altura: el hotel ofrece oxígeno y mate de coca.',
      bookings: [
        flight(
          'la',
          [
            'LA 2405 BOG 0 06:15 LIM 0 09:20',
            'LA 2021 LIM 2 08:05 CUZ 2 09:30',
            'LA 2040 CUZ 7 11:40 LIM 7 13:05',
            'LA 2404 LIM 7 15:20 BOG 7 18:40',
          ],
          4_200_000,
        ),
        hotel('marriott', 'JW Marriott Hotel Lima', [0, 2], 'Habitación con vista al mar', 'BB', 520),
        hotel(
          'marriott',
          'Palacio del Inka, a Luxury Collection Hotel, Cusco',
          [2, 7],
          'Habitación Deluxe',
          'BB',
          1_450,
        ),
        rail(
          'condor',
          'PeruRail Vistadome Ollantaytambo – Machu Picchu, ida y vuelta',
          [4, '07:05', '18:50'],
          {
            number: 'PeruRail 31 y 604',
            from: 'Ollantaytambo',
            to: 'Machu Picchu (Aguas Calientes)',
            coach: 'Vistadome',
          },
          520,
        ),
        tour(
          'condor',
          'Machu Picchu con guía privado y entradas',
          [4, '10:30'],
          'Estación de tren de Aguas Calientes',
          '6 h',
          620,
        ),
      ],
    },
    {
      title: 'Cartagena en familia',
      client: 'household',
      party: [
        { age: 33 },
        { relationship: 'spouse', age: 31 },
        { first: 'Martina', relationship: 'child', months: 14 },
      ],
      type: 'family',
      destinations: ['Cartagena'],
      status: 'quoted',
      start: 40,
      nights: 5,
      budget: 9_000_000,
      bookings: [
        flight('av', ['AV 9548 BOG 0 10:10 CTG 0 11:40', 'AV 9559 CTG 5 15:20 BOG 5 16:50'], 1_650_000, {
          deadline: { kind: 'ticketing', inDays: 3, at: '18:00' },
        }),
        hotel('decameron', 'Decameron Cartagena', [0, 5], 'Habitación familiar con cuna', 'AI', 6_200_000, {
          deadline: { kind: 'option', inDays: 2, at: '12:00' },
        }),
        tour(
          'caribe',
          'Recorrido por el Centro Histórico en coche de caballos',
          [2, '17:00'],
          'Plaza de los Coches, Torre del Reloj',
          '1 h',
          260_000,
          { status: 'on_request' },
        ),
      ],
    },
    {
      title: 'Buenos Aires: tango y vino',
      client: 'individual',
      party: [{ age: 42 }, { first: 'Ana María', relationship: 'friend', age: 41, passport: 'missing' }],
      type: 'leisure',
      destinations: ['Buenos Aires'],
      status: 'quoted',
      start: 80,
      nights: 6,
      budget: 14_000_000,
      notes: 'Ana María está renovando el pasaporte; pedir la copia antes de emitir.',
      bookings: [
        flight('av', ['AV 87 BOG 0 09:00 EZE 0 17:15', 'AV 88 EZE 6 18:45 BOG 6 23:10'], 5_200_000),
        hotel(
          'marriott',
          'Sheraton Buenos Aires Hotel',
          [0, 6],
          'Habitación doble con vista al río',
          'BB',
          1_260,
          {
            deadline: { kind: 'option', inDays: 4, at: '18:00' },
          },
        ),
        tour(
          'condor',
          'Cena show de tango en Café de los Angelitos',
          [2, '20:00'],
          'Café de los Angelitos, Av. Rivadavia 2100',
          '3 h',
          240,
          { status: 'on_request' },
        ),
      ],
    },
    {
      title: 'Madrid, Lisboa y Oporto',
      client: 'individual',
      party: [{ age: 58 }, { first: 'Beatriz', relationship: 'spouse', age: 57 }],
      type: 'leisure',
      destinations: ['Madrid', 'Lisboa', 'Oporto'],
      status: 'quoted',
      start: 120,
      nights: 10,
      budget: 26_000_000,
      bookings: [
        flight(
          'ib',
          [
            'IB 6586 BOG 0 19:05 MAD 1 11:30',
            'IB 3111 OPO 10 07:00 MAD 10 09:15',
            'IB 6585 MAD 10 15:35 BOG 10 19:50',
          ],
          8_400_000,
          {
            title: 'Bogotá – Madrid / Oporto – Madrid – Bogotá',
            deadline: { kind: 'ticketing', inDays: 5, at: '16:00' },
          },
        ),
        tour(
          'europamundo',
          'Circuito Madrid, Lisboa y Oporto',
          [1, '18:00'],
          'Hotel Puerta de Toledo, Madrid',
          '9 días',
          3_180,
          { until: 10, deadline: { kind: 'option', inDays: 5, at: '18:00' } },
        ),
        insurance('universal', 'Universal Assistance Europa', SCHENGEN_CO, 860_000),
      ],
    },
    {
      title: 'Nueva York en familia',
      client: 'household',
      party: [{ age: 44 }, { relationship: 'spouse', age: 42 }, { relationship: 'child', age: 14 }],
      type: 'family',
      destinations: ['Nueva York'],
      status: 'inquiry',
      start: 100,
      nights: 6,
      budget: 25_000_000,
      notes: 'Verificar que los tres tengan visa americana vigente antes de cotizar en firme.',
      bookings: [
        flight('av', ['AV 244 BOG 0 08:30 JFK 0 15:25', 'AV 245 JFK 6 17:55 BOG 6 23:10'], 7_800_000),
        hotel(
          'marriott',
          'New York Marriott Marquis, Times Square',
          [0, 6],
          'Habitación con dos camas dobles',
          'RO',
          2_900,
        ),
      ],
    },
    {
      title: 'Eje Cafetero con niños',
      client: 'household',
      party: [
        { age: 37 },
        { relationship: 'spouse', age: 36 },
        { relationship: 'child', age: 8 },
        { relationship: 'child', age: 5 },
      ],
      type: 'family',
      destinations: ['Pereira', 'Quindío'],
      status: 'inquiry',
      start: 55,
      nights: 4,
      budget: 8_000_000,
      bookings: [
        flight('av', ['AV 9286 BOG 0 07:40 PEI 0 08:35', 'AV 9291 PEI 4 17:10 BOG 4 18:05'], 1_480_000),
        hotel('decameron', 'Decameron Panaca', [0, 4], 'Habitación familiar', 'AI', 4_600_000),
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Aurora Travel USA
// ---------------------------------------------------------------------------------------------

const US: DemoAgency = {
  spareNames: ['Emma', 'Noah', 'Ava', 'Liam', 'Mia'],
  suppliers: [
    {
      key: 'aa',
      name: 'American Airlines',
      category: 'airline',
      iata: 'AA',
      commission: null,
      terms: 'ARC weekly settlement',
      preferred: true,
      phone: '(817) 555-0110',
      email: 'agency.desk@aa.example.com',
      website: 'https://www.aa.com',
      contacts: [
        {
          name: 'Rachel Kim',
          role: 'Agency sales manager',
          email: 'rachel.kim@aa.example.com',
          phone: '(817) 555-0112',
        },
      ],
    },
    {
      key: 'ua',
      name: 'United Airlines',
      category: 'airline',
      iata: 'UA',
      commission: null,
      terms: 'ARC weekly settlement',
      phone: '(872) 555-0120',
      email: 'agency.support@united.example.com',
      website: 'https://www.united.com',
      contacts: [],
    },
    {
      key: 'dl',
      name: 'Delta Air Lines',
      category: 'airline',
      iata: 'DL',
      commission: null,
      terms: 'ARC weekly settlement',
      phone: '(404) 555-0130',
      email: 'agency.sales@delta.example.com',
      website: 'https://www.delta.com',
      contacts: [
        {
          name: 'Marcus Johnson',
          role: 'Account manager, Northeast',
          email: 'marcus.johnson@delta.example.com',
          phone: '(404) 555-0134',
        },
      ],
    },
    {
      key: 'ib',
      name: 'Iberia',
      category: 'airline',
      iata: 'IB',
      commission: '1',
      terms: 'ARC weekly settlement',
      phone: '(212) 555-0140',
      email: 'agencies.usa@iberia.example.com',
      website: 'https://www.iberia.com',
      contacts: [],
    },
    {
      key: 'fi',
      name: 'Icelandair',
      category: 'airline',
      iata: 'FI',
      commission: '1',
      terms: 'ARC weekly settlement',
      phone: '(212) 555-0150',
      email: 'groups.usa@icelandair.example.com',
      website: 'https://www.icelandair.com',
      contacts: [],
    },
    {
      key: 'marriott',
      name: 'Marriott International',
      category: 'hotel',
      commission: '10',
      terms: 'Prepaid 30 days before arrival, or guaranteed by card',
      preferred: true,
      phone: '(301) 555-0160',
      email: 'agency.sales@marriott.example.com',
      website: 'https://www.marriott.com',
      contacts: [
        {
          name: 'Jessica Alvarez',
          role: 'Leisure sales, Northeast',
          email: 'jessica.alvarez@marriott.example.com',
          phone: '(301) 555-0162',
        },
      ],
      reference: '########',
    },
    {
      key: 'fourseasons',
      name: 'Four Seasons Hotels and Resorts',
      category: 'hotel',
      commission: '10',
      terms: 'Deposit of one night; balance 30 days before arrival',
      preferred: true,
      phone: '(212) 555-0171',
      email: 'preferred.partners@fourseasons.example.com',
      website: 'https://www.fourseasons.com',
      contacts: [
        {
          name: 'Nathan Brooks',
          role: 'Preferred partner program',
          email: 'nathan.brooks@fourseasons.example.com',
          phone: '(212) 555-0173',
        },
      ],
      reference: 'FS#######',
    },
    {
      key: 'ranga',
      name: 'Hotel Rangá',
      category: 'hotel',
      commission: '10',
      currency: 'EUR',
      terms: 'Deposit of 30 %; balance 30 days before arrival',
      phone: '+354 487 5700',
      email: 'reservations@hotelranga.example.com',
      website: 'https://www.hotelranga.is',
      contacts: [{ name: 'Guðrún Jónsdóttir', role: 'Reservations', email: 'gudrun@hotelranga.example.com' }],
      reference: 'HR-####',
    },
    {
      key: 'disney',
      name: 'Walt Disney Travel Company',
      category: 'tour_operator',
      commission: '10',
      terms: 'Deposit at booking; balance 30 days before arrival',
      phone: '(407) 555-0180',
      email: 'travel.agents@disneytravel.example.com',
      website: 'https://disneyworld.disney.go.com',
      contacts: [],
      reference: '#########',
    },
    {
      key: 'viator',
      name: 'Viator',
      category: 'tour_operator',
      commission: '8',
      terms: 'Paid by card at booking; commission monthly',
      phone: '(415) 555-0190',
      email: 'partners@viator.example.com',
      website: 'https://www.viator.com',
      contacts: [],
      reference: 'BR-#########',
    },
    {
      key: 'blacklane',
      name: 'Blacklane',
      category: 'transfer',
      commission: null,
      terms: 'Net rates; paid by card at booking',
      phone: '(646) 555-0195',
      email: 'reservations@blacklane.example.com',
      website: 'https://www.blacklane.com',
      contacts: [],
      reference: 'BL-######',
    },
    {
      key: 'allianz',
      name: 'Allianz Travel Insurance',
      category: 'insurance',
      commission: '20',
      terms: 'Commissions paid monthly',
      phone: '(804) 555-0199',
      email: 'agents@allianztravel.example.com',
      website: 'https://www.allianztravelinsurance.com',
      contacts: [],
      reference: 'ATI#########',
    },
  ],
  trips: [
    {
      title: 'Oahu anniversary escape',
      client: 'individual',
      party: [{ age: 36 }, { first: 'Megan', relationship: 'spouse', age: 35 }],
      type: 'honeymoon',
      destinations: ['Oahu', 'Honolulu'],
      status: 'travelling',
      start: -5,
      nights: 9,
      forClient: 'Happy anniversary! The resort has a bottle of champagne waiting in your room.',
      bookings: [
        flight('ua', ['UA 1175 LAX 0 08:05 HNL 0 10:55', 'UA 1176 HNL 8 22:15 LAX 9 06:05'], 1_480),
        hotel('fourseasons', 'Four Seasons Resort Oahu at Ko Olina', [0, 8], 'Ocean View King', 'RO', 9_800),
        transfer(
          'blacklane',
          'Private transfer Honolulu airport – Ko Olina',
          [0, '11:45'],
          'Daniel K. Inouye International Airport, baggage claim',
          'Four Seasons Resort Oahu at Ko Olina',
          'Business van',
          260,
          { until: 8 },
        ),
        tour(
          'viator',
          'Pearl Harbor and USS Arizona Memorial tour',
          [3, '06:45'],
          'Four Seasons Ko Olina, main lobby',
          '7 h',
          340,
        ),
        insurance('allianz', 'Allianz OneTrip Prime', 'Trip cancellation, medical and baggage cover', 310),
      ],
    },
    {
      title: 'Family trip to Orlando',
      client: 'household',
      party: [
        { age: 41 },
        { relationship: 'spouse', age: 39 },
        { relationship: 'child', age: 8 },
        { first: 'Olivia', relationship: 'child', months: 11 },
      ],
      type: 'family',
      destinations: ['Orlando', 'Walt Disney World'],
      status: 'travelling',
      start: -1,
      nights: 6,
      notes: 'The baby flies on a parent’s lap; stroller and car seat are checked free.',
      bookings: [
        flight('dl', ['DL 1432 JFK 0 08:00 MCO 0 10:50', 'DL 1433 MCO 6 17:20 JFK 6 19:55'], 1_260),
        hotel(
          'disney',
          'Disney’s Polynesian Village Resort',
          [0, 6],
          'Deluxe Room, Theme Park View',
          'RO',
          5_400,
        ),
        tour(
          'disney',
          'Walt Disney World 4-day Magic Your Way tickets',
          [1, '09:00'],
          'Any Walt Disney World theme park entrance',
          '4 days',
          1_620,
          { until: 4 },
        ),
        insurance(
          'allianz',
          'Allianz OneTrip Basic, family',
          'Trip cancellation and medical cover for 4',
          280,
        ),
      ],
    },
    {
      title: 'Iceland: Northern Lights and the Golden Circle',
      client: 'individual',
      party: [
        { age: 39 },
        { first: 'Sigríður', last: 'Þórsdóttir', relationship: 'friend', age: 38, nationality: 'IS' },
      ],
      type: 'adventure',
      destinations: ['Reykjavík', 'South Iceland'],
      status: 'completed',
      start: -25,
      nights: 5,
      bookings: [
        flight('fi', ['FI 614 JFK 0 20:40 KEF 1 06:25', 'FI 615 KEF 5 17:00 JFK 5 18:10'], 1_540),
        hotel('ranga', 'Hotel Rangá', [1, 5], 'Deluxe Double Room', 'HB', 2_480),
        tour(
          'viator',
          'Golden Circle and Secret Lagoon small-group tour',
          [2, '09:00'],
          'Hotel Rangá reception',
          '9 h',
          390,
        ),
        tour('viator', 'Northern Lights super jeep hunt', [3, '21:00'], 'Hotel Rangá reception', '4 h', 520),
        insurance('allianz', 'Allianz OneTrip Prime', 'Trip cancellation, medical and baggage cover', 180),
      ],
    },
    {
      title: 'Cancún all-inclusive escape',
      client: 'individual',
      party: [{ age: 48 }, { first: 'Karen', relationship: 'spouse', age: 46 }],
      type: 'leisure',
      destinations: ['Cancún'],
      status: 'completed',
      start: -50,
      nights: 5,
      bookings: [
        flight('aa', ['AA 1487 JFK 0 07:15 CUN 0 11:05', 'AA 2596 CUN 5 12:15 JFK 5 16:45'], 1_180),
        hotel(
          'marriott',
          'Marriott Cancun, An All-Inclusive Resort',
          [0, 5],
          'Deluxe Ocean View',
          'AI',
          4_600,
          {
            commissionOverdue: true,
          },
        ),
        transfer(
          'blacklane',
          'Private transfer Cancún airport – hotel',
          [0, '11:35'],
          'Cancún International Airport, Terminal 3',
          'Marriott Cancun, An All-Inclusive Resort',
          'Business van',
          190,
          { until: 5 },
        ),
        insurance('allianz', 'Allianz OneTrip Basic', 'Trip cancellation and medical cover', 150),
      ],
    },
    {
      title: 'Sales kickoff in Chicago',
      client: 'company',
      party: [{ age: 45 }, { age: 38 }],
      type: 'business',
      destinations: ['Chicago'],
      status: 'completed',
      start: -15,
      nights: 3,
      bookings: [
        flight('ua', ['UA 1546 EWR 0 07:00 ORD 0 08:40', 'UA 2321 ORD 3 17:30 EWR 3 20:45'], 980),
        hotel('marriott', 'Chicago Marriott Downtown Magnificent Mile', [0, 3], 'King Room', 'RO', 1_740, {
          rooms: 2,
        }),
        transfer(
          'blacklane',
          'Airport transfer O’Hare – hotel',
          [0, '09:10'],
          'O’Hare International Airport, Terminal 1',
          'Chicago Marriott Downtown Magnificent Mile',
          'Business class sedan',
          140,
        ),
      ],
    },
    {
      title: 'Costa Rica adventure week',
      client: 'individual',
      party: [{ age: 31 }, { first: 'Tyler', relationship: 'partner', age: 32 }],
      type: 'adventure',
      destinations: ['Arenal', 'Guanacaste'],
      status: 'cancelled',
      start: 21,
      nights: 7,
      notes: 'Cancelled by the clients after a family emergency. Offer new dates in the spring.',
      bookings: [
        flight('ua', ['UA 1034 EWR 0 08:30 SJO 0 12:40', 'UA 1035 SJO 7 13:45 EWR 7 20:15'], 1_320, {
          notes: 'Refunded as United travel credit, valid one year.',
        }),
        hotel('marriott', 'Los Sueños Marriott Ocean & Golf Resort', [0, 7], 'Ocean View Room', 'BB', 2_660, {
          cancellation: { cost: 380, sell: 420 },
          notes: 'Cancelled inside 7 days: the resort keeps one night.',
        }),
      ],
    },
    {
      title: 'A week in Paris',
      fromDeal: true,
      client: 'individual',
      party: [{ age: 47 }, { first: 'Daniel', relationship: 'spouse', age: 49 }],
      type: 'leisure',
      destinations: ['Paris'],
      status: 'confirmed',
      start: 27,
      nights: 7,
      forClient: 'Bring a type E plug adapter. The hotel holds your luggage if you arrive before 3 pm.',
      bookings: [
        flight('dl', ['DL 264 JFK 0 17:55 CDG 1 07:35', 'DL 265 CDG 7 10:30 JFK 7 12:45'], 2_380),
        hotel('marriott', 'Paris Marriott Opéra Ambassador Hotel', [1, 7], 'Deluxe King Room', 'BB', 2_590, {
          currency: 'EUR',
        }),
        transfer(
          'blacklane',
          'Private transfer CDG – hotel',
          [1, '08:30'],
          'Charles de Gaulle Airport, Terminal 2E',
          'Paris Marriott Opéra Ambassador Hotel',
          'Business class sedan',
          110,
          { currency: 'EUR' },
        ),
        tour(
          'viator',
          'Skip-the-line Louvre guided tour',
          [2, '09:30'],
          'Pyramid entrance, Cour Napoléon',
          '3 h',
          180,
          { currency: 'EUR' },
        ),
        insurance('allianz', 'Allianz OneTrip Prime', 'Trip cancellation, medical and baggage cover', 290),
      ],
    },
    {
      title: 'Incentive trip to the Riviera Maya',
      fromDeal: true,
      client: 'company',
      party: [
        { age: 44 },
        { first: 'Brandon', last: 'Ortiz', relationship: 'colleague', age: 35 },
        { first: 'Priya', last: 'Raman', relationship: 'colleague', age: 32 },
        { first: 'Kevin', last: 'O’Brien', relationship: 'colleague', age: 41 },
      ],
      type: 'group',
      destinations: ['Cancún', 'Riviera Maya'],
      status: 'confirmed',
      start: 52,
      nights: 4,
      notes: 'Top ten of the sales contest: six names still to come from HR.',
      bookings: [
        flight('aa', ['AA 1487 JFK 0 07:15 CUN 0 11:05', 'AA 2596 CUN 4 12:15 JFK 4 16:45'], 11_800, {
          quantity: 10,
          status: 'option',
          deadline: { kind: 'ticketing', inDays: 2, at: '17:00' },
          notes: 'Group block of 10 seats; names due before ticketing.',
        }),
        hotel('marriott', 'JW Marriott Cancun Resort & Spa', [0, 4], 'Deluxe Ocean View', 'BB', 22_400, {
          rooms: 5,
          margin: 11,
        }),
        tour(
          'viator',
          'Private group tour to Chichén Itzá and Ik Kil cenote',
          [2, '07:00'],
          'JW Marriott Cancun, main lobby',
          '11 h',
          3_900,
        ),
        transfer(
          'blacklane',
          'Group transfers Cancún airport – hotel',
          [0, '11:35'],
          'Cancún International Airport, Terminal 3',
          'JW Marriott Cancun Resort & Spa',
          'Two Sprinter vans',
          1_400,
          { until: 4 },
        ),
      ],
    },
    {
      title: 'Europe highlights: Lisbon, Madrid and Rome',
      client: 'household',
      party: [{ age: 58 }, { relationship: 'spouse', age: 57, passport: 'expiring' }],
      type: 'leisure',
      destinations: ['Lisbon', 'Madrid', 'Rome'],
      status: 'confirmed',
      start: 34,
      nights: 12,
      notes: 'One passport expires less than six months after the trip: renewal expedited?',
      bookings: [
        flight('dl', ['DL 282 JFK 0 19:20 LIS 1 07:05', 'DL 241 FCO 12 10:15 JFK 12 14:05'], 2_960, {
          title: 'New York – Lisbon / Rome – New York',
        }),
        hotel('marriott', 'Sheraton Lisboa Hotel & Spa', [1, 4], 'Deluxe Room', 'BB', 780, {
          currency: 'EUR',
        }),
        flight('ib', ['IB 3105 LIS 4 11:00 MAD 4 13:20', 'IB 3230 MAD 8 16:05 FCO 8 18:35'], 460, {
          currency: 'EUR',
          title: 'Lisbon – Madrid, Madrid – Rome',
        }),
        hotel('marriott', 'The Westin Palace, Madrid', [4, 8], 'Deluxe Room', 'BB', 1_240, {
          currency: 'EUR',
        }),
        hotel('marriott', 'Rome Marriott Grand Hotel Flora', [8, 12], 'Deluxe Room', 'BB', 1_420, {
          currency: 'EUR',
        }),
        insurance('allianz', 'Allianz OneTrip Prime', 'Trip cancellation, medical and baggage cover', 420),
      ],
    },
    {
      title: 'Napa Valley wine weekend',
      client: 'individual',
      party: [{ age: 52 }, { first: 'Lauren', relationship: 'spouse', age: 50 }],
      type: 'leisure',
      destinations: ['Napa Valley'],
      status: 'confirmed',
      start: 31,
      nights: 3,
      bookings: [
        flight('ua', ['UA 1916 EWR 0 07:30 SFO 0 10:55', 'UA 1917 SFO 3 13:15 EWR 3 21:50'], 1_340),
        hotel(
          'fourseasons',
          'Four Seasons Resort and Residences Napa Valley',
          [0, 3],
          'Vineyard View King',
          'RO',
          4_350,
        ),
        tour(
          'viator',
          'Napa Valley wine tasting tour with lunch',
          [1, '10:00'],
          'Four Seasons Napa Valley, main lobby',
          '7 h',
          520,
        ),
        transfer(
          'blacklane',
          'Private transfer SFO – Calistoga',
          [0, '11:30'],
          'San Francisco International Airport, Terminal 3',
          'Four Seasons Resort Napa Valley, Calistoga',
          'Business van',
          420,
          { until: 3 },
        ),
      ],
    },
    {
      title: 'London theatre week',
      client: 'individual',
      party: [{ age: 61 }, { first: 'Helen', relationship: 'friend', age: 63 }],
      type: 'leisure',
      destinations: ['London'],
      status: 'quoted',
      start: 60,
      nights: 6,
      budget: 9_000,
      bookings: [
        flight('aa', ['AA 100 JFK 0 18:15 LHR 1 06:25', 'AA 101 LHR 6 10:25 JFK 6 13:30'], 2_140, {
          deadline: { kind: 'ticketing', inDays: 3, at: '17:00' },
        }),
        hotel(
          'marriott',
          'London Marriott Hotel County Hall',
          [1, 6],
          'Deluxe Room, River View',
          'BB',
          2_150,
          {
            currency: 'GBP',
            deadline: { kind: 'option', inDays: 1, at: '18:00' },
          },
        ),
        tour(
          'viator',
          'Warner Bros. Studio Tour London – The Making of Harry Potter',
          [3, '10:00'],
          'Victoria Coach Station, gate 20',
          '7 h',
          230,
          { currency: 'GBP' },
        ),
      ],
    },
    {
      title: 'Maui family vacation',
      client: 'household',
      party: [
        { age: 44 },
        { relationship: 'spouse', age: 42 },
        { relationship: 'child', age: 11, birthdayInDays: 4 },
        { relationship: 'child', age: 9 },
      ],
      type: 'family',
      destinations: ['Maui'],
      status: 'quoted',
      start: 75,
      nights: 8,
      budget: 19_000,
      bookings: [
        flight(
          'ua',
          [
            'UA 1714 EWR 0 08:30 SFO 0 11:55',
            'UA 1738 SFO 0 13:30 OGG 0 16:05',
            'UA 1739 OGG 7 21:40 SFO 8 05:10',
            'UA 1826 SFO 8 07:30 EWR 8 16:05',
          ],
          4_800,
          { deadline: { kind: 'ticketing', inDays: 4, at: '17:00' } },
        ),
        hotel('fourseasons', 'Four Seasons Resort Maui at Wailea', [0, 7], 'Ocean View Room', 'RO', 11_900, {
          deadline: { kind: 'option', inDays: 2, at: '18:00' },
        }),
        tour(
          'viator',
          'Road to Hana adventure with lunch',
          [3, '07:00'],
          'Wailea resort pickup',
          '11 h',
          760,
        ),
      ],
    },
    {
      title: 'Mexico City food and culture',
      client: 'individual',
      party: [
        { age: 30 },
        { first: 'Jordan', last: 'Reyes', relationship: 'friend', age: 29, passport: 'missing' },
      ],
      type: 'leisure',
      destinations: ['Mexico City'],
      status: 'quoted',
      start: 45,
      nights: 5,
      budget: 5_200,
      bookings: [
        flight('dl', ['DL 603 JFK 0 08:45 MEX 0 12:20 AM', 'DL 604 MEX 5 14:10 JFK 5 20:05 AM'], 1_320),
        hotel('marriott', 'The St. Regis Mexico City', [0, 5], 'Grand Deluxe Room', 'BB', 2_950, {
          deadline: { kind: 'option', inDays: 3, at: '18:00' },
        }),
        tour(
          'viator',
          'Street food tour of Roma and Condesa',
          [1, '18:00'],
          'Plaza Río de Janeiro, Roma Norte',
          '3.5 h',
          190,
        ),
      ],
    },
    {
      title: 'Tokyo and Kyoto',
      client: 'individual',
      party: [{ age: 28 }, { first: 'Ethan', relationship: 'partner', age: 29 }],
      type: 'leisure',
      destinations: ['Tokyo', 'Kyoto'],
      status: 'inquiry',
      start: 140,
      nights: 10,
      budget: 12_000,
      bookings: [
        flight('ua', ['UA 131 EWR 0 12:00 HND 1 16:25', 'UA 130 HND 10 17:00 EWR 10 16:20'], 3_900),
        hotel('marriott', 'The Tokyo EDITION, Toranomon', [1, 6], 'EDITION King', 'RO', 3_600),
      ],
    },
    {
      title: 'Client conference in New Orleans',
      client: 'company',
      party: [{ age: 55 }, { age: 40 }],
      type: 'business',
      destinations: ['New Orleans'],
      status: 'inquiry',
      start: 65,
      nights: 3,
      budget: 4_000,
      bookings: [
        flight('dl', ['DL 1889 JFK 0 09:15 MSY 0 12:05', 'DL 1890 MSY 3 17:40 JFK 3 21:35'], 820),
        hotel('marriott', 'The Ritz-Carlton, New Orleans', [0, 3], 'Deluxe King', 'RO', 1_650, { rooms: 2 }),
      ],
    },
  ],
};

const DEMO_AGENCIES: Record<string, DemoAgency> = { MX, CO, US };

// ---------------------------------------------------------------------------------------------
// Codes that look like the real ones, the same on every run
// ---------------------------------------------------------------------------------------------

/** IATA accounting codes: the first three digits of an airline's ticket numbers. */
const TICKET_PREFIXES: Record<string, string> = {
  AM: '139',
  AV: '134',
  LA: '045',
  CM: '230',
  AA: '001',
  UA: '016',
  DL: '006',
  IB: '075',
  FI: '108',
  A3: '390',
};

/** Passport numbers as each country prints them (`#` a digit, `@` a letter). */
const PASSPORT_FORMATS: Record<string, string> = {
  MX: 'G########',
  CO: 'A@######',
  US: '5########',
  GR: '@@#######',
  IS: 'A#######',
};

/** Terminals the demo's carriers use, where the airport has several. */
const TERMINALS: Record<string, string> = {
  'AM:MEX': '2',
  'Y4:MEX': '1',
  'VB:MEX': '1',
  'IB:MAD': '4S',
  'UX:MAD': '1',
  'AM:CDG': '2E',
  'DL:JFK': '4',
  'AA:JFK': '8',
  'AM:JFK': '1',
  'FI:JFK': '7',
  'UA:EWR': 'C',
  'UA:SFO': '3',
  'UA:LAX': '7',
  'AA:LHR': '3',
  'DL:CDG': '2E',
};

const DAY_MS = 86_400_000;

/** FNV-1a, so the same key always gives the same codes. */
function hashOf(text: string): number {
  let hash = 2_166_136_261;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 16_777_619);
  }
  return hash >>> 0;
}

/** `pattern` filled in from `key`: `#` a digit, `@` a letter (no I or O), `*` either. */
function codeOf(pattern: string, key: string): string {
  let state = hashOf(key);
  const next = (modulo: number) => {
    state = (Math.imul(state ^ (state >>> 15), 2_246_822_507) + 0x6d2b79f5) >>> 0;
    return state % modulo;
  };
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const either = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return [...pattern]
    .map((char) =>
      char === '#'
        ? String(next(10))
        : char === '@'
          ? letters[next(letters.length)]
          : char === '*'
            ? either[next(either.length)]
            : char,
    )
    .join('');
}

/** A calendar day moved by whole years and months (the month's last day when it has no such day), then days. */
function shiftDate(date: string, { years = 0, months = 0, days = 0 }): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const target = new Date(Date.UTC(year + years, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return new Date(target.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** Economy fare classes, as a travel agent sees them on a GDS screen (the demo flies economy). */
const ECONOMY_CLASSES = 'QKLMVS';

/** What the agency keeps over cost, by type, unless the booking says. */
const MARGINS: Record<BookingType, number> = {
  flight: 7,
  hotel: 13,
  tour: 18,
  transfer: 22,
  cruise: 12,
  car: 15,
  rail: 10,
  insurance: 15,
  other: 15,
};

/** `amount × rate`, rounded half up on integers, as the bookings service counts a commission. */
function commissionOf(amount: number, rate: string | null): number {
  if (rate === null) return 0;
  const basisPoints = BigInt(Math.round(Number(rate) * 100));
  return Number((BigInt(amount) * basisPoints + 5_000n) / 10_000n);
}

// ---------------------------------------------------------------------------------------------
// Seeding
// ---------------------------------------------------------------------------------------------

type SeededSupplier = DemoSupplier & { id: number; currency: string; commission: string | null };

/** The demo suppliers, found by name or created. */
async function seedSuppliers(
  ctx: OrganizationContext,
  agency: DemoAgency,
  ownerId: number | null,
): Promise<Map<string, SeededSupplier>> {
  const existing = (await listSuppliers(ctx, { page: 1, per_page: MAX_PER_PAGE, sort: 'name' })).data;
  const seeded = new Map<string, SeededSupplier>();
  for (const demo of agency.suppliers) {
    const supplier =
      existing.find((candidate) => candidate.name === demo.name) ??
      (
        await createSupplier(
          ctx,
          createSupplierSchema.parse({
            name: demo.name,
            category: demo.category,
            contacts: demo.contacts.map((contact) => ({
              name: contact.name,
              role: contact.role,
              email: contact.email ?? null,
              phone: contact.phone ?? null,
            })),
            phone: demo.phone,
            email: demo.email,
            website: demo.website,
            commission_rate: demo.commission,
            payment_terms: demo.terms,
            currency: demo.currency,
            preferred: demo.preferred ?? false,
            owner_id: ownerId,
          }),
        )
      ).data;
    seeded.set(demo.key, {
      ...demo,
      id: supplier.id,
      currency: supplier.currency,
      commission: supplier.commission_rate,
    });
  }
  return seeded;
}

async function allContacts(ctx: OrganizationContext): Promise<Contact[]> {
  const contacts: Contact[] = [];
  for (let page = 1; ; page += 1) {
    const { data, meta } = await listContacts(ctx, { page, per_page: MAX_PER_PAGE, sort: 'full_name' });
    contacts.push(...data);
    if (page >= meta.last_page) return contacts;
  }
}

type PlannedTrip = {
  demo: DemoTrip;
  clientId: number;
  dealId: number | null;
  start: string;
  end: string;
  /** Every segment the trip flies, for its hotels' check-in and check-out times. */
  flights: DemoSegment[];
};

/**
 * A client for each trip: a won deal's own client, else the first one not taken yet of the kind
 * the trip needs (an individual for a couple, a household for a family, a company for business).
 */
async function planTrips(
  ctx: OrganizationContext,
  agency: DemoAgency,
  today: string,
): Promise<PlannedTrip[]> {
  const clients = (await listClients(ctx, { page: 1, per_page: MAX_PER_PAGE, sort: 'name' })).data;
  if (clients.length === 0) return [];
  const deals = (
    await listOpportunities(ctx, { page: 1, per_page: MAX_PER_PAGE, sort: 'title', 'filter[stage]': 'won' })
  ).data;
  const taken = new Set<number>();
  const dealOf = (demo: DemoTrip) =>
    demo.fromDeal ? deals.find((deal) => deal.title === demo.title && !taken.has(deal.client.id)) : undefined;
  const dealIds = agency.trips.map((demo) => {
    const deal = dealOf(demo);
    if (!deal) return null;
    taken.add(deal.client.id);
    return { id: deal.id, clientId: deal.client.id };
  });
  return agency.trips.map((demo, index) => {
    const deal = dealIds[index];
    let clientId = deal?.clientId;
    if (clientId === undefined) {
      const client =
        clients.find((candidate) => !taken.has(candidate.id) && candidate.type === demo.client) ??
        clients.find((candidate) => !taken.has(candidate.id)) ??
        clients[index % clients.length];
      clientId = client?.id ?? 0;
      taken.add(clientId);
    }
    return {
      demo,
      clientId,
      dealId: deal?.id ?? null,
      start: addDays(today, demo.start),
      end: addDays(today, demo.start + demo.nights),
      flights: demo.bookings.flatMap((booking) =>
        booking.type === 'flight' ? booking.segments.map(segmentOf) : [],
      ),
    };
  });
}

/** A traveller's date of birth and travel document, as the trip needs them. */
function travellerFields(person: DemoPerson, trip: PlannedTrip, today: string, key: string, country: string) {
  const spread = hashOf(key) % 160;
  const dateOfBirth =
    person.months !== undefined
      ? shiftDate(trip.start, { months: -person.months, days: -12 })
      : person.birthdayInDays !== undefined
        ? shiftDate(addDays(trip.start, person.birthdayInDays), { years: -((person.age ?? 11) + 1) })
        : shiftDate(trip.start, { years: -(person.age ?? 35), days: -(40 + spread) });
  const nationality = person.nationality ?? country;
  const passport =
    person.passport === 'missing'
      ? { passport_number: null, passport_country: null, passport_expiry: null }
      : {
          passport_number: codeOf(PASSPORT_FORMATS[nationality] ?? '@########', `passport:${key}`),
          passport_country: nationality,
          passport_expiry:
            person.passport === 'expiring'
              ? shiftDate(trip.end, { months: 3, days: 9 })
              : shiftDate(today, { years: 2 + (spread % 6), months: spread % 11 }),
        };
  return { date_of_birth: dateOfBirth, nationality, ...passport };
}

/**
 * Each trip's travellers, as contact ids in the order of its party: the client's primary contact
 * leads, its other members come next, and people named in the party (a spouse, a friend, a baby)
 * are added to the client, all at once. Everyone gets the date of birth and passport their trip
 * calls for (through the contacts service for the people who were there already).
 */
async function seedTravellers(
  ctx: OrganizationContext,
  agency: DemoAgency,
  trips: PlannedTrip[],
  today: string,
): Promise<number[][]> {
  const { organization } = ctx;
  const contacts = await allContacts(ctx);
  const travellers: number[][] = trips.map((trip) => trip.demo.party.map(() => 0));
  const setTraveller = (trip: number, person: number, contactId: number) => {
    const party = travellers[trip];
    if (party) party[person] = contactId;
  };
  const updates: { id: number; input: Record<string, unknown> }[] = [];
  const additions: { trip: number; person: number; values: ContactValues }[] = [];
  let spare = 0;
  trips.forEach((trip, tripIndex) => {
    const members = contacts
      .filter((contact) => contact.client_id === trip.clientId)
      .sort((a, b) => Number(b.is_primary) - Number(a.is_primary) || a.id - b.id);
    const [lead, ...others] = members;
    let nextMember = 0;
    trip.demo.party.forEach((person, personIndex) => {
      const key = `${organization.code}:${tripIndex}:${personIndex}`;
      const fields = travellerFields(person, trip, today, key, organization.country);
      const existing =
        person.first !== undefined ? undefined : personIndex === 0 ? lead : others[nextMember++];
      if (existing) {
        setTraveller(tripIndex, personIndex, existing.id);
        updates.push({
          id: existing.id,
          input: { ...fields, ...(person.relationship ? { relationship: person.relationship } : {}) },
        });
        return;
      }
      const input = createContactSchema.parse({
        first_name: person.first ?? agency.spareNames[spare++ % agency.spareNames.length],
        last_name: person.last ?? lead?.last_name ?? '',
        relationship: person.relationship ?? null,
        ...fields,
      });
      additions.push({
        trip: tripIndex,
        person: personIndex,
        values: {
          clientId: trip.clientId,
          firstName: input.first_name,
          lastName: input.last_name,
          email: null,
          phone: null,
          phones: [],
          phoneDigits: phoneDigitsOf(null, []),
          isPrimary: false,
          relationship: input.relationship,
          dateOfBirth: input.date_of_birth,
          nationality: input.nationality ?? null,
          passportNumber: input.passport_number,
          passportCountry: input.passport_country ?? null,
          passportExpiry: input.passport_expiry,
        },
      });
    });
  });
  const ids = await insertContactsBulk(
    ctx.db,
    organization.id,
    null,
    additions.map((addition) => addition.values),
  );
  for (const [index, addition] of additions.entries())
    setTraveller(addition.trip, addition.person, ids[index] ?? 0);
  for (const update of updates) await updateContact(ctx, update.id, updateContactSchema.parse(update.input));
  return travellers;
}

const HALF_HOUR = 30;

/**
 * A hotel's check-in and check-out times on the itinerary: from 15:00, or a while after a flight
 * that lands late that day; until 12:00, or early enough to catch a flight that leaves that day.
 */
function hotelTimes(booking: DemoService, flights: DemoSegment[]): [string, string] {
  const landing = flights
    .filter((segment) => segment.arriveDay === booking.day)
    .map((segment) => minutesOfClock(segment.arrives));
  const leaving = flights
    .filter((segment) => segment.departDay === booking.until)
    .map((segment) => minutesOfClock(segment.departs));
  const lastLanding = landing.length > 0 ? Math.max(...landing) : undefined;
  const firstLeaving = leaving.length > 0 ? Math.min(...leaving) : undefined;
  const checkIn =
    lastLanding === undefined
      ? 15 * 60
      : Math.min(
          23 * 60 + HALF_HOUR,
          Math.max(15 * 60, Math.ceil((lastLanding + 75) / HALF_HOUR) * HALF_HOUR),
        );
  const checkOut =
    firstLeaving === undefined
      ? 12 * 60
      : Math.max(4 * 60, Math.min(12 * 60, Math.floor((firstLeaving - 150) / HALF_HOUR) * HALF_HOUR));
  return [clockTimeOf(checkIn), clockTimeOf(checkOut)];
}

const statusOf = (trip: TripStatus, type: BookingType): BookingStatus =>
  trip === 'inquiry'
    ? type === 'flight'
      ? 'option'
      : 'on_request'
    : trip === 'quoted'
      ? 'option'
      : trip === 'cancelled'
        ? 'cancelled'
        : 'confirmed';

/**
 * One booking as the bookings service takes it: dates from the trip's start, a PNR and ticket
 * numbers once it is ticketed, a confirmation number once it is bought, supplier payments (a
 * deposit when booked, the balance a month before) and the supplier's commission, received once
 * its date has passed unless the demo says it is overdue.
 */
function bookingInput(
  booking: DemoBooking,
  trip: PlannedTrip,
  travellers: number[],
  supplier: SeededSupplier,
  key: string,
  today: string,
  timeZone: string,
) {
  const status = booking.status ?? statusOf(trip.demo.status, booking.type);
  const bought = status === 'confirmed' || status === 'cancelled';
  const currency = booking.currency ?? supplier.currency;
  const sell = booking.sell * 100;
  const cost = Math.round(booking.sell * (100 - (booking.margin ?? MARGINS[booking.type])));
  const dayOf = (days: number) => addDays(trip.start, days);
  const fromToday = (days: number) => addDays(today, days);
  // Bought two months ahead, or a few days ago for a trip that is sooner.
  const booked = Math.min(-3, trip.demo.start - 60);
  const segments = booking.type === 'flight' ? booking.segments.map(segmentOf) : [];
  const [startTime, endTime] =
    booking.type === 'flight'
      ? [null, null]
      : booking.type === 'hotel'
        ? hotelTimes(booking, trip.flights)
        : [booking.time ?? null, booking.untilTime ?? null];
  const [firstDay, lastDay] =
    booking.type === 'flight'
      ? [segments[0]?.departDay ?? 0, segments.at(-1)?.arriveDay ?? 0]
      : [booking.day, booking.until === 'end' ? trip.demo.nights : (booking.until ?? booking.day)];
  const startsIn = trip.demo.start + firstDay;
  const endsIn = trip.demo.start + lastDay;
  const on = travellers.filter((_, index) => !booking.travellers || booking.travellers.includes(index));

  let details: Record<string, unknown>;
  let ticketed = false;
  let ticketMissing: number | undefined;
  let confirmation: string | null = null;
  if (booking.type === 'flight') {
    const held = booking.deadline?.kind === 'ticketing';
    const pnr = !supplier.lowCost && (bought || held) ? codeOf('******', `pnr:${key}`) : null;
    ticketed = status === 'confirmed' && pnr !== null;
    ticketMissing = booking.ticketMissing;
    if (supplier.lowCost && bought) confirmation = codeOf('******', `pnr:${key}`);
    details = {
      type: 'flight',
      pnr,
      segments: segments.map((segment, index) => {
        const flownBy = segment.operatedBy ?? segment.carrier;
        return {
          marketing_carrier: segment.carrier,
          operating_carrier: segment.operatedBy ?? null,
          flight_number: segment.number,
          departure_airport: segment.from,
          departure_terminal: TERMINALS[`${flownBy}:${segment.from}`] ?? null,
          departure_time: `${dayOf(segment.departDay)}T${segment.departs}`,
          arrival_airport: segment.to,
          arrival_terminal: TERMINALS[`${flownBy}:${segment.to}`] ?? null,
          arrival_time: `${dayOf(segment.arriveDay)}T${segment.arrives}`,
          cabin: 'economy',
          booking_class: ECONOMY_CLASSES[hashOf(`${key}:${index}`) % ECONOMY_CLASSES.length],
        };
      }),
    };
  } else {
    if (bought) confirmation = codeOf(supplier.reference ?? '########', `confirmation:${key}`);
    details = {
      type: booking.type,
      ...booking.details,
      ...(booking.type === 'insurance' ? { policy_number: confirmation } : {}),
    };
  }

  // Supplier payments: none for flights (settled through BSP/ARC), none before anything is bought.
  const payments: { due_on: string; amount: number; paid_on: string | null }[] = [];
  if (bought && booking.type !== 'flight' && cost > 0) {
    const deposit = Math.round((cost * 0.3) / 100) * 100;
    const single = (dueIn: number) =>
      payments.push({ due_on: fromToday(dueIn), amount: cost, paid_on: dueIn < 0 ? fromToday(dueIn) : null });
    if (status === 'cancelled') {
      payments.push({ due_on: fromToday(booked + 1), amount: deposit, paid_on: fromToday(booked + 1) });
    } else if (booking.type === 'insurance') {
      single(booked + 1);
    } else if (booking.type === 'transfer') {
      single(Math.max(booked + 1, startsIn - 7));
    } else {
      const balanceIn = startsIn - 30;
      if (balanceIn <= booked + 1) {
        single(booked + 1);
      } else {
        payments.push({ due_on: fromToday(booked + 1), amount: deposit, paid_on: fromToday(booked + 1) });
        payments.push({
          due_on: fromToday(balanceIn),
          amount: cost - deposit,
          paid_on: balanceIn < 0 ? fromToday(Math.max(booked + 1, balanceIn - 1)) : null,
        });
      }
    }
  }

  // Airlines pay theirs when the ticket is issued; insurers monthly; hotels and tours after the stay.
  const commission = status === 'confirmed' ? commissionOf(sell, supplier.commission) : 0;
  const commissionIn =
    commission === 0
      ? null
      : booking.type === 'flight'
        ? booked + 1
        : booking.type === 'insurance'
          ? booked + 30
          : endsIn + 30;
  const received = commissionIn !== null && commissionIn < 0 && !booking.commissionOverdue ? commission : 0;

  return createBookingSchema.parse({
    status,
    title: booking.title ?? '',
    supplier_id: supplier.id,
    confirmation_number: confirmation,
    starts_on: booking.type === 'flight' ? null : dayOf(firstDay),
    start_time: startTime,
    ends_on: booking.type === 'flight' || (lastDay === firstDay && !endTime) ? null : dayOf(lastDay),
    end_time: booking.type === 'flight' ? null : endTime,
    details,
    travellers: on.map((contactId, index) => ({
      contact_id: contactId,
      ticket_number:
        ticketed && index !== ticketMissing
          ? codeOf(`${TICKET_PREFIXES[supplier.iata ?? ''] ?? '999'}##########`, `ticket:${key}:${index}`)
          : null,
    })),
    quantity: booking.quantity ?? 1,
    currency,
    cost,
    sell,
    commission_expected_on: commissionIn === null ? null : fromToday(commissionIn),
    commission_received: received,
    // A paid instalment carries its transfer's reference, as the supplier payables list shows it.
    supplier_payments: payments.map((payment, index) => ({
      ...payment,
      reference: payment.paid_on ? codeOf('TRF-########', `payment:${key}:${index}`) : null,
    })),
    deadline_at: booking.deadline
      ? instantOf(
          fromToday(booking.deadline.inDays),
          minutesOfClock(booking.deadline.at),
          timeZone,
        ).toISOString()
      : null,
    deadline_kind: booking.deadline?.kind ?? null,
    cancellation_cost: status === 'cancelled' ? (booking.cancellation?.cost ?? 0) * 100 : 0,
    cancellation_sell: status === 'cancelled' ? (booking.cancellation?.sell ?? 0) * 100 : 0,
    notes: booking.notes ?? null,
  });
}

/** A commission the demo's supplier has paid, for billing to record as received. */
export type ReceivedCommission = {
  bookingId: number;
  supplierId: number;
  currency: string;
  amount: number;
  receivedOn: string;
};

/**
 * The travel desk of a demo organization, once (nothing is added when it has trips): its
 * suppliers, its trips with their travellers and bookings, then each trip moved by its dates
 * (travelling now, completed), as the module's watch does. Answers the commissions its suppliers
 * paid, for billing to record.
 */
export async function seedDemoTravel(ctx: OrganizationContext): Promise<ReceivedCommission[]> {
  const { db, organization } = ctx;
  const agency = DEMO_AGENCIES[organization.code];
  if (!agency) return [];
  if ((await listTrips(ctx, { page: 1, per_page: 1, sort: 'start_date' })).meta.total > 0) return [];
  const today = dayIn(ctx.clock.now(), organization.timeZone);
  // Agents own the trips, taking turns; the first of them looks after the suppliers.
  const owners = (await listMembers(db, organization.id))
    .sort((a, b) => Number(Boolean(b.agent)) - Number(Boolean(a.agent)))
    .map((member) => member.id);
  const suppliers = await seedSuppliers(ctx, agency, owners[0] ?? null);
  const trips = await planTrips(ctx, agency, today);
  if (trips.length === 0) return [];
  const travellers = await seedTravellers(ctx, agency, trips, today);
  const received: ReceivedCommission[] = [];

  for (const [index, trip] of trips.entries()) {
    const { demo } = trip;
    const party = travellers[index] ?? [];
    const { data: created } = await createTrip(
      ctx,
      createTripSchema.parse({
        ...(trip.dealId === null
          ? { title: demo.title, client_id: trip.clientId }
          : { opportunity_id: trip.dealId }),
        traveller_ids: party,
        destinations: demo.destinations,
        start_date: trip.start,
        end_date: trip.end,
        status: demo.status === 'inquiry' || demo.status === 'quoted' ? demo.status : 'confirmed',
        trip_type: demo.type,
        owner_id: owners.length > 0 ? (owners[index % owners.length] ?? null) : null,
        budget: demo.budget === undefined ? undefined : demo.budget * 100,
        notes_internal: demo.notes ?? null,
        notes_for_client: demo.forClient ?? null,
      }),
    );
    for (const [position, booking] of demo.bookings.entries()) {
      const supplier = suppliers.get(booking.supplier);
      if (!supplier)
        throw new Error(`demo travel: no supplier "${booking.supplier}" in ${organization.code}`);
      const key = `${organization.code}:${index}:${position}`;
      const input = bookingInput(booking, trip, party, supplier, key, today, organization.timeZone);
      // What the supplier paid is recorded by billing, as the receipt that paid it.
      const { id } = await createBooking(ctx, created.id, { ...input, commission_received: 0 });
      if (input.commission_received > 0) {
        received.push({
          bookingId: id,
          supplierId: supplier.id,
          currency: input.currency ?? supplier.currency,
          amount: input.commission_received,
          receivedOn: input.commission_expected_on ?? today,
        });
      }
    }
    if (demo.status === 'cancelled') {
      await updateTrip(ctx, created.id, updateTripSchema.parse({ status: 'cancelled' }));
    }
  }
  await moveTripsByDates(ctx);
  return received;
}
