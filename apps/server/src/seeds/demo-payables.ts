import { MAX_PER_PAGE } from '@aurora/contracts/constants';
import { toMajorUnits } from '@aurora/contracts/money';
import { addDays, dayIn } from '@aurora/contracts/time-zones';
import {
  commissionReceipts,
  createCommissionReceipt,
} from '#modules/billing/payables/commissions.service.ts';
import { confirmStatement, uploadStatement } from '#modules/billing/payables/statements.service.ts';
import { supplierBookingsWithTravellers } from '#modules/travel/bookings/booking-billing.service.ts';
import { listSuppliers } from '#modules/travel/suppliers/suppliers.service.ts';
import { listCurrencies } from '#platform/reference/reference.service.ts';
import { languageOfOrganization, type OrganizationContext } from '#platform/tenancy/context.ts';
import type { ReceivedCommission } from './demo-travel.ts';

/** How each agency's suppliers pay it: the reference its bank shows. */
const TRANSFER_PREFIXES: Record<string, string> = { MX: 'SPEI', CO: 'PSE', US: 'ACH' };

/** A supplier's statement as its back office writes it, in the agency's language and number format. */
const STATEMENTS = {
  es: {
    fileName: (supplier: string) => `estado-comisiones-${slugOf(supplier)}.csv`,
    header: ['Localizador', 'Huésped', 'Fecha de llegada', 'Comisión', 'Moneda'],
    separator: ';',
    decimalMark: ',',
    // A booking another agency made, which the supplier listed by mistake.
    stranger: 'Mariana Olvera Ruiz',
  },
  en: {
    fileName: (supplier: string) => `commission-statement-${slugOf(supplier)}.csv`,
    header: ['Confirmation', 'Guest', 'Arrival date', 'Commission', 'Currency'],
    separator: ',',
    decimalMark: '.',
    stranger: 'Megan Holt',
  },
} as const;

const slugOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The supplier side of a demo organization's billing, once (nothing is added when it has
 * receipts): the commissions its suppliers paid (from the travel demo), one receipt per supplier
 * split across its bookings, one of them short by 40 %; and a statement from the supplier with the most commissions still to
 * come, confirmed, with a line that matches none of the agency's bookings left to resolve.
 * Overdue commissions and supplier payments due and paid come with the travel demo.
 */
export async function seedDemoPayables(
  ctx: OrganizationContext,
  received: ReceivedCommission[],
): Promise<void> {
  const { organization } = ctx;
  if (received.length === 0 || (await commissionReceipts(ctx, {})).length > 0) return;
  const today = dayIn(ctx.clock.now(), organization.timeZone);
  const prefix = TRANSFER_PREFIXES[organization.code] ?? 'TRF';

  const bySupplier = new Map<string, ReceivedCommission[]>();
  for (const commission of received) {
    const key = `${commission.supplierId}:${commission.currency}`;
    bySupplier.set(key, [...(bySupplier.get(key) ?? []), commission]);
  }
  // The first supplier paid its first booking short: that commission is overdue for the rest.
  const shortPaid = received[0];
  for (const commissions of bySupplier.values()) {
    const [first] = commissions;
    if (!first) continue;
    await createCommissionReceipt(ctx, {
      received_on:
        commissions
          .map((commission) => commission.receivedOn)
          .sort()
          .at(-1) ?? today,
      currency: first.currency,
      reference: `${prefix} ${String((first.supplierId * 7919 + first.bookingId * 104_729) % 100_000_000).padStart(8, '0')}`,
      allocations: commissions.map((commission) => ({
        booking_id: commission.bookingId,
        amount:
          commission === shortPaid ? Math.max(1, Math.round(commission.amount * 0.6)) : commission.amount,
      })),
    });
  }

  const style = STATEMENTS[languageOfOrganization(organization)];
  const decimals = new Map(
    (await listCurrencies(ctx.db)).map((currency) => [currency.code, currency.decimals]),
  );
  const { data: suppliers } = await listSuppliers(ctx, { page: 1, per_page: MAX_PER_PAGE, sort: 'name' });
  let best:
    | { id: number; name: string; bookings: Awaited<ReturnType<typeof supplierBookingsWithTravellers>> }
    | undefined;
  for (const supplier of suppliers) {
    const upcoming = (await supplierBookingsWithTravellers(ctx, supplier.id)).filter(
      (booking) =>
        booking.status === 'confirmed' &&
        booking.confirmationNumber !== null &&
        booking.commissionReceived === 0 &&
        booking.commissionExpected > 0 &&
        booking.travellerNames.length > 0 &&
        (booking.commissionExpectedOn ?? '') >= today,
    );
    if (upcoming.length > (best?.bookings.length ?? 1))
      best = { id: supplier.id, name: supplier.name, bookings: upcoming };
  }
  if (!best) return;
  const day = (date: string) => {
    const [year, month, dayOfMonth] = date.split('-');
    return organization.locale === 'en-US'
      ? `${month}/${dayOfMonth}/${year}`
      : `${dayOfMonth}/${month}/${year}`;
  };
  const [byConfirmation, ...others] = best.bookings;
  if (!byConfirmation) return;
  const { currency } = byConfirmation;
  const byTraveller = others.find((booking) => booking.currency === currency);
  const amountOf = (minor: number) => {
    const text = toMajorUnits(minor, decimals.get(currency) ?? 2);
    return style.decimalMark === ',' ? text.replace('.', ',') : text;
  };
  const line = (confirmation: string, traveller: string, date: string | null, commission: number) => [
    confirmation,
    traveller,
    date ? day(date) : '',
    amountOf(commission),
    currency,
  ];
  const rows = [
    line(
      byConfirmation.confirmationNumber ?? '',
      byConfirmation.travellerNames[0] ?? '',
      byConfirmation.startsOn,
      byConfirmation.commissionExpected,
    ),
    ...(byTraveller
      ? [line('', byTraveller.travellerNames[0] ?? '', byTraveller.startsOn, byTraveller.commissionExpected)]
      : []),
    line(
      'ZX-40917',
      style.stranger,
      addDays(today, 12),
      Math.max(1, Math.round(byConfirmation.commissionExpected / 4)),
    ),
  ];
  const content = `${[style.header, ...rows].map((row) => row.join(style.separator)).join('\n')}\n`;
  const statement = await uploadStatement(ctx, best.id, style.fileName(best.name), content);
  await confirmStatement(ctx, statement.id, {
    separator: statement.separator,
    decimal_mark: statement.decimal_mark,
    received_on: addDays(today, -2),
    reference: null,
  });
}
