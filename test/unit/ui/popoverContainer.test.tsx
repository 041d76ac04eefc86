/**
 * Menus open inside their opener's landmark (issue 20 item 16, axe 'region'): a list's menu in
 * <main>, a select's list in its dialog; with nothing focused, at the end of <body> as before.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '@/ui/theme';

function ListMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <button type="button" onClick={(event) => setAnchor(event.currentTarget)}>
        Actions
      </button>
      <Menu open={anchor !== null} anchorEl={anchor} onClose={() => setAnchor(null)}>
        <MenuItem>Exporter</MenuItem>
      </Menu>
    </>
  );
}

const withTheme = (ui: React.ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

it('opens a menu of the page inside <main>', () => {
  withTheme(
    <main>
      <ListMenu />
    </main>,
  );
  const button = screen.getByRole('button', { name: 'Actions' });
  button.focus();
  fireEvent.click(button);
  expect(screen.getByRole('menu').closest('main')).not.toBeNull();
});

it('opens a menu of a dialog inside the dialog', () => {
  withTheme(
    <div role="dialog" aria-label="Paramétrage">
      <ListMenu />
    </div>,
  );
  const button = screen.getByRole('button', { name: 'Actions' });
  button.focus();
  fireEvent.click(button);
  expect(screen.getByRole('menu').closest('[role=dialog]')).not.toBeNull();
});

it('falls back to the end of <body> when nothing that opens it has the focus', () => {
  withTheme(
    <main>
      <ListMenu />
    </main>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
  expect(screen.getByRole('menu').closest('main')).toBeNull();
});
