/**
 * The dashboards' long dates (showDates.ts) as a reader sees them: Paris time, followed by
 * '(heure de Paris)' when the browser is in another zone (issue 20 item 9), as the lists'
 * headers and the date fields say it. The zone is read once per mount: it does not change
 * while a page is open.
 */
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatShowDateTime } from '@/domain/showDates';
import { zoneDiffers } from '@/domain/time';

/** '' when Paris is the browser's zone, else ' (heure de Paris)' / ' (Paris time)'. */
export function useZoneMark(): string {
  const intl = useIntl();
  const differs = useMemo(() => zoneDiffers(), []);
  return differs ? ` ${intl.formatMessage({ id: 'common.zoneMark' })}` : '';
}

/** iso → '04/03/2027 09h05', plus the zone mark when the browser is elsewhere; '' when missing. */
export function useShowDateTime(): (iso: string | null | undefined) => string {
  const { locale } = useIntl();
  const mark = useZoneMark();
  return useCallback(
    (iso: string | null | undefined) => {
      const text = formatShowDateTime(iso, locale);
      return text && `${text}${mark}`;
    },
    [locale, mark],
  );
}
