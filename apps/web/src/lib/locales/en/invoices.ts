/** Billing's invoices texts. */
export const invoices = {
  invoices: {},
};
