/** Billing's money-calendar texts. */
export const moneyCalendar = {
  moneyCalendar: {},
};
