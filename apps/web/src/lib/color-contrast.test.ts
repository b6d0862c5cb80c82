import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHexColor, readableTextColor } from './color-contrast';

describe('color contrast', () => {
  it('reads #rgb and #rrggbb in any case, and nothing else', () => {
    expect(parseHexColor('#4F46E5')).toEqual({ r: 79, g: 70, b: 229 });
    expect(parseHexColor('#fa0')).toEqual({ r: 255, g: 170, b: 0 });
    expect(parseHexColor('4f46e5')).toBeNull();
    expect(parseHexColor('#4f46e')).toBeNull();
    expect(parseHexColor('red')).toBeNull();
  });

  it('gives the WCAG ratios: 21 for black on white, 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#16a34a', '#16a34a')).toBe(1);
    // The demo's green badge with white text: the 3.29 axe reported.
    expect(contrastRatio('#ffffff', '#16a34a')).toBeCloseTo(3.3, 1);
    expect(contrastRatio('#ffffff', 'green')).toBeNaN();
  });

  it('puts white text on dark badges and black text on light and mid-tone ones', () => {
    expect(readableTextColor('#4f46e5')).toBe('#ffffff');
    expect(readableTextColor('#2563eb')).toBe('#ffffff');
    expect(readableTextColor('#000000')).toBe('#ffffff');
    expect(readableTextColor('#16a34a')).toBe('#000000');
    expect(readableTextColor('#f59e0b')).toBe('#000000');
    expect(readableTextColor('#ef4444')).toBe('#000000');
    expect(readableTextColor('#0ea5e9')).toBe('#000000');
    expect(readableTextColor('#ca8a04')).toBe('#000000');
    expect(readableTextColor('#ffffff')).toBe('#000000');
  });

  it('keeps AA (4.5:1) for every colour an administrator can pick', () => {
    // Every #rrggbb with channels in steps of 5 (52^3 colours) covers the whole cube finely.
    let worst = Number.POSITIVE_INFINITY;
    for (let r = 0; r <= 255; r += 5) {
      for (let g = 0; g <= 255; g += 5) {
        for (let b = 0; b <= 255; b += 5) {
          const background = `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
          worst = Math.min(worst, contrastRatio(readableTextColor(background), background));
        }
      }
    }
    expect(worst).toBeGreaterThanOrEqual(4.5);
  });

  it('falls back to white for a value that is not a colour', () => {
    expect(readableTextColor('not a colour')).toBe('#ffffff');
  });
});
