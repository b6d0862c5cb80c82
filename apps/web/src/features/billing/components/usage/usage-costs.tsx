import type { Costs } from '@aurora/contracts/billing/usage';
import { EmptyCell } from '../../../../components/data-table/cells';
import { useMoney } from '../../../../lib/money';

/** Costs keyed by currency, one line each (never converted); a dash when nothing was priced. */
export function CostList({ costs, className }: { costs: Costs; className?: string }) {
  const money = useMoney();
  const entries = Object.entries(costs).sort(([a], [b]) => a.localeCompare(b));
  if (entries.length === 0) return <EmptyCell />;
  return (
    <span className={className}>
      {entries.map(([currency, amount]) => (
        <span key={currency} className="block tabular-nums">
          {money.amount(amount, currency)}
        </span>
      ))}
    </span>
  );
}
