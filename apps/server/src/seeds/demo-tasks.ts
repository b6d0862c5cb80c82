import type { Language } from '@aurora/contracts/constants';
import type {
  TaskOrigin,
  TaskPriority,
  TaskRelatedType,
  TaskStatus,
  TaskType,
} from '@aurora/contracts/tasks';
import { minutesOfClock } from '@aurora/contracts/teams';
import { addDays, dayIn, instantOf } from '@aurora/contracts/time-zones';
import { listClients } from '#modules/clients/clients.service.ts';
import { listLeads } from '#modules/leads/leads.service.ts';
import { countTasks, insertTasksBulk } from '#modules/tasks/tasks.service.ts';
import { languageOfOrganization, type OrganizationContext } from '#platform/tenancy/context.ts';
import { listMembers } from '#platform/tenancy/members.service.ts';

type DemoTask = {
  title: Record<Language, string>;
  description?: Record<Language, string>;
  type: TaskType;
  priority: TaskPriority;
  status: TaskStatus;
  /** Days from today in the organization's zone; undefined: no due. */
  dueInDays?: number;
  dueTime?: string;
  /** Remind this many minutes before a timed due. */
  remindBefore?: number;
  origin: TaskOrigin;
  about?: 'lead' | 'client';
  /** Leave unassigned. */
  unassigned?: boolean;
  completedDaysAgo?: number;
  note?: Record<Language, string>;
};

/** What a travel agency's desk has on its list on any day: every state, type and origin, in the organization's language. */
const DEMO_TASKS: DemoTask[] = [
  {
    title: { en: 'Call back about the Cancún quote', es: 'Devolver la llamada por la cotización de Cancún' },
    type: 'call',
    priority: 'high',
    status: 'open',
    dueInDays: -1,
    dueTime: '10:00',
    origin: 'missed_call',
    about: 'lead',
  },
  {
    title: {
      en: 'Return voicemail about group rates',
      es: 'Responder el buzón de voz sobre tarifas de grupo',
    },
    description: {
      en: 'Asked about 12 people for a wedding in Cartagena.',
      es: 'Preguntó por 12 personas para una boda en Cartagena.',
    },
    type: 'call',
    priority: 'normal',
    status: 'open',
    dueInDays: 0,
    dueTime: '11:30',
    origin: 'voicemail',
    about: 'lead',
  },
  {
    title: { en: 'Visa paperwork for the Japan trip', es: 'Trámite de visa para el viaje a Japón' },
    type: 'document',
    priority: 'high',
    status: 'open',
    dueInDays: -3,
    origin: 'deadline',
    about: 'client',
  },
  {
    title: { en: 'Send the Riviera Maya itinerary', es: 'Enviar el itinerario de la Riviera Maya' },
    type: 'email',
    priority: 'normal',
    status: 'open',
    dueInDays: 0,
    dueTime: '17:00',
    remindBefore: 30,
    origin: 'manual',
    about: 'lead',
  },
  {
    title: { en: 'Collect the deposit for the Madrid trip', es: 'Cobrar el anticipo del viaje a Madrid' },
    type: 'payment',
    priority: 'high',
    status: 'open',
    dueInDays: 0,
    origin: 'deadline',
    about: 'client',
  },
  {
    title: {
      en: 'Request passport copies for all travellers',
      es: 'Pedir copia del pasaporte de todos los viajeros',
    },
    type: 'document',
    priority: 'normal',
    status: 'open',
    dueInDays: 1,
    origin: 'manual',
    about: 'client',
  },
  {
    title: { en: 'Video call to plan the honeymoon', es: 'Videollamada para planear la luna de miel' },
    type: 'meeting',
    priority: 'normal',
    status: 'open',
    dueInDays: 2,
    dueTime: '18:00',
    remindBefore: 15,
    origin: 'manual',
    about: 'lead',
  },
  {
    title: {
      en: 'Follow up on the Europe tour quote',
      es: 'Dar seguimiento a la cotización del circuito por Europa',
    },
    type: 'follow_up',
    priority: 'normal',
    status: 'open',
    dueInDays: 5,
    origin: 'manual',
    about: 'lead',
  },
  {
    title: { en: 'Pay the hotel balance to the supplier', es: 'Pagar el saldo del hotel al proveedor' },
    type: 'payment',
    priority: 'high',
    status: 'open',
    dueInDays: 10,
    origin: 'automation',
    about: 'client',
  },
  {
    title: { en: 'Ask for a review after the trip', es: 'Pedir una reseña después del viaje' },
    type: 'follow_up',
    priority: 'low',
    status: 'open',
    dueInDays: 14,
    origin: 'automation',
    about: 'client',
  },
  {
    title: {
      en: 'Update the summer supplier rates',
      es: 'Actualizar las tarifas de verano de los proveedores',
    },
    type: 'to_do',
    priority: 'low',
    status: 'open',
    origin: 'manual',
    unassigned: true,
  },
  {
    title: {
      en: 'Confirm flight times with the airline',
      es: 'Confirmar horarios de vuelo con la aerolínea',
    },
    type: 'call',
    priority: 'normal',
    status: 'done',
    dueInDays: -1,
    origin: 'manual',
    about: 'client',
    completedDaysAgo: 1,
    note: { en: 'Times unchanged.', es: 'Horarios sin cambios.' },
  },
  {
    title: { en: 'Send the travel insurance policy', es: 'Enviar la póliza del seguro de viaje' },
    type: 'email',
    priority: 'normal',
    status: 'done',
    dueInDays: -3,
    origin: 'manual',
    about: 'client',
    completedDaysAgo: 3,
  },
  {
    title: { en: 'Agency visit to choose a cruise', es: 'Visita a la agencia para elegir un crucero' },
    type: 'meeting',
    priority: 'low',
    status: 'cancelled',
    dueInDays: -2,
    dueTime: '12:00',
    origin: 'manual',
    about: 'lead',
  },
];

