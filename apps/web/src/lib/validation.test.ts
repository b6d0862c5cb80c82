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

  it('in English, says the sentence, and a person reads no "minor units"', () => {
    expect(validationText('Must not be negative.', en)).toBe('Must not be negative.');
    expect(validationText('Must be an amount in minor units (cents).', en)).toBe('Must be a valid amount.');
    expect(validationText('A server rule of its own.', es)).toBe('A server rule of its own.');
  });
});
