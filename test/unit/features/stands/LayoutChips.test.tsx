import { render as renderBare, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import fr from '../../../../i18n/fr.json';
import LayoutChips from '@/features/stands/components/LayoutChips';

const render = (ui: React.ReactElement) => renderBare(<IntlProvider locale="fr" messages={fr}>{ui}</IntlProvider>);
const colours = [
  { label: 'Cloison', color: '#1e88e5' },
  { label: 'Cuisine', color: '#fdd835' },
  { label: 'Plancher technique', color: '#6d4c41' },
  { label: 'Enseigne haute', color: '#43a047' },
  { label: 'Mezzanine', color: '#f4511e' },
];
/** The chip of a stand whose only layout is this one. */
const alone = (label: string) => {
  const { container, unmount } = render(<LayoutChips layouts={colours.filter((c) => c.label === label)} />);
  const color = chip(container, label).style.color;
  unmount();
  return color;
};

const chip = (container: HTMLElement, label: string) =>
  [...container.querySelectorAll<HTMLElement>('.stand-chip')].find((el) => el.textContent === label)!;

describe('layout chips', () => {
  it("take black or white text by contrast with the type's colour (issue 8: white on green, blue, orange was 3.3–3.7:1)", () => {
    expect(alone('Cloison')).toBe('rgb(0, 0, 0)');
    expect(alone('Cuisine')).toBe('rgb(0, 0, 0)');
    expect(alone('Enseigne haute')).toBe('rgb(0, 0, 0)');
    expect(alone('Mezzanine')).toBe('rgb(0, 0, 0)');
    expect(alone('Plancher technique')).toBe('rgb(255, 255, 255)');
  });

  it('show the first layout and count the others, named for screen readers and on hover', () => {
    const { container } = render(<LayoutChips layouts={colours.slice(0, 3)} />);
    expect(chip(container, 'Cloison').title).toBe('Cloison');
    const more = screen.getByLabelText('2 autres aménagements : Cuisine, Plancher technique');
    expect(more.textContent).toBe('+2');
    expect(more.title).toBe('Cuisine, Plancher technique');
  });

  it('falls back to a light grey with black text on a colour that is not #rrggbb', () => {
    const { container } = render(<LayoutChips layouts={[{ label: 'Réserve', color: 'purple' }]} />);
    expect(chip(container, 'Réserve').style.color).toBe('rgb(0, 0, 0)');
  });
});
