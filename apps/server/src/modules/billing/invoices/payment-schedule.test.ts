import { describe, expect, it } from 'vitest';
import { invoiceLine, invoiceTotals } from './invoice-amounts.ts';
import {
  allocateToInstalments,
  issuedStatus,
  type ScheduleDates,
  scheduleInstalments,
} from './payment-schedule.ts';

const dates: ScheduleDates = {
  issueDate: '2026-11-27',
  dueDate: '2026-12-12',
  tripStart: '2027-06-01',
  earliestSupplierPayment: '2027-05-01',
  balanceDaysBeforeStart: 45,
  supplierBufferDays: 7,
};

/** How the service writes money in the errors: a person's amount, never minor units. */
const written = (minor: number) => `$${(minor / 100).toFixed(2)}`;

const sum = (amounts: { amount: number }[]) => amounts.reduce((total, part) => total + part.amount, 0);

describe('invoice amounts', () => {
  it('rounds each line once, half away from zero: the subtotal of quantity times price, then its tax', () => {
    const hotel = invoiceLine({ description: 'Hotel', quantity: '2.5', unit_price: 1999, tax_rate: 1600 });
    // 2.5 × 19.99 = 49.975 → 49.98; 16 % of 49.98 = 7.9968 → 8.00.
    expect(hotel).toMatchObject({ subtotal: 4998, tax: 800, total: 5798 });
    // 10 % of 0.25 = 0.025 → 0.03.
    const fee = invoiceLine({ description: 'Fee', quantity: '1', unit_price: 25, tax_rate: 1000 });
    expect(fee).toMatchObject({ subtotal: 25, tax: 3, total: 28 });
    const discount = invoiceLine({ description: 'Discount', quantity: '1', unit_price: -25, tax_rate: 1000 });
    expect(discount).toMatchObject({ subtotal: -25, tax: -3, total: -28 });
    expect(invoiceTotals([hotel, fee])).toEqual({ subtotal: 5023, tax: 803, total: 5826 });
  });
});

describe('payment schedules', () => {
  it.each([
    ['JPY (0 decimals)', 1001, [333, 668]],
    ['USD (2 decimals)', 100_001, [33_330, 66_671]],
    ['KWD (3 decimals)', 10_000_001, [3_333_000, 6_667_001]],
  ])('a deposit of 33.33 %% in %s adds up, the balance taking the rounding', (_, total, amounts) => {
    const { instalments, errors } = scheduleInstalments(
      {
        type: 'deposit',
        deposit_percent: '33.33',
        deposit_due_date: null,
        balance_due_date: null,
        balance_from: 'trip_start',
      },
      total,
      dates,
      written,
    );
    expect(errors).toEqual({});
    expect(instalments).toEqual([
      { due_date: '2026-11-27', amount: amounts[0] },
      { due_date: '2027-04-17', amount: amounts[1] },
    ]);
    expect(sum(instalments)).toBe(total);
  });

  it('custom percentages split any total exactly, the last instalment taking what is left', () => {
    const plan = {
      type: 'custom' as const,
      instalments: [
        { due_date: '2027-01-01', percent: '33.33' },
        { due_date: '2027-02-01', percent: '33.33' },
        { due_date: '2027-03-01', percent: '33.34' },
      ],
    };
    for (const total of [1, 7, 1001, 10_001, 99_999_999]) {
      const { instalments } = scheduleInstalments(plan, total, dates, written);
      expect(sum(instalments)).toBe(total);
      expect(instalments.at(-1)?.amount).toBeGreaterThanOrEqual(instalments[0]?.amount ?? 0);
    }
    expect(scheduleInstalments(plan, 10_001, dates, written).instalments.map((part) => part.amount)).toEqual([
      3333, 3333, 3335,
    ]);
  });

  it('the balance is due N days before the trip, or a buffer before the earliest supplier payment, never before the deposit', () => {
    const deposit = {
      type: 'deposit' as const,
      deposit_amount: 20_000,
      deposit_due_date: null,
      balance_due_date: null,
      balance_from: 'supplier_payments' as const,
    };
    expect(scheduleInstalments(deposit, 100_000, dates, written).instalments).toEqual([
      { due_date: '2026-11-27', amount: 20_000 },
      { due_date: '2027-04-24', amount: 80_000 },
    ]);
    const soon = { ...dates, tripStart: '2026-12-01' };
    expect(
      scheduleInstalments({ ...deposit, balance_from: 'trip_start' }, 100_000, soon, written).instalments[1]
        ?.due_date,
    ).toBe('2026-11-27');
    expect(
      scheduleInstalments(
        { ...deposit, balance_from: 'trip_start' },
        100_000,
        { ...dates, tripStart: null },
        written,
      ).instalments[1]?.due_date,
    ).toBe('2026-12-12');
  });

  it('names what is wrong: amounts that do not add up, a deposit not below the total, mixed instalments', () => {
    expect(
      scheduleInstalments(
        {
          type: 'custom',
          instalments: [
            { due_date: '2027-01-01', amount: 500 },
            { due_date: '2027-02-01', amount: 400 },
          ],
        },
        1000,
        dates,
        written,
      ).errors,
    ).toEqual({ 'schedule.instalments': ['The instalments add up to $9.00, not the total of $10.00.'] });
    expect(
      scheduleInstalments(
        {
          type: 'deposit',
          deposit_amount: 1000,
          deposit_due_date: null,
          balance_due_date: null,
          balance_from: 'trip_start',
        },
        1000,
        dates,
        written,
      ).errors,
    ).toEqual({ 'schedule.deposit_amount': ['The deposit must be less than the total.'] });
    expect(
      scheduleInstalments(
        {
          type: 'custom',
          instalments: [
            { due_date: '2027-01-01', amount: 500 },
            { due_date: '2027-02-01', percent: '50' },
          ],
        },
        1000,
        dates,
        written,
      ).errors,
    ).toHaveProperty(['schedule.instalments']);
  });

  it('allocates what covers an invoice to the earliest instalments; an unpaid one past its day is overdue', () => {
    const instalments = [
      { due_date: '2026-12-01', amount: 3000 },
      { due_date: '2027-01-01', amount: 3000 },
      { due_date: '2027-02-01', amount: 4000 },
    ];
    const partly = allocateToInstalments(instalments, 4500, '2026-12-15');
    expect(partly.map((part) => [part.paid, part.status])).toEqual([
      [3000, 'paid'],
      [1500, 'open'],
      [0, 'open'],
    ]);
    expect(issuedStatus(10_000, 4500, partly)).toBe('partly_paid');
    const late = allocateToInstalments(instalments, 4500, '2027-01-02');
    expect(late[1]?.status).toBe('overdue');
    expect(issuedStatus(10_000, 4500, late)).toBe('overdue');
    expect(issuedStatus(10_000, 0, allocateToInstalments(instalments, 0, '2026-11-30'))).toBe('issued');
    expect(issuedStatus(10_000, 10_000, allocateToInstalments(instalments, 10_000, '2030-01-01'))).toBe(
      'paid',
    );
  });
});
