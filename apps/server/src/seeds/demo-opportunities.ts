import type { Language } from '@aurora/contracts/constants';
import { addDays, dayIn } from '@aurora/contracts/time-zones';
import { listClients } from '#modules/clients/clients.service.ts';
import { listContacts } from '#modules/contacts/contacts.service.ts';
import {
  countOpportunities,
  insertOpportunitiesBulk,
  listStages,
  type OpportunityValues,
} from '#modules/opportunities/opportunities.service.ts';
import { insertTasksBulk } from '#modules/tasks/tasks.service.ts';
import type { Database } from '#platform/db/client.ts';
import { languageOfOrganization, type OrganizationContext } from '#platform/tenancy/context.ts';
import { listMembers } from '#platform/tenancy/members.service.ts';
import { recordPastActivity } from '#records/records.service.ts';

type Stage = 'new' | 'qualified' | 'quoted' | 'negotiation' | 'verbal_yes' | 'won' | 'lost';

type DemoDeal = {
  es: string;
  en: string;
  stage: Stage;
  /** In US dollars, converted to the organization's currency; or in `currency` when it is set. */
  value: number;
  currency?: 'USD' | 'EUR';
  /** Expected close in days from today (negative: overdue); undefined: no date yet. */
  closeInDays?: number;
  /** Days since the last call, note or change (a deal quiet past its stage's period rots). */
  quietDays: number;
  /** Days in its stage (won and lost: since they closed). */
  inStageDays: number;
  probability?: number;
  nextStep?: Record<Language, string>;
  /** An open task about the deal, due in this many days: planned work keeps it from rotting. */
  taskInDays?: number;
  lost?: { reason: string; note: Record<Language, string> };
};

const FOLLOW_UP: Record<Language, string> = {
  en: 'Follow up on the quote',
  es: 'Dar seguimiento a la cotización',
};

