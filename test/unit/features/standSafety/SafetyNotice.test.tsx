/**
 * The 'NOTICE SPS EXPOSANT' as a standist meets it (part 2 §2–§5) and the attestations card's safety
 * and stand media parts: what a user sees and what it sends.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { rootReducer, type RootState } from '@/app/store';
import type { Show, StandMedia, StandSecurityInstruction } from '@/domain/api';
import { entitiesReceived } from '@/entities/entitiesSlice';
import { listRequested, listSucceeded } from '@/entities/queriesSlice';
import { listKey } from '@/api/params';
import { attachmentDownloadRequested } from '@/features/standMessages/actions';
import AttestationsCard from '@/features/standSafety/AttestationsCard';
import SafetyNoticePanel from '@/features/standSafety/SafetyNoticePanel';
import { SAFETY_NOTICE_MODAL, safetyNoticeSaveRequested, standMediaDeleteRequested, standMediaUploadRequested } from '@/features/standSafety/actions';
import { modalOpened } from '@/ui/uiSlice';
import { ADMIN, SHOW_ID, STANDIST, USER_ID, rootState, stand } from '../stands/fixtures';
import { renderWithStore } from '../../helpers/render';

const STAND_ID = 9;
const RECORD_IRI = '/backend/stand_security_instructions/31';
const show = {
  '@id': `/backend/shows/${SHOW_ID}`,
  id: SHOW_ID,
  name: 'Salon',
  enabled: true,
  securityInstructionsFunction: true,
  securityInstructions: { objectUrl: '/backend/show_media/2/file', mediaFileName: 'consignes.pdf' },
} as unknown as Show;

/** The state after a list of `resource` for this stand answered with `items`. */
function withList(state: RootState, resource: 'standMedia' | 'standSecurityInstructions', items: object[]): RootState {
  const params = { stand: String(STAND_ID) };
  const request = listRequested({ resource, params });
  return [
    request,
    entitiesReceived({ type: resource, items: items as never }),
    listSucceeded({ key: listKey(resource, params), requestId: request.payload.requestId, ids: items.map((i) => (i as { id: number }).id), totalItems: items.length, fetchedAt: 1 }),
  ].reduce<RootState>((current, action) => rootReducer(current, action), state);
}

function base(roles: string[], record: string | null = null): RootState {
  return [
    entitiesReceived({ type: 'stands', items: [stand(STAND_ID, { standSecurityInstruction: record, status: 'validatedPlans' })] }),
    entitiesReceived({ type: 'shows', items: [show] }),
  ].reduce<RootState>((current, action) => rootReducer(current, action), rootState(roles));
}

const openNotice = () => renderWithStore(<SafetyNoticePanel standId={STAND_ID} />, rootReducer(base(STANDIST), modalOpened({ name: SAFETY_NOTICE_MODAL, id: STAND_ID })));

