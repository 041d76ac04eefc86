/** The ui modals of the notifications. */
export const NOTIFICATION_SEND_MODAL = 'notifications/send';
export const NOTIFICATION_TEMPLATE_FORM = 'notificationTemplates/form';
