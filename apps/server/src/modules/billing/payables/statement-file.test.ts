import { describe, expect, it } from 'vitest';
import { AppError } from '#platform/errors.ts';
import { detectFormat, readStatement, type StatementFormat } from './statement-file.ts';

const options = {
  currency: 'MXN',
  exponentOf: (code: string) => ({ MXN: 2, USD: 2, COP: 2, JPY: 0 })[code],
  dayOrder: 'day-month' as const,
};
const read = (content: string, format = detectFormat(content)) => readStatement(content, format, options);

/** The 422's message on `file`, or a failure when the file was read. */
function problemOf(content: string, format?: StatementFormat): string {
  try {
    read(content, format);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError & { errors: Record<string, string[]> }).errors.file?.[0] ?? '';
  }
  throw new Error('The file was read');
}

describe('commission statement files', () => {
  it('comma separated with a decimal point, quoted fields holding the separator', () => {
    const content =
      'Confirmation,Guest,Arrival,Commission\nIB-4471,"Jiménez, Lucía",2026-03-05,"1,234.50"\nIB-4472,Pérez Ana,2026-03-06,80\n';
    expect(detectFormat(content)).toEqual({ separator: ',', decimalMark: '.' });
    expect(read(content)).toEqual({
      columns: {
        confirmation_number: 'Confirmation',
        traveller: 'Guest',
        date: 'Arrival',
        amount: 'Commission',
        currency: null,
      },
      currency: 'MXN',
      lines: [
        {
          line: 2,
          confirmationNumber: 'IB-4471',
          traveller: 'Jiménez, Lucía',
          date: '2026-03-05',
          amount: 123_450,
        },
        { line: 3, confirmationNumber: 'IB-4472', traveller: 'Pérez Ana', date: '2026-03-06', amount: 8_000 },
      ],
    });
  });

  it('comma separated with a decimal comma in quoted amounts', () => {
    const content = 'Localizador,Importe\r\nA1,"1.234,5"\r\nA2,"12,30"\r\n';
    expect(detectFormat(content)).toEqual({ separator: ',', decimalMark: ',' });
    expect(read(content).lines.map((line) => line.amount)).toEqual([123_450, 1_230]);
  });

  it('semicolon separated with a decimal comma, days written day first, a BOM and a currency column', () => {
    const content =
      '\uFEFFLocalizador;Huésped;Fecha;Comisión;Moneda\nIB4471;JIMENEZ/LUCIA;05/03/2026;1.234,50;usd\n\n;Ana Pérez;6/3/2026;80;USD\n';
    expect(detectFormat(content)).toEqual({ separator: ';', decimalMark: ',' });
    const file = read(content);
    expect(file.currency).toBe('USD');
    expect(file.lines).toEqual([
      {
        line: 2,
        confirmationNumber: 'IB4471',
        traveller: 'JIMENEZ/LUCIA',
        date: '2026-03-05',
        amount: 123_450,
      },
      { line: 4, confirmationNumber: null, traveller: 'Ana Pérez', date: '2026-03-06', amount: 8_000 },
    ]);
  });

  it('semicolon separated with a decimal point, told by the amounts', () => {
    const content = 'Reference;Commission\nX1;1,234.56\nX2;99.9\n';
    expect(detectFormat(content)).toEqual({ separator: ';', decimalMark: '.' });
    expect(read(content).lines.map((line) => line.amount)).toEqual([123_456, 9_990]);
  });

  it('an amount that does not fit the confirmed decimal mark names its line', () => {
    const content = 'Reference;Commission\nX1;1.234,56\nX2;99.9\n';
    expect(problemOf(content, { separator: ';', decimalMark: '.' })).toBe(
      'Line 2: the commission "1.234,56" is not an amount with a decimal point.',
    );
  });

  it('a malformed line, a broken quote, a bad day, a missing column, mixed currencies: each names its line', () => {
    expect(problemOf('Reference,Commission\nX1,10\nX2,10,11\n')).toMatch(/^Line 3 is not valid CSV: /);
    expect(problemOf('Reference,Commission\nX1,10\n"X2,10\n')).toMatch(/^Line 3 is not valid CSV: /);
    expect(problemOf('Guest,Date,Commission\nAna Pérez,31/02/2026,10\n')).toBe(
      'Line 2: the date "31/02/2026" is not a day such as 2026-03-02.',
    );
    expect(problemOf('Reference,Total\nX1,10\n')).toBe(
      'Line 1 has no commission column: name it commission, amount, comisión, importe or monto.',
    );
    expect(problemOf('Reference,Commission,Currency\nX1,10,MXN\nX2,10,USD\n')).toBe(
      'Line 3 is in USD and the lines above in MXN: one currency per file.',
    );
    expect(problemOf('Reference,Commission,Currency\nX1,10.5,JPY\n')).toBe(
      'Line 2: the commission "10.5" has more decimals than JPY has.',
    );
    expect(problemOf('Reference,Commission\nX1,0\n')).toBe('Line 2: the commission must be more than 0.');
    expect(problemOf('Reference,Commission\n')).toBe('The file has no lines below its header.');
  });

  it('a US agency reads slashed days month first', () => {
    const file = readStatement(
      'Guest,Date,Commission\nAna Pérez,03/06/2026,10\n',
      { separator: ',', decimalMark: '.' },
      {
        ...options,
        dayOrder: 'month-day',
      },
    );
    expect(file.lines[0]?.date).toBe('2026-03-06');
  });
});
