/**
 * The values of the notification variables for one recipient on one stand, in the recipient's
 * language: dates in Paris time written the way that language writes them.
 */
import type { NotificationVariable } from '@/domain/notifications';
import { BUSINESS_TIME_ZONE } from '@/domain/time';
import type { Locale } from '../../i18n';

/** One (stand, recipient) pair as the recipients' query gives it. */
export interface RecipientRow {
  stand_id: number;
  stand_name: string;
  hall: string;
  aisle: string;
  number: string;
  show_name: string;
  installation_date_start: Date | null;
  installation_date_end: Date | null;
  uninstallation_date_start: Date | null;
  uninstallation_date_end: Date | null;
  organizer_deadline: Date | null;
  user_id: number;
  email: string;
  language_preference: string | null;
  first_name: string;
  last_name: string;
  company: string | null;
}

const formats: Record<Locale, Intl.DateTimeFormat> = {
  fr: new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: BUSINESS_TIME_ZONE }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: BUSINESS_TIME_ZONE }),
};

const date = (value: Date | null, locale: Locale): string => (value ? formats[locale].format(value) : '');

export function variableValues(row: RecipientRow, locale: Locale, loginLink: string): Record<NotificationVariable, string> {
  return {
    standName: row.stand_name,
    standHall: row.hall,
    standAisle: row.aisle,
    standNumber: row.number,
    showName: row.show_name,
    installationStart: date(row.installation_date_start, locale),
    installationEnd: date(row.installation_date_end, locale),
    dismantlingStart: date(row.uninstallation_date_start, locale),
    dismantlingEnd: date(row.uninstallation_date_end, locale),
    organizerDeadline: date(row.organizer_deadline, locale),
    recipientFirstName: row.first_name,
    recipientLastName: row.last_name,
    recipientCompany: row.company ?? '',
    loginLink,
  };
}
