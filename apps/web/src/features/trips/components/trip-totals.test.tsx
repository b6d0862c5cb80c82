import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { mockFetch } from '../../../testing/fetch-mock';
import { signInForRecords } from '../../../testing/record-fixtures';
import { makeTrip } from '../../../testing/trip-fixtures';
import { TripTotalsPanel } from './trip-totals';

function renderTotals(totals: ReturnType<typeof makeTrip>['totals']) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <TripTotalsPanel totals={totals} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  const tile = (label: string) => within(screen.getByText(label).parentElement as HTMLElement);
  return { tile };
}

describe('trip totals', () => {
  beforeEach(() => {
    // Before the currencies arrive (or without them), a currency's decimals are ISO 4217's.
    mockFetch(() => ({ body: { data: [] } }));
    // A Mexican agency: its pesos are "$", any other currency is written with its code.
    signInForRecords();
  });

  it('shows pesos with two decimals, the margin’s share of sell and the commission received', () => {
    const { tile } = renderTotals(makeTrip().totals);
    expect(tile('Sell').getByText('$46,135.00')).toBeInTheDocument();
    expect(tile('Cost').getByText('$37,650.00')).toBeInTheDocument();
    expect(tile('Margin').getByText('$8,485.00')).toBeInTheDocument();
    expect(tile('Margin').getByText('18.4% of sell')).toBeInTheDocument();
    expect(tile('Commission expected').getByText('$0.00 received')).toBeInTheDocument();
  });

  it('shows yen without decimals, by its code in a Mexican agency: 1,250,000 minor units are JPY 1,250,000', () => {
    const { tile } = renderTotals({
      currency: 'JPY',
      sell: 1_250_000,
      cost: 1_000_000,
      margin: 250_000,
      margin_percent: '20.0',
      commission_expected: 62_500,
      commission_received: 62_500,
    });
    expect(tile('Sell').getByText('JPY 1,250,000')).toBeInTheDocument();
    expect(tile('Margin').getByText('JPY 250,000')).toBeInTheDocument();
    expect(tile('Margin').getByText('20.0% of sell')).toBeInTheDocument();
    expect(tile('Commission expected').getByText('JPY 62,500')).toBeInTheDocument();
  });

  it('says when nothing is sold yet instead of a share of nothing', () => {
    const { tile } = renderTotals({
      ...makeTrip().totals,
      sell: 0,
      cost: 0,
      margin: 0,
      margin_percent: null,
    });
    expect(tile('Margin').getByText('Nothing sold yet')).toBeInTheDocument();
  });
});
