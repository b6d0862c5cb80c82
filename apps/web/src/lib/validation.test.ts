import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { i18n } from './i18n';
import { validationText } from './validation';
import './zod-config';

const es = i18n.getFixedT('es');
const en = i18n.getFixedT('en');
const firstMessage = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message ?? '';

describe('validation messages', () => {
  it('a rule without its own message says a plain sentence, never zod own texts', () => {
    expect(firstMessage(z.number().positive(), 0)).toBe('Must be greater than 0.');
    expect(firstMessage(z.object({ id: z.number() }), {})).toBe('This field is required.');
    expect(firstMessage(z.string().max(80), 'x'.repeat(81))).toBe('Must be at most 80 characters.');
    expect(firstMessage(z.enum(['open', 'done']), 'lost')).toBe('Must be one of: open, done.');
  });

  it('is shown in Spanish, zod rules and the contracts own sentences alike', () => {
    expect(validationText(firstMessage(z.number().positive(), 0), es)).toBe('Debe ser mayor que 0.');
    expect(validationText(firstMessage(z.string().max(80), 'x'.repeat(81)), es)).toBe(
      'Debe tener como máximo 80 caracteres.',
    );
    expect(validationText('The title field is required.', es)).toBe('Este campo es obligatorio.');
    expect(validationText('Must not be negative.', es)).toBe('No puede ser negativo.');
    expect(validationText('Must be a whole number from 0 to 100.', es)).toBe(
      'Debe ser un número entero del 0 al 100.',
    );
  });

  it("says billing's refusals in Spanish with the server's amounts", () => {
    expect(validationText('A refund can be at most what was paid ($ 3.760.000,00).', es)).toBe(
      'Una devolución puede ser como máximo lo pagado ($ 3.760.000,00).',
    );
    expect(
      validationText(
        "The payment is $50.00 more than the $348.00 open on this invoice: mark it as an overpayment to keep the rest as the client's credit.",
        es,
      ),
    ).toBe(
      'El pago supera en $50.00 los $348.00 pendientes de esta factura: márcalo como pago en exceso para dejar el resto como saldo a favor del cliente.',
    );
    expect(validationText('The instalments add up to $9.00, not the total of $10.00.', es)).toBe(
      'Los pagos suman $9.00, no el total de $10.00.',
    );
  });

  it('in English, says the sentence, and a person reads no "minor units"', () => {
    expect(validationText('Must not be negative.', en)).toBe('Must not be negative.');
    expect(validationText('Must be an amount in minor units (cents).', en)).toBe('Must be a valid amount.');
    expect(validationText('A server rule of its own.', es)).toBe('A server rule of its own.');
  });
});

// Sentences of the API alone (query strings, realtime auth): no form shows them.
const API_ONLY = [
  /^The socket id is invalid\.$/,
  /^The channel name is invalid\.$/,
  /^Must be a number or numbers\.$/,
  /^Must be between /,
  /^Must be ids, or me\.$/,
  /^Sort by up to /,
  /^This filter is not supported\.$/,
  /^Columns must be among: /,
  /^Must be a filter key\.$/,
  // Path and query values of the billing routes.
  /^Must be a position\.$/,
  /^No payment has this position\.$/,
  /^Must be a line number\.$/,
  /^The month must be a month like /,
  /^The group must be /,
  // The call analytics query: the page checks its filters with the contract and never sends these.
  /^Use a comma-separated list of ids\.$/,
  /^A custom period needs its (first|last) day\.$/,
  /^The last day may not be before the first\.$/,
  /^A period may not be longer than /,
];

/** Every sentence the contracts' schemas write (`error:`/`message:`), `${…}` read as a sample value. */
function contractSentences(): string[] {
  // The test runs from the repository or from apps/web: the contracts are up the tree.
  let base = process.cwd();
  while (!existsSync(join(base, 'packages/contracts/src')) && dirname(base) !== base) base = dirname(base);
  const root = join(base, 'packages/contracts/src');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  const sentences = new Set<string>();
  for (const file of files) {
    const source = readFileSync(join(root, file), 'utf8');
    for (const match of source.matchAll(/(?:error|message):\s*(['`"])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
      sentences.add((match[2] ?? '').replace(/\$\{[^}]*\}/g, '5'));
    }
  }
  return [...sentences];
}

describe('every sentence of the contracts', () => {
  it('is a sentence of the table, so it has its Spanish text', () => {
    const sentences = contractSentences().filter((text) => !API_ONLY.some((pattern) => pattern.test(text)));
    expect(sentences.length).toBeGreaterThan(100);
    const untranslated = sentences.filter((text) => {
      const spanish = validationText(text, es);
      return spanish === text || /\{\{/.test(spanish);
    });
    expect(untranslated).toEqual([]);
  });
});
