/**
 * Issue 24: the dashboard's sync card (last result, progress, history in Paris time, who may
 * sync) and the preview dialog (counts, 'field: old → new', Appliquer / Annuler). A refused
 * 'Appliquer' (409) closes the dialog: ShowDashboardPage.test.tsx, syncFollowing.test.ts.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { listKey } from '@/api/params';
import type { Show, ShowSyncReport } from '@/domain/api';
import { mutationProgressed, mutationStarted } from '@/entities/mutationsSlice';
import { listRequested } from '@/entities/queriesSlice';
import { SYNC_KEY, showSyncRequested, syncCardOpened, syncPreviewRequested } from '@/features/showDashboard/actions';
import ShowSyncCard from '@/features/showDashboard/components/ShowSyncCard';
import SyncPreviewDialog from '@/features/showDashboard/components/SyncPreviewDialog';
import { syncReportsParams } from '@/features/showDashboard/queries';
import { answeredList } from '../../helpers/lists';
import { renderWithStore } from '../../helpers/render';
import { loggedInState, reduce } from '../../helpers/state';
import { syncReport } from './syncFixtures';

const show = {
  '@id': '/backend/shows/3',
  '@type': 'Show',
  id: 3,
  name: 'Salon Démo 2027',
  externalSync: true,
  source: '/backend/sources/1',
  sourcePath: '/exports',
  externalSyncAt: '2027-03-01T08:05:00+00:00',
} as unknown as Show;
const counts = { total: 12, created: 3, updated: 2, unchanged: 6, disabled: 1, enabled: 0, contactEmailChanged: 1, conflicts: 1, problems: 0 };
const report = (patch: Partial<ShowSyncReport>): ShowSyncReport =>
  syncReport({ status: 'succeeded', progress: 100, finishedAt: '2027-03-01T08:05:00+00:00', counts, ...patch });

function renderCard(roles: string[], reports: ShowSyncReport[], theShow = show, ...actions: Parameters<typeof reduce>[1][]) {
  const state = reduce(loggedInState(roles), ...answeredList('showSyncReports', syncReportsParams(3), reports), ...actions);
  return renderWithStore(<ShowSyncCard show={theShow} />, state);
}

describe('the sync card', () => {
  it('shows the last run in Paris time, its failure reason translated, and the history', () => {
    const failed = report({ id: 42, '@id': '/backend/show_sync_reports/42', status: 'failed', counts: null, errorCode: 'DIRECTORY_NOT_FOUND', trigger: 'scheduled', createdByName: null });
    renderCard(['ROLE_ORGANIZER'], [failed, report({})]);
    const card = screen.getByRole('region', { name: 'Synchronisation' });
    expect(within(card).getByText(/^Dernière synchronisation : 01\/03\/2027 09h05/)).toBeTruthy();
    expect(within(card).getByText('Dernier résultat : Échec — Dossier non-trouvé')).toBeTruthy();
    const history = within(card).getByRole('table', { name: 'Historique des synchronisations' });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain('Planifiée');
    expect(rows[1].textContent).toContain('Manuelle');
    expect(rows[1].textContent).toContain('Réussie — Nouveaux stands : 3 · Stands modifiés : 2 · Stands désactivés : 1');
    expect(rows[1].textContent).toContain('Alice Martin');
    expect(within(rows[1]).getByRole('rowheader').textContent).toMatch(/^01\/03\/2027 09h05/);
  });

  it("tells why the last preview failed ('Dossier non-trouvé'), until a run or preview finishes after it", () => {
    const failedPreview = report({ id: 43, '@id': '/backend/show_sync_reports/43', kind: 'preview', status: 'failed', counts: null, errorCode: 'DIRECTORY_NOT_FOUND' });
    const { unmount } = renderCard(['ROLE_ADMIN'], [failedPreview, report({})]);
    const status = within(screen.getByRole('region', { name: 'Synchronisation' })).getByRole('status');
    expect(within(status).getByText('Dernier aperçu : Échec — Dossier non-trouvé')).toBeTruthy();
    expect(within(status).getByText(/^Dernier résultat : Réussie/)).toBeTruthy();
    unmount();
    renderCard(['ROLE_ADMIN'], [report({ id: 44, '@id': '/backend/show_sync_reports/44' }), failedPreview]);
    expect(screen.queryByText(/^Dernier aperçu/)).toBeNull();
  });

  it('asks for a sync or a preview, and shows a sync under way with its progress', () => {
    renderCard(['ROLE_ADMIN'], [], show, mutationStarted(SYNC_KEY), mutationProgressed({ key: SYNC_KEY, progress: 0.4 }));
    const card = screen.getByRole('region', { name: 'Synchronisation' });
    expect(within(card).getByRole('progressbar', { name: 'Synchronisation en cours' }).getAttribute('aria-valuenow')).toBe('40');
    expect(within(card).getByRole('status').textContent).toContain('Synchronisation en cours : 40 %');
    expect((within(card).getByRole('button', { name: /Synchroniser maintenant/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(card).getByText('Aucune synchronisation pour le moment.')).toBeTruthy();
  });

  it('sends the sync and the preview of a show whose gateway is set up', () => {
    const { dispatched } = renderCard(['ROLE_ORGANIZER'], []);
    fireEvent.click(screen.getByRole('button', { name: 'Synchroniser maintenant' }));
    fireEvent.click(screen.getByRole('button', { name: 'Aperçu avant synchronisation' }));
    expect(dispatched).toContainEqual(showSyncRequested({ showId: 3 }));
    expect(dispatched).toContainEqual(syncPreviewRequested({ showId: 3 }));
  });

  it('keeps both buttons off for a show without a folder', () => {
    renderCard(['ROLE_ORGANIZER'], [], { ...show, sourcePath: null });
    expect((screen.getByRole('button', { name: 'Synchroniser maintenant' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Aperçu avant synchronisation' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks, when it opens, to follow a sync or preview already under way', () => {
    const { dispatched } = renderCard(['ROLE_ORGANIZER'], []);
    expect(dispatched).toContainEqual(syncCardOpened({ showId: 3 }));
  });

  it('shows no button and asks no history for support', () => {
    const { dispatched } = renderWithStore(<ShowSyncCard show={show} />, loggedInState(['ROLE_SUPPORT_ASTECH']));
    expect(screen.queryByRole('button')).toBeNull();
    expect(dispatched).not.toContainEqual(syncCardOpened({ showId: 3 }));
    expect(dispatched.some((a) => a.type === listRequested.type && (a.payload as { key: string }).key === listKey('showSyncReports', syncReportsParams(3)))).toBe(false);
  });
});

describe('the preview dialog', () => {
  const preview = report({
    id: 40,
    kind: 'preview',
    changes: [
      { kind: 'created', tokenIdentifier: 'T-1', standName: 'Boulangerie Lumière' },
      { kind: 'updated', tokenIdentifier: 'T-2', standName: 'Café Bleu', fields: { surface: ['18', '24'], hall: [null, 'Hall 7'] } },
      { kind: 'problem', row: 7, messageId: 'server.only.id' },
    ],
  });
  const handlers = () => ({ onApply: jest.fn(), onCancel: jest.fn() });

  it('shows the counts and each change, and applies or cancels', () => {
    const on = handlers();
    renderWithStore(<SyncPreviewDialog open report={preview} pending={false} {...on} />, loggedInState(['ROLE_ADMIN']));
    const dialog = screen.getByRole('dialog', { name: 'Aperçu de la synchronisation' });
    expect(within(dialog).getByText('Nouveaux stands').nextElementSibling?.textContent).toBe('3');
    expect(within(dialog).getByText('Conflits').nextElementSibling?.textContent).toBe('1');
    const rows = within(within(dialog).getByRole('table', { name: 'Changements prévus' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Boulangerie Lumière', 'Café Bleu', 'Ligne 7 du fichier']);
    expect(rows[1].textContent).toContain('Modifié');
    expect(rows[1].textContent).toContain('surface: 18 → 24');
    expect(rows[1].textContent).toContain('hall: — → Hall 7');
    expect(rows[2].textContent).toContain('server.only.id');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Appliquer' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(on.onApply).toHaveBeenCalledTimes(1);
    expect(on.onCancel).toHaveBeenCalledTimes(1);
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
