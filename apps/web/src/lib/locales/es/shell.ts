import type { shell as en } from '../en/shell';
import type { Strings } from '../strings';

/** The application shell: navigation and module names. */
export const shell: Strings<typeof en> = {
  shell: {
    navigation: 'Navegación principal',
    openNavigation: 'Abrir navegación',
    closeNavigation: 'Cerrar navegación',
    collapseSidebar: 'Contraer la barra lateral',
    expandSidebar: 'Expandir la barra lateral',
    skipToContent: 'Saltar al contenido',
    quickTaskNoOrganization: 'Abre una organización para agregar una tarea.',
    dashboard: 'Panel',
    agentDashboard: 'Panel del agente',
    organizations: 'Organizaciones',
    switchOrganization: '{{mark}} {{name}}, cambiar de organización',
    chooseOrganization: 'Elige una organización',
    organizationsLabel: 'Organizaciones',
    manageOrganizations: 'Administrar organizaciones',
    userMenu: 'Menú de usuario',
    theme: 'Tema',
    language: 'Idioma',
    logOut: 'Cerrar sesión',
    realtime: {
      label: 'Tiempo real: {{status}}',
      connected: 'conectado',
      reconnecting: 'reconectando',
      offline: 'sin conexión',
    },
    colorModes: { light: 'Claro', dark: 'Oscuro', auto: 'Automático' },
    groups: {
      overview: 'General',
      sales: 'Ventas',
      operations: 'Operaciones',
      telephony: 'Telefonía',
      workspace: 'Espacio de trabajo',
    },
  },
  modules: {
    leads: 'Prospectos',
    clients: 'Clientes',
    contacts: 'Contactos',
    opportunities: 'Oportunidades',
    trips: 'Viajes',
    suppliers: 'Proveedores',
    teams: 'Equipos',
    tasks: 'Tareas',
    calls: 'Llamadas',
    telephonyNumbers: 'Números de teléfono',
    callAnalytics: 'Análisis de llamadas',
    billing: 'Facturación',
  },
};
