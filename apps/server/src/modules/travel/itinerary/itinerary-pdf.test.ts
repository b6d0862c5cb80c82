import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { type ItineraryDay, type ItineraryDocument, renderItineraryPdf } from './itinerary-pdf.ts';

const TRAVELLERS = ['Lucía Jiménez', 'Þórdís Þórsdóttir', 'Γιώργος Παπαδόπουλος', 'Анна Иванова'];
const NOTES =
  'Please carry your passports at all times: hotels in Spain register every guest on arrival.\n' +
  'Travel insurance policy AX-99812, from Spain call +34 900 123 456.\r\n\r\n' +
  'Transfers wait up to 60 minutes after landing; if your flight is delayed, call the number on your voucher.';

function honeymoon(overrides: Partial<ItineraryDocument> = {}): ItineraryDocument {
  return {
    language: 'en',
    agency: { name: 'Viajes Aurora', phone: '+52 55 1234 5678', email: 'reservas@viajesaurora.mx' },
    reference: 'MX-2026-0042',
    title: 'Spain and Portugal honeymoon',
    client: 'Lucía Jiménez',
    travellers: TRAVELLERS,
    dates: '2 – 16 March 2026',
    forTraveller: 'Þórdís Þórsdóttir',
    notesForClient: NOTES,
    generatedAt: '28 February 2026, 10:14',
    days: [
      {
        date: '2026-03-02',
        label: 'Monday 2 March 2026',
        entries: [
          {
            time: '07:45',
            title: 'Flight AM 650 · MEX → MAD',
            lines: [
              'Departs 07:45 Mexico City (MEX), Terminal 1',
              'Arrives 23:30 +1 Madrid (MAD), Terminal 4S',
              'Confirmation ABC123',
              `Travellers: ${TRAVELLERS.join(', ')}`,
            ],
          },
        ],
      },
      {
        date: '2026-03-03',
        label: 'Tuesday 3 March 2026',
        entries: [
          {
            time: '00:15',
            title: 'Transfer · Madrid Barajas → Hotel Urban',
            lines: ['Confirmation TR-88121'],
          },
          {
            time: null,
            title: 'Check-in · Hotel Urban, Madrid',
            lines: ['Carrera de San Jerónimo 34, 28014 Madrid', '3 nights, breakfast included'],
          },
        ],
      },
    ],
    ...overrides,
  };
}

/**
 * 40 days of 4 entries with 0 to 5 detail lines each; `shift` changes the counts so that, across
 * a few shifts, day headings and entries land at every height of a page.
 */
function grandTour(shift: number): ItineraryDocument {
  const days: ItineraryDay[] = Array.from({ length: 40 }, (_, day) => ({
    date: `2026-04-${String((day % 30) + 1).padStart(2, '0')}`,
    label: `Day ${day + 1} · Lisboa → Porto`,
    entries: Array.from({ length: 4 }, (_, entry) => ({
      time: entry === 1 ? null : `${String(8 + entry * 3).padStart(2, '0')}:30`,
      title: `Stop ${day + 1}.${entry + 1} · Évora → Coimbra`,
      lines: Array.from(
        { length: (day * day + entry + shift) % 6 },
        (_, line) => `Detail ${line + 1} of stop ${day + 1}.${entry + 1}`,
      ),
    })),
  }));
  return honeymoon({ days, notesForClient: null });
}

async function pagesOf(bytes: Buffer): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: false });
  return text;
}

const words = (text: string) => text.replace(/\s+/g, ' ');