/** Demo tasks of an organization, once (nothing is added when it has tasks). */
export async function seedDemoTasks(ctx: OrganizationContext): Promise<void> {
  const { db, organization } = ctx;
  const organizationId = organization.id;
  if ((await countTasks(db, organizationId)) > 0) return;
  const members = (await listMembers(db, organizationId)).map((member) => member.id);
  const page = { page: 1, per_page: 20, sort: '-created_at' };
  const records: Record<'lead' | 'client', number[]> = {
    lead: (await listLeads(ctx, page)).data.map((lead) => lead.id),
    client: (await listClients(ctx, page)).data.map((client) => client.id),
  };
  const today = dayIn(new Date(), organization.timeZone);
  const language = languageOfOrganization(organization);
  await insertTasksBulk(
    db,
    organizationId,
    DEMO_TASKS.map((task, index) => {
      const dueDate = task.dueInDays === undefined ? null : addDays(today, task.dueInDays);
      const dueAt =
        dueDate && task.dueTime
          ? instantOf(dueDate, minutesOfClock(task.dueTime), organization.timeZone)
          : null;
      const relatedIds = task.about ? records[task.about] : [];
      const relatedId = relatedIds.length ? relatedIds[index % relatedIds.length] : undefined;
      const assigneeId =
        task.unassigned || members.length === 0 ? null : (members[index % members.length] ?? null);
      const completedAt =
        task.completedDaysAgo === undefined
          ? null
          : new Date(Date.now() - task.completedDaysAgo * 86_400_000);
      const type: TaskRelatedType | undefined = task.about;
      return {
        title: task.title[language],
        description: task.description?.[language] ?? null,
        type: task.type,
        priority: task.priority,
        status: task.status,
        dueDate,
        dueTime: dueDate ? (task.dueTime ?? null) : null,
        dueAt,
        remindAt: dueAt && task.remindBefore ? new Date(dueAt.getTime() - task.remindBefore * 60_000) : null,
        assigneeId,
        related: type && relatedId !== undefined ? [`${type}:${relatedId}`] : [],
        origin: task.origin,
        completedAt,
        completedById: completedAt ? assigneeId : null,
        completionNote: task.note?.[language] ?? null,
        createdById: task.origin === 'manual' ? assigneeId : null,
      };
    }),
  );
}
