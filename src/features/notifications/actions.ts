/**
 * Intents of the notification modal ('Envoyer une notification', part 1 §2, §5). Other features
 * dispatch them; this feature's root saga opens the modal (src/features/notifications/sagas.ts).
 */
import { createAction } from '@reduxjs/toolkit';
import type { QueryParams } from '@/domain/listQuery';

/**
 * The stands a notification goes to: chosen rows, or every stand matching a stand list's filter
 * (the list's query parameters, `show` included: resolved again on the server, within the
 * sender's scope).
 */
export type StandSelection = { ids: number[] } | { filter: QueryParams };

/** 'Envoyer une notification' from the stand list (the selection, or the filter when none is selected) or a stand's menu. */
export const notificationComposeRequested = createAction<{ selection: StandSelection; tag?: string; userIds?: number[] }>(
  'notifications/composeRequested',
);

/**
 * After a contact save with notify on (part 2 §4 'Contact save'): the modal for that user on that
 * stand, preset with the 'credentials changed' template when the e-mail or password changed.
 */
export const contactNotifyRequested = createAction<{ standId: number; userId: number; credentialsChanged: boolean }>(
  'notifications/contactNotifyRequested',
);

/**
 * 'Envoyer une notification' in the stand list's menu: the rows selected, or, with none, every
 * stand of the list's current filter (part 1 §2).
 */
export const standListNotificationRequested = createAction<{ showId: number; selectedIds: readonly number[] }>(
  'notifications/standListRequested',
);

/** The modal's send button: the server answers once every message is queued. */
export const notificationSendRequested = createAction<NotificationSendBody>('notifications/sendRequested');

/** The body of `POST /backend/notifications` (part 1 §3 'Notification send'). */
export interface NotificationSendBody {
  /** The template's IRI (`/backend/notification_templates/3`). */
  notification: string;
  customObject: string;
  customContent: string;
  /** Standist role references: ROLE_STANDIST_AGENCY, _DECORATOR, _EXHIBITOR. */
  customStandistRoles: string[];
  locale: string;
  /** Stand IRIs, or `filter`: a stand list's query parameters. */
  stands?: string[];
  filter?: QueryParams;
  /** User IRIs: only these contacts of the stands. */
  users?: string[];
}
