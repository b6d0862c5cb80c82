import type { Invoice } from '@aurora/contracts/billing/invoices';
import type { Payment } from '@aurora/contracts/billing/payments';
import { referenceAnswer } from '../../testing/record-fixtures';

const at = '2026-11-20T16:00:00.000Z';

/** An issued MXN invoice of 1,160.00 (1,000.00 + 16 % tax) in two instalments, nothing paid. */
export function makeInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 17,
    kind: 'invoice',
    number: 'MX-2026-00017',
    credited_invoice: null,
    client: { id: 9, name: 'Familia Pérez' },
    trip: { id: 41, name: 'MX-2026-0042 · Cancún honeymoon' },
    currency: 'MXN',
    status: 'issued',
    issue_date: '2026-11-20',
    due_date: '2027-03-26',
    lines: [
      {
        description: 'Hotel Riu Cancún',
        quantity: '2',
        unit_price: 50_000,
        tax_rate: 1600,
        subtotal: 100_000,
        tax: 16_000,
        total: 116_000,
      },
    ],
    subtotal: 100_000,
    tax: 16_000,
    total: 116_000,
    paid: 0,
    credited: 0,
    balance: 116_000,
    exchange_rate: null,
    organization_currency: 'MXN',
    total_in_organization_currency: 116_000,
    schedule: {
      type: 'deposit',
      deposit_percent: '30',
      deposit_due_date: null,
      balance_due_date: null,
      balance_from: 'trip_start',
    },
    instalments: [
      { position: 0, due_date: '2026-11-20', amount: 34_800, paid: 0, status: 'open' },
      { position: 1, due_date: '2027-03-26', amount: 81_200, paid: 0, status: 'open' },
    ],
    notes_for_client: null,
    void_reason: null,
    created_by: { id: 7, name: 'Ana Agent' },
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

export function makePayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 3,
    invoice: { id: 17, name: 'MX-2026-00017' },
    client: { id: 9, name: 'Familia Pérez' },
    amount: 34_800,
    currency: 'MXN',
    received_amount: 34_800,
    received_currency: 'MXN',
    exchange_rate: null,
    method: 'transfer',
    paid_on: '2026-11-21',
    reference: 'SPEI 4411',
    credit: 0,
    status: 'recorded',
    void_reason: null,
    recorded_by: { id: 7, name: 'Ana Agent' },
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

/** The reference data billing's screens read: the records' answers, with US dollars among the currencies. */
export function billingReferenceAnswer(url: string): { body: unknown } | undefined {
  if (url.startsWith('/api/v2/statuses')) return { body: { data: [] } };
  if (url.startsWith('/api/v2/currencies')) {
    return {
      body: {
        data: [
          {
            code: 'MXN',
            name: 'Mexican peso',
            symbol: '$',
            decimals: 2,
            rate_to_base: '17',
            is_active: true,
          },
          { code: 'USD', name: 'US dollar', symbol: 'US$', decimals: 2, rate_to_base: '1', is_active: true },
        ],
      },
    };
  }
  return referenceAnswer(url);
}
