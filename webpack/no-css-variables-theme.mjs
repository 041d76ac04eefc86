/**
 * Stands in for @mui/material/styles/createThemeWithVars.mjs in the build (webpack.config.ts):
 * src/ui/theme.ts makes a theme without CSS variables, for which MUI's createTheme calls
 * createThemeNoVars only; the CSS-variables half (~3 KB gzip with its helpers) stayed in the
 * first load though never run.
 */
export default function createThemeWithVars() {
  throw new Error('A theme with CSS variables needs @mui/material/styles/createThemeWithVars (left out in webpack.config.ts).');
}
