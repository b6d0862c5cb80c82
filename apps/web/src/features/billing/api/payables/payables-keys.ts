import type { CommissionsQuery, PayablesQuery } from '@aurora/contracts/billing/payables';

/**
 * The supplier side of billing's queries, below `billing`: any billing change (and the realtime
 * record events of the module) refreshes them all.
 */
export const payablesKeys = {
  all: ['billing'] as const,
  payables: (query: PayablesQuery) => ['billing', 'payables', query] as const,
  commissions: (query: CommissionsQuery) => ['billing', 'commissions', query] as const,
  receipts: () => ['billing', 'commission-receipts'] as const,
  statements: () => ['billing', 'commission-statements'] as const,
  statement: (id: number) => ['billing', 'commission-statements', id] as const,
};
