/**
 * The stand document widgets as a user meets them: the documents panel (status, author, a reviewer's
 * menu offering every status but the current one, the removal), the deposit dialog (a file and a
 * message required, the draft kept), the stand dashboard's Documents card (only with the function),
 * and the side menu's entry.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { rootReducer, type RootState } from '@/app/store';
import type { Show, StandDocumentMedia } from '@/domain/api';
import { visibleMenu } from '@/domain/menu';
import { entitiesReceived } from '@/entities/entitiesSlice';
import { listRequested, listSucceeded } from '@/entities/queriesSlice';
import { registeredMenu } from '@/features/registry';
import StandDocumentsCard from '@/features/standDocuments/StandDocumentsCard';
import { DEPOSIT_MODAL, documentDeleteRequested, documentStatusRequested, documentsDepositRequested } from '@/features/standDocuments/actions';
import DepositDialog from '@/features/standDocuments/components/DepositDialog';
import DocumentsPanel from '@/features/standDocuments/components/DocumentsPanel';
import { documentsParams } from '@/features/standDocuments/hooks';
import { modalOpened } from '@/ui/uiSlice';
import { ADMIN, SHOW_ID, STANDIST, rootState, stand } from '../stands/fixtures';
import { renderWithStore } from '../../helpers/render';

const STAND_ID = 9;

const document = (id: number, status: StandDocumentMedia['status']): StandDocumentMedia => ({
  '@id': `/backend/stand_document_media/${id}`,
  '@type': 'StandDocumentMedia',
  id,
  stand: `/backend/stands/${STAND_ID}`,
  mediaFileName: `plan-${id}.pdf`,
  objectUrl: `/backend/stand_document_media/${id}/file`,
  mimeType: 'application/pdf',
  size: 1000,
  enabled: true,
  standDocumentMediaStatus: { '@id': '/backend/stand_document_media_statuses/1', id: 1, reference: status },
  status,
  standDocumentMessage: '/backend/stand_document_messages/1',
  messageUpdatedAt: '2027-03-04T08:05:00+00:00',
  messageCreatedByLastName: 'Bernard',
  messageCreatedByFirstName: 'Emma',
  createdAt: '2027-03-04T08:05:00+00:00',
});

function state(roles: string[], documents: StandDocumentMedia[], documentsFunction = true): RootState {
  const request = listRequested({ resource: 'standDocumentMedia', params: documentsParams(STAND_ID) });
  const s = [
    entitiesReceived({ type: 'stands', items: [stand(STAND_ID)] }),
    entitiesReceived({ type: 'shows', items: [{ '@id': `/backend/shows/${SHOW_ID}`, id: SHOW_ID, name: 'Salon', enabled: true, standDocumentsFunction: documentsFunction } as Show] }),
    request,
    entitiesReceived({ type: 'standDocumentMedia', items: documents }),
    listSucceeded({ key: request.payload.key, requestId: request.payload.requestId, ids: documents.map((d) => d.id), totalItems: documents.length, fetchedAt: 1 }),
  ].reduce<RootState>((current, action) => rootReducer(current, action), rootState(roles));
  return { ...s, drafts: { ...s.drafts, currentUserId: 7 } };
}

describe('the documents panel', () => {
  it('shows each document with its status and author, offers a reviewer every other status, and removes by permission', () => {
    const { dispatched } = renderWithStore(<DocumentsPanel standId={STAND_ID} canDeposit={false} onDeposit={jest.fn()} />, state(ADMIN, [document(1, 'CHECKED')]));
    const list = screen.getByRole('list', { name: 'Documents déposés' });
    expect(within(list).getByText('plan-1.pdf')).toBeTruthy();
    expect(within(list).getByText('Vérifié')).toBeTruthy();
    expect(list.textContent).toContain('Déposé par Emma Bernard');
    fireEvent.click(screen.getByRole('button', { name: 'Changer le statut de plan-1.pdf' }));
    const offered = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(offered).toEqual(['À vérifier', 'En attente d’informations', 'Vérifié avec option', 'Refusé']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Refusé' }));
    expect(dispatched).toContainEqual(documentStatusRequested({ standId: STAND_ID, documentId: 1, status: 'REFUSED' }));
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer plan-1.pdf' }));
    expect(dispatched).toContainEqual(documentDeleteRequested({ standId: STAND_ID, documentId: 1 }));
  });

  it('gives a standist neither the status menu nor the removal', () => {
    renderWithStore(<DocumentsPanel standId={STAND_ID} canDeposit onDeposit={jest.fn()} />, state(STANDIST, [document(1, 'TO_CHECK')]));
    expect(screen.getByText('À vérifier')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Changer le statut|Supprimer/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Déposer mes documents' })).toBeTruthy();
  });
});

describe('the deposit dialog', () => {
  it('asks for a file and a message, then sends both', () => {
    const opened = rootReducer(state(STANDIST, []), modalOpened({ name: DEPOSIT_MODAL, id: STAND_ID }));
    const { dispatched } = renderWithStore(<DepositDialog standId={STAND_ID} />, opened);
    const dialog = screen.getByRole('dialog', { name: 'Déposer mes documents' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Déposer' }));
    expect(within(dialog).getByText('Contenu manquant')).toBeTruthy();
    expect(within(dialog).getByText('Fichier manquant')).toBeTruthy();
    expect(dispatched.some(documentsDepositRequested.match)).toBe(false);
    const file = new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' });
    fireEvent.change(within(dialog).getByLabelText('Choisir les fichiers', { selector: 'input' }), { target: { files: [file] } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Message/ }), { target: { value: 'Nos plans' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Déposer' }));
    expect(dispatched).toContainEqual(documentsDepositRequested({ standId: STAND_ID, message: 'Nos plans', files: [file] }));
  });

  it('asks before closing with a message typed', () => {
    const opened = rootReducer(state(STANDIST, []), modalOpened({ name: DEPOSIT_MODAL, id: STAND_ID }));
    renderWithStore(<DepositDialog standId={STAND_ID} />, opened);
    const dialog = screen.getByRole('dialog', { name: 'Déposer mes documents' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Message/ }), { target: { value: 'Nos plans' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.getByText('Abandonner les modifications ?')).toBeTruthy();
  });
});

describe('the Documents entries', () => {
  it('shows the stand dashboard’s card only when the show has the stand-documents function', () => {
    const { unmount } = renderWithStore(<StandDocumentsCard standId={STAND_ID} />, state(STANDIST, [], true));
    expect(screen.getByRole('link', { name: 'Documents' }).getAttribute('href')).toBe(`/stands/${STAND_ID}/documents`);
    unmount();
    renderWithStore(<StandDocumentsCard standId={STAND_ID} />, state(STANDIST, [], false));
    expect(screen.queryByRole('link', { name: 'Documents' })).toBeNull();
  });

  it('lists the side menu’s Documents only for a show with the documents function', () => {
    const show = (standDocumentsFunction: boolean) => ({ id: SHOW_ID, hasDemandConfigs: false, standDocumentsFunction });
    expect(visibleMenu('side', ADMIN, show(true), registeredMenu()).map((entry) => entry.to)).toContain(`/salons/${SHOW_ID}/documents`);
    expect(visibleMenu('side', ADMIN, show(false), registeredMenu()).map((entry) => entry.id)).not.toContain('documents');
  });
});
