import type { Notification } from '@aurora/contracts/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { notificationTitle } from './notification-text';

const moved = (data: Partial<Extract<Notification, { kind: 'deal_moved' }>['data']>): Notification => ({
  id: 1,
  kind: 'deal_moved',
  organization: { id: 1, code: 'MX', name: 'Viajes México' },
  subject: { type: 'opportunity', id: 12, name: 'Riviera Maya', url: '/opportunities/12' },
  actor: { id: 3, name: 'Bruno' },
  data: { opportunity_id: 12, title: 'Riviera Maya', from_stage: 'Quoted', to_stage: 'Won', ...data },
  created_at: '2026-11-26T22:30:00Z',
  read_at: null,
});

afterEach(() => i18n.changeLanguage('en'));

describe('a deal moved by someone else', () => {
  it("names a seeded stage in the reader's language, and a renamed one as the organization named it", async () => {
    await i18n.changeLanguage('es');
    const t = i18n.t.bind(i18n);
    expect(notificationTitle(t, moved({ from_stage_key: 'quoted', to_stage_key: 'won' }))).toBe(
      'Bruno movió «Riviera Maya» a Ganada',
    );
    expect(notificationTitle(t, moved({ to_stage: 'Cerrado 🎉', to_stage_key: 'won' }))).toBe(
      'Bruno movió «Riviera Maya» a Cerrado 🎉',
    );
    // An entry made before the keys were kept reads as it was stored.
    expect(notificationTitle(t, moved({}))).toBe('Bruno movió «Riviera Maya» a Won');
  });
});
