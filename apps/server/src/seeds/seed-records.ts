import type { TypedPhone } from '@aurora/contracts/records';
import { countClients, insertClientsBulk } from '#modules/clients/clients.service.ts';
import { insertContactsBulk } from '#modules/contacts/contacts.service.ts';
import { countLeads, insertLeadsBulk } from '#modules/leads/leads.service.ts';
import type { Database } from '#platform/db/client.ts';
import { phoneDigitsOf } from '#platform/phones.ts';
import { listMembers } from '#platform/tenancy/members.service.ts';
import { importNotes } from '#records/notes/notes.service.ts';

/** The caller the telephony simulator rings with; a contact of an MX client, so the call shows a name. */
export const DEMO_CALLER_PHONE = '+5215511112222';

/** Deterministic pseudo-random numbers (mulberry32), so every seed of a country looks the same. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  return { next, int, pick };
}

type Country = {
  firstNames: string[];
  lastNames: string[];
  /** A valid mobile number, E.164, from a counter. */
  phone: (n: number) => string;
  destinations: string[];
  emailDomain: string;
  cities: string[];
  currency: string;
  companies: string[];
  household: (lastName: string) => string;
  notes: string[];
};

const COUNTRIES: Record<string, Country> = {
  MX: {
    firstNames: [
      'José',
      'María',
      'Juan',
      'Guadalupe',
      'Luis',
      'Fernanda',
      'Carlos',
      'Sofía',
      'Miguel',
      'Valeria',
      'Alejandro',
      'Camila',
      'Diego',
      'Ximena',
      'Jorge',
      'Daniela',
      'Ricardo',
      'Andrea',
    ],
    lastNames: [
      'Hernández',
      'García',
      'Martínez',
      'López',
      'González',
      'Pérez',
      'Rodríguez',
      'Sánchez',
      'Ramírez',
      'Cruz',
      'Flores',
      'Gómez',
      'Morales',
      'Vázquez',
      'Reyes',
      'Jiménez',
    ],
    phone: (n) => `+52${['55', '33', '81'][n % 3]}${String(30_000_000 + n * 7919).slice(0, 8)}`,
    destinations: [
      'Cancún',
      'Los Cabos',
      'Madrid',
      'París',
      'Nueva York',
      'Tokio',
      'Cusco',
      'Roma',
      'Oaxaca',
    ],
    emailDomain: 'correo.mx',
    cities: ['Ciudad de México', 'Guadalajara', 'Monterrey', 'Puebla', 'Querétaro', 'Mérida'],
    currency: 'MXN',
    companies: [
      'Grupo Altamar S.A. de C.V.',
      'Constructora Sierra Madre',
      'Farmacéutica del Bajío',
      'Tequilera Los Agaves',
    ],
    household: (lastName) => `Familia ${lastName}`,
    notes: [
      'Prefiere vuelos directos.',
      'Llamar después de las 6 pm.',
      'Viaja con mascota pequeña.',
      'Pidió cotización de crucero por el Caribe.',
    ],
  },
  CO: {
    firstNames: [
      'Andrés',
      'Valentina',
      'Santiago',
      'Isabella',
      'Sebastián',
      'Mariana',
      'Juan Pablo',
      'Laura',
      'Nicolás',
      'Gabriela',
      'Felipe',
      'Natalia',
      'Camilo',
      'Daniela',
    ],
    lastNames: [
      'Rodríguez',
      'Gómez',
      'González',
      'Martínez',
      'García',
      'López',
      'Hernández',
      'Sánchez',
      'Ramírez',
      'Pérez',
      'Díaz',
      'Torres',
      'Moreno',
      'Rojas',
      'Vargas',
      'Castro',
    ],
    phone: (n) => `+573${['10', '15', '20', '01'][n % 4]}${String(1_000_000 + n * 7919).slice(0, 7)}`,
    destinations: [
      'Cartagena',
      'San Andrés',
      'Miami',
      'Madrid',
      'Punta Cana',
      'Cusco',
      'Buenos Aires',
      'Santa Marta',
    ],
    emailDomain: 'correo.co',
    cities: ['Bogotá', 'Medellín', 'Cali', 'Barranquilla', 'Bucaramanga', 'Pereira'],
    currency: 'COP',
    companies: [
      'Café de los Andes S.A.S.',
      'Textiles Antioquia',
      'Logística del Caribe',
      'Flores de la Sabana',
    ],
    household: (lastName) => `Familia ${lastName}`,
    notes: [
      'Interesada en plan todo incluido.',
      'Consultar vacaciones de mitad de año.',
      'Necesita visa para Estados Unidos.',
      'Quiere pagar en cuotas.',
    ],
  },
  US: {
    firstNames: [
      'James',
      'Mary',
      'Michael',
      'Jennifer',
      'David',
      'Linda',
      'Robert',
      'Emily',
      'John',
      'Sarah',
      'Daniel',
      'Jessica',
      'Chris',
      'Ashley',
      'Matthew',
      'Amanda',
    ],
    lastNames: [
      'Smith',
      'Johnson',
      'Williams',
      'Brown',
      'Jones',
      'Miller',
      'Davis',
      'Wilson',
      'Anderson',
      'Taylor',
      'Thomas',
      'Moore',
      'Martin',
      'Lee',
      'Clark',
      'Lewis',
    ],
    // 555-0100..0199 are reserved for fiction and still valid numbers.
    phone: (n) =>
      `+1${['212', '646', '917', '305', '312', '415'][n % 6]}5550${String(100 + (Math.floor(n / 6) % 100))}`,
    destinations: ['Paris', 'London', 'Cancún', 'Rome', 'Tokyo', 'Honolulu', 'Lisbon', 'Costa Rica'],
    emailDomain: 'mail.us',
    cities: ['New York', 'Miami', 'Chicago', 'San Francisco', 'Boston', 'Austin'],
    currency: 'USD',
    companies: [
      'Hudson Partners LLC',
      'Bluebird Software Inc.',
      'Lakeside Medical Group',
      'Summit Outdoor Co.',
    ],
    household: (lastName) => `The ${lastName} Family`,
    notes: [
      'Prefers aisle seats.',
      'Anniversary trip, wants upgrades.',
      'Call back after school pickup.',
      'Asked for travel insurance options.',
    ],
  },
};

