/** Suppliers: the list, the form, and a supplier's bookings and commissions. */
export const suppliers = {
  suppliers: {
    title: 'Suppliers',
  },
} as const;
