import type { moneyCalendar as en } from '../en/money-calendar';
import type { Strings } from '../strings';

/** Billing's money-calendar texts. */
export const moneyCalendar: Strings<typeof en> = {
  moneyCalendar: {
    title: 'Calendario de pagos',
    description: 'Lo que entra, lo que sale y los plazos que no se pueden pasar, día por día.',
    loading: 'Cargando el calendario…',
    loadError: 'No se pudo cargar el calendario',
    view: {
      label: 'Vista',
      month: 'Mes',
      agenda: 'Agenda',
    },
    previous: 'Mes anterior',
    next: 'Mes siguiente',
    today: 'Hoy',
    filters: {
      label: 'Filtros',
      owner: 'Agente',
      anyOwner: 'Todos los agentes',
      trip: 'Viaje',
      tripPlaceholder: 'Buscar viajes…',
      tripNone: 'Ningún viaje coincide con “{{searched}}”.',
      tripType: 'Escribe para buscar viajes.',
      supplier: 'Proveedor',
      supplierPlaceholder: 'Buscar proveedores…',
      supplierNone: 'Ningún proveedor coincide con “{{searched}}”.',
      supplierType: 'Escribe para buscar proveedores.',
      clear: 'Quitar el filtro {{name}}',
      any: 'Cualquiera',
      clearAll: 'Quitar filtros',
    },
    weekdays: 'Días de la semana',
    totals: {
      in: 'Entra',
      out: 'Sale',
      net: 'Neto',
      month: 'Este mes, en {{currency}}',
      week: 'Semana del {{day}}',
      inAmount: 'Entra {{amount}}',
      outAmount: 'Sale {{amount}}',
    },
    more_one: '+{{count}} más',
    more_other: '+{{count}} más',
    dayEntries: 'Todo lo del {{day}}',
    empty: 'No hay nada por cobrar ni por pagar este mes.',
    emptyFiltered: 'No hay nada por cobrar ni por pagar este mes con estos filtros.',
    emptyHint:
      'Las facturas emitidas, los pagos a proveedores, las comisiones y los plazos de las reservas aparecen en su día.',
    today_label: 'hoy',
    overdue: 'Vencido',
    unconverted_one: '{{count}} monto no tiene tipo de cambio a {{currency}} y queda fuera de los totales.',
    unconverted_other:
      '{{count}} montos no tienen tipo de cambio a {{currency}} y quedan fuera de los totales.',
    noRate: 'Sin tipo de cambio a {{currency}}',
    converted: '≈ {{amount}}',
    kinds: {
      instalment: 'Pago del cliente',
      supplier_payment: 'Pago a proveedor',
      commission: 'Comisión',
      option_deadline: 'Vence la opción',
      ticketing_deadline: 'Límite de emisión',
    },
    legend: {
      label: 'Leyenda',
      in: 'Entra dinero',
      out: 'Sale dinero',
      risk: 'Plazo',
    },
    entry: {
      instalment: '{{number}} · {{client}}',
      at: 'a las {{time}}',
    },
  },
};