describe('renderItineraryPdf', () => {
  it('writes every name, the arrow, the notes and the page count in text a reader can extract', async () => {
    const pages = await pagesOf(await renderItineraryPdf(honeymoon()));
    const text = words(pages.join('\n'));

    expect(text).toContain('Itinerary · MX-2026-0042');
    expect(text).toContain('Spain and Portugal honeymoon');
    for (const traveller of TRAVELLERS) expect(text).toContain(traveller);
    expect(text).toContain('Prepared for Þórdís Þórsdóttir');
    expect(text).toContain('07:45 Flight AM 650 · MEX → MAD');
    expect(text).toContain(`Travellers: ${TRAVELLERS.join(', ')}`);
    expect(text).toContain(`Notes ${words(NOTES)}`);
    expect(text).toContain(`Page 1 of ${pages.length}`);
  });

  it('embeds DejaVu Sans and Bold, and no standard font', async () => {
    const pdf = (await renderItineraryPdf(honeymoon())).toString('latin1');

    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans(?![-\w])/);
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans-Bold\b/);
    expect(pdf.match(/\/FontFile2/g)).toHaveLength(2);
    expect(pdf).not.toContain('Helvetica');
  });

  it('leaves out the rows and sections whose value is missing', async () => {
    const document = honeymoon({
      agency: { name: 'Viajes Aurora', phone: null, email: null },
      dates: null,
      forTraveller: null,
      notesForClient: null,
    });
    const text = words((await pagesOf(await renderItineraryPdf(document))).join('\n'));

    expect(text).toContain('Itinerary · MX-2026-0042');
    for (const absent of ['Prepared for', 'Dates', 'Notes', '+52', '@']) expect(text).not.toContain(absent);
  });

  it('shortens a long agency name in the footer so that the reference and page number stay', async () => {
    const name =
      'Agencia de Viajes Internacionales Aurora del Pacífico y el Caribe, Sociedad Anónima de Capital Variable';
    const [page = ''] = await pagesOf(
      await renderItineraryPdf(honeymoon({ agency: { name, phone: null, email: null } })),
    );

    expect(words(page)).toContain(name);
    expect(page.split('\n').at(-1)).toMatch(
      /^Agencia de Viajes .+… · MX-2026-0042 · Generated 28 February 2026, 10:14 Page 1 of 1$/,
    );
  });

  it('keeps each entry whole and each day heading with its first entry, and numbers every page', async () => {
    for (const shift of [0, 1, 2]) {
      const document = grandTour(shift);
      const pages = await pagesOf(await renderItineraryPdf(document));

      expect(pages.length).toBeGreaterThan(3);
      pages.forEach((page, index) => {
        const lines = page.split('\n');
        expect(lines.at(-1)).toBe(
          `Viajes Aurora · MX-2026-0042 · Generated 28 February 2026, 10:14 Page ${index + 1} of ${pages.length}`,
        );
        const lastContent = lines.at(-2) ?? '';
        expect(
          lastContent.startsWith('Day '),
          `shift ${shift}: page ${index + 1} ends on "${lastContent}"`,
        ).toBe(false);
      });
      // Times come before titles on their line, hence endsWith.
      const pageWith = (text: string) =>
        pages.findIndex((page) => page.split('\n').some((line) => line.endsWith(text)));
      for (const day of document.days) {
        expect(pageWith(day.entries[0]?.title ?? ''), `shift ${shift}: ${day.label}`).toBe(
          pageWith(day.label),
        );
        for (const entry of day.entries) {
          for (const line of entry.lines)
            expect(pageWith(line), `shift ${shift}: ${line}`).toBe(pageWith(entry.title));
        }
      }
    }
  });

  it('repeats the day heading above entries that carry on to the next page', async () => {
    const pages = await pagesOf(await renderItineraryPdf(grandTour(0)));

    const continued = pages.slice(1).filter((page) => /^Day \d+ · Lisboa → Porto \(continued\)$/m.test(page));
    expect(continued.length).toBeGreaterThan(0);
    for (const page of continued) expect(page.split('\n')[0]).toMatch(/\(continued\)$/);
  });

  it('uses the Spanish labels for a Spanish itinerary', async () => {
    const document = honeymoon({ language: 'es', title: 'Luna de miel en España y Portugal' });
    const pages = await pagesOf(await renderItineraryPdf(document));
    const text = words(pages.join('\n'));

    for (const label of ['Itinerario · MX-2026-0042', 'Cliente', 'Viajeros', 'Fechas', 'Notas', 'Generado']) {
      expect(text).toContain(label);
    }
    expect(text).toContain('Preparado para Þórdís Þórsdóttir');
    expect(text).toContain(`Página 1 de ${pages.length}`);
    expect(text).not.toContain('Itinerary');
  });

  it('sets the title, author and language of the file', async () => {
    for (const [language, title] of [
      ['en', 'Itinerary MX-2026-0042'],
      ['es', 'Itinerario MX-2026-0042'],
    ] as const) {
      const pdf = await getDocumentProxy(new Uint8Array(await renderItineraryPdf(honeymoon({ language }))));
      const { info } = await pdf.getMetadata();

      expect(info).toMatchObject({ Title: title, Author: 'Viajes Aurora', Language: language });
    }
  });
});
