import type { CommissionsQuery, PayablesQuery } from '@aurora/contracts/billing/payables';
import { billingKeys } from '../../../../entities/billing/keys';

/**
 * The supplier side of billing's queries, below billing's figures: what refreshes those (an
 * invoice's or a payment's event, a change of billing here) refreshes these too, and the trips'
 * events refresh them while a tab shows them (`useRefreshOnTripEvents`).
 */
export const payablesKeys = {
  all: [...billingKeys.all, 'supplier-side'] as const,
  payables: (query: PayablesQuery) => [...payablesKeys.all, 'payables', query] as const,
  commissions: (query: CommissionsQuery) => [...payablesKeys.all, 'commissions', query] as const,
  receipts: () => [...payablesKeys.all, 'commission-receipts'] as const,
  statements: () => [...payablesKeys.all, 'commission-statements'] as const,
  statement: (id: number) => [...payablesKeys.statements(), id] as const,
};
