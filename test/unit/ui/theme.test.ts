import { contrastRatio } from '@/domain/contrast';
import { STAND_STATUSES, STAND_STATUS_COLORS } from '@/domain/standStatus';
import { theme, WARNING_TEXT } from '@/ui/theme';

/** `rgba(r, g, b, a)` or `#rrggbb` laid over an opaque `#rrggbb`, as `#rrggbb`. */
function over(color: string, background: string): string {
  const rgba = /^rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\)$/.exec(color);
  if (!rgba) return color;
  const alpha = rgba[4] === undefined ? 1 : Number(rgba[4]);
  const back = [1, 3, 5].map((i) => parseInt(background.slice(i, i + 2), 16));
  return `#${[1, 2, 3]
    .map((i, k) => Math.round(Number(rgba[i]) * alpha + back[k] * (1 - alpha)).toString(16).padStart(2, '0'))
    .join('')}`;
}

describe('theme contrast (issue 8, axe color-contrast)', () => {
  it('gives every coloured status chip a text colour of at least 4.5:1', () => {
    for (const status of STAND_STATUSES) {
      const color = STAND_STATUS_COLORS[status];
      if (color === 'default') continue;
      const { main, contrastText } = theme.palette[color];
      expect([status, contrastRatio(over(contrastText, main), main)! >= 4.5]).toEqual([status, true]);
    }
  });

  it('does the same for the other filled colours of the palette', () => {
    for (const name of ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const) {
      const { main, contrastText } = theme.palette[name];
      expect([name, contrastRatio(over(contrastText, main), main)! >= 4.5]).toEqual([name, true]);
    }
  });

  it("writes orange text (the findings' 'Clôturer', a text or outlined button) at 4.5:1 or more on white (issue 20)", () => {
    expect(contrastRatio(WARNING_TEXT, '#ffffff')!).toBeGreaterThanOrEqual(4.5);
    // MUI's own orange, which such a button would otherwise take, is below it.
    expect(contrastRatio(theme.palette.warning.main, '#ffffff')!).toBeLessThan(4.5);
    const variants = theme.components?.MuiButton?.variants ?? [];
    for (const variant of ['text', 'outlined']) {
      expect(variants).toContainEqual(expect.objectContaining({ props: { color: 'warning', variant }, style: expect.objectContaining({ color: WARNING_TEXT }) }));
    }
  });
});
