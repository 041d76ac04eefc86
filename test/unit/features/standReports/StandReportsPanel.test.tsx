import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RootState } from '@/app/store';
import { listKey } from '@/api/params';
import type { Report } from '@/domain/api';
import { entitiesReceived } from '@/entities/entitiesSlice';
import { listRequested, listSucceeded } from '@/entities/queriesSlice';
import StandReportsPanel from '@/features/standReports/StandReportsPanel';
import {
  REPORT_CLOSE_KEY,
  REPORT_PHOTO_REMOVE_KEY,
  reportCloseRequested,
  reportPdfRequested,
  reportPhotoRemoveRequested,
  reportPhotosRequested,
  reportSaveRequested,
  reportsParams,
} from '@/features/standReports/actions';
import { confirmRequested } from '@/ui/uiSlice';
import { renderWithStore } from '../../helpers/render';
import { loggedInState, reduce } from '../../helpers/state';

const STAND_ID = 7;
const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
const report = (id: number, name: string, status: Report['status'], photos: number): Report => ({
  '@id': `/backend/reports/${id}`,
  '@type': 'Report',
  id,
  stand: `/backend/stands/${STAND_ID}`,
  name,
  comment: status === 'closed' ? 'Réparé par le décorateur' : 'Allée B',
  status,
  createdBy: { fullName: 'Sam Support' },
  photos: Array.from({ length: photos }, (_, i) => ({
    '@id': `/backend/report_media/${id * 10 + i}`,
    id: id * 10 + i,
    fileName: `photo-${id}-${i}.png`,
    contentUrl: `/backend/report_media/${id * 10 + i}/file`,
    enabled: true,
  })),
  createdAt: '2027-03-08T07:00:00+00:00',
  updatedAt: '2027-03-08T07:00:00+00:00',
  closedAt: status === 'closed' ? '2027-03-09T15:30:00+00:00' : null,
});

function loaded(roles: string[], reports: Report[]): RootState {
  const request = listRequested({ resource: 'reports', params: reportsParams(STAND_ID) });
  return reduce(
    loggedInState(roles),
    request,
    entitiesReceived({ type: 'reports', items: reports }),
    listSucceeded({ key: request.payload.key, requestId: request.payload.requestId, ids: reports.map((r) => r.id), totalItems: reports.length, fetchedAt: 1 }),
  );
}

const render = (state: RootState) => renderWithStore(<StandReportsPanel standId={STAND_ID} />, state, `/stands/${STAND_ID}`);
const FINDINGS = [report(2, 'Fuite au plafond', 'in_progress', 3), report(1, 'Moquette abîmée', 'closed', 1)];
const itemOf = (name: string) => within(screen.getByRole('heading', { name }).closest('li') as HTMLElement);

