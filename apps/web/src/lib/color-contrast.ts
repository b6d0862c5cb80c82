/** Colour contrast by WCAG 2's formulas, for text drawn on a colour an administrator picks. */

export type Rgb = { r: number; g: number; b: number };

const BLACK = '#000000';
const WHITE = '#ffffff';

/** Reads `#rgb` or `#rrggbb` (any case); null for anything else. */
export function parseHexColor(color: string): Rgb | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!match?.[1]) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return {
    r: Number.parseInt(hex.slice(0, 2), 16),
    g: Number.parseInt(hex.slice(2, 4), 16),
    b: Number.parseInt(hex.slice(4, 6), 16),
  };
}

const linear = (channel: number) => {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two colours, 1 to 21; NaN when either is not a hex colour. */
export function contrastRatio(first: string, second: string): number {
  const a = parseHexColor(first);
  const b = parseHexColor(second);
  if (!a || !b) return Number.NaN;
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The text colour for a coloured background (an organization's badge): black or white, whichever
 * contrasts more. Only pure black guarantees AA for every background: the worst case, a mid-tone
 * where both tie, still gives 4.58:1, while any softer "near black" drops below 4.5:1 there.
 * A value that is not a hex colour (never stored: the contracts validate it) gets white.
 */
export function readableTextColor(background: string): typeof BLACK | typeof WHITE {
  const rgb = parseHexColor(background);
  if (!rgb) return WHITE;
  const luminance = relativeLuminance(rgb);
  // Contrast with white is 1.05 / (L + 0.05), with black (L + 0.05) / 0.05.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? WHITE : BLACK;
}
