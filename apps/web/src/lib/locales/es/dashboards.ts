import type { dashboards as en } from '../en/dashboards';
import type { Strings } from '../strings';

/** The organization and agent dashboards and their counters. */
export const dashboards: Strings<typeof en> = {
  stats: {
    members: 'Miembros',
    agents: 'Agentes',
    leads: 'Prospectos',
    clients: 'Clientes',
    openOpportunities: 'Oportunidades abiertas',
    openOpportunitiesValue: 'Valor en curso',
    upcomingTrips: 'Próximos viajes',
    callsThisMonth: 'Llamadas este mes',
    callMinutesThisMonth: 'Minutos de llamada este mes',
    outstandingInvoices: 'Facturas por cobrar',
    overdueInvoices: 'Facturas vencidas',
  },
  dashboard: {
    greeting: 'Hola de nuevo, {{name}}',
    description: 'Esto es lo que pasa en esta organización.',
    statistics: 'Estadísticas de la organización',
    loading: 'Cargando el panel…',
    loadError: 'No se pudo cargar el panel',
  },
  agentDashboard: {
    title: 'Panel del agente',
    description: 'Tu trabajo en todas las organizaciones que atiendes.',
    counters: 'Tus contadores',
    assignedLeads: 'Prospectos asignados',
    openTasks: 'Tareas abiertas',
    callsToday: 'Llamadas hoy',
    callsThisMonth: 'Llamadas este mes',
    organizations: 'Tus organizaciones',
    organizationsHint: 'Abre una organización para trabajar en ella.',
    noOrganizations: 'Todavía no estás asignado a ninguna organización.',
    loading: 'Cargando tu panel…',
    loadError: 'No se pudo cargar tu panel',
    localTime: 'Hora local {{time}}',
  },
};
