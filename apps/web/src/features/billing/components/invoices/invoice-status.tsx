import type { InvoiceStatus } from '@aurora/contracts/billing/invoices';
import { StatusBadge } from '../../../../components/record/status-badge';
import type { InvoiceReference } from './use-invoice-reference';

/** An invoice's status as its badge, coloured by the reference data. */
export function InvoiceStatusBadge({
  status,
  reference,
  size,
}: {
  status: InvoiceStatus;
  reference: InvoiceReference;
  size?: 'sm' | 'md';
}) {
  const { name, color } = reference.statusOf(status);
  return <StatusBadge name={name} color={color} size={size} />;
}
