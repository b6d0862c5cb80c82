import type { payables as en } from '../en/payables';
import type { Strings } from '../strings';

/** Billing's payables texts. */
export const payables: Strings<typeof en> = {
  payables: {},
};