const STATUSES = [
  'new',
  'new',
  'new',
  'contacted',
  'contacted',
  'qualified',
  'qualified',
  'unqualified',
  'lost',
];
const SOURCES = ['website', 'referral', 'phone', 'walk_in', 'social_media', 'email_campaign', 'partner'];
const PURPOSES = ['leisure', 'honeymoon', 'family', 'business', 'group', 'cruise', 'adventure'];

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000);
const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Leads, clients with contacts, and notes for a demo organization, in the names and phone
 * formats of its country. Creates nothing when the organization already has leads (or clients).
 */
export async function seedRecords(db: Database, organization: { id: number; code: string }): Promise<void> {
  const country = COUNTRIES[organization.code];
  if (!country) return;
  const rng = random([...organization.code].reduce((sum, c) => sum * 31 + c.charCodeAt(0), 7));
  const owners = (await listMembers(db, organization.id)).map((member) => member.id);
  const owner = () => (owners.length ? rng.pick(owners) : null);
  let phoneCounter = 1;
  const nextPhone = () => country.phone(phoneCounter++);

  if ((await countLeads(db, organization.id)) === 0) {
    const leads = Array.from({ length: 40 }, (_, index) => {
      const firstName = rng.pick(country.firstNames);
      const lastName = rng.pick(country.lastNames);
      const phone = nextPhone();
      const phones: TypedPhone[] = rng.next() < 0.2 ? [{ type: 'work', value: nextPhone() }] : [];
      const start = daysFromNow(rng.int(20, 200));
      const status = rng.pick(STATUSES);
      const createdAt = daysFromNow(-index * 2 - rng.int(0, 1));
      return {
        firstName,
        lastName,
        email: `${ascii(firstName)}.${ascii(lastName)}${index}@${country.emailDomain}`,
        phone,
        phones,
        phoneDigits: phoneDigitsOf(phone, phones),
        status,
        source: rng.pick(SOURCES),
        ownerId: owner(),
        doNotCall: index % 13 === 5,
        destinations: [rng.pick(country.destinations)],
        travelStart: day(start),
        travelEnd: day(new Date(start.getTime() + rng.int(4, 15) * 86_400_000)),
        dateFlexibilityDays: rng.pick([0, 2, 3, 7]),
        adults: rng.int(1, 4),
        children: rng.int(0, 2),
        infants: rng.next() < 0.1 ? 1 : 0,
        budgetAmount: String(
          rng.int(10, 120) *
            (country.currency === 'COP' ? 200_000 : country.currency === 'MXN' ? 1_000 : 100),
        ),
        budgetCurrency: country.currency,
        purpose: rng.pick(PURPOSES),
        nextActionAt:
          status === 'lost' || status === 'unqualified' ? null : day(daysFromNow(rng.int(-3, 14))),
        lostReason: status === 'lost' ? rng.pick(['price', 'timing', 'competitor', 'no_response']) : null,
        createdAt,
        updatedAt: createdAt,
      };
    });
    const ids = await insertLeadsBulk(db, organization.id, null, leads);
    await importNotes(
      db,
      organization.id,
      owners[0] ?? null,
      'lead',
      ids.filter((_, index) => index % 3 === 0).map((id) => ({ id, note: rng.pick(country.notes) })),
    );
  }

  if ((await countClients(db, organization.id)) === 0) {
    type Person = {
      firstName: string;
      lastName: string;
      phone: string | null;
      isPrimary: boolean;
      relationship: string | null;
    };
    const plans: { client: Parameters<typeof insertClientsBulk>[3][number]; people: Person[] }[] = [];
    for (let index = 0; index < 20; index += 1) {
      const type = index % 4 === 1 ? 'household' : index % 4 === 3 ? 'company' : 'individual';
      const lastName = rng.pick(country.lastNames);
      const firstName = rng.pick(country.firstNames);
      const caller = organization.code === 'MX' && index === 1;
      const peopleCount = type === 'individual' ? 1 : type === 'household' ? rng.int(2, 4) : rng.int(1, 3);
      const people: Person[] = Array.from({ length: peopleCount }, (_, p) => ({
        firstName: caller && p === 0 ? 'María' : p === 0 ? firstName : rng.pick(country.firstNames),
        lastName: type === 'company' ? rng.pick(country.lastNames) : lastName,
        phone: caller && p === 0 ? DEMO_CALLER_PHONE : p < 2 ? nextPhone() : null,
        isPrimary: p === 0,
        relationship:
          type === 'household' ? (p === 0 ? null : rng.pick(['spouse', 'child', 'parent'])) : null,
      }));
      const name =
        type === 'individual'
          ? `${firstName} ${lastName}`
          : type === 'household'
            ? country.household(lastName)
            : (country.companies[index % country.companies.length] ?? 'Company');
      const phone = people[0]?.phone ?? nextPhone();
      const createdAt = daysFromNow(-index * 4 - 30);
      plans.push({
        client: {
          type,
          name,
          email: `${ascii(name).slice(0, 20)}${index}@${country.emailDomain}`,
          phone,
          phones: [],
          phoneDigits: phoneDigitsOf(phone, []),
          city: rng.pick(country.cities),
          country: organization.code,
          preferredLanguage: organization.code === 'US' ? 'en' : 'es',
          preferredCurrency: country.currency,
          tags: index % 5 === 0 ? ['vip'] : [],
          marketingConsent: rng.next() < 0.6,
          ownerId: owner(),
          createdAt,
          updatedAt: createdAt,
        },
        people,
      });
    }
    const clientIds = await insertClientsBulk(
      db,
      organization.id,
      null,
      plans.map((plan) => plan.client),
    );
    const contacts = plans.flatMap((plan, index) =>
      plan.people.map((person) => ({
        clientId: clientIds[index] as number,
        firstName: person.firstName,
        lastName: person.lastName,
        email: `${ascii(person.firstName)}.${ascii(person.lastName)}${index}@${country.emailDomain}`,
        phone: person.phone,
        phones: [],
        phoneDigits: phoneDigitsOf(person.phone, []),
        isPrimary: person.isPrimary,
        relationship: person.relationship,
        nationality: organization.code,
        dateOfBirth: day(daysFromNow(-rng.int(5, 70) * 365 - rng.int(0, 364))),
      })),
    );
    await insertContactsBulk(db, organization.id, null, contacts);
    await importNotes(
      db,
      organization.id,
      owners[0] ?? null,
      'client',
      clientIds.filter((_, index) => index % 4 === 0).map((id) => ({ id, note: rng.pick(country.notes) })),
    );
  }
}
