/** The notification screens' addresses. */
export const NOTIFICATION_TEMPLATES_PATH = '/notifications/modeles';
export const NOTIFICATION_SENDS_PATH = '/notifications/envoyees';
