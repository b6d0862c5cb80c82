import { formatMoney } from '@aurora/contracts/money';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../testing/fetch-mock';
import { makeOrganization } from '../testing/fixtures';
import { i18n } from './i18n';
import { parseTypedAmount, useMoney } from './money';
import { organizationStore } from './organization-store';

// Intl separates the code from the amount with a no-break space.
const spaced = (text: string) => text.replace(/\u00a0/g, ' ');

const us = { locale: 'en-US', currency: 'USD' };
const mexico = { locale: 'es-MX', currency: 'MXN' };
const colombia = { locale: 'es-CO', currency: 'COP' };

describe('formatMoney', () => {
  it('writes amounts as the organization does: Mexico and the US with commas, Colombia with dots', () => {
    expect(formatMoney('110500', 'MXN', mexico)).toBe('$110,500.00');
    expect(spaced(formatMoney('110500', 'COP', colombia))).toBe('$ 110.500,00');
    expect(formatMoney('11200', 'USD', us)).toBe('$11,200.00');
  });

  it('writes every currency but the organization own with its ISO code, so "$" means one currency', () => {
    expect(spaced(formatMoney('11200', 'USD', mexico))).toBe('USD 11,200.00');
    expect(spaced(formatMoney('110500', 'MXN', us))).toBe('MXN 110,500.00');
    expect(spaced(formatMoney('11200', 'USD', colombia))).toBe('USD 11.200,00');
    expect(spaced(formatMoney('5', 'MXN', { locale: 'es-MX', currency: null }))).toBe('MXN 5.00');
  });

  it('shows each currency with its ISO 4217 decimals, where Intl would give COP and HUF none', () => {
    expect(spaced(formatMoney('1234.56', 'COP', us))).toBe('COP 1,234.56');
    expect(spaced(formatMoney('1234.5', 'HUF', us))).toBe('HUF 1,234.50');
    expect(spaced(formatMoney('1234.567', 'KWD', us))).toBe('KWD 1,234.567');
    expect(spaced(formatMoney('1234.5', 'JPY', us))).toBe('JPY 1,235');
    expect(formatMoney('-0.5', 'USD', us)).toBe('-$0.50');
  });

  it('formats the text itself, so amounts past floating point keep every digit', () => {
    expect(formatMoney('90071992547409.93', 'USD', us)).toBe('$90,071,992,547,409.93');
  });

  it('rounds to whole units when asked, and leaves text that is not an amount as it is', () => {
    expect(spaced(formatMoney('1234.56', 'COP', us, { wholeUnits: true }))).toBe('COP 1,235');
    expect(formatMoney('n/a', 'USD', us)).toBe('n/a');
    expect(formatMoney('12.5', null, us)).toBe('12.5');
  });
});

describe('parseTypedAmount', () => {
  it('reads what people type, exactly, in the currency minor units', () => {
    expect(parseTypedAmount('4,500.5', 2)).toBe(450050);
    expect(parseTypedAmount('1.005', 2)).toBe(101);
    expect(parseTypedAmount('1 234', 0)).toBe(1234);
    expect(parseTypedAmount('1.2345', 3)).toBe(1235);
  });

  it('answers null for text that is not an amount or too large to keep exactly', () => {
    expect(parseTypedAmount('-5', 2)).toBeNull();
    expect(parseTypedAmount('abc', 2)).toBeNull();
    expect(parseTypedAmount('1e3', 2)).toBeNull();
    expect(parseTypedAmount('90071992547409.92', 2)).toBeNull();
  });
});

describe('useMoney', () => {
  it('formats minor units with the reference data decimals, ISO 4217 ones before it arrives', async () => {
    organizationStore.store.setState({
      organizations: [makeOrganization({ code: 'US', locale: 'en-US', default_currency: 'USD' })],
      currentCode: 'US',
      status: 'ready',
      error: null,
    });
    mockFetch(() => ({
      body: {
        data: [
          { code: 'XAU', name: 'Gold', symbol: 'Au', decimals: 4, rate_to_base: '0.0004', is_active: true },
        ],
      },
    }));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </I18nextProvider>
    );
    const { result } = renderHook(() => useMoney(), { wrapper });
    expect([result.current.decimalsOf('KWD'), result.current.decimalsOf('XAU')]).toEqual([3, 2]);
    await waitFor(() => expect(result.current.decimalsOf('XAU')).toBe(4));
    expect(spaced(result.current.format(12345, 'XAU'))).toBe('XAU 1.2345');
    expect(spaced(result.current.format(123456, 'COP'))).toBe('COP 1,234.56');
    expect(spaced(result.current.format(1234567, 'KWD'))).toBe('KWD 1,234.567');
    expect(result.current.format(450000, 'USD', { compact: true })).toBe('$4.5K');
    expect(spaced(result.current.amount('110500', 'MXN'))).toBe('MXN 110,500.00');
    organizationStore.clear();
  });
});
