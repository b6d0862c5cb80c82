import type { Instalment, InvoiceStatus, SchedulePlan } from '@aurora/contracts/billing/invoices';
import { allocateMinorUnits, toMinorUnits } from '@aurora/contracts/money';
import { addDays } from '@aurora/contracts/time-zones';
import type { FieldErrors } from '#platform/errors.ts';
import type { StoredInstalment } from './invoices.table.ts';

/** What the dates of a schedule are worked out from. */
export type ScheduleDates = {
  issueDate: string;
  dueDate: string;
  tripStart: string | null;
  /** The earliest due date of the trip's unpaid supplier payments. */
  earliestSupplierPayment: string | null;
  balanceDaysBeforeStart: number;
  supplierBufferDays: number;
};

const basisPoints = (percent: string) => toMinorUnits(percent, 2);
const notBefore = (date: string, earliest: string) => (date < earliest ? earliest : date);

/**
 * The instalments of a plan for `total`, adding up to it exactly (the last takes what rounding
 * leaves), or the errors that name what is wrong with the plan, amounts in them as `written`
 * writes money for a person ("MX$1,000.00", never minor units).
 */
export function scheduleInstalments(
  plan: SchedulePlan,
  total: number,
  dates: ScheduleDates,
  written: (minor: number) => string,
): { instalments: StoredInstalment[]; errors: FieldErrors } {
  const errors: FieldErrors = {};
  if (plan.type === 'in_full') return { instalments: [{ due_date: dates.dueDate, amount: total }], errors };
  if (plan.type === 'deposit') {
    const { deposit_percent: percent, deposit_amount: amount } = plan;
    if ((percent === undefined) === (amount === undefined)) {
      errors['schedule.deposit_percent'] = ['Give either a deposit percentage or a deposit amount.'];
      return { instalments: [], errors };
    }
    if (amount !== undefined && amount >= total) {
      errors['schedule.deposit_amount'] = ['The deposit must be less than the total.'];
      return { instalments: [], errors };
    }
    const [deposit = 0, balance = 0] =
      percent !== undefined
        ? allocateMinorUnits(total, [basisPoints(percent), 10_000 - basisPoints(percent)])
        : [amount ?? 0, total - (amount ?? 0)];
    const depositDue = plan.deposit_due_date ?? dates.issueDate;
    const derived =
      plan.balance_from === 'supplier_payments'
        ? dates.earliestSupplierPayment && addDays(dates.earliestSupplierPayment, -dates.supplierBufferDays)
        : dates.tripStart && addDays(dates.tripStart, -dates.balanceDaysBeforeStart);
    const balanceDue = notBefore(plan.balance_due_date ?? derived ?? dates.dueDate, depositDue);
    return {
      instalments: [
        { due_date: depositDue, amount: deposit },
        { due_date: balanceDue, amount: balance },
      ],
      errors,
    };
  }
  const parts = plan.instalments;
  const byPercent = parts.every((part) => part.percent !== undefined && part.amount === undefined);
  const byAmount = parts.every((part) => part.amount !== undefined && part.percent === undefined);
  if (!byPercent && !byAmount) {
    errors['schedule.instalments'] = ['Give every instalment an amount, or every one a percentage.'];
    return { instalments: [], errors };
  }
  parts.forEach((part, index) => {
    const previous = parts[index - 1];
    if (previous && part.due_date < previous.due_date) {
      errors[`schedule.instalments.${index}.due_date`] = ['Must be on or after the previous instalment.'];
    }
  });
  if (byPercent) {
    const points = parts.map((part) => basisPoints(part.percent ?? '0'));
    const sum = points.reduce((total, point) => total + point, 0);
    if (sum !== 10_000) errors['schedule.instalments'] = [`The percentages add up to ${sum / 100}, not 100.`];
    if (Object.keys(errors).length > 0) return { instalments: [], errors };
    const amounts = allocateMinorUnits(total, points);
    return {
      instalments: parts.map((part, index) => ({ due_date: part.due_date, amount: amounts[index] ?? 0 })),
      errors,
    };
  }
  const sum = parts.reduce((total, part) => total + (part.amount ?? 0), 0);
  if (sum !== total) {
    errors['schedule.instalments'] = [
      `The instalments add up to ${written(sum)}, not the total of ${written(total)}.`,
    ];
  }
  return {
    instalments: parts.map((part) => ({ due_date: part.due_date, amount: part.amount ?? 0 })),
    errors,
  };
}

/**
 * The instalments with what `covered` (payments net of refunds, and credit notes) pays of each,
 * earliest first; one whose due date has passed (`today` is the organization's day) and that is
 * not paid is overdue.
 */
export function allocateToInstalments(
  instalments: readonly StoredInstalment[],
  covered: number,
  today: string,
): Instalment[] {
  let left = covered;
  return instalments.map((instalment, position) => {
    const paid = Math.max(0, Math.min(instalment.amount, left));
    left -= paid;
    const open = paid < instalment.amount;
    const late = open && instalment.due_date !== null && instalment.due_date < today;
    return {
      position,
      due_date: instalment.due_date,
      amount: instalment.amount,
      paid,
      status: late ? 'overdue' : open ? 'open' : 'paid',
    };
  });
}

/** An issued invoice's status from what covers it and its instalments' due dates. */
export function issuedStatus(
  total: number,
  covered: number,
  instalments: readonly Instalment[],
): Exclude<InvoiceStatus, 'draft' | 'void'> {
  if (covered >= total) return 'paid';
  if (instalments.some((instalment) => instalment.status === 'overdue')) return 'overdue';
  return covered > 0 ? 'partly_paid' : 'issued';
}
