import { fireEvent, screen, waitFor } from '@testing-library/react';
import { listKey } from '@/api/params';
import type { Show, Source } from '@/domain/api';
import { entitiesReceived } from '@/entities/entitiesSlice';
import { listRequested, listSucceeded } from '@/entities/queriesSlice';
import { SHOW_FORM, showSaveRequested } from '@/features/shows/actions';
import ShowFormDialog from '@/features/shows/forms/ShowFormDialog';
import { showBody, type ShowFormValues } from '@/features/shows/forms/showFormValues';
import { modalOpened } from '@/ui/uiSlice';
import { renderWithStore } from '../../helpers/render';
import { loggedInState, reduce } from '../../helpers/state';

const sources: Source[] = [
  { '@id': '/backend/sources/1', '@type': 'Source', id: 1, name: 'GL events', reference: 'gl_event' },
  { '@id': '/backend/sources/2', '@type': 'Source', id: 2, name: 'SFTP', reference: 'sftp' },
];
const saved = {
  '@id': '/backend/shows/9',
  '@type': 'Show',
  id: 9,
  name: 'Salon du Meuble',
  logo: null,
  exhibitorGuide: null,
  map: null,
  securityInstructions: null,
  installationDateStart: '2028-03-01T07:00:00+00:00',
  installationDateEnd: null,
  uninstallationDateStart: null,
  uninstallationDateEnd: null,
  organizerDeadline: null,
  securityInstructionsFunction: false,
  standDocumentsFunction: true,
  standAddDecoratorFunction: false,
  externalSync: true,
  enabled: true,
  source: '/backend/sources/2',
  sourcePath: '/exports',
  externalSyncDeadline: '2028-02-01T00:00:00+00:00',
  externalSyncAt: null,
  externalExhibitorAccessUrl: 'https://exposants.example.test',
  queryParameters: [{ name: 'edition', value: '2028' }],
  organizer: null,
  organizerName: null,
  hasDemandConfigs: false,
  nbInProgressReports: 0,
  nbClosedReports: 0,
  createdAt: '2026-01-01T00:00:00+00:00',
  teamAnswerWorkingDays: 5,
  remindersEnabled: true,
  planMarkupByStandists: false,
  reminderDays: [14, 7, 2],
} as Show;

function opened(id: number | null) {
  const request = listRequested({ resource: 'sources', params: { pagination: 'false' } });
  return reduce(
    loggedInState(['ROLE_SUPER_ADMIN']),
    entitiesReceived({ type: 'sources', items: sources }),
    entitiesReceived({ type: 'shows', items: [saved] }),
    request,
    listSucceeded({ key: listKey('sources', { pagination: 'false' }), requestId: request.payload.requestId, ids: [1, 2], totalItems: 2, fetchedAt: 1 }),
    modalOpened({ name: SHOW_FORM, id }),
  );
}

describe('the show form', () => {
  it('asks for the title before sending anything', async () => {
    const { dispatched } = renderWithStore(<ShowFormDialog />, opened(null));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Titre du salon manquant')).toBeTruthy();
    expect(dispatched.some((a) => a.type === showSaveRequested.type)).toBe(false);
  });

  it('shows the gateway fields once it is on, the folder reading "Identifiant salon" for gl_event, and asks for them', async () => {
    const { dispatched } = renderWithStore(<ShowFormDialog />, opened(null));
    fireEvent.change(screen.getByLabelText(/Titre du salon/), { target: { value: 'Salon neuf' } });
    expect(screen.queryByLabelText(/Source/)).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Passerelle (synchronisation des exposants)' }));
    fireEvent.change(await screen.findByLabelText(/Source/), { target: { value: '/backend/sources/1' } });
    expect(await screen.findByLabelText(/Identifiant salon/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter un paramètre' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    // Folder, query parameter name and value, sync deadline, access address (the source is chosen).
    await waitFor(() => expect(screen.getAllByText('Information manquante').length).toBe(5));
    expect(dispatched.some((a) => a.type === showSaveRequested.type)).toBe(false);
  });

  it('edits a saved show: its values in, the gateway locked on, the submit intent with the id', async () => {
    const { dispatched } = renderWithStore(<ShowFormDialog />, opened(9));
    expect((screen.getByLabelText(/Titre du salon/) as HTMLInputElement).value).toBe('Salon du Meuble');
    expect((screen.getByRole('switch', { name: 'Passerelle (synchronisation des exposants)' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('La passerelle ne peut pas être désactivée une fois enregistrée.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(dispatched.find((a) => a.type === showSaveRequested.type)).toBeTruthy());
    const intent = dispatched.find((a) => a.type === showSaveRequested.type) as ReturnType<typeof showSaveRequested>;
    expect(intent.payload).toMatchObject({ id: 9, values: { name: 'Salon du Meuble', source: '/backend/sources/2', queryParameters: [{ name: 'edition', value: '2028' }] } });
  });

  it('sets the team answer time and the reminders, refusing what the API would (issue 25)', async () => {
    const { dispatched } = renderWithStore(<ShowFormDialog />, opened(9));
    const days = screen.getByLabelText(/Délai de réponse de l'équipe/) as HTMLInputElement;
    const reminders = screen.getByLabelText(/Relances avant la date limite/) as HTMLInputElement;
    expect(days.value).toBe('5');
    expect(reminders.value).toBe('14, 7, 2');
    fireEvent.change(days, { target: { value: '0' } });
    fireEvent.change(reminders, { target: { value: '30, 14, 7, 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Un nombre entier de 1 à 60')).toBeTruthy();
    expect(screen.getByText('1 à 3 nombres entiers différents, de 1 à 60, séparés par des virgules')).toBeTruthy();
    expect(dispatched.some((a) => a.type === showSaveRequested.type)).toBe(false);
    fireEvent.change(days, { target: { value: '3' } });
    fireEvent.change(reminders, { target: { value: '10, 3' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Relances par email' }));
    // Reminders off: their days are not asked for.
    expect(screen.queryByLabelText(/Relances avant la date limite/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(dispatched.find((a) => a.type === showSaveRequested.type)).toBeTruthy());
    const intent = dispatched.find((a) => a.type === showSaveRequested.type) as ReturnType<typeof showSaveRequested>;
    const body = showBody(intent.payload.values as ShowFormValues, { logo: null, exhibitorGuide: null, map: null, securityInstructions: null });
    expect(body).toMatchObject({ teamAnswerWorkingDays: 3, remindersEnabled: false, reminderDays: [10, 3] });
  });

  it("lets the stand's people mark up their plans when switched on (issue 25)", async () => {
    const { dispatched } = renderWithStore(<ShowFormDialog />, opened(9));
    const markup = screen.getByRole('switch', { name: 'Annotation des plans par les exposants' }) as HTMLInputElement;
    expect(markup.checked).toBe(false);
    fireEvent.click(markup);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(dispatched.find((a) => a.type === showSaveRequested.type)).toBeTruthy());
    const intent = dispatched.find((a) => a.type === showSaveRequested.type) as ReturnType<typeof showSaveRequested>;
    const body = showBody(intent.payload.values as ShowFormValues, { logo: null, exhibitorGuide: null, map: null, securityInstructions: null });
    expect(body).toMatchObject({ planMarkupByStandists: true });
  });
});
