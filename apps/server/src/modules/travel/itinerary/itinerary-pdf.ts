import {
  COLOR,
  contentWidth,
  createPdf,
  drawFacts,
  drawFooters,
  drawHeading,
  drawParagraphs,
  FONT,
  headingHeight,
  heightOf,
  keepTogether,
  type Pdf,
  rule,
  type TextStyle,
  write,
} from '#platform/pdf/pdf.ts';

export type ItineraryEntry = {
  /** Local time of the entry ("07:45"), or null for an all-day entry (a hotel night, a tour day). */
  time: string | null;
  /** "Flight AM 650 · MEX → MAD" or "Check-in · Hotel Arts Barcelona" */
  title: string;
  /** Detail lines in order: "Departs 07:45 Mexico City (MEX), Terminal 1", "Arrives 23:30 +1 Madrid (MAD)", "Confirmation ABC123", "Travellers: Lucía Jiménez, Þórdís Þórsdóttir" */
  lines: string[];
};
export type ItineraryDay = {
  date: string /* YYYY-MM-DD */;
  label: string /* "Monday 2 March 2026", already localised */;
  entries: ItineraryEntry[];
};
export type ItineraryDocument = {
  language: 'en' | 'es';
  agency: { name: string; phone: string | null; email: string | null };
  reference: string; // "MX-2026-0042"
  title: string; // "Spain and Portugal honeymoon"
  client: string;
  travellers: string[]; // full names as on passports
  dates: string | null; // "2 – 16 March 2026", already localised, or null
  /** Shown as "Prepared for {traveller}" when the itinerary is for one traveller. */
  forTraveller: string | null;
  notesForClient: string | null;
  days: ItineraryDay[];
  generatedAt: string; // already localised date-time text for the footer
};

const LABELS = {
  en: {
    itinerary: 'Itinerary',
    client: 'Client',
    travellers: 'Travellers',
    dates: 'Dates',
    preparedFor: 'Prepared for',
    continued: 'continued',
    notes: 'Notes',
    generated: 'Generated',
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },
  es: {
    itinerary: 'Itinerario',
    client: 'Cliente',
    travellers: 'Viajeros',
    dates: 'Fechas',
    preparedFor: 'Preparado para',
    continued: 'continuación',
    notes: 'Notas',
    generated: 'Generado',
    page: (page: number, pages: number) => `Página ${page} de ${pages}`,
  },
} satisfies Record<ItineraryDocument['language'], unknown>;
type Labels = (typeof LABELS)[ItineraryDocument['language']];

const STYLE = {
  agency: { font: FONT.bold, size: 20, color: COLOR.text, lineGap: 0 },
  contact: { font: FONT.regular, size: 9, color: COLOR.muted, lineGap: 0 },
  reference: { font: FONT.bold, size: 9.5, color: COLOR.accent, lineGap: 0 },
  title: { font: FONT.bold, size: 17, color: COLOR.text, lineGap: 0 },
  entryTitle: { font: FONT.bold, size: 10, color: COLOR.text, lineGap: 1 },
  entryLine: { font: FONT.regular, size: 9, color: COLOR.muted, lineGap: 1.5 },
} satisfies Record<string, TextStyle>;

const TIME_COLUMN = 52;
const DAY_GAP = 16;
const ENTRY_GAP = 9;

export async function renderItineraryPdf(document: ItineraryDocument): Promise<Buffer> {
  const labels = LABELS[document.language];
  const { pdf, finish } = createPdf({
    language: document.language,
    title: `${labels.itinerary} ${document.reference}`,
    author: document.agency.name,
  });

  drawHeader(pdf, document, labels);
  for (const day of document.days) drawDay(pdf, day, labels);
  const notes = document.notesForClient?.trim();
  if (notes) {
    pdf.y += DAY_GAP;
    drawParagraphs(pdf, labels.notes, notes);
  }
  drawFooters(pdf, {
    owner: document.agency.name,
    details: ` · ${document.reference} · ${labels.generated} ${document.generatedAt}`,
    page: labels.page,
  });
  return finish();
}

function drawHeader(pdf: Pdf, document: ItineraryDocument, labels: Labels): void {
  const left = pdf.page.margins.left;
  const width = contentWidth(pdf);

  write(pdf, STYLE.agency, document.agency.name, left, pdf.y, width);
  const contact = [document.agency.phone, document.agency.email].filter((part) => part !== null);
  if (contact.length > 0) write(pdf, STYLE.contact, contact.join('   ·   '), left, pdf.y + 2, width);
  rule(pdf, pdf.y + 10, 1.5, COLOR.accent);

  write(pdf, STYLE.reference, `${labels.itinerary} · ${document.reference}`, left, pdf.y + 24, width);
  write(pdf, STYLE.title, document.title, left, pdf.y + 3, width);
  pdf.y += 4;

  drawFacts(pdf, [
    [labels.client, document.client],
    [labels.travellers, document.travellers.join('\n')],
    [labels.dates, document.dates],
    [labels.preparedFor, document.forTraveller],
  ]);
}

function drawDay(pdf: Pdf, day: ItineraryDay, labels: Labels): void {
  const [first, ...rest] = day.entries;
  pdf.y += DAY_GAP;
  keepTogether(pdf, headingHeight(pdf, day.label) + (first ? entryHeight(pdf, first) : 0));
  drawHeading(pdf, day.label);
  if (first) drawEntry(pdf, first);
  for (const entry of rest) {
    pdf.y += ENTRY_GAP;
    if (keepTogether(pdf, entryHeight(pdf, entry))) drawHeading(pdf, `${day.label} (${labels.continued})`);
    drawEntry(pdf, entry);
  }
}

function entryHeight(pdf: Pdf, entry: ItineraryEntry): number {
  const width = contentWidth(pdf) - TIME_COLUMN;
  const title = heightOf(pdf, STYLE.entryTitle, entry.title, width);
  if (entry.lines.length === 0) return title;
  return title + 2 + heightOf(pdf, STYLE.entryLine, entry.lines.join('\n'), width);
}

function drawEntry(pdf: Pdf, entry: ItineraryEntry): void {
  const left = pdf.page.margins.left;
  const width = contentWidth(pdf) - TIME_COLUMN;
  const top = pdf.y;
  if (entry.time) write(pdf, STYLE.entryTitle, entry.time, left, top, TIME_COLUMN - 8);
  write(pdf, STYLE.entryTitle, entry.title, left + TIME_COLUMN, top, width);
  if (entry.lines.length > 0) {
    write(pdf, STYLE.entryLine, entry.lines.join('\n'), left + TIME_COLUMN, pdf.y + 2, width);
  }
}
