/** The wizard as a user sees it: Next waits for the upload, then for an analysis with no problem; problems as line, column, message. */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { RootState } from '@/app/store';
import type { StandImport } from '@/domain/api';
import { ROLES } from '@/domain/roles';
import { entitiesReceived } from '@/entities/entitiesSlice';
import { mutationProgressed, mutationStarted, saveFailed, saveSucceeded } from '@/entities/mutationsSlice';
import { IMPORT_KEYS, importAnalysisRequested, importApplyRequested, importFileChosen } from '@/features/standImport/actions';
import StandImportPage from '@/features/standImport/pages/StandImportPage';
import { renderWithStore } from '../../helpers/render';
import { loggedInState, reduce } from '../../helpers/state';

const FILE = { '@id': '/backend/stand_import_files/7', '@type': 'StandImportFile', id: 7, fileName: 'stands.csv', size: 120, createdAt: '2026-11-23T10:00:00+00:00' };
const analysis = (problems: number): StandImport => ({
  '@id': '/backend/stand_imports/4',
  '@type': 'StandImport',
  id: 4,
  status: 1,
  show: '/backend/shows/3',
  standImportFile: FILE['@id'],
  notifyUsers: null,
  stats: { stands: { total: 20, new: 19, changed: 1, unchanged: 0, problems } },
  violations: problems ? [{ row: 5, column: 'Surface (m²)', code: 'standImport.surface', message: '« dix » n’est pas une surface' }] : [],
  encoding: 'utf-8',
  delimiter: ';',
  createdAt: '2026-11-23T10:00:00+00:00',
  appliedAt: null,
});

const uploaded = (state: RootState) =>
  reduce(
    state,
    entitiesReceived({ type: 'standImportFiles', items: [FILE] }),
    saveSucceeded({ resource: 'standImportFiles', key: IMPORT_KEYS.upload, id: 7 }),
  );
const analysed = (state: RootState, problems: number) =>
  reduce(
    state,
    entitiesReceived({ type: 'standImports', items: [analysis(problems)] }),
    saveSucceeded({ resource: 'standImports', key: IMPORT_KEYS.analyse, id: 4 }),
  );

const render = (state: RootState) =>
  renderWithStore(
    <Routes>
      <Route path="/salons/:showId/stands/importation" element={<StandImportPage />} />
    </Routes>,
    state,
    '/salons/3/stands/importation',
  );

const next = () => screen.getByRole('button', { name: 'Suivant' });

describe('StandImportPage', () => {
  const organizer = loggedInState([ROLES.ORGANIZER]);

  it('sends the chosen file and keeps Next disabled until it is uploaded, showing the progress', () => {
    const { dispatched } = render(reduce(organizer, mutationStarted(IMPORT_KEYS.upload)));
    expect(next()).toHaveProperty('disabled', true);
    expect(screen.getByRole('progressbar', { name: 'Envoi du fichier : 0 %' })).toBeTruthy();
    const file = new File(['Hall'], 'stands.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByTestId('stand-import-file'), { target: { files: [file] } });
    expect(dispatched).toContainEqual(importFileChosen({ file }));
    expect(screen.getByRole('button', { name: 'Modèle en français (;)' })).toBeTruthy();
  });

  it('analyses the uploaded file on Next and lists its problems as line, column and message, Next disabled', () => {
    const { dispatched, store } = render(uploaded(organizer));
    expect(screen.getByText('Fichier chargé : stands.csv')).toBeTruthy();
    fireEvent.click(next());
    expect(dispatched).toContainEqual(importAnalysisRequested({ showId: 3, standImportFile: FILE['@id'] }));
    expect(screen.getByRole('progressbar', { name: 'Analyse du fichier en cours…' })).toBeTruthy();
    act(() => {
      store.dispatch(entitiesReceived({ type: 'standImports', items: [analysis(1)] }));
      store.dispatch(saveSucceeded({ resource: 'standImports', key: IMPORT_KEYS.analyse, id: 4 }));
    });
    const table = screen.getByRole('table', { name: 'Problèmes du fichier' });
    const cells = within(table).getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual(['5', 'Surface (m²)', '« dix » n’est pas une surface']);
    expect(screen.getByText(/1 problème à corriger/)).toBeTruthy();
    expect(next()).toHaveProperty('disabled', true);
  });

  it('shows how far the server is in the analysis, then why it refused a file over its limits', () => {
    const { store } = render(uploaded(organizer));
    fireEvent.click(next());
    act(() => {
      store.dispatch(mutationStarted(IMPORT_KEYS.analyse));
      store.dispatch(mutationProgressed({ key: IMPORT_KEYS.analyse, progress: 0.42 }));
    });
    expect(screen.getByRole('progressbar', { name: 'Analyse du fichier en cours… 42 %' }).getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByText('Analyse du fichier en cours… 42 %')).toBeTruthy();
    const reason = 'Le fichier compte plus de 100 000 lignes : découpez-le en plusieurs imports.';
    act(() => {
      store.dispatch(
        saveFailed({
          resource: 'standImports',
          key: IMPORT_KEYS.analyse,
          error: { status: 422, violations: [{ propertyPath: 'standImportFile', message: reason }], description: `standImportFile: ${reason}` },
          fieldErrors: {},
        }),
      );
    });
    expect(screen.getByRole('alert').textContent).toContain(reason);
    expect(next()).toHaveProperty('disabled', true);
  });

  it('goes to the confirmation once the analysis has no problem and saves with notify on by default', () => {
    const { dispatched } = render(analysed(uploaded(organizer), 0));
    fireEvent.click(next());
    expect(screen.getByText('Aucun problème : le fichier peut être importé.')).toBeTruthy();
    fireEvent.click(next());
    expect(screen.getByText(/19 stands seront créés, 1 modifié et aucun inchangé/)).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Prévenir par email les contacts des stands modifiés' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('button', { name: 'Importer' }));
    expect(dispatched).toContainEqual(importApplyRequested({ showId: 3, importId: 4, notifyUsers: true }));
  });
});
