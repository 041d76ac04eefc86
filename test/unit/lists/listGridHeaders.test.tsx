/**
 * The grid's column headers (issue 20): their sort and menu buttons keep their names and show
 * their tips as the element's title, without a MUI Tooltip (a Popper each, mounted twice on the
 * list's first paint).
 */
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import fr from '../../../i18n/fr.json';
import ListGrid from '@/lists/components/ListGrid';

const noop = () => undefined;

function renderGrid() {
  return render(
    <IntlProvider locale="fr" messages={fr}>
      <div style={{ width: 800, height: 400 }}>
        <ListGrid
          columns={[
            { field: 'name', headerName: 'Nom', sortable: true, width: 200 },
            { field: 'status', headerName: 'Statut', sortable: false, width: 200, description: 'Le statut des plans' },
          ]}
          labelledBy="title"
          emptyId="standList.empty"
          emptyFilteredId="standList.emptyFiltered"
          pageSize={50}
          selectable={false}
          rows={[{ id: 1, name: 'Stand 1', status: 'ok' } as never]}
          rowCount={1}
          loading={false}
          failed={false}
          hasFilters={false}
          sort={{ field: 'name', direction: 'asc' }}
          page={1}
          selection={{ type: 'include', ids: new Set() }}
          visibility={{}}
          onSortChange={noop}
          onPageChange={noop}
          onSelectionChange={noop}
          onVisibilityChange={noop}
        />
      </div>
    </IntlProvider>,
  );
}

it('names the sort and menu buttons of a header and shows their tips as titles', () => {
  renderGrid();
  const sort = document.querySelector('.MuiDataGrid-columnHeader[data-field="name"] button[aria-label="Trier"]')!;
  expect(sort.closest('[title]')?.getAttribute('title')).toBe('Trier');
  const menu = document.querySelector('.MuiDataGrid-columnHeader[data-field="name"] button[aria-haspopup="menu"]')!;
  expect(menu.getAttribute('aria-label')).toBe('Menu pour la colonne Nom');
  expect(menu.getAttribute('title')).toBe('Menu');
  // A column's description is its header title's tip; the header still reads its name.
  const described = screen.getByTitle('Le statut des plans');
  expect(described.textContent).toBe('Statut');
  expect(described.getAttribute('aria-label')).toBeNull();
  expect(document.querySelector('.MuiTooltip-popper')).toBeNull();
});

it('draws the header buttons as native buttons with plain icons, each named, the sorted column its arrow', () => {
  renderGrid();
  const header = document.querySelector('.MuiDataGrid-columnHeader[data-field="name"]')!;
  const sort = header.querySelector('button[aria-label="Trier"]')!;
  const menu = header.querySelector('button[aria-haspopup="menu"]')!;
  for (const button of [sort, menu]) {
    // A native button (not MUI's ButtonBase, its ripple and styled roots), keyboard-focusable by the grid's rules.
    expect(button.classList.contains('list-row-button')).toBe(true);
    expect(button.classList.contains('MuiButtonBase-root')).toBe(false);
    expect(button.getAttribute('type')).toBe('button');
    expect(button.querySelector('svg.plain-icon')).not.toBeNull();
    expect(button.querySelector('.MuiSvgIcon-root')).toBeNull();
  }
  // Sorted ascending: Material's upward arrow.
  const upward = render(<ArrowUpwardIcon />).container.querySelector('path')?.getAttribute('d');
  expect(sort.querySelector('path')?.getAttribute('d')).toBe(upward);
  expect(upward).toBeTruthy();
  expect(menu.getAttribute('aria-label')).toBe('Menu pour la colonne Nom');
});
