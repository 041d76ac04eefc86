/**
 * A filter panel's box: a click or the space bar toggles it at once, without the ripple animation
 * (its frames delayed the filtered rows: docs/performance.md, session 18), and a keyboard user still
 * sees where the focus is.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import fr from '../../../i18n/fr.json';
import { FilterBox } from '@/lists/components/FilterGroup';

function renderBox(checked: boolean) {
  const onToggle = jest.fn();
  const view = render(
    <IntlProvider locale="fr" messages={fr}>
      <FilterBox name="validatedPlans" label="Plans validés" checked={checked} onToggle={onToggle} />
    </IntlProvider>,
  );
  return { onToggle, ...view };
}

describe('a filter box', () => {
  it('toggles its filter on a click, with no ripple element in the page', async () => {
    const { onToggle, container } = renderBox(false);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Plans validés' }));
    expect(onToggle).toHaveBeenCalledWith('validatedPlans', true);
    expect(container.querySelector('.MuiTouchRipple-root')).toBeNull();
  });

  it('marks the keyboard focus on the box (the ring the ripple used to give)', async () => {
    const { onToggle, container } = renderBox(true);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Plans validés' }));
    const focused = container.querySelector('.MuiCheckbox-root.Mui-focusVisible');
    expect(focused).not.toBeNull();
    // The ring itself, in the box's own style rule (MUI adds the class whatever the style says).
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
    const ownClass = [...focused!.classList].find((name) => name.startsWith('css-'));
    const ring = rules.find((rule) => rule.startsWith(`.${ownClass}.Mui-focusVisible`));
    expect(ring).toMatch(/outline: 2px solid/);
    await userEvent.keyboard(' ');
    expect(onToggle).toHaveBeenCalledWith('validatedPlans', false);
  });
});
