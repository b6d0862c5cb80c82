import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

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

// pdfkit has no font fallback: DejaVu Sans covers Latin, Vietnamese, Greek, Cyrillic, arrows and €
// (decision 033). Resolved through the package so it loads from any working directory.
const require = createRequire(import.meta.url);
const FONT = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

const COLOR = { text: '#1c1f23', muted: '#5b6470', rule: '#c9ced6', accent: '#1d5c8c' };
type TextStyle = { font: string; size: number; color: string; lineGap: number };
const STYLE = {
  agency: { font: FONT.bold, size: 20, color: COLOR.text, lineGap: 0 },
  contact: { font: FONT.regular, size: 9, color: COLOR.muted, lineGap: 0 },
  reference: { font: FONT.bold, size: 9.5, color: COLOR.accent, lineGap: 0 },
  title: { font: FONT.bold, size: 17, color: COLOR.text, lineGap: 0 },
  detailLabel: { font: FONT.regular, size: 9, color: COLOR.muted, lineGap: 0 },
  detailValue: { font: FONT.regular, size: 10, color: COLOR.text, lineGap: 1.5 },
  heading: { font: FONT.bold, size: 11.5, color: COLOR.accent, lineGap: 0 },
  entryTitle: { font: FONT.bold, size: 10, color: COLOR.text, lineGap: 1 },
  entryLine: { font: FONT.regular, size: 9, color: COLOR.muted, lineGap: 1.5 },
  note: { font: FONT.regular, size: 10, color: COLOR.text, lineGap: 2 },
  footer: { font: FONT.regular, size: 7.5, color: COLOR.muted, lineGap: 0 },
} satisfies Record<string, TextStyle>;

const MARGIN = 48;
const FOOTER_HEIGHT = 24;
const TIME_COLUMN = 52;
const DETAIL_LABEL_COLUMN = 92;
const PAGE_NUMBER_COLUMN = 90;
const DAY_GAP = 16;
const HEADING_GAP = 8;
const ENTRY_GAP = 9;

type Pdf = PDFKit.PDFDocument;

export async function renderItineraryPdf(document: ItineraryDocument): Promise<Buffer> {
  const labels = LABELS[document.language];
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_HEIGHT },
    bufferPages: true,
    font: FONT.regular,
    lang: document.language,
    displayTitle: true,
    info: { Title: `${labels.itinerary} ${document.reference}`, Author: document.agency.name },
  });
  const bytes = collect(pdf);

  drawHeader(pdf, document, labels);
  for (const day of document.days) drawDay(pdf, day, labels);
  const notes = document.notesForClient?.trim();
  if (notes) drawNotes(pdf, notes, labels);
  drawFooters(pdf, document, labels);

  pdf.end();
  return bytes;
}

function collect(pdf: Pdf): Promise<Buffer> {
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
}

function use(pdf: Pdf, style: TextStyle): Pdf {
  return pdf.font(style.font).fontSize(style.size).fillColor(style.color);
}

function heightOf(pdf: Pdf, style: TextStyle, text: string, width: number): number {
  return use(pdf, style).heightOfString(text, { width, lineGap: style.lineGap });
}

/** Writes `text` wrapped to `width` at (x, y) and leaves the cursor below it. */
function write(pdf: Pdf, style: TextStyle, text: string, x: number, y: number, width: number): void {
  use(pdf, style).text(text, x, y, { width, lineGap: style.lineGap });
}

function rule(pdf: Pdf, y: number, thickness: number, color: string): void {
  const left = pdf.page.margins.left;
  pdf
    .moveTo(left, y)
    .lineTo(left + contentWidth(pdf), y)
    .lineWidth(thickness)
    .strokeColor(color)
    .stroke();
}

function contentWidth(pdf: Pdf): number {
  return pdf.page.width - pdf.page.margins.left - pdf.page.margins.right;
}

