import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RootState } from '@/app/store';
import type { Show } from '@/domain/api';
import { entitiesReceived } from '@/entities/entitiesSlice';
import PlanViewerDialog from '@/features/planReview/PlanViewerDialog';
import { PLAN_VIEWER_MODAL, markCreated, markDeleteRequested, planFileRequested } from '@/features/planReview/actions';
import { fileLoaded } from '@/features/planReview/fileUrls';
import type { PlanAnnotation, PlanRevision, PlanViewerTarget } from '@/features/planReview/types';
import { confirmRequested, modalOpened } from '@/ui/uiSlice';
import { SHOW_ID, stand } from '../stands/fixtures';
import { renderWithStore } from '../../helpers/render';
import { loggedInState, reduce } from '../../helpers/state';

// The page as PDF.js would tell it: 3 pages of 600 × 800 at zoom 1 (jsdom has no canvas).
jest.mock('@/features/planReview/components/PageCanvas', () => {
  const { useEffect } = jest.requireActual('react');
  return {
    __esModule: true,
    default: function FakePage({ onInfo, label }: { onInfo: (info: unknown) => void; label: string }) {
      useEffect(() => onInfo({ pageCount: 3, width: 600, height: 800 }), [onInfo]);
      return <canvas role="img" aria-label={label} />;
    },
  };
});

// jsdom has no PointerEvent: a mouse event with a pointer id.
class FakePointerEvent extends MouseEvent {
  pointerId: number;
  constructor(type: string, init: MouseEventInit & { pointerId?: number } = {}) {
    super(type, { bubbles: true, cancelable: true, ...init });
    this.pointerId = init.pointerId ?? 1;
  }
}
(window as unknown as { PointerEvent: typeof FakePointerEvent }).PointerEvent = FakePointerEvent;

const FILE = { '@id': '/backend/message_media/31', id: 31, mediaFileName: 'plan-stand.pdf', objectUrl: '/backend/message_media/31/file', mimeType: 'application/pdf' };
const TARGET: PlanViewerTarget = { standId: 9, revision: '/backend/plan_revisions/4', files: [FILE], mediaId: 31, page: 1 };
const revision = { '@id': '/backend/plan_revisions/4', id: 4, number: 2, decision: null, files: [FILE], annotationSummary: [] } as unknown as PlanRevision;
const saved = (id: number, patch: Partial<PlanAnnotation> = {}) =>
  ({
    '@id': `/backend/plan_annotations/${id}`,
    id,
    revision: TARGET.revision,
    media: FILE['@id'],
    page: 1,
    number: id,
    kind: 'rectangle',
    geometry: { x: 0.1, y: 0.1, width: 0.2, height: 0.2 },
    color: '#e53935',
    comment: 'Mezzanine trop haute',
    createdBy: '/backend/users/7',
    createdByName: 'Sam Support',
    resolved: false,
    ...patch,
  }) as PlanAnnotation;

function open(roles: string[], { show = {}, marks = [] as PlanAnnotation[] } = {}) {
  fileLoaded(FILE.objectUrl, 'blob:plan');
  const state: RootState = reduce(
    loggedInState(roles),
    entitiesReceived({ type: 'stands', items: [stand(9)] }),
    entitiesReceived({ type: 'shows', items: [{ '@id': `/backend/shows/${SHOW_ID}`, id: SHOW_ID, name: 'Salon', enabled: true, ...show } as Show] }),
    entitiesReceived({ type: 'planRevisions', items: [revision] }),
    entitiesReceived({ type: 'planAnnotations', items: marks }),
    modalOpened({ name: PLAN_VIEWER_MODAL, id: 31, data: { ...TARGET } }),
  );
  return renderWithStore(<PlanViewerDialog />, state).dispatched;
}

const viewer = () => within(screen.getByRole('dialog', { name: 'plan-stand.pdf — version 2' }));
const page = () => viewer().getByRole('group', { name: /Marques de la page/ });
const drag = (from: [number, number], to: [number, number]) => {
  fireEvent.pointerDown(page(), { clientX: from[0], clientY: from[1], button: 0 });
  fireEvent.pointerMove(page(), { clientX: to[0], clientY: to[1] });
  fireEvent.pointerUp(page(), { clientX: to[0], clientY: to[1] });
};
const created = (dispatched: { type: string }[]) => dispatched.filter(markCreated.match).map((a) => a.payload);

