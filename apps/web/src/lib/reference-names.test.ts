import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { referenceName } from './reference-names';

const es = i18n.getFixedT('es');

describe('reference names in the interface language', () => {
  it('a seeded stage, status or option, by its key', () => {
    expect(referenceName(es, 'statuses', 'opportunity', 'won', 'Won')).toBe('Ganada');
    expect(referenceName(es, 'statuses', 'task', 'in_progress', 'In progress')).toBe('En curso');
    expect(referenceName(es, 'definitions', 'lost_reasons', 'competitor', 'Went with a competitor')).toBe(
      'Se fue con la competencia',
    );
    expect(referenceName(es, 'definitions', 'call_outcomes', 'no_answer', 'No answer')).toBe('Sin respuesta');
  });

  it('a renamed or custom one keeps the name its administrator wrote', () => {
    expect(referenceName(es, 'statuses', 'opportunity', 'won', 'Cerrada ganada')).toBe('Cerrada ganada');
    expect(referenceName(es, 'definitions', 'lead_sources', 'fair', 'Travel fair')).toBe('Travel fair');
  });
});
