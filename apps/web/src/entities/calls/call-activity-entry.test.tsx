import type { Call, CallActivity } from '@aurora/contracts/calls';
import type { ActivityItem } from '@aurora/contracts/records';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ActivityEntryKindsProvider } from '../../components/record/activity-entry-kinds';
import { ActivityTimeline } from '../../components/record/activity-timeline';
import { i18n } from '../../lib/i18n';
import { mockFetch } from '../../testing/fetch-mock';
import { callOutcomes } from '../../testing/fixtures';
import { page, signInForRecords } from '../../testing/record-fixtures';
import { renderRoutes } from '../../testing/render';
import { callActivityEntry } from './call-activity-kind';
import { type CallStory, callStoryOf, callTitle } from './call-story';

const call: CallActivity = {
  id: 12,
  type: 'live',
  direction: 'outbound',
  status: 'completed',
  agent: { id: 2, name: 'Ana López' },
  duration_seconds: 252,
  outcome: 'booked',
  notes: 'Wants Bali in October, two weeks',
  voicemail: false,
  line_name: 'Main line',
  phone: '+523330007919',
  party_name: 'María Jiménez',
  has_recording: true,
};

const entry = (data: Partial<CallActivity> = {}): ActivityItem => ({
  id: 'event:1',
  type: 'call',
  at: '2026-05-01T16:00:00Z',
  actor: { id: 2, name: 'Ana López' },
  summary: 'Call to María Jiménez',
  subject: { type: 'lead', id: 4 },
  data: { call_id: 12, direction: 'outbound', phone: '+523330007919', call: { ...call, ...data } },
});

function Timeline() {
  return (
    <ActivityEntryKindsProvider value={{ call: callActivityEntry }}>
      <ActivityTimeline subject={{ module: 'leads', id: 4 }} />
    </ActivityEntryKindsProvider>
  );
}

describe("a call on a record's timeline", () => {
  beforeEach(() => {
    signInForRecords();
  });

  it('tells who, which way, how long, how it went and who took it, with its notes, its recording on demand and a link', async () => {
    const requests: string[] = [];
    mockFetch(({ url }) => {
      requests.push(url);
      if (url.startsWith('/api/v2/definitions')) return { body: { data: callOutcomes } };
      if (url.includes('/activity')) return { body: page([entry()]) };
      if (url.endsWith('/calls/12/recording')) return { body: {} };
      return { status: 404, body: { message: 'Not found.' } };
    });
    renderRoutes([{ path: '/:orgCode/leads/:id', Component: Timeline }], '/mx/leads/4');
    const list = await screen.findByRole('list', { name: 'Activity' });
    expect(await within(list).findByText('Call to María Jiménez · Main line')).toBeInTheDocument();
    expect(await within(list).findByText('Outbound call · 4:12 · Booked · Ana López')).toBeInTheDocument();
    expect(within(list).getByText('Wants Bali in October, two weeks')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Open call' })).toHaveAttribute('href', '/mx/calls/12');
    // The recording is fetched only when asked for.
    expect(requests.some((url) => url.includes('/recording'))).toBe(false);
    await userEvent.setup().click(within(list).getByRole('button', { name: 'Play the recording' }));
    expect(requests.some((url) => url.endsWith('/calls/12/recording'))).toBe(true);
  });
});

describe('a call told in words', () => {
  const story = (overrides: Partial<CallStory> = {}): CallStory => ({
    direction: 'inbound',
    status: 'completed',
    voicemail: false,
    party_name: 'María Jiménez',
    phone: '+525512345678',
    line_name: 'Main line',
    ...overrides,
  });
  const t = i18n.t.bind(i18n);

  it('missed, inbound, outbound, voicemail, an unknown number and a withheld one', () => {
    expect(callTitle(t, story({ status: 'missed' }))).toBe('Missed call from María Jiménez · Main line');
    expect(callTitle(t, story())).toBe('Call from María Jiménez · Main line');
    expect(callTitle(t, story({ direction: 'outbound', party_name: 'Familia Jiménez' }))).toBe(
      'Call to Familia Jiménez · Main line',
    );
    expect(callTitle(t, story({ direction: 'outbound', status: 'no-answer', line_name: null }))).toBe(
      'Unanswered call to María Jiménez',
    );
    expect(
      callTitle(t, story({ status: 'missed', voicemail: true, party_name: null, line_name: null })),
    ).toBe('Voicemail from +52 55 1234 5678');
    expect(callTitle(t, story({ party_name: null, phone: null, status: 'missed' }))).toBe(
      'Missed call from a withheld number · Main line',
    );
  });

  it('of a call record: the contact, else the record, and the number of the other party', () => {
    const record = {
      direction: 'outbound',
      status: 'completed',
      voicemail: false,
      contact: null,
      callable_name: 'Familia Jiménez',
      phone_from: '+525500000000',
      phone_to: '+523330007919',
      line_name: null,
    } as unknown as Call;
    expect(callStoryOf(record)).toMatchObject({ party_name: 'Familia Jiménez', phone: '+523330007919' });
    expect(callStoryOf({ ...record, contact: { id: 1, full_name: 'María Jiménez' } }).party_name).toBe(
      'María Jiménez',
    );
  });
});