describe('the NOTICE SPS EXPOSANT', () => {
  it('cannot be closed: no Cancel, Escape leaves it open', async () => {
    openNotice();
    const dialog = await screen.findByRole('dialog', { name: 'NOTICE SPS EXPOSANT' });
    expect(within(dialog).queryByRole('button', { name: 'Annuler' })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'NOTICE SPS EXPOSANT' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Télécharger les consignes de sécurité' }).getAttribute('href')).toBe('/backend/show_media/2/file');
  });

  it('is not there for a stand that has its record, nor before the saga opens it', () => {
    renderWithStore(<SafetyNoticePanel standId={STAND_ID} />, rootReducer(base(STANDIST, RECORD_IRI), modalOpened({ name: SAFETY_NOTICE_MODAL, id: STAND_ID })));
    expect(screen.queryByRole('dialog')).toBeNull();
    renderWithStore(<SafetyNoticePanel standId={STAND_ID} />, base(STANDIST));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("waits for the language question: never under it, there once the user's language is chosen", async () => {
    const user = (languagePreference: string | null) =>
      entitiesReceived({ type: 'users', items: [{ '@id': `/backend/users/${USER_ID}`, id: USER_ID, username: 'exposant', languagePreference }] as never });
    const opened = rootReducer(base(STANDIST), modalOpened({ name: SAFETY_NOTICE_MODAL, id: STAND_ID }));
    const { store } = renderWithStore(<SafetyNoticePanel standId={STAND_ID} />, rootReducer(opened, user(null)));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      store.dispatch(user('en'));
    });
    expect(await screen.findByRole('dialog', { name: 'NOTICE SPS EXPOSANT' })).toBeTruthy();
  });

  it('a submit with nothing answered: the messages under the fields, the focus on the acknowledgement, nothing sent', async () => {
    const { dispatched } = openNotice();
    const dialog = await screen.findByRole('dialog', { name: 'NOTICE SPS EXPOSANT' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await within(dialog).findByText('Confirmation manquante');
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('checkbox', { name: /J'ai téléchargé et lu/ })));
    expect(dispatched.some((action) => action.type === safetyNoticeSaveRequested.type)).toBe(false);
  });

  it('two or more builders reveal the count and the standist contact, one builder hides them; a coordinator reveals theirs', async () => {
    openNotice();
    const dialog = await screen.findByRole('dialog', { name: 'NOTICE SPS EXPOSANT' });
    expect(within(dialog).queryByLabelText(/Nombre d'entreprises/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Construit par deux entreprises ou plus' }));
    expect(within(dialog).getByLabelText(/Nombre d'entreprises/)).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Contact du standiste' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Construit par une seule entreprise' }));
    expect(within(dialog).queryByLabelText(/Nombre d'entreprises/)).toBeNull();
    expect(within(dialog).queryByRole('heading', { name: 'Coordinateur SPS' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Oui' }));
    expect(within(dialog).getByRole('heading', { name: 'Coordinateur SPS' })).toBeTruthy();
  });

  it('one builder said to be one: the count below 2 is refused', async () => {
    openNotice();
    const dialog = await screen.findByRole('dialog', { name: 'NOTICE SPS EXPOSANT' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Construit par deux entreprises ou plus' }));
    fireEvent.change(within(dialog).getByLabelText(/Nombre d'entreprises/), { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Au moins 2 entreprises.')).toBeTruthy();
  });
});

describe('the attestations card', () => {
  const record = {
    '@id': RECORD_IRI,
    id: 31,
    stand: `/backend/stands/${STAND_ID}`,
    attestations: [
      { language: 'fr', objectUrl: '/backend/stand_security_instructions/31/attestation/fr', mediaFileName: 'attestation-sps-fr.pdf' },
      { language: 'en', objectUrl: '/backend/stand_security_instructions/31/attestation/en', mediaFileName: 'attestation-sps-en.pdf' },
    ],
  } as unknown as StandSecurityInstruction;
  const media = { '@id': '/backend/stand_media/5', id: 5, stand: `/backend/stands/${STAND_ID}`, language: 'en', mediaFileName: 'plan-securite.pdf', objectUrl: '/backend/stand_media/5/file' } as StandMedia;

  it('offers the safety record’s attestations in French and English and the stand media, to a standist without upload or delete', () => {
    const state = withList(withList(base(STANDIST, RECORD_IRI), 'standSecurityInstructions', [record]), 'standMedia', [media]);
    const { dispatched } = renderWithStore(<AttestationsCard standId={STAND_ID} />, state);
    fireEvent.click(screen.getByRole('button', { name: 'Attestation SPS (anglais)' }));
    expect(dispatched).toContainEqual(attachmentDownloadRequested({ objectUrl: record.attestations[1].objectUrl, mediaFileName: 'attestation-sps-en.pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger plan-securite.pdf' }));
    expect(dispatched).toContainEqual(attachmentDownloadRequested({ objectUrl: media.objectUrl, mediaFileName: 'plan-securite.pdf' }));
    expect(screen.getByText('Anglais')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Supprimer plan-securite.pdf' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ajouter un document' })).toBeNull();
  });

  it('lets an admin delete (asked first) and add a document in the language chosen', () => {
    const state = withList(base(ADMIN), 'standMedia', [media]);
    const { dispatched } = renderWithStore(<AttestationsCard standId={STAND_ID} />, state);
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer plan-securite.pdf' }));
    expect(dispatched).toContainEqual(standMediaDeleteRequested({ id: 5 }));
    fireEvent.click(screen.getByRole('radio', { name: 'Anglais' }));
    const file = new File(['%PDF-1.4'], 'attestation.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Ajouter un document', { selector: 'input' }), { target: { files: [file] } });
    expect(dispatched).toContainEqual(standMediaUploadRequested({ standId: STAND_ID, language: 'en', file }));
  });
});
