import type { billing as en } from '../en/billing';
import type { Strings } from '../strings';

/** Billing: the screen's frame (title, tabs) that every billing tab sits in. */
export const billing: Strings<typeof en> = {
  billing: {
    title: 'Facturación',
    description:
      'Quién debe qué a la agencia y cuándo, qué debe ella a sus proveedores y cuánto cuestan sus teléfonos.',
    tabs: {
      label: 'Secciones de facturación',
      invoices: 'Facturas',
      payments: 'Pagos',
      calendar: 'Calendario de dinero',
      payables: 'Pagos a proveedores',
      commissions: 'Comisiones',
      usage: 'Consumo de telefonía',
    },
  },
};