describe('StandReportsPanel', () => {
  it('asks for the findings of its stand, newest first', () => {
    const { dispatched } = render(loggedInState(['ROLE_ORGANIZER']));
    expect(dispatched.filter((a) => a.type === listRequested.type).map((a) => (a.payload as { key: string }).key)).toContain(
      listKey('reports', { stand: STAND_ID, pagination: false, 'order[createdAt]': 'desc' }),
    );
  });

  it('shows each finding with its status, author, dates, comment and photos (named by file), and loads the photos', () => {
    const { dispatched } = render(loaded(['ROLE_SUPPORT_ASTECH'], FINDINGS));
    const block = within(screen.getByRole('region', { name: 'Constats' }));
    const open = itemOf('Fuite au plafond');
    expect(open.getByText('En cours')).toBeTruthy();
    expect(open.getByText(/^Créé le 08\/03\/2027 08h00( \(heure de Paris\))? par Sam Support$/)).toBeTruthy();
    expect(open.getByText('Allée B')).toBeTruthy();
    expect(within(open.getByRole('list', { name: 'Photos du constat Fuite au plafond' })).getAllByRole('listitem')).toHaveLength(3);
    expect(open.getByRole('button', { name: 'Télécharger la photo photo-2-0.png' })).toBeTruthy();
    const closed = itemOf('Moquette abîmée');
    expect(closed.getByText('Clôturé')).toBeTruthy();
    expect(closed.getByText(/clôturé le 09\/03\/2027 16h30/)).toBeTruthy();
    expect(block.getByRole('button', { name: 'Ajouter un constat' })).toBeTruthy();
    expect(dispatched).toContainEqual(
      reportPhotosRequested({
        contentUrls: ['/backend/report_media/20/file', '/backend/report_media/21/file', '/backend/report_media/22/file', '/backend/report_media/10/file'],
      }),
    );
  });

  it('offers edit, close and photo removal on an in-progress finding only; the PDF on both', () => {
    render(loaded(['ROLE_ADMIN'], FINDINGS));
    const open = itemOf('Fuite au plafond');
    expect(open.getByRole('button', { name: 'Modifier le constat Fuite au plafond' })).toBeTruthy();
    expect(open.getByRole('button', { name: 'Clôturer le constat Fuite au plafond' })).toBeTruthy();
    expect(open.getByRole('button', { name: 'Retirer la photo photo-2-0.png' })).toBeTruthy();
    const closed = itemOf('Moquette abîmée');
    expect(closed.queryByRole('button', { name: /Modifier|Clôturer|Retirer/ })).toBeNull();
    expect(closed.getByRole('button', { name: 'Télécharger le PDF du constat Moquette abîmée' })).toBeTruthy();
  });

  it('is read-only for a standist and an organizer, who still download the PDF', () => {
    for (const role of ['ROLE_STANDIST', 'ROLE_ORGANIZER']) {
      const { dispatched, unmount } = render(loaded([role], FINDINGS));
      expect(screen.queryByRole('button', { name: /Ajouter|Modifier|Clôturer|Retirer/ })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Télécharger le PDF du constat Moquette abîmée' }));
      expect(dispatched).toContainEqual(reportPdfRequested({ id: 1, locale: 'fr' }));
      unmount();
    }
  });

  it('asks for confirmation before closing a finding, and before removing a photo', () => {
    const { dispatched } = render(loaded(['ROLE_SUPPORT_ASTECH'], FINDINGS));
    fireEvent.click(screen.getByRole('button', { name: 'Clôturer le constat Fuite au plafond' }));
    expect(dispatched).toContainEqual(
      confirmRequested({
        titleId: 'standReports.close.title',
        messageId: 'standReports.close.confirm',
        values: { name: 'Fuite au plafond' },
        errorMessageId: 'standReports.close.failed',
        action: reportCloseRequested({ standId: STAND_ID, id: 2, key: REPORT_CLOSE_KEY }),
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retirer la photo photo-2-1.png' }));
    expect(dispatched).toContainEqual(
      expect.objectContaining({
        type: confirmRequested.type,
        payload: expect.objectContaining({
          titleId: 'confirm.fileRemoval.title',
          messageId: 'confirm.fileRemoval.text',
          action: reportPhotoRemoveRequested({ standId: STAND_ID, id: 21, key: REPORT_PHOTO_REMOVE_KEY }),
        }),
      }),
    );
  });

  it('requires a name, then creates the finding with its photos', async () => {
    const user = userEvent.setup();
    const { dispatched } = render(loaded(['ROLE_SUPPORT_ASTECH'], []));
    expect(screen.getByText('Aucun constat pour ce stand.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ajouter un constat' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nouveau constat' }));
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await dialog.findByText('Information manquante')).toBeTruthy();
    await user.type(dialog.getByLabelText(/Nom/), 'Fuite');
    await user.upload(dialog.getByLabelText('Ajouter des photos'), [png('a.png'), png('b.png')]);
    expect(dialog.getByText('2 photos (4 au plus)')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(dispatched.some((a) => a.type === reportSaveRequested.type)).toBe(true));
    const sent = dispatched.find((a) => a.type === reportSaveRequested.type)!.payload as { id: number | null; name: string; photos: File[] };
    expect(sent.id).toBeNull();
    expect(sent.name).toBe('Fuite');
    expect(sent.photos.map((f) => f.name)).toEqual(['a.png', 'b.png']);
  });

  it('refuses a 5th photo, counting those already on the finding', async () => {
    const user = userEvent.setup();
    const { dispatched } = render(loaded(['ROLE_SUPPORT_ASTECH'], FINDINGS));
    await user.click(screen.getByRole('button', { name: 'Modifier le constat Fuite au plafond' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifier le constat' }));
    expect((dialog.getByLabelText(/Nom/) as HTMLInputElement).value).toBe('Fuite au plafond');
    expect(dialog.getByText('3 photos (4 au plus)')).toBeTruthy();
    await user.upload(dialog.getByLabelText('Ajouter des photos'), [png('4.png'), png('5.png')]);
    expect(await dialog.findByText('4 photos ont déjà été téléchargées.')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(dispatched.some((a) => a.type === reportSaveRequested.type)).toBe(false);
    // One photo taken off: the 4th is accepted.
    await user.click(dialog.getByRole('button', { name: '5.png' }).querySelector('svg') as Element);
    await waitFor(() => expect(dialog.queryByText('4 photos ont déjà été téléchargées.')).toBeNull());
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(dispatched).toContainEqual(
        expect.objectContaining({ type: reportSaveRequested.type, payload: expect.objectContaining({ id: 2, photos: [expect.any(File)] }) }),
      ),
    );
  });
});
