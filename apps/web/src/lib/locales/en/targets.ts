/** The monthly targets editor (administrators). */
export const targets = {
  targets: {
    title: 'Monthly targets',
    description: 'What each agent and team should reach this month; the dashboards follow the pace.',
    back: 'Back to the dashboard',
    month: 'Month',
    loading: 'Loading the targets…',
    loadError: 'The targets could not be loaded',
    caption: 'Targets of {{month}}',
    subject: 'Agent or team',
    subjectType: { agent: 'Agent', team: 'Team' },
    metric: {
      won_amount: 'Won amount ({{currency}})',
      won_deals: 'Won deals',
      calls: 'Calls',
      answer_rate: 'Answer rate (%)',
    },
    copy: 'Copy from {{month}}',
    copied_one: 'Copied {{count}} target from {{month}}. Save to keep them.',
    copied_other: 'Copied {{count}} targets from {{month}}. Save to keep them.',
    copyError: 'The targets of the previous month could not be loaded',
    save: 'Save targets',
    saved: 'Targets of {{month}} saved',
    saveError: 'The targets could not be saved',
    notANumber: 'Write a whole number, or leave it empty.',
    tooLarge: 'May not be greater than {{max}}.',
  },
} as const;
