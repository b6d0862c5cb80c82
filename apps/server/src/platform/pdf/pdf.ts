import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/**
 * What every document the app draws shares (itineraries, invoices, receipts): A4, one font, one
 * palette, text written at a place and left with the cursor below it, and a footer rule with a
 * line of details and "Page n of m" on every page.
 */
export type Pdf = PDFKit.PDFDocument;

// pdfkit has no font fallback: DejaVu Sans covers Latin, Vietnamese, Greek, Cyrillic, arrows and €
// (decision 033). Resolved through the package so it loads from any working directory.
const require = createRequire(import.meta.url);
export const FONT = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

export const COLOR = { text: '#1c1f23', muted: '#5b6470', rule: '#c9ced6', accent: '#1d5c8c' };
export type TextStyle = { font: string; size: number; color: string; lineGap: number };

/** A section's heading and running text, alike in every document. */
const HEADING: TextStyle = { font: FONT.bold, size: 11.5, color: COLOR.accent, lineGap: 0 };
const BODY: TextStyle = { font: FONT.regular, size: 10, color: COLOR.text, lineGap: 2 };
const HEADING_GAP = 8;
/** Label and value rows under a document's title: the label a point smaller, muted. */
const FACT_LABEL: TextStyle = { font: FONT.regular, size: 9, color: COLOR.muted, lineGap: 0 };
const FACT_VALUE: TextStyle = { font: FONT.regular, size: 10, color: COLOR.text, lineGap: 1.5 };
const FACT_LABEL_COLUMN = 100;
const FACT_GAP = 4;

const MARGIN = 48;
const FOOTER_HEIGHT = 24;
const PAGE_NUMBER_COLUMN = 90;
const FOOTER_STYLE: TextStyle = { font: FONT.regular, size: 7.5, color: COLOR.muted, lineGap: 0 };

/** A new A4 document whose pages are kept until `finish`, so that footers can number them. */
export function createPdf(meta: { language: string; title: string; author: string }): {
  pdf: Pdf;
  finish: () => Promise<Buffer>;
} {
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_HEIGHT },
    bufferPages: true,
    font: FONT.regular,
    lang: meta.language,
    displayTitle: true,
    info: { Title: meta.title, Author: meta.author },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  return {
    pdf,
    finish: () => {
      pdf.end();
      return bytes;
    },
  };
}

export function use(pdf: Pdf, style: TextStyle): Pdf {
  return pdf.font(style.font).fontSize(style.size).fillColor(style.color);
}

export function heightOf(pdf: Pdf, style: TextStyle, text: string, width: number): number {
  return use(pdf, style).heightOfString(text, { width, lineGap: style.lineGap });
}

/** Writes `text` wrapped to `width` at (x, y) and leaves the cursor below it. */
export function write(
  pdf: Pdf,
  style: TextStyle,
  text: string,
  x: number,
  y: number,
  width: number,
  align: 'left' | 'right' = 'left',
): void {
  use(pdf, style).text(text, x, y, { width, lineGap: style.lineGap, align });
}

export function rule(pdf: Pdf, y: number, thickness: number, color: string): void {
  const left = pdf.page.margins.left;
  pdf
    .moveTo(left, y)
    .lineTo(left + contentWidth(pdf), y)
    .lineWidth(thickness)
    .strokeColor(color)
    .stroke();
}

export function contentWidth(pdf: Pdf): number {
  return pdf.page.width - pdf.page.margins.left - pdf.page.margins.right;
}

/** Starts a new page when `height` does not fit below the cursor; a block taller than a page flows. */
export function keepTogether(pdf: Pdf, height: number): boolean {
  const atTop = pdf.y <= pdf.page.margins.top;
  if (atTop || pdf.y + height <= pdf.page.maxY()) return false;
  pdf.addPage();
  return true;
}

export function headingHeight(pdf: Pdf, text: string): number {
  return heightOf(pdf, HEADING, text, contentWidth(pdf)) + HEADING_GAP;
}

/** A section's heading across the page, underlined. */
export function drawHeading(pdf: Pdf, text: string): void {
  write(pdf, HEADING, text, pdf.page.margins.left, pdf.y, contentWidth(pdf));
  rule(pdf, pdf.y + 2, 0.5, COLOR.rule);
  pdf.y += HEADING_GAP;
}

/** Label and value rows (a value of several lines wraps beside its label); a row without a value is left out. */
export function drawFacts(pdf: Pdf, facts: readonly (readonly [string, string | null])[]): void {
  const left = pdf.page.margins.left;
  const width = contentWidth(pdf);
  for (const [label, value] of facts) {
    if (!value) continue;
    const top = pdf.y + FACT_GAP;
    // The label is a point smaller than the value: one point lower puts both on the same baseline.
    write(pdf, FACT_LABEL, label, left, top + 1, FACT_LABEL_COLUMN - 8);
    write(pdf, FACT_VALUE, value, left + FACT_LABEL_COLUMN, top, width - FACT_LABEL_COLUMN);
  }
}

/**
 * A heading and text typed by a person (notes for the client), paragraph by paragraph, each kept
 * on one page when it fits, the heading never alone at a page's foot.
 */
export function drawParagraphs(pdf: Pdf, heading: string, text: string): void {
  const left = pdf.page.margins.left;
  const width = contentWidth(pdf);
  const blankLine = use(pdf, BODY).currentLineHeight(true) + BODY.lineGap;
  // Text typed in a form can arrive with CRLF line ends; pdfkit breaks lines on \n only.
  text.split(/\r\n?|\n/).forEach((paragraph, index) => {
    if (paragraph.trim() === '') {
      pdf.y += blankLine;
      return;
    }
    const headingSpace = index === 0 ? headingHeight(pdf, heading) : 0;
    keepTogether(pdf, headingSpace + heightOf(pdf, BODY, paragraph, width));
    if (index === 0) drawHeading(pdf, heading);
    write(pdf, BODY, paragraph, left, pdf.y, width);
  });
}

/**
 * Every page's footer: a rule, `owner` (shortened to fit) followed by `details`, and
 * `page(n, m)` at the right. Call once, after the last page is drawn.
 */
export function drawFooters(
  pdf: Pdf,
  footer: { owner: string; details: string; page: (page: number, pages: number) => string },
): void {
  const { start, count } = pdf.bufferedPageRange();
  const left = pdf.page.margins.left;
  const width = contentWidth(pdf);
  const ruleY = pdf.page.height - MARGIN - FOOTER_HEIGHT + 10;
  use(pdf, FOOTER_STYLE);
  const owner = fitWidth(pdf, footer.owner, width - PAGE_NUMBER_COLUMN - pdf.widthOfString(footer.details));

  for (let index = start; index < start + count; index++) {
    pdf.switchToPage(index);
    rule(pdf, ruleY, 0.5, COLOR.rule);
    const page = footer.page(index - start + 1, count);
    // Text in the bottom margin: with line breaking on, pdfkit would start a new page for it.
    use(pdf, FOOTER_STYLE)
      .text(`${owner}${footer.details}`, left, ruleY + 6, { lineBreak: false })
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