/** Starts a new page when `height` does not fit below the cursor; a block taller than a page flows. */
function keepTogether(pdf: Pdf, height: number): boolean {
  const atTop = pdf.y <= pdf.page.margins.top;
  if (atTop || pdf.y + height <= pdf.page.maxY()) return false;
  pdf.addPage();
  return true;
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
  pdf.y += 8;

  const details: [string, string][] = [
    [labels.client, document.client],
    [labels.travellers, document.travellers.join('\n')],
  ];
  if (document.dates) details.push([labels.dates, document.dates]);
  if (document.forTraveller) details.push([labels.preparedFor, document.forTraveller]);
  for (const [label, value] of details) {
    const top = pdf.y;
    // The label is a point smaller than the value: one point lower puts both on the same baseline.
    write(pdf, STYLE.detailLabel, label, left, top + 1, DETAIL_LABEL_COLUMN - 8);
    write(pdf, STYLE.detailValue, value, left + DETAIL_LABEL_COLUMN, top, width - DETAIL_LABEL_COLUMN);
    pdf.y += 3;
  }
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

function headingHeight(pdf: Pdf, text: string): number {
  return heightOf(pdf, STYLE.heading, text, contentWidth(pdf)) + HEADING_GAP;
}

function drawHeading(pdf: Pdf, text: string): void {
  write(pdf, STYLE.heading, text, pdf.page.margins.left, pdf.y, contentWidth(pdf));
  rule(pdf, pdf.y + 2, 0.5, COLOR.rule);
  pdf.y += HEADING_GAP;
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

function drawNotes(pdf: Pdf, notes: string, labels: Labels): void {
  const left = pdf.page.margins.left;
  const width = contentWidth(pdf);
  const blankLine = use(pdf, STYLE.note).currentLineHeight(true) + STYLE.note.lineGap;
  pdf.y += DAY_GAP;
  // Text typed in a form can arrive with CRLF line ends; pdfkit breaks lines on \n only.
  notes.split(/\r\n?|\n/).forEach((paragraph, index) => {
    if (paragraph.trim() === '') {
      pdf.y += blankLine;
      return;
    }
    const heading = index === 0 ? headingHeight(pdf, labels.notes) : 0;
    keepTogether(pdf, heading + heightOf(pdf, STYLE.note, paragraph, width));
    if (index === 0) drawHeading(pdf, labels.notes);
    write(pdf, STYLE.note, paragraph, left, pdf.y, width);
  });
}

function drawFooters(pdf: Pdf, document: ItineraryDocument, labels: Labels): void {
  const { start, count } = pdf.bufferedPageRange();
  const left = pdf.page.margins.left;
  const width = contentWidth(pdf);
  const ruleY = pdf.page.height - MARGIN - FOOTER_HEIGHT + 10;
  use(pdf, STYLE.footer);
  const details = ` · ${document.reference} · ${labels.generated} ${document.generatedAt}`;
  const agency = fitWidth(pdf, document.agency.name, width - PAGE_NUMBER_COLUMN - pdf.widthOfString(details));

  for (let index = start; index < start + count; index++) {
    pdf.switchToPage(index);
    rule(pdf, ruleY, 0.5, COLOR.rule);
    const page = labels.page(index - start + 1, count);
    // Text in the bottom margin: with line breaking on, pdfkit would start a new page for it.
    use(pdf, STYLE.footer)
      .text(`${agency}${details}`, left, ruleY + 6, { lineBreak: false })
      .text(page, left + width - pdf.widthOfString(page), ruleY + 6, { lineBreak: false });
  }
}

/** Shortens `text` with an ellipsis to fit `width` in the current font, so what follows it stays visible. */
function fitWidth(pdf: Pdf, text: string, width: number): string {
  if (pdf.widthOfString(text) <= width) return text;
  const characters = [...text];
  const shortened = () => `${characters.join('').trimEnd()}…`;
  while (characters.length > 0 && pdf.widthOfString(shortened()) > width) characters.pop();
  return shortened();
}
