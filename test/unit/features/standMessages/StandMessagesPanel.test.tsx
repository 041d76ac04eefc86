import { act, fireEvent, screen, within } from '@testing-library/react';
import { rootReducer, type RootState } from '@/app/store';
import type { Message, MessageAttachment, Show, StandMessage } from '@/domain/api';
import { entitiesReceived } from '@/entities/entitiesSlice';
import { listRequested, listSucceeded } from '@/entities/queriesSlice';
import StandMessagesPanel from '@/features/standMessages/StandMessagesPanel';
import { attachmentDownloadRequested, messageEditRequested, messageSendRequested, threadWatchStarted } from '@/features/standMessages/actions';
import { confirmRequested } from '@/ui/uiSlice';
import { mutationStarted, saveFailed, saveSucceeded } from '@/entities/mutationsSlice';
import { COMPOSER_KEY } from '@/features/standMessages/hooks';
import { ADMIN, SHOW_ID, STANDIST, rootState, stand } from '../stands/fixtures';
import { renderWithStore } from '../../helpers/render';

const STAND_ID = 9;
const PARAMS = { stand: STAND_ID, page: 1, itemsPerPage: 50, 'order[createdAt]': 'desc' };

const author = (id: number, firstName: string, lastName: string, company: string, role: string) => ({
  '@id': `/backend/users/${id}`,
  id,
  firstName,
  lastName,
  fullName: `${firstName} ${lastName}`,
  company,
  role,
});

/** A thread row (id) carrying its Message (id + 100), as the API sends them. */
const message = (id: number, patch: Partial<Message> = {}, row: Partial<StandMessage> = {}): StandMessage => ({
  '@id': `/backend/stand_messages/${id}`,
  '@type': 'StandMessage',
  id,
  stand: `/backend/stands/${STAND_ID}`,
  newStandStatus: null,
  message: {
    '@id': `/backend/messages/${id + 100}`,
    '@type': 'Message',
    id: id + 100,
    content: `Message ${id}`,
    attachments: [],
    createdAt: '2027-03-04T08:05:00+00:00',
    updatedAt: '2027-03-04T08:05:00+00:00',
    createdBy: author(1, 'Sophie', 'Durand', 'Astech', 'ROLE_ORGANIZER'),
    createdByStandRole: null,
    editable: false,
    ...patch,
  },
  confirmationLastName: null,
  confirmationFirstName: null,
  confirmationCompany: null,
  confirmationPhone: null,
  confirmationEmail: null,
  confirmationStanding: null,
  confirmationWasteDisposal: null,
  confirmationInvoicing: null,
  planRevision: null,
  createdAt: '2027-03-04T08:05:00+00:00',
  ...row,
});

function panelState(roles: string[], messages: StandMessage[], showEnabled = true, fetchedAt = 1): RootState {
  const request = listRequested({ resource: 'standMessages', params: PARAMS });
  const state = [
    entitiesReceived({ type: 'stands', items: [stand(STAND_ID)] }),
    entitiesReceived({ type: 'shows', items: [{ '@id': `/backend/shows/${SHOW_ID}`, id: SHOW_ID, name: 'Salon', enabled: showEnabled } as Show] }),
    request,
    entitiesReceived({ type: 'standMessages', items: messages }),
    listSucceeded({ key: request.payload.key, requestId: request.payload.requestId, ids: messages.map((m) => m.id), totalItems: messages.length, fetchedAt }),
  ].reduce<RootState>((current, action) => rootReducer(current, action), rootState(roles));
  return { ...state, drafts: { ...state.drafts, currentUserId: 7 } };
}

function renderPanel(roles: string[], messages: StandMessage[], showEnabled = true) {
  return renderWithStore(<StandMessagesPanel standId={STAND_ID} />, panelState(roles, messages, showEnabled));
}

const pdf: MessageAttachment = { '@id': '/backend/message_media/4', '@type': 'MessageMedia', id: 4, mediaFileName: 'plans.pdf', mimeType: 'application/pdf', size: 12_800, enabled: true, objectUrl: '/backend/message_media/4/file' };

