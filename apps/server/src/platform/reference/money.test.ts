import {
  allocateMinorUnits,
  convertMinorUnits,
  ISO_4217_EXPONENTS,
  isoExponentOf,
  MoneyError,
  toMajorUnits,
  toMinorUnits,
} from '@aurora/contracts/money';
import type { Currency } from '@aurora/contracts/reference';
import { describe, expect, it } from 'vitest';
import { currencyConverter } from './money.ts';

const currency = (code: string, decimals: number, rate: string): Currency => ({
  code,
  name: code,
  symbol: code,
  decimals,
  rate_to_base: rate,
  is_active: true,
});

describe('ISO 4217 minor units', () => {
  it('are 0, 2 or 3 where CLDR and ISO disagree, and unknown codes have none', () => {
    expect(['JPY', 'COP', 'HUF', 'IDR', 'IQD', 'MGA', 'PKR', 'USD', 'KWD'].map(isoExponentOf)).toEqual([
      0, 2, 2, 2, 3, 2, 2, 2, 3,
    ]);
    expect(isoExponentOf('kwd')).toBe(3);
    expect(isoExponentOf('XAU')).toBeUndefined();
    expect(Object.values(ISO_4217_EXPONENTS).every((exponent) => [0, 2, 3, 4].includes(exponent))).toBe(true);
  });
});

describe('toMinorUnits', () => {
  it('parses the text exactly and rounds half away from zero', () => {
    expect(toMinorUnits('1.005', 2)).toBe(101);
    expect(toMinorUnits('1.004', 2)).toBe(100);
    expect(toMinorUnits('-1.005', 2)).toBe(-101);
    expect(toMinorUnits('8.675', 2)).toBe(868);
    expect(toMinorUnits('4500.5', 2)).toBe(450050);
    expect(toMinorUnits(' 12 ', 2)).toBe(1200);
    expect(toMinorUnits('7.', 2)).toBe(700);
  });

  it('follows each currency exponent: JPY 0, COP and USD 2, KWD 3', () => {
    expect(toMinorUnits('1234.5', 0)).toBe(1235);
    expect(toMinorUnits('1234.56', 2)).toBe(123456);
    expect(toMinorUnits('1.2345', 3)).toBe(1235);
    expect(toMinorUnits('-0.0004', 3)).toBe(0);
  });

  it('keeps sums exact where floating point does not (0.1 + 0.2)', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(toMinorUnits('0.1', 2) + toMinorUnits('0.2', 2)).toBe(toMinorUnits('0.3', 2));
    expect(toMinorUnits('0.30000000000000004', 2)).toBe(30);
  });

  it('keeps amounts up to 2^53 − 1 minor units and refuses larger ones with a clear error', () => {
    expect(toMinorUnits('90071992547409.91', 2)).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => toMinorUnits('90071992547409.92', 2)).toThrow(
      new MoneyError('This amount is too large: at most 9007199254740991 minor units.'),
    );
    expect(() => toMinorUnits('-9007199254740992', 0)).toThrow(MoneyError);
  });

  it('refuses text that is not a decimal amount', () => {
    for (const text of ['', '.5', '1,5', '1e3', '0x10', '1.2.3', 'NaN', '--1', '+1']) {
      expect(() => toMinorUnits(text, 2), text).toThrow(MoneyError);
    }
  });
});

describe('toMajorUnits', () => {
  it('writes minor units as decimal text with the exponent digits', () => {
    expect(toMajorUnits(450050, 2)).toBe('4500.50');
    expect(toMajorUnits(5, 2)).toBe('0.05');
    expect(toMajorUnits(-5, 3)).toBe('-0.005');
    expect(toMajorUnits(1235, 0)).toBe('1235');
    expect(toMajorUnits(Number.MAX_SAFE_INTEGER, 2)).toBe('90071992547409.91');
  });

  it('refuses what is not a whole number of minor units', () => {
    expect(() => toMajorUnits(1.5, 2)).toThrow(MoneyError);
    expect(() => toMajorUnits(2 ** 53, 2)).toThrow(MoneyError);
  });
});

describe('convertMinorUnits', () => {
  const usd = { exponent: 2, rate: '1' };
  const mxn = { exponent: 2, rate: '17.1' };
  const jpy = { exponent: 0, rate: '151.5' };
  const kwd = { exponent: 3, rate: '0.307' };

  it('converts through the base currency and rounds once, half away from zero', () => {
    expect(convertMinorUnits(171000, mxn, usd)).toBe(10000);
    expect(convertMinorUnits(10000, usd, jpy)).toBe(15150);
    expect(convertMinorUnits(1, usd, jpy)).toBe(2);
    expect(convertMinorUnits(-1, usd, jpy)).toBe(-2);
    expect(convertMinorUnits(10000, usd, kwd)).toBe(30700);
    expect(convertMinorUnits(30700, kwd, usd)).toBe(10000);
  });

  it('refuses a rate of zero and a result past 2^53 − 1', () => {
    expect(() => convertMinorUnits(100, { exponent: 2, rate: '0' }, usd)).toThrow(MoneyError);
    expect(() => convertMinorUnits(Number.MAX_SAFE_INTEGER, usd, jpy)).toThrow(MoneyError);
  });
});

describe('allocateMinorUnits', () => {
  it('splits by ratios and the last part takes the rounding, so the parts add up', () => {
    expect(allocateMinorUnits(100000, [1, 1, 1])).toEqual([33333, 33333, 33334]);
    expect(allocateMinorUnits(1000, [70, 30])).toEqual([700, 300]);
    expect(allocateMinorUnits(5, [1, 1, 1, 1])).toEqual([1, 1, 1, 2]);
    expect(allocateMinorUnits(-100, [1, 2])).toEqual([-33, -67]);
    expect(allocateMinorUnits(100, [0, 1])).toEqual([0, 100]);
  });

  it('refuses negative, fractional or only zero ratios', () => {
    expect(() => allocateMinorUnits(100, [1, -1])).toThrow(MoneyError);
    expect(() => allocateMinorUnits(100, [0.5, 0.5])).toThrow(MoneyError);
    expect(() => allocateMinorUnits(100, [0, 0])).toThrow(MoneyError);
  });
});

describe('currencyConverter', () => {
  const currencies = [currency('USD', 2, '1'), currency('MXN', 2, '17.10'), currency('CLP', 0, '930')];

  it('converts to the target with the reference rates and leaves unknown currencies at face value', () => {
    const toUsd = currencyConverter(currencies, 'USD');
    expect(toUsd(171000, 'MXN')).toBe(10000);
    expect(toUsd(93000, 'CLP')).toBe(10000);
    expect(toUsd(12345, 'USD')).toBe(12345);
    expect(toUsd(500, 'XAU')).toBe(500);
  });
});
