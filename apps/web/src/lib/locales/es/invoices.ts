import type { invoices as en } from '../en/invoices';
import type { Strings } from '../strings';

/** Billing's invoices texts. */
export const invoices: Strings<typeof en> = {
  invoices: {},
};
