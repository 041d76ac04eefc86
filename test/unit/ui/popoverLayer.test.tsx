/**
 * Menus and select lists open where MUI expects them, at the end of <body> (issue 20 item 16):
 * MUI then locks the body's scroll (a menu opened on a long page does not scroll the page behind
 * it) and hides the rest of the page from assistive technology, and the menu sits in a landmark
 * of its own (the axe 'region' rule). Opened inside <main> or a dialog, MUI locked that element
 * instead and the page went on scrolling.
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

const LANDMARKS = 'header, nav, main, aside, footer, [role=banner], [role=navigation], [role=main], [role=complementary], [role=contentinfo], [role=region]';

function open() {
  const button = screen.getByRole('button', { name: 'Actions' });
  button.focus();
  fireEvent.click(button);
  return screen.getByRole('menu');
}

afterEach(() => {
  document.body.removeAttribute('style');
});

it('opens a page menu at the end of <body>, in a landmark, with the body’s scroll locked', () => {
  const { container } = render(
    <ThemeProvider theme={theme}>
      <main>
        <ListMenu />
      </main>
    </ThemeProvider>,
  );
  const menu = open();
  expect(menu.closest('main')).toBeNull();
  expect(menu.closest(LANDMARKS)).not.toBeNull();
  expect(document.body.style.overflow).toBe('hidden');
  expect((container.querySelector('main') as HTMLElement).style.overflow).toBe('');
  // The page behind is hidden from assistive technology while the menu is open; the menu is not.
  expect(container.getAttribute('aria-hidden')).toBe('true');
  expect(menu.closest('[aria-hidden=true]')).toBeNull();
});

it('opens a dialog’s menu over the dialog without locking the dialog’s paper', () => {
  render(
    <ThemeProvider theme={theme}>
      <div role="dialog" aria-label="Paramétrage">
        <ListMenu />
      </div>
    </ThemeProvider>,
  );
  const menu = open();
  expect(menu.closest(LANDMARKS)).not.toBeNull();
  expect((document.querySelector('[role=dialog]') as HTMLElement).style.overflow).toBe('');
  expect(document.body.style.overflow).toBe('hidden');
});

it('gives the body its scroll back once the menu is closed', () => {
  render(
    <ThemeProvider theme={theme}>
      <main>
        <ListMenu />
      </main>
    </ThemeProvider>,
  );
  open();
  fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
  expect(document.body.style.overflow).toBe('');
});
