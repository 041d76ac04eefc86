/** What the notification screens read and the intents they send. */
import { useCallback, useMemo } from 'react';
import { useEntity, useFormModal, useList } from '@/entities/hooks';
import { saveRequested } from '@/entities/mutationsSlice';
import { useCan } from '@/features/session/hooks';
import { selectLocale } from '@/intl/selectors';
import { listReloadRequested } from '@/lists/actions';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { modalOpened } from '@/ui/uiSlice';
import { notificationSendRequested } from './actions';
import { notificationTemplateBody, NOTIFICATION_TEMPLATE_FIELDS, type NotificationTemplateValues } from './forms/notificationTemplateSchema';
import { NOTIFICATION_RECIPIENTS_DIALOG, NOTIFICATION_SEND_MODAL, NOTIFICATION_TEMPLATE_FORM } from './modals';
import { NOTIFICATION_SEND_LIST } from './notificationSendList';
import { NOTIFICATION_SENDS_PATH } from './paths';
import { presetTemplate, sendBody, type ComposeTarget, type SendValues } from './sendForm';

const EMPTY_TARGET: ComposeTarget = { selection: { ids: [] } };

/** The send modal: whom it is for, the templates and variables of the user's language, the preset template, the send. */
export function useNotificationSend() {
  const dispatch = useAppDispatch();
  const modal = useFormModal(NOTIFICATION_SEND_MODAL);
  const locale = useAppSelector(selectLocale);
  const target = (modal.data as ComposeTarget | undefined) ?? EMPTY_TARGET;
  // The templates of the user's language (X-LOCALE), and the variables.
  const templates = useList('notificationChoices', { locale, itemsPerPage: 100 }, { skip: !modal.open });
  const variables = useList('notificationVariables', { locale }, { skip: !modal.open });
  const preset = useMemo(() => presetTemplate(templates.items, target.tag), [templates.items, target.tag]);
  const send = useCallback((values: SendValues) => dispatch(notificationSendRequested(sendBody(values, target, locale))), [dispatch, target, locale]);
  return { modal, target, templates, variables, preset, send };
}

/** The template form: the template edited (or none), the user's language, the save. */
export function useNotificationTemplateForm() {
  const dispatch = useAppDispatch();
  const modal = useFormModal(NOTIFICATION_TEMPLATE_FORM);
  const item = useEntity('notificationTemplates', modal.id);
  const locale = useAppSelector(selectLocale);
  const save = useCallback(
    (values: NotificationTemplateValues) =>
      dispatch(
        saveRequested({
          resource: 'notificationTemplates',
          id: modal.id,
          data: notificationTemplateBody(values),
          key: NOTIFICATION_TEMPLATE_FORM,
          fields: NOTIFICATION_TEMPLATE_FIELDS,
          closeModal: NOTIFICATION_TEMPLATE_FORM,
        }),
      ),
    [dispatch, modal.id],
  );
  return { modal, item, locale, save };
}

/** 'Ajouter' on the templates' list, for those who may. */
export function useNotificationTemplateAdd() {
  const dispatch = useAppDispatch();
  const canAdd = useCan('notificationTemplate.add');
  const add = useCallback(() => dispatch(modalOpened({ name: NOTIFICATION_TEMPLATE_FORM, id: null })), [dispatch]);
  return { canAdd, add };
}

/** 'Actualiser' on the sends' list. */
export function useNotificationSendsReload() {
  const dispatch = useAppDispatch();
  return useCallback(() => dispatch(listReloadRequested({ list: NOTIFICATION_SEND_LIST.id, path: NOTIFICATION_SENDS_PATH, scope: {} })), [dispatch]);
}

/** The recipients shown at once: failed first, then waiting, then sent (the rest is counted). */
export const RECIPIENTS_SHOWN = 200;

/** A sent notification's recipients dialog: the send, its recipients failed first, the close. */
export function useNotificationRecipients() {
  const modal = useFormModal(NOTIFICATION_RECIPIENTS_DIALOG);
  const send = useEntity('notificationSends', modal.id);
  const recipients = useList(
    'notificationRecipients',
    { notificationSend: modal.id ?? 0, 'order[state]': 'asc', 'order[id]': 'asc', itemsPerPage: RECIPIENTS_SHOWN },
    { skip: !modal.open || modal.id === null, keepPrevious: false },
  );
  return { modal, send, recipients };
}

/** The variables' labels in the user's language (from the API, as the send modal lists them), to show a subject that names some. */
export function useVariableLabels(): (tag: string) => string | undefined {
  const locale = useAppSelector(selectLocale);
  const variables = useList('notificationVariables', { locale });
  return useMemo(() => {
    const labels = new Map(variables.items.map((v) => [v.tag, v.label]));
    return (tag: string) => labels.get(tag);
  }, [variables.items]);
}
