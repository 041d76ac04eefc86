/**
 * Display formats of the stand list in the user's language; its dates are src/domain/time.ts's
 * formatDateTime, the one formatter of the dates users read.
 */

const numberFormats = new Map<string, Intl.NumberFormat>();

/** The surface (stored as text, '18,75' or '18.75') with the language's decimal mark and its unit. */
export function formatSurface(surface: string | null | undefined, locale = 'fr'): string {
  if (surface === null || surface === undefined || surface === '') return '';
  const value = Number(surface.replace(',', '.'));
  if (!Number.isFinite(value)) return surface;
  const lang = locale.startsWith('en') ? 'en-US' : 'fr-FR';
  let format = numberFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 });
    numberFormats.set(lang, format);
  }
  return `${format.format(value)} m²`;
}
