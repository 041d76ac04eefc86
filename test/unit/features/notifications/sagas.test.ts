/**
 * The notification modal's flows: opened for a selection, for the stand list's filter, after a
 * contact save; the send, its success and its failures.
 */
import { expectSaga } from 'redux-saga-test-plan';
import '@/app/features';
import { rootReducer } from '@/app/store';
import { ApiError } from '@/api/errors';
import { queriesInvalidated } from '@/entities/queriesSlice';
import { STAND_LIST, standListScope } from '@/domain/standListQuery';
import {
  contactNotifyRequested,
  notificationComposeRequested,
  notificationSendRequested,
  standListNotificationRequested,
  type NotificationSendBody,
} from '@/features/notifications/actions';
import { NOTIFICATION_SEND_MODAL } from '@/features/notifications/modals';
import notificationSagas, { sendNotification } from '@/features/notifications/sagas';
import { standListPath } from '@/features/stands/paths';
import { listChanged } from '@/lists/actions';
import { selectModal } from '@/ui/selectors';
import { modalOpened } from '@/ui/uiSlice';
import { fakeCallApi } from '../../helpers/fakeApi';
import { loggedInState, reduce } from '../../helpers/state';

const body: NotificationSendBody = {
  notification: '/backend/notification_templates/3',
  customObject: 'Vos plans pour {{standName}}',
  customContent: 'Bonjour {{recipientFirstName}}',
  customStandistRoles: ['ROLE_STANDIST_EXHIBITOR'],
  locale: 'fr',
  stands: ['/backend/stands/7', '/backend/stands/9'],
};

const organizer = () => loggedInState(['ROLE_ORGANIZER'], {}, 5);

describe('opening the modal', () => {
  it('opens it for the selected stands, the templates asked for again', async () => {
    const { storeState } = await expectSaga(notificationSagas)
      .withReducer(rootReducer, organizer())
      .put(queriesInvalidated({ resource: 'notificationChoices' }))
      .dispatch(notificationComposeRequested({ selection: { ids: [7, 9] } }))
      .silentRun(50);
    expect(selectModal(storeState, NOTIFICATION_SEND_MODAL)).toEqual({ open: true, id: null, data: { selection: { ids: [7, 9] } } });
  });

  it("opens it from the stand list's menu for the rows selected, or for the list's filter when none is", async () => {
    const target = { list: STAND_LIST.id, path: standListPath(4), scope: standListScope(4) };
    const state = reduce(organizer(), listChanged({ ...target, change: { kind: 'filters', patch: { search: 'verre' } } }), listChanged({ ...target, change: { kind: 'page', page: 3 } }));
    const selected = await expectSaga(notificationSagas)
      .withReducer(rootReducer, state)
      .dispatch(standListNotificationRequested({ showId: 4, selectedIds: [11] }))
      .silentRun(50);
    expect(selectModal(selected.storeState, NOTIFICATION_SEND_MODAL).data).toEqual({ selection: { ids: [11] } });

    const all = await expectSaga(notificationSagas)
      .withReducer(rootReducer, state)
      .dispatch(standListNotificationRequested({ showId: 4, selectedIds: [] }))
      .silentRun(50);
    const filter = (selectModal(all.storeState, NOTIFICATION_SEND_MODAL).data as { selection: { filter: Record<string, string> } }).selection.filter;
    // The list's filter and show, not its page or sort.
    expect(filter).toMatchObject({ show: '4', search: 'verre' });
    expect(Object.keys(filter).some((k) => k === 'page' || k === 'itemsPerPage' || k.startsWith('order['))).toBe(false);
  });

  it("opens it after a contact save for that contact, with the 'credentials changed' template when the e-mail or password changed", async () => {
    const changed = await expectSaga(notificationSagas)
      .withReducer(rootReducer, organizer())
      .dispatch(contactNotifyRequested({ standId: 7, userId: 30, credentialsChanged: true }))
      .silentRun(50);
    expect(selectModal(changed.storeState, NOTIFICATION_SEND_MODAL).data).toEqual({ selection: { ids: [7] }, userIds: [30], tag: 'credentialsChanged' });
    const plain = await expectSaga(notificationSagas)
      .withReducer(rootReducer, organizer())
      .dispatch(contactNotifyRequested({ standId: 7, userId: 30, credentialsChanged: false }))
      .silentRun(50);
    expect(selectModal(plain.storeState, NOTIFICATION_SEND_MODAL).data).toMatchObject({ tag: 'login' });
  });
});

describe('sending', () => {
  const open = () => reduce(organizer(), modalOpened({ name: NOTIFICATION_SEND_MODAL, data: { selection: { ids: [7, 9] } } }));

  it("posts the notification, closes the modal and says 'Notification envoyée !' with the messages queued", async () => {
    const api = fakeCallApi(() => ({ '@id': '/backend/notification_sends/12', id: 12, standCount: 2, recipientCount: 5 }));
    const { storeState } = await expectSaga(sendNotification, notificationSendRequested(body))
      .withReducer(rootReducer, open())
      .provide(api.providers)
      .run();
    expect(api.requests).toEqual([{ method: 'POST', path: '/notifications', body }]);
    expect(selectModal(storeState, NOTIFICATION_SEND_MODAL).open).toBe(false);
    expect(storeState.ui.toasts).toEqual([expect.objectContaining({ severity: 'success', messageId: 'notifications.send.sentCount', values: { count: 5 } })]);
    expect(storeState.mutations[NOTIFICATION_SEND_MODAL].status).toBe('succeeded');
  });

  it("keeps the modal open on a refusal: the fields' messages on the fields, 'Echec envoi notification' and the rest in toasts", async () => {
    const refusal = new ApiError(
      422,
      [
        { propertyPath: 'customContent', message: 'Variable inconnue : {{nom}}.' },
        { propertyPath: 'stands', message: "Certains de ces stands n'existent pas ou ne vous sont pas accessibles : rien n'a été envoyé." },
      ],
      'customContent: …',
    );
    const api = fakeCallApi(() => refusal);
    const { storeState } = await expectSaga(sendNotification, notificationSendRequested(body))
      .withReducer(rootReducer, open())
      .provide(api.providers)
      .run();
    expect(selectModal(storeState, NOTIFICATION_SEND_MODAL).open).toBe(true);
    expect(storeState.mutations[NOTIFICATION_SEND_MODAL]).toMatchObject({ status: 'failed', fieldErrors: { customContent: 'Variable inconnue : {{nom}}.' } });
    expect(storeState.ui.toasts).toEqual([
      expect.objectContaining({ severity: 'error', messageId: 'notifications.send.failed' }),
      expect.objectContaining({ severity: 'error', text: expect.stringContaining('stands: Certains de ces stands') }),
    ]);
  });

  it("says 'Echec envoi notification' when the server or the network fails", async () => {
    const api = fakeCallApi(() => new ApiError(0));
    const { storeState } = await expectSaga(sendNotification, notificationSendRequested(body))
      .withReducer(rootReducer, open())
      .provide(api.providers)
      .run();
    expect(storeState.ui.toasts).toEqual([expect.objectContaining({ severity: 'error', messageId: 'notifications.send.failed' })]);
    expect(selectModal(storeState, NOTIFICATION_SEND_MODAL).open).toBe(true);
  });
});
