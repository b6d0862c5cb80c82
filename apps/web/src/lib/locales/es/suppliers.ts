import type { suppliers as en } from '../en/suppliers';
import type { Strings } from '../strings';

/** Suppliers: the list, the form, and a supplier's bookings and commissions. */
export const suppliers: Strings<typeof en> = {
  suppliers: {
    title: 'Proveedores',
  },
};
