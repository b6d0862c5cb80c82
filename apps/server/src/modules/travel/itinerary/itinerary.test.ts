import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#test/app.ts';
import { memberRequests, organizationWithMember } from '#test/records-factories.ts';
import { addBooking, makeTrip, segment } from '#test/travel-factories.ts';

const t = useTestApp();
const { get } = memberRequests(() => t.app);

async function tripWithBookings() {
  const s = await organizationWithMember(t.app);
  const trip = await makeTrip(t.app, s, {
    travellers: [
      { first_name: 'Lucía', last_name: 'Jiménez' },
      { first_name: 'Γιώργος', last_name: 'Παπαδόπουλος' },
    ],
    trip: { notes_for_client: 'Bring comfortable shoes for Sintra.' },
  });
  const [lucia, giorgos] = trip.travellers;
  await addBooking(t.app, s, trip.id, {
    sell: 2_000_000,
    travellers: [{ contact_id: lucia?.id ?? 0 }, { contact_id: giorgos?.id ?? 0 }],
    details: { type: 'flight', pnr: 'QX7P2L', segments: [segment({ departure_terminal: '1' })] },
  });
  await addBooking(t.app, s, trip.id, {
    title: 'Hotel Único Madrid',
    sell: 480_000,
    starts_on: '2026-03-03',
    start_time: '15:00',
    ends_on: '2026-03-06',
    confirmation_number: 'HU-88231',
    travellers: [{ contact_id: lucia?.id ?? 0 }],
    details: { type: 'hotel', room_type: 'Junior suite', board_basis: 'BB' },
  });
  await addBooking(t.app, s, trip.id, {
    title: 'Toledo day trip',
    status: 'cancelled',
    starts_on: '2026-03-04',
    details: { type: 'tour' },
  });
  return { s, trip, lucia, giorgos };
}

describe('itinerary', () => {
  it('day by day in local times, without prices or cancelled bookings; for one traveller, only their bookings', async () => {
    const { s, trip, giorgos } = await tripWithBookings();
    const response = await get(s, `/trips/${trip.id}/itinerary`);
    expect(response.statusCode).toBe(200);
    const itinerary = response.json().data;
    expect(itinerary).toMatchObject({
      reference: trip.reference,
      travellers: ['Lucía Jiménez', 'Γιώργος Παπαδόπουλος'],
      notes_for_client: 'Bring comfortable shoes for Sintra.',
      agency: { name: s.org.name },
    });
    expect(itinerary.days.map((day: { date: string }) => day.date)).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-06',
    ]);
    expect(itinerary.days[0].entries[0]).toMatchObject({
      time: '19:45',
      title: 'Flight AM 1 · MEX → MAD',
      lines: expect.arrayContaining(['Arrives 13:30 +1 Madrid (MAD)', 'Booking reference QX7P2L']),
    });
    expect(itinerary.days[1].entries[0]).toMatchObject({
      time: '15:00',
      title: 'Check-in · Hotel Único Madrid',
    });
    expect(JSON.stringify(itinerary)).not.toMatch(/2000000|480000|Toledo/);

    const his = (await get(s, `/trips/${trip.id}/itinerary?traveller_id=${giorgos?.id}&language=es`)).json()
      .data;
    expect(his.for_traveller).toBe('Γιώργος Παπαδόπουλος');
    expect(his.days.map((day: { date: string }) => day.date)).toEqual(['2026-03-02']);
    expect(his.days[0].entries[0].title).toBe('Vuelo AM 1 · MEX → MAD');
    const stranger = await get(s, `/trips/${trip.id}/itinerary?traveller_id=999999`);
    expect(stranger.statusCode).toBe(422);
  });

  it('as a PDF: downloaded, and read back it names the trip, its travellers with their accents and scripts, and its notes', async () => {
    const { s, trip } = await tripWithBookings();
    const response = await get(s, `/trips/${trip.id}/itinerary.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="itinerary-${trip.reference}.pdf"`,
    );
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), {
      mergePages: true,
    });
    for (const expected of [
      trip.reference,
      'Lucía Jiménez',
      'Γιώργος Παπαδόπουλος',
      'MEX → MAD',
      'Hotel Único Madrid',
      'Bring comfortable shoes for Sintra.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Toledo');
  });
});