/** A desk's pipeline on any day: every stage, some deals gone quiet, won and lost ones with reasons. */
const DEMO_DEALS: DemoDeal[] = [
  {
    es: 'Luna de miel en Bali',
    en: 'Honeymoon in Bali',
    stage: 'new',
    value: 6500,
    closeInDays: 40,
    quietDays: 1,
    inStageDays: 1,
  },
  {
    es: 'Crucero por el Mediterráneo',
    en: 'Mediterranean cruise',
    stage: 'new',
    value: 7500,
    currency: 'EUR',
    closeInDays: 75,
    quietDays: 9,
    inStageDays: 12,
  },
  {
    es: 'Fin de semana en Tulum',
    en: 'Weekend in Tulum',
    stage: 'new',
    value: 1800,
    closeInDays: 20,
    quietDays: 2,
    inStageDays: 2,
  },
  {
    es: 'Viaje escolar a Washington',
    en: 'School trip to Washington',
    stage: 'new',
    value: 24000,
    closeInDays: 110,
    quietDays: 10,
    inStageDays: 10,
    taskInDays: 3,
    nextStep: { en: 'Confirm the number of students', es: 'Confirmar el número de estudiantes' },
  },
  {
    es: 'Escapada a Cartagena',
    en: 'Cartagena getaway',
    stage: 'new',
    value: 2400,
    quietDays: 0,
    inStageDays: 0,
  },
  {
    es: 'Safari en Kenia',
    en: 'Kenya safari',
    stage: 'qualified',
    value: 14500,
    closeInDays: 30,
    quietDays: 3,
    inStageDays: 5,
    nextStep: { en: 'Compare two lodges in the Masai Mara', es: 'Comparar dos lodges en el Masái Mara' },
  },
  {
    es: 'Tour gastronómico por Italia',
    en: 'Food tour of Italy',
    stage: 'qualified',
    value: 9000,
    currency: 'EUR',
    closeInDays: 55,
    quietDays: 12,
    inStageDays: 14,
  },
  {
    es: 'Semana Santa en Madrid',
    en: 'Easter in Madrid',
    stage: 'qualified',
    value: 5200,
    closeInDays: 70,
    quietDays: 4,
    inStageDays: 4,
  },
  {
    es: 'Boda destino en Los Cabos',
    en: 'Destination wedding in Los Cabos',
    stage: 'qualified',
    value: 38000,
    closeInDays: 95,
    quietDays: 11,
    inStageDays: 11,
    taskInDays: 2,
    nextStep: { en: 'Send the venue shortlist', es: 'Enviar la lista corta de salones' },
  },
  {
    es: 'Semana de esquí en Vail',
    en: 'Ski week in Vail',
    stage: 'qualified',
    value: 11200,
    currency: 'USD',
    closeInDays: 25,
    quietDays: 2,
    inStageDays: 3,
  },
  {
    es: 'Japón en primavera',
    en: 'Japan in cherry blossom season',
    stage: 'quoted',
    value: 16800,
    closeInDays: 15,
    quietDays: 8,
    inStageDays: 9,
  },
  {
    es: 'Patagonia y Ushuaia',
    en: 'Patagonia and Ushuaia',
    stage: 'quoted',
    value: 12300,
    closeInDays: -5,
    quietDays: 4,
    inStageDays: 6,
    nextStep: { en: 'Call about the revised quote', es: 'Llamar por la cotización revisada' },
  },
  {
    es: 'Retiro corporativo en Punta Cana',
    en: 'Corporate retreat in Punta Cana',
    stage: 'quoted',
    value: 52000,
    closeInDays: 35,
    quietDays: 1,
    inStageDays: 3,
    probability: 55,
  },
  {
    es: 'Disney Orlando en familia',
    en: 'Family trip to Disney Orlando',
    stage: 'quoted',
    value: 9400,
    currency: 'USD',
    closeInDays: 10,
    quietDays: 2,
    inStageDays: 2,
  },
  {
    es: 'Camino Inca a Machu Picchu',
    en: 'Inca Trail to Machu Picchu',
    stage: 'quoted',
    value: 4700,
    closeInDays: 45,
    quietDays: 5,
    inStageDays: 5,
  },
  {
    es: 'Islas griegas en velero',
    en: 'Sailing the Greek islands',
    stage: 'negotiation',
    value: 13600,
    currency: 'EUR',
    closeInDays: 8,
    quietDays: 6,
    inStageDays: 8,
  },
  {
    es: 'Nueva York en Navidad',
    en: 'New York at Christmas',
    stage: 'negotiation',
    value: 7800,
    closeInDays: 12,
    quietDays: 1,
    inStageDays: 4,
    nextStep: { en: 'Hold the hotel until Friday', es: 'Bloquear el hotel hasta el viernes' },
  },
  {
    es: 'Viaje de egresados a Europa',
    en: 'Graduation trip to Europe',
    stage: 'negotiation',
    value: 61000,
    closeInDays: 60,
    quietDays: 7,
    inStageDays: 7,
    taskInDays: 1,
  },
  {
    es: 'Aniversario en Maldivas',
    en: 'Anniversary in the Maldives',
    stage: 'negotiation',
    value: 19900,
    closeInDays: 5,
    quietDays: 2,
    inStageDays: 3,
    probability: 70,
  },
  {
    es: 'Retiro de yoga en Costa Rica',
    en: 'Yoga retreat in Costa Rica',
    stage: 'verbal_yes',
    value: 8600,
    closeInDays: 3,
    quietDays: 1,
    inStageDays: 1,
    nextStep: { en: 'Send the contract and deposit link', es: 'Enviar el contrato y el enlace del anticipo' },
  },
  {
    es: 'Crucero por Alaska',
    en: 'Alaska cruise',
    stage: 'verbal_yes',
    value: 15400,
    currency: 'USD',
    closeInDays: 7,
    quietDays: 4,
    inStageDays: 4,
  },
  {
    es: 'Una semana en París',
    en: 'A week in Paris',
    stage: 'won',
    value: 7200,
    closeInDays: -6,
    quietDays: 6,
    inStageDays: 6,
  },
  {
    es: 'Viaje de incentivo a Riviera Maya',
    en: 'Incentive trip to the Riviera Maya',
    stage: 'won',
    value: 44000,
    closeInDays: -40,
    quietDays: 40,
    inStageDays: 40,
  },
  {
    es: 'Tailandia y sus islas',
    en: 'Thailand and the islands',
    stage: 'lost',
    value: 9900,
    closeInDays: -12,
    quietDays: 12,
    inStageDays: 12,
    lost: {
      reason: 'price',
      note: { en: 'Booked a package online for less.', es: 'Compró un paquete en línea más barato.' },
    },
  },
  {
    es: 'Gran Premio de Mónaco',
    en: 'Monaco Grand Prix',
    stage: 'lost',
    value: 27500,
    closeInDays: -25,
    quietDays: 25,
    inStageDays: 25,
    lost: {
      reason: 'competitor',
      note: {
        en: 'Went with their usual corporate agency.',
        es: 'Se fue con su agencia corporativa de siempre.',
      },
    },
  },
  // The year's earlier wins, a month or so apart: the dashboards' months are not empty.
  {
    es: 'Semana familiar en Orlando',
    en: 'A family week in Orlando',
    stage: 'won',
    value: 12600,
    closeInDays: -70,
    quietDays: 70,
    inStageDays: 70,
  },
  {
    es: 'Retiro de empresa en Los Cabos',
    en: 'Company retreat in Los Cabos',
    stage: 'won',
    value: 38000,
    closeInDays: -98,
    quietDays: 98,
    inStageDays: 98,
  },
  {
    es: 'Safari en Kenia',
    en: 'Safari in Kenya',
    stage: 'won',
    value: 21400,
    closeInDays: -126,
    quietDays: 126,
    inStageDays: 126,
  },
  {
    es: 'Camino Inca a Machu Picchu',
    en: 'Inca Trail to Machu Picchu',
    stage: 'won',
    value: 6900,
    closeInDays: -155,
    quietDays: 155,
    inStageDays: 155,
  },
  {
    es: 'Boda en la Toscana',
    en: 'A wedding in Tuscany',
    stage: 'won',
    value: 52000,
    closeInDays: -190,
    quietDays: 190,
    inStageDays: 190,
  },
  {
    es: 'Viaje de graduación a Cancún',
    en: 'Graduation trip to Cancún',
    stage: 'won',
    value: 15800,
    closeInDays: -215,
    quietDays: 215,
    inStageDays: 215,
  },
  {
    es: 'Patagonia en invierno',
    en: 'Patagonia in winter',
    stage: 'won',
    value: 13200,
    closeInDays: -245,
    quietDays: 245,
    inStageDays: 245,
  },
  {
    es: 'Auroras boreales en Islandia',
    en: 'Northern lights in Iceland',
    stage: 'won',
    value: 11200,
    closeInDays: -280,
    quietDays: 280,
    inStageDays: 280,
  },
  {
    es: 'Mercados navideños del Danubio',
    en: 'Christmas markets on the Danube',
    stage: 'won',
    value: 8600,
    closeInDays: -335,
    quietDays: 335,
    inStageDays: 335,
  },
];

