import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { statusLabel, statusTone } from './call-format';

describe('call formatting', () => {
  it('colours the badge by the status text (spec §2)', () => {
    expect(statusTone('Connecting...')).toBe('info');
    expect(statusTone('Dialing')).toBe('info');
    expect(statusTone('Ringing...')).toBe('warning');
    expect(statusTone('Connected')).toBe('success');
    expect(statusTone('In progress')).toBe('success');
    expect(statusTone('Call ended')).toBe('neutral');
    expect(statusTone('Call failed')).toBe('error');
    expect(statusTone('Call error: Connection interrupted')).toBe('error');
    expect(statusTone('Error: JWT expired')).toBe('error');
  });

  it('keeps the spec texts in English and translates them for Spanish', () => {
    const en = i18n.getFixedT('en');
    const es = i18n.getFixedT('es');
    expect(statusLabel('Call ended', en)).toBe('Call ended');
    expect(statusLabel('Call error: Lost', en)).toBe('Call error: Lost');
    expect(statusLabel('Failed to initialize: No token', en)).toBe('Failed to initialize: No token');
    expect(statusLabel('Call ended', es)).toBe('Llamada terminada');
    expect(statusLabel('Error: JWT', es)).toBe('Error: JWT');
    expect(statusLabel('Something else', es)).toBe('Something else');
  });
});
