import type { targets as en } from '../en/targets';
import type { Strings } from '../strings';

/** The monthly targets editor (administrators). */
export const targets: Strings<typeof en> = {
  targets: {
    title: 'Metas mensuales',
    description: 'Lo que cada agente y equipo debería alcanzar este mes; los paneles siguen el ritmo.',
    back: 'Volver al panel',
    month: 'Mes',
    loading: 'Cargando las metas…',
    loadError: 'No se pudieron cargar las metas',
    caption: 'Metas de {{month}}',
    subject: 'Agente o equipo',
    subjectType: { agent: 'Agente', team: 'Equipo' },
    metric: {
      won_amount: 'Importe ganado ({{currency}})',
      won_deals: 'Oportunidades ganadas',
      calls: 'Llamadas',
      answer_rate: 'Tasa de respuesta (%)',
    },
    copy: 'Copiar de {{month}}',
    copied_one: 'Se copió {{count}} meta de {{month}}. Guarda para conservarla.',
    copied_other: 'Se copiaron {{count}} metas de {{month}}. Guarda para conservarlas.',
    copyError: 'No se pudieron cargar las metas del mes anterior',
    save: 'Guardar metas',
    saved: 'Metas de {{month}} guardadas',
    saveError: 'No se pudieron guardar las metas',
    notANumber: 'Escribe un número entero, o déjalo vacío.',
    tooLarge: 'No puede ser mayor que {{max}}.',
  },
};
