import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { rootReducer, type RootState } from '@/app/store';
import type { Show, StandMessage } from '@/domain/api';
import type { StandStatus } from '@/domain/standStatus';
import { entitiesReceived } from '@/entities/entitiesSlice';
import { listRequested, listSucceeded } from '@/entities/queriesSlice';
import { threadParams } from '@/features/standMessages/threadQuery';
import PlanCard from '@/features/standMessages/PlanCard';
import AttestationsCard from '@/features/standSafety/AttestationsCard';
import { attachmentDownloadRequested, messageSendRequested } from '@/features/standMessages/actions';
import { ADMIN, ORGANIZER, SHOW_ID, STANDIST, rootState, stand } from '../stands/fixtures';
import { renderWithStore } from '../../helpers/render';

const STAND_ID = 9;

function renderCard(roles: string[], status: StandStatus, showEnabled = true) {
  const state = [
    entitiesReceived({ type: 'stands', items: [stand(STAND_ID, { status })] }),
    entitiesReceived({ type: 'shows', items: [{ '@id': `/backend/shows/${SHOW_ID}`, id: SHOW_ID, name: 'Salon', enabled: showEnabled } as Show] }),
  ].reduce<RootState>((current, action) => rootReducer(current, action), rootState(roles));
  return renderWithStore(<PlanCard standId={STAND_ID} />, state).dispatched;
}

