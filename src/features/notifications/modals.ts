/** The ui modals of the notifications. */
export const NOTIFICATION_SEND_MODAL = 'notifications/send';
export const NOTIFICATION_TEMPLATE_FORM = 'notificationTemplates/form';
/** The recipients of a notification sent and their messages' states (its id: the send's). */
export const NOTIFICATION_RECIPIENTS_DIALOG = 'notificationSends/recipients';