/** Pesos or dollars per US dollar for the demo organizations' currencies, rounded for round prices. */
const DEMO_RATES: Record<string, number> = { USD: 1, MXN: 17, COP: 4000 };

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

/**
 * The move into each deal's stage, on the day it entered it, so timelines tell how deals got where
 * they are: from the stage before it, or from Verbal yes to Won and from Quoted to Lost.
 */
async function stageHistoryOf(db: Database, ids: number[], values: OpportunityValues[]) {
  const stages = await listStages(db);
  const open = stages.filter((stage) => stage.stage_kind === 'open');
  const nameOf = (key: string) => stages.find((stage) => stage.key === key)?.name ?? key;
  return values.flatMap((value, index) => {
    const id = ids[index];
    const kind = stages.find((stage) => stage.key === value.stage)?.stage_kind;
    const from =
      kind === 'won'
        ? open.at(-1)?.key
        : kind === 'lost'
          ? (open.find((stage) => stage.key === 'quoted') ?? open.at(-1))?.key
          : open[open.findIndex((stage) => stage.key === value.stage) - 1]?.key;
    if (id === undefined || !from || !value.stageEnteredAt) return [];
    return [
      {
        subjectType: 'opportunity' as const,
        subjectId: id,
        type: 'status_change',
        actorId: value.ownerId ?? null,
        data: { from, to: value.stage, from_name: nameOf(from), to_name: nameOf(value.stage) },
        createdAt: value.stageEnteredAt,
      },
    ];
  });
}

