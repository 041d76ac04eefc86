/**
 * The app's MUI theme around what draws with MUI: the private layout, the public pages other than
 * the login screen, the toasts and the confirm dialog. Not in App: a visitor's first screen (the
 * login, plain HTML) then carries no MUI or emotion code (issue 20, first-load JavaScript). The
 * page's baseline (CssBaseline's rules, the theme's colours and type) is src/ui/firstScreen.css,
 * inlined in index.html for every screen.
 */
// The system ThemeProvider is what @mui/material's does for a theme without CSS
// variables; importing it directly leaves the CSS-variables provider (~3 KB gzip) out.
import { ThemeProvider } from '@mui/system';
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import type { ReactNode } from 'react';
import { keepStylesRemembered } from './styleMemory';
import { theme } from './theme';

/**
 * Writes down the styles emotion generates, for the next visit (src/ui/styleMemory.ts). In render,
 * before any child's styles are inserted; once per cache.
 */
function StyleMemory() {
  const cache = useEmotionCache();
  if (cache && typeof window !== 'undefined') {
    try {
      keepStylesRemembered(cache, window.localStorage, window);
    } catch {
      // No storage: nothing kept.
    }
  }
  return null;
}

export default function MuiTheme({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <StyleMemory />
      {children}
    </ThemeProvider>
  );
}
