import { createTheme } from '@mui/material/styles';
import { popoverLayerProps } from './popoverLayer';

/**
 * Orange text (a text or outlined 'warning' button, the findings' 'Clôturer'): MUI's #ed6c02 is
 * 3.1:1 on white, this one 4.5:1 or more (WCAG AA, issue 20). Fills keep the brighter orange.
 */
export const WARNING_TEXT = '#a14a00';

/** The MUI theme: a calm navy for the chrome, an orange accent, compact tables. */
export const theme = createTheme({
  palette: {
    // White text on a coloured fill only at 4.5:1 or more (WCAG AA), else dark text:
    // the orange (warning) and blue (info) status chips take dark text (issue 8).
    contrastThreshold: 4.5,
    primary: { main: '#1d3c6e' },
    secondary: { main: '#e07a1f' },
    background: { default: '#f3f5f9' },
    // A disabled field's label and helper still say something (a request's type that cannot change,
    // the refusal's date fields): 5.7:1 on white instead of MUI's 2.7:1 (issue 21, axe).
    text: { disabled: 'rgba(0, 0, 0, 0.6)' },
  },
  shape: { borderRadius: 6 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '1.6rem', fontWeight: 600 },
    h2: { fontSize: '1.3rem', fontWeight: 600 },
  },
  components: {
    MuiTableCell: { styleOverrides: { head: { fontWeight: 600 } } },
    // Menus and selects' lists open at the end of <body> (MUI's scroll lock), in a landmark of their own.
    MuiPopover: { defaultProps: popoverLayerProps },
    MuiButton: {
      defaultProps: { disableElevation: true },
      variants: [
        { props: { color: 'warning', variant: 'text' }, style: { color: WARNING_TEXT } },
        { props: { color: 'warning', variant: 'outlined' }, style: { color: WARNING_TEXT, borderColor: WARNING_TEXT } },
      ],
    },
  },
});
