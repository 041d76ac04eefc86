/**
 * The selection bar of a list screen: what the user reads and may do as they tick rows — the
 * count, the offer of every matching row once the page is ticked, the clearing, and the notice
 * when a filter change cleared the selection.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import fr from '../../../i18n/fr.json';
import en from '../../../i18n/en.json';
import { NOTHING_SELECTED, type ListSelection } from '@/domain/listSelection';
import SelectionBar from '@/lists/components/SelectionBar';

function renderBar(selection: ListSelection, options: { cleared?: boolean; locale?: 'fr' | 'en'; total?: number } = {}) {
  const handlers = { onSelectMatching: jest.fn(), onClear: jest.fn(), onDismissCleared: jest.fn() };
  render(
    <IntlProvider locale={options.locale ?? 'fr'} messages={options.locale === 'en' ? en : fr}>
      <SelectionBar selection={selection} pageIds={[1, 2, 3]} totalItems={options.total ?? 131} cleared={options.cleared ?? false} {...handlers}>
        <button type="button">Actions</button>
      </SelectionBar>
    </IntlProvider>,
  );
  return handlers;
}

describe('the selection bar', () => {
  it('shows nothing while nothing is selected', () => {
    renderBar(NOTHING_SELECTED);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('counts the ticked rows and holds the list’s actions', () => {
    renderBar({ kind: 'ids', ids: [1, 40] });
    expect(screen.getByRole('region', { name: 'Sélection' }).textContent).toContain('2 lignes sélectionnées');
    expect(screen.getAllByRole('button', { name: 'Actions' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /correspondant au filtre/ })).toBeNull();
  });

  it('offers every matching row once the whole page is ticked, and says when they are', async () => {
    const { onSelectMatching } = renderBar({ kind: 'ids', ids: [1, 2, 3] });
    await userEvent.click(screen.getByRole('button', { name: 'Sélectionner les 131 lignes correspondant au filtre' }));
    expect(onSelectMatching).toHaveBeenCalled();
  });

  it('names a selection of every matching row, in English too', () => {
    renderBar({ kind: 'matching', count: 131 }, { locale: 'en' });
    expect(screen.getByRole('region', { name: 'Selection' }).textContent).toContain('All 131 rows matching the filter are selected (every page).');
  });

  it('clears on demand', async () => {
    const { onClear } = renderBar({ kind: 'ids', ids: [7] });
    await userEvent.click(screen.getByRole('button', { name: 'Effacer la sélection' }));
    expect(onClear).toHaveBeenCalled();
  });

  it('tells the user a filter change cleared the selection', async () => {
    const { onDismissCleared } = renderBar(NOTHING_SELECTED, { cleared: true });
    expect(screen.getAllByText('La sélection a été effacée : le filtre a changé.')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onDismissCleared).toHaveBeenCalled();
  });
});
