import { render } from '@testing-library/react';
import LayoutChips from '@/features/stands/components/LayoutChips';

const chip = (container: HTMLElement, label: string) =>
  [...container.querySelectorAll<HTMLElement>('.stand-chip')].find((el) => el.textContent === label)!;

describe('layout chips', () => {
  it("take black or white text by contrast with the type's colour (issue 8: white on green, blue, orange was 3.3–3.7:1)", () => {
    const { container } = render(
      <LayoutChips
        layouts={[
          { label: 'Cloison', color: '#1e88e5' },
          { label: 'Cuisine', color: '#fdd835' },
          { label: 'Plancher technique', color: '#6d4c41' },
          { label: 'Enseigne haute', color: '#43a047' },
          { label: 'Mezzanine', color: '#f4511e' },
        ]}
      />,
    );
    expect(chip(container, 'Cloison').style.color).toBe('rgb(0, 0, 0)');
    expect(chip(container, 'Cuisine').style.color).toBe('rgb(0, 0, 0)');
    expect(chip(container, 'Enseigne haute').style.color).toBe('rgb(0, 0, 0)');
    expect(chip(container, 'Mezzanine').style.color).toBe('rgb(0, 0, 0)');
    expect(chip(container, 'Plancher technique').style.color).toBe('rgb(255, 255, 255)');
    expect(chip(container, 'Plancher technique').title).toBe('Plancher technique');
  });

  it('falls back to a light grey with black text on a colour that is not #rrggbb', () => {
    const { container } = render(<LayoutChips layouts={[{ label: 'Réserve', color: 'purple' }]} />);
    expect(chip(container, 'Réserve').style.color).toBe('rgb(0, 0, 0)');
  });
});