describe('the stand messages panel', () => {
  it('shows a thread the stand page has just fetched without asking for it again; an older one is asked again', () => {
    // The stand page asks for the thread's first page with the stand (issue 20): asked again as the
    // panel and the plans card mount, the 50 messages came twice and were rendered twice.
    const threadRequests = (dispatched: unknown[]) =>
      dispatched.filter((a) => listRequested.match(a) && a.payload.resource === 'standMessages');
    const fresh = renderWithStore(<StandMessagesPanel standId={STAND_ID} />, panelState(ADMIN, [message(1)], true, Date.now()));
    expect(screen.getByText('Message 1')).toBeTruthy();
    expect(threadRequests(fresh.dispatched)).toHaveLength(0);
    fresh.unmount();
    const old = renderWithStore(<StandMessagesPanel standId={STAND_ID} />, panelState(ADMIN, [message(1)], true, Date.now() - 60_000));
    expect(threadRequests(old.dispatched)).toHaveLength(1);
  });

  it('shows the thread with who wrote, as what, and when, and watches it', () => {
    const { dispatched } = renderPanel(ADMIN, [
      message(
        2,
        { createdBy: author(3, 'Emma', 'Bernard', 'Lumière & Fils', 'ROLE_STANDIST'), createdByStandRole: 'ROLE_STANDIST_EXHIBITOR', attachments: [pdf] },
        { newStandStatus: 'pendingPlansVerification' },
      ),
      message(1),
    ]);
    const thread = within(screen.getByRole('list', { name: 'Fil des messages du stand' }));
    expect(thread.getByText('Lumière & Fils · Exposant')).toBeTruthy();
    expect(thread.getByText('Astech · Organisateur')).toBeTruthy();
    expect(thread.getAllByText(/^04\/03\/2027 09h05( \(heure de Paris\))?$/)).toHaveLength(2);
    expect(thread.getByText('Nouveau statut : En attente de vérification')).toBeTruthy();
    expect(thread.getByText('12,5 Ko')).toBeTruthy();
    expect(dispatched).toContainEqual(threadWatchStarted({ standId: STAND_ID, params: PARAMS }));
    fireEvent.click(thread.getByRole('button', { name: 'plans.pdf' }));
    expect(dispatched).toContainEqual(attachmentDownloadRequested({ objectUrl: '/backend/message_media/4/file', mediaFileName: 'plans.pdf' }));
    fireEvent.click(thread.getByRole('button', { name: 'Retirer plans.pdf' }));
    expect(dispatched.find(confirmRequested.match)?.payload).toMatchObject({ titleId: 'confirm.fileRemoval.title', messageId: 'confirm.fileRemoval.text' });
  });

  it('asks for content before sending, then sends', () => {
    const { dispatched } = renderPanel(STANDIST, []);
    expect(screen.getByText('Aucun message pour l’instant.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(screen.getByText('Contenu manquant')).toBeTruthy();
    expect(dispatched.filter(messageSendRequested.match)).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/Votre message/), { target: { value: 'Bonjour' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(dispatched.filter(messageSendRequested.match).map((a) => a.payload.message)).toEqual(['Bonjour']);
  });

  it('lets a standist neither withdraw attachments nor write on a closed show', () => {
    renderPanel(STANDIST, [message(1, { attachments: [pdf] })], false);
    expect(screen.queryByRole('button', { name: 'Retirer plans.pdf' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Envoyer' })).toBeNull();
    expect(screen.getByText('Le salon n’est plus ouvert : les messages sont en lecture seule.')).toBeTruthy();
  });

  it('lets the author edit their newest message only, through its Message', () => {
    const { dispatched, store } = renderPanel(STANDIST, [message(2, { editable: true }), message(1)]);
    const edits = screen.getAllByRole('button', { name: 'Modifier mon message' });
    expect(edits).toHaveLength(1);
    fireEvent.click(edits[0]);
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Message 2 corrigé' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(dispatched.filter(messageEditRequested.match).map((a) => a.payload)).toEqual([{ messageId: 102, content: 'Message 2 corrigé', key: 'standMessages/edit' }]);
    // The editor stays open (nothing typed lost if the edit is refused) until the message reads the new text.
    expect(screen.getByLabelText('Message')).toBeTruthy();
    act(() => {
      store.dispatch(entitiesReceived({ type: 'standMessages', items: [message(2, { editable: true, content: 'Message 2 corrigé' })] }));
    });
    expect(screen.queryByLabelText('Message')).toBeNull();
    expect(screen.getByText('Message 2 corrigé')).toBeTruthy();
  });

  it('keeps the message typed when the panel leaves the screen and comes back, until it is sent', () => {
    const { store, unmount } = renderPanel(STANDIST, []);
    fireEvent.change(screen.getByLabelText(/Votre message/), { target: { value: 'Brouillon en cours' } });
    unmount();
    const again = renderWithStore(<StandMessagesPanel standId={STAND_ID} />, store.getState());
    expect((screen.getByLabelText(/Votre message/) as HTMLTextAreaElement).value).toBe('Brouillon en cours');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    act(() => {
      again.store.dispatch(mutationStarted(COMPOSER_KEY));
      again.store.dispatch(saveSucceeded({ resource: 'standMessages', key: COMPOSER_KEY, id: null }));
    });
    expect((screen.getByLabelText(/Votre message/) as HTMLTextAreaElement).value).toBe('');
    again.unmount();
    renderWithStore(<StandMessagesPanel standId={STAND_ID} />, again.store.getState());
    expect((screen.getByLabelText(/Votre message/) as HTMLTextAreaElement).value).toBe('');
  });

  it('takes a file the server refused out of the composer, and focuses the text when it is missing', () => {
    const { store } = renderPanel(STANDIST, []);
    const files = [new File(['a'], 'ok.pdf'), new File(['b'], 'virus.exe')];
    fireEvent.change(screen.getByLabelText('Joindre des fichiers'), { target: { files } });
    expect(screen.getByRole('button', { name: 'virus.exe' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Votre message/), { target: { value: 'Nos plans' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    act(() => {
      store.dispatch(saveFailed({ resource: 'standMessages', key: COMPOSER_KEY, error: { status: 422, violations: [], description: null }, fieldErrors: { files: 'Type de fichier non accepté.' }, refusedFiles: ['files[1]'] }));
    });
    expect(screen.queryByRole('button', { name: 'virus.exe' })).toBeNull();
    expect(screen.getByRole('button', { name: 'ok.pdf' })).toBeTruthy();
    expect(screen.getByText('Type de fichier non accepté.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Votre message/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(document.activeElement).toBe(screen.getByLabelText(/Votre message/));
  });

  it('reopens the edit of the newest own message on what was typed, after leaving the page', () => {
    const messages = [message(2, { editable: true }), message(1)];
    const { store, unmount } = renderWithStore(<StandMessagesPanel standId={STAND_ID} />, panelState(STANDIST, messages));
    fireEvent.click(screen.getByRole('button', { name: 'Modifier mon message' }));
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Message 2 en cours de correction' } });
    unmount();
    renderWithStore(<StandMessagesPanel standId={STAND_ID} />, store.getState());
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Message 2 en cours de correction');
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByLabelText('Message')).toBeNull();
  });
});
