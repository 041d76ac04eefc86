/**
 * Text colour on a coloured background, by WCAG 2.x contrast: the layout-type
 * chips take their background from the type's colour (any `#rrggbb` an admin
 * chose), so their text is black or white, whichever contrasts more. One of the
 * two always reaches 4.58:1 (the two ratios meet at √21), so the chip passes AA.
 */

export const BLACK = '#000000';
export const WHITE = '#ffffff';

const HEX6 = /^#([0-9a-f]{6})$/i;
const HEX3 = /^#([0-9a-f]{3})$/i;

/** `#rgb` or `#rrggbb` as [r, g, b] in 0–255, null for anything else. */
export function parseHex(hex: string): [number, number, number] | null {
  const short = HEX3.exec(hex.trim());
  const full = short ? short[1].replace(/./g, (c) => c + c) : HEX6.exec(hex.trim())?.[1];
  if (!full) return null;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

const channel = (value: number): number => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of an sRGB colour (0 black, 1 white). */
export function relativeLuminance([r, g, b]: readonly [number, number, number]): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two colours, from 1 to 21; null when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number | null {
  const ca = parseHex(a);
  const cb = parseHex(b);
  if (!ca || !cb) return null;
  const [hi, lo] = [relativeLuminance(ca), relativeLuminance(cb)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Black or white, whichever reads better on `background`; black when it is not a hex colour. */
export function readableTextOn(background: string): typeof BLACK | typeof WHITE {
  const rgb = parseHex(background);
  if (!rgb) return BLACK;
  const l = relativeLuminance(rgb);
  // White's ratio (1.05 / (l + .05)) against black's ((l + .05) / .05); ties go to black.
  return 1.05 / (l + 0.05) > (l + 0.05) / 0.05 ? WHITE : BLACK;
}