const card = () => within(screen.getByRole('region', { name: 'Plans' }));
const stepNames = () =>
  card()
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe('the plans card', () => {
  it.each([
    [STANDIST, 'waitingForPlans', ['Déposer mes plans']],
    [STANDIST, 'pendingPlansVerification', []],
    [STANDIST, 'pendingPlansConfirmation', ['Confirmer les plans']],
    [ADMIN, 'pendingPlansVerification', ['Valider les plans', 'Refuser les plans']],
    [ORGANIZER, 'pendingPlansVerification', ['Valider les plans', 'Refuser les plans']],
    [ORGANIZER, 'waitingForPlans', []],
    [ADMIN, 'validatedPlans', []],
  ] as const)('offers %j on a stand %s the steps %j', (roles, status, steps) => {
    renderCard([...roles], status);
    expect(stepNames()).toEqual(steps);
  });

  it('tells the staff that the exhibitor must confirm', () => {
    renderCard(ORGANIZER, 'pendingPlansConfirmation');
    expect(card().getByText('L’exposant doit confirmer les plans.')).toBeTruthy();
  });

  it('says validated plans are confirmed', () => {
    renderCard(STANDIST, 'validatedPlans');
    expect(card().getByText('Les plans sont confirmés.')).toBeTruthy();
  });

  it('offers no step on a show that is closed', () => {
    renderCard(STANDIST, 'waitingForPlans', false);
    expect(stepNames()).toEqual([]);
  });

  it('refusing needs a reason, then sends the stand back to waiting with it', async () => {
    const dispatched = renderCard(ADMIN, 'pendingPlansVerification');
    fireEvent.click(card().getByRole('button', { name: 'Refuser les plans' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refuser les plans' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    await dialog.findByText('Indiquez la raison du refus.');
    fireEvent.change(dialog.getByLabelText('Raison du refus'), { target: { value: 'Enseigne trop haute' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(dispatched.filter(messageSendRequested.match).map((a) => a.payload)).toEqual([
        expect.objectContaining({ standId: STAND_ID, message: 'Enseigne trop haute', newStandStatus: 'waitingForPlans', files: [] }),
      ]),
    );
  });

  it('the confirmation form wants the attestations, the waste disposal, and one purchase order for a cleaning company', async () => {
    const dispatched = renderCard(STANDIST, 'pendingPlansConfirmation');
    fireEvent.click(card().getByRole('button', { name: 'Confirmer les plans' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirmation des plans' }));
    fireEvent.change(dialog.getByLabelText(/Nom du responsable/), { target: { value: 'Bernard' } });
    fireEvent.change(dialog.getByLabelText(/Prénom du responsable/), { target: { value: 'Emma' } });
    fireEvent.change(dialog.getByLabelText(/Société/), { target: { value: 'Lumière & Fils' } });
    fireEvent.change(dialog.getByLabelText(/Téléphone/), { target: { value: '01 23 45 67 89' } });
    fireEvent.change(dialog.getByLabelText(/Email/), { target: { value: 'emma@lumiere.fr' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await dialog.findAllByText('Cette attestation doit être cochée.')).toHaveLength(2);
    fireEvent.click(dialog.getByLabelText(/J’atteste que le stand/));
    fireEvent.click(dialog.getByLabelText(/J’ai pris connaissance/));
    fireEvent.click(dialog.getByLabelText('Par une société de nettoyage'));
    fireEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    await dialog.findByText('Fichier manquant');
    const input = dialog.getByLabelText('Bon de commande', { selector: 'input' });
    const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [pdf('bon-1.pdf'), pdf('bon-2.pdf')] } });
    fireEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    await dialog.findByText('Un seul fichier autorisé');
    fireEvent.click(dialog.getByRole('button', { name: 'bon-2.pdf' }).querySelector('svg')!);
    fireEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(dispatched.filter(messageSendRequested.match)).toHaveLength(1));
    const sent = dispatched.filter(messageSendRequested.match)[0].payload;
    expect(sent).toMatchObject({
      newStandStatus: 'validatedPlans',
      confirmation: { lastName: 'Bernard', standing: true, invoicing: true, wasteDisposal: 'cleaningCompany', email: 'emma@lumiere.fr' },
    });
    expect(sent.purchaseOrder?.name).toBe('bon-1.pdf');
  });
});

describe('refusing with the marked-up PDF (issue 25)', () => {
  /** The thread holds `submissions` submissions, the last one (newest first) opening revision 31. */
  function renderWithThread(submissions: number, totalItems = submissions) {
    const messages = Array.from({ length: submissions }, (_, i) => ({
      '@id': `/backend/stand_messages/${i + 1}`,
      id: i + 1,
      stand: `/backend/stands/${STAND_ID}`,
      newStandStatus: 'pendingPlansVerification',
      planRevision: `/backend/plan_revisions/${31 - i}`,
      message: {
        '@id': `/backend/messages/${i + 101}`,
        id: i + 101,
        content: 'Plans',
        attachments: [{ '@id': `/backend/message_media/${i + 1}`, id: i + 1, mediaFileName: 'plan.pdf', objectUrl: `/backend/message_media/${i + 1}/file`, enabled: true }],
      },
      createdAt: '2027-03-04T08:05:00+00:00',
    })) as unknown as StandMessage[];
    const request = listRequested({ resource: 'standMessages', params: threadParams(STAND_ID) });
    const state = [
      entitiesReceived({ type: 'stands', items: [stand(STAND_ID, { status: 'pendingPlansVerification' })] }),
      entitiesReceived({ type: 'shows', items: [{ '@id': `/backend/shows/${SHOW_ID}`, id: SHOW_ID, name: 'Salon', enabled: true } as Show] }),
      request,
      entitiesReceived({ type: 'standMessages', items: messages }),
      listSucceeded({ key: request.payload.key, requestId: request.payload.requestId, ids: messages.map((m) => m.id), totalItems, fetchedAt: Date.now() }),
    ].reduce<RootState>((current, action) => rootReducer(current, action), rootState(ADMIN));
    return renderWithStore(<PlanCard standId={STAND_ID} />, state).dispatched;
  }

  const refuseDialog = async () => {
    fireEvent.click(card().getByRole('button', { name: 'Refuser les plans' }));
    return within(await screen.findByRole('dialog', { name: 'Refuser les plans' }));
  };

  it('offers to attach the revision’s marked-up PDF, and sends the refusal asking for it', async () => {
    const dispatched = renderWithThread(2);
    const dialog = await refuseDialog();
    fireEvent.change(dialog.getByLabelText('Raison du refus'), { target: { value: 'Voir les marques' } });
    fireEvent.click(dialog.getByLabelText('Joindre le PDF annoté (v2)'));
    fireEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(dispatched.filter(messageSendRequested.match).map((a) => a.payload)).toEqual([
        expect.objectContaining({ message: 'Voir les marques', newStandStatus: 'waitingForPlans', markedUpPdf: { revision: 31, locale: 'fr' } }),
      ]),
    );
  });

  it('sends no PDF when the box is left unticked; names no number when the thread is not all loaded', async () => {
    const dispatched = renderWithThread(1, 80);
    const dialog = await refuseDialog();
    expect(dialog.getByLabelText('Joindre le PDF annoté de la révision')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Raison du refus'), { target: { value: 'Non' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(dispatched.filter(messageSendRequested.match)).toHaveLength(1));
    expect(dispatched.filter(messageSendRequested.match)[0].payload.markedUpPdf).toBeUndefined();
  });

  it('downloads the revision with its marks, in the user’s language', () => {
    const dispatched = renderWithThread(2);
    fireEvent.click(card().getByRole('button', { name: 'Télécharger avec les marques (v2, PDF)' }));
    expect(dispatched).toContainEqual(attachmentDownloadRequested({ objectUrl: '/backend/plan_revisions/31/pdf/fr', mediaFileName: 'plans-v2.pdf' }));
  });

  it('offers no such box when no submission names its revision', async () => {
    renderCard(ADMIN, 'pendingPlansVerification');
    const dialog = await refuseDialog();
    expect(dialog.queryByRole('checkbox')).toBeNull();
  });
});

describe('the attestations card', () => {
  const renderAttestations = (status: StandStatus) =>
    renderWithStore(
      <AttestationsCard standId={STAND_ID} />,
      rootReducer(rootState(STANDIST), entitiesReceived({ type: 'stands', items: [stand(STAND_ID, { status })] })),
    ).dispatched;

  it('offers the confirmation attestation in French and English once the plans are confirmed', () => {
    const dispatched = renderAttestations('validatedPlans');
    fireEvent.click(screen.getByRole('button', { name: 'Attestation de confirmation (anglais)' }));
    expect(dispatched).toContainEqual(
      attachmentDownloadRequested({ objectUrl: `/backend/stands/${STAND_ID}/attestation/en`, mediaFileName: `attestation-${STAND_ID}.pdf` }),
    );
  });

  it('says when it will come before that', () => {
    renderAttestations('pendingPlansConfirmation');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('L’attestation de confirmation est établie quand l’exposant confirme les plans.')).toBeTruthy();
  });
});

describe('the plans label', () => {
  it('reads the status, as the header and the list do, once the team has opened the plans too (issue 20, item 12)', () => {
    renderCard(STANDIST, 'pendingPlansVerification');
    expect(card().getByText('En attente de vérification')).toBeTruthy();
    expect(card().queryByText('En cours de vérification')).toBeNull();
  });
});
