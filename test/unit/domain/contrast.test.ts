import fc from 'fast-check';
import { BLACK, WHITE, contrastRatio, parseHex, readableTextOn, relativeLuminance } from '@/domain/contrast';

describe('WCAG contrast', () => {
  it('reads #rgb and #rrggbb, and nothing else', () => {
    expect(parseHex('#2e7d32')).toEqual([46, 125, 50]);
    expect(parseHex('#FFF')).toEqual([255, 255, 255]);
    expect(parseHex('2e7d32')).toBeNull();
    expect(parseHex('#2e7d3')).toBeNull();
    expect(parseHex('red')).toBeNull();
  });

  it('gives the luminance and ratios of the WCAG definition', () => {
    expect(relativeLuminance([0, 0, 0])).toBe(0);
    expect(relativeLuminance([255, 255, 255])).toBeCloseTo(1, 10);
    expect(contrastRatio(BLACK, WHITE)).toBeCloseTo(21, 10);
    expect(contrastRatio('#777777', WHITE)).toBeCloseTo(4.48, 2);
    expect(contrastRatio(WHITE, '#777777')).toBe(contrastRatio('#777777', WHITE));
    expect(contrastRatio('#123456', '#123456')).toBe(1);
    expect(contrastRatio('nope', WHITE)).toBeNull();
  });

  it('puts black text on the mid green, blue and orange that failed with white (issue 8)', () => {
    // MUI's success / info / warning mains: white on them is 5.1, 3.9 and 3.1 to 1.
    expect(readableTextOn('#2e7d32')).toBe(WHITE);
    expect(readableTextOn('#0288d1')).toBe(BLACK);
    expect(readableTextOn('#ed6c02')).toBe(BLACK);
    expect(readableTextOn('#4caf50')).toBe(BLACK);
    expect(readableTextOn('#ffeb3b')).toBe(BLACK);
    expect(readableTextOn('#1d3c6e')).toBe(WHITE);
    expect(readableTextOn('#000')).toBe(WHITE);
    expect(readableTextOn('#fff')).toBe(BLACK);
  });

  it('falls back to black on what is not a colour', () => {
    expect(readableTextOn('')).toBe(BLACK);
    expect(readableTextOn('rgb(0,0,0)')).toBe(BLACK);
  });

  it('always reaches the AA ratio for normal text (4.5:1), on any colour', () => {
    const hex = fc
      .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
      .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`);
    fc.assert(
      fc.property(hex, (background) => {
        const text = readableTextOn(background);
        const other = text === BLACK ? WHITE : BLACK;
        const ratio = contrastRatio(background, text)!;
        expect(ratio).toBeGreaterThanOrEqual(4.5);
        expect(ratio).toBeGreaterThanOrEqual(contrastRatio(background, other)!);
      }),
    );
  });
});