describe('the plan viewer', () => {
  it("asks the file's bytes, pages with the buttons and the keys, zooms and fits", async () => {
    const dispatched = open(['ROLE_SUPPORT_ASTECH']);
    expect(dispatched.filter(planFileRequested.match).map((a) => a.payload.objectUrl)).toEqual([FILE.objectUrl]);
    await viewer().findByText('Page 1 / 3');
    fireEvent.click(viewer().getByRole('button', { name: 'Page suivante (Page suiv.)' }));
    expect(viewer().getByText('Page 2 / 3')).toBeTruthy();
    fireEvent.keyDown(viewer().getByText('Page 2 / 3'), { key: 'PageDown' });
    expect(viewer().getByText('Page 3 / 3')).toBeTruthy();
    expect((viewer().getByRole('button', { name: 'Page suivante (Page suiv.)' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(viewer().getByText('Page 3 / 3'), { key: 'PageUp' });
    expect(viewer().getByText('Page 2 / 3')).toBeTruthy();
    fireEvent.keyDown(viewer().getByText('Page 2 / 3'), { key: '+' });
    expect(viewer().getByText('125 %')).toBeTruthy();
    fireEvent.click(viewer().getByRole('button', { name: 'Zoom arrière (−)' }));
    fireEvent.click(viewer().getByRole('button', { name: 'Zoom arrière (−)' }));
    expect(viewer().getByText('80 %')).toBeTruthy();
    fireEvent.keyDown(viewer().getByText('80 %'), { key: '0' });
    expect(viewer().getByRole('button', { name: 'Ajuster à la largeur (0)' }).getAttribute('aria-pressed')).toBe('true');
    for (const name of ['Pivoter d’un quart de tour (R)', 'Plein écran (F)', 'Télécharger', 'Fermer la visionneuse (Échap)']) expect(viewer().getByRole('button', { name })).toBeTruthy();
  });

  it('stores a drawn rectangle in fractions of the unrotated page, turned or not', async () => {
    const dispatched = open(['ROLE_SUPPORT_ASTECH']);
    await viewer().findByText('Page 1 / 3');
    fireEvent.click(viewer().getByRole('button', { name: 'Rectangle' }));
    drag([60, 80], [300, 160]);
    expect(created(dispatched)).toEqual([
      expect.objectContaining({ kind: 'rectangle', page: 1, media: FILE['@id'], revision: TARGET.revision, color: '#e53935', geometry: { x: 0.1, y: 0.1, width: 0.4, height: 0.1 } }),
    ]);
    // A quarter turn: the page is 800 wide, 600 high on screen; the same spot of the drawing is elsewhere.
    fireEvent.keyDown(page(), { key: 'r' });
    fireEvent.click(viewer().getByRole('button', { name: 'Vert' }));
    drag([700, 60], [780, 300]);
    expect(created(dispatched)[1]).toEqual(expect.objectContaining({ color: '#43a047', geometry: { x: 0.1, y: 0.025, width: 0.4, height: 0.1 } }));
  });

  it('asks the comment of a pin before placing it', async () => {
    const dispatched = open(['ROLE_SUPPORT_ASTECH']);
    await viewer().findByText('Page 1 / 3');
    fireEvent.click(viewer().getByRole('button', { name: 'Repère numéroté avec commentaire' }));
    drag([300, 400], [300, 400]);
    const dialog = within(await screen.findByRole('dialog', { name: 'Repère : votre commentaire' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await dialog.findByText('Écrivez le commentaire de la marque.')).toBeTruthy();
    fireEvent.change(dialog.getByRole('textbox', { name: /Commentaire/ }), { target: { value: 'Issue de secours masquée' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(created(dispatched)).toEqual([expect.objectContaining({ kind: 'pin', geometry: { x: 0.5, y: 0.5 }, comment: 'Issue de secours masquée' })]);
  });

  it("lists the revision's marks; deleting one's own asks for confirmation first; others' cannot be deleted", async () => {
    const dispatched = open(['ROLE_SUPPORT_ASTECH'], { marks: [saved(1), saved(2, { createdBy: '/backend/users/99', createdByName: 'Olga Orga', comment: null })] });
    const list = within(await viewer().findByRole('list', { name: 'Marques de la version' }));
    expect(list.getAllByRole('listitem')).toHaveLength(2);
    expect(viewer().getByRole('img', { name: 'Marque 1 (Rectangle) : Mezzanine trop haute' })).toBeTruthy();
    expect(list.queryByRole('button', { name: 'Supprimer : Marque 2 (Rectangle)' })).toBeNull();
    fireEvent.click(list.getByRole('button', { name: 'Supprimer : Marque 1 (Rectangle)' }));
    expect(dispatched.filter(confirmRequested.match).map((a) => a.payload.action)).toEqual([markDeleteRequested({ id: 1, key: 'planReview/markDelete' })]);
    // The staff tick marks fixed.
    expect(list.getByRole('checkbox', { name: 'Corrigée : Marque 2 (Rectangle)' })).toBeTruthy();
  });

  it("gives a standist no drawing tools unless the show lets them mark up, and no tick", async () => {
    open(['ROLE_STANDIST']);
    await viewer().findByText('Page 1 / 3');
    expect(viewer().queryByRole('toolbar', { name: 'Annotation' })).toBeNull();
    expect(viewer().queryByRole('checkbox')).toBeNull();
  });

  it('gives a standist the tools when the show lets them mark up', async () => {
    open(['ROLE_STANDIST'], { show: { planMarkupByStandists: true } as Partial<Show> });
    await waitFor(() => expect(viewer().getByRole('toolbar', { name: 'Annotation' })).toBeTruthy());
  });
});
