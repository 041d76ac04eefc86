/**
 * Display formats of the stand list (part 1 §3: list columns show DD/MM/YYYY HH:mm).
 * No date library: the grid formats 50 dates per page, and luxon would weigh on
 * the list's chunk (the date pickers' day values are in dayValue.ts).
 */

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

const two = (n: number) => String(n).padStart(2, '0');

/** Milliseconds since the epoch of an ISO 8601 / SQL date-time (no offset = local time), or null. */
function parseDateTime(text: string): number | null {
  const m = ISO.exec(text.trim());
  if (!m) return null;
  const [year, month, day, hour = 0, minute = 0, second = 0] = m.slice(1, 7).map((v) => (v === undefined ? 0 : Number(v)));
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;
  const offset = m[7];
  let time: number;
  if (offset === undefined) {
    const local = new Date(year, month - 1, day, hour, minute, second);
    if (local.getDate() !== day) return null;
    time = local.getTime();
  } else {
    time = Date.UTC(year, month - 1, day, hour, minute, second);
    if (new Date(time).getUTCDate() !== day) return null;
    if (offset.toUpperCase() !== 'Z') {
      const sign = offset[0] === '-' ? -1 : 1;
      const digits = offset.slice(1).replace(':', '');
      time -= sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4) || 0)) * 60_000;
    }
  }
  return time;
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

function inZone(time: number, zone: string): string {
  let format = zoneFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    zoneFormats.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(time).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** An ISO date-time shown in the browser's zone (or `zone`) as '04/03/2027 09:05'; '' when missing or unreadable. */
export function formatListDateTime(iso: string | null | undefined, zone?: string): string {
  if (!iso) return '';
  const time = parseDateTime(iso);
  if (time === null) return '';
  if (zone) return inZone(time, zone);
  const d = new Date(time);
  return `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** The surface as shown: the stored text with a comma decimal, and its unit. */
export function formatSurface(surface: string | null | undefined): string {
  if (surface === null || surface === undefined || surface === '') return '';
  return `${surface.replace('.', ',')} m²`;
}
