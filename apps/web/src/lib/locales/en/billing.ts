/** Billing: the screen's frame (title, tabs) that every billing tab sits in. */
export const billing = {
  billing: {
    title: 'Billing',
    description: 'Who owes the agency what and when, what it owes its suppliers, and what its phones cost.',
    tabs: {
      label: 'Billing sections',
      invoices: 'Invoices',
      payments: 'Payments',
      calendar: 'Money calendar',
      payables: 'Supplier payables',
      commissions: 'Commissions',
      usage: 'Telephony usage',
    },
  },
};
