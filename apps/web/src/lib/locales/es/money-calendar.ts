import type { moneyCalendar as en } from '../en/money-calendar';
import type { Strings } from '../strings';

/** Billing's money-calendar texts. */
export const moneyCalendar: Strings<typeof en> = {
  moneyCalendar: {},
};