/** Demo deals of an organization, once (nothing is added when it has some), with their planned tasks. */
export async function seedDemoOpportunities(ctx: OrganizationContext): Promise<void> {
  const { db, organization } = ctx;
  const organizationId = organization.id;
  if ((await countOpportunities(db, organizationId)) > 0) return;
  const clients = (await listClients(ctx, { page: 1, per_page: 25, sort: 'name' })).data;
  if (clients.length === 0) return;
  const contacts = (await listContacts(ctx, { page: 1, per_page: 100, sort: 'full_name' })).data;
  const agents = (await listMembers(db, organizationId))
    .filter((member) => member.agent)
    .map((member) => member.id);
  const language = languageOfOrganization(organization);
  const today = dayIn(new Date(), organization.timeZone);
  const rate = DEMO_RATES[organization.currency] ?? 1;
  const values = DEMO_DEALS.map((demo, index): OpportunityValues => {
    const client = clients[index % clients.length];
    if (!client) throw new Error('unreachable: clients is not empty');
    const currency = demo.currency ?? organization.currency;
    const major = demo.currency ? demo.value : demo.value * rate;
    return {
      title: demo[language],
      clientId: client.id,
      primaryContactId: contacts.find((contact) => contact.client_id === client.id)?.id ?? null,
      stage: demo.stage,
      probability: demo.probability ?? null,
      amount: Math.round(major) * 100,
      currency,
      expectedCloseDate: demo.closeInDays === undefined ? null : addDays(today, demo.closeInDays),
      source: ['website', 'referral', 'phone'][index % 3] ?? null,
      ownerId: agents.length ? (agents[index % agents.length] ?? null) : null,
      nextStep: demo.nextStep?.[language] ?? null,
      lostReason: demo.lost?.reason ?? null,
      lostNote: demo.lost?.note[language] ?? null,
      stageEnteredAt: daysAgo(demo.inStageDays),
      closedAt: demo.stage === 'won' || demo.stage === 'lost' ? daysAgo(demo.inStageDays) : null,
      lastActivityAt: daysAgo(demo.quietDays),
      createdAt: daysAgo(demo.inStageDays + 3 + (index % 9)),
    };
  });
  const ids = await insertOpportunitiesBulk(db, organizationId, null, values);
  await recordPastActivity(db, organizationId, await stageHistoryOf(db, ids, values));
  const planned = DEMO_DEALS.flatMap((demo, index) => {
    const id = ids[index];
    if (demo.taskInDays === undefined || id === undefined) return [];
    const assigneeId = values[index]?.ownerId ?? null;
    return [
      {
        title: demo.nextStep?.[language] ?? FOLLOW_UP[language],
        type: 'follow_up' as const,
        dueDate: addDays(today, demo.taskInDays),
        assigneeId,
        createdById: assigneeId,
        related: [`opportunity:${id}`],
      },
    ];
  });
  await insertTasksBulk(db, organizationId, planned);
}
