/** What the calls-per-day chart stacks, in order (a column each in its table and CSV). */
export const PER_DAY_SERIES = ['answered', 'missed', 'voicemail', 'outbound'] as const;
