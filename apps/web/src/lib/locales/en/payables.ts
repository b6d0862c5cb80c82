/** Billing's payables texts. */
export const payables = {
  payables: {},
};
