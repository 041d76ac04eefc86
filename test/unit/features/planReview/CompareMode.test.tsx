import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RootState } from '@/app/store';
import type { Show } from '@/domain/api';
import { entitiesReceived } from '@/entities/entitiesSlice';
import PlanViewerDialog from '@/features/planReview/PlanViewerDialog';
import { PLAN_VIEWER_MODAL, markResolveToggled, planRevisionMarksRequested, planRevisionsRequested, planViewerOpened } from '@/features/planReview/actions';
import { fileLoaded } from '@/features/planReview/fileUrls';
import type { PlanAnnotation, PlanRevision, PlanViewerTarget } from '@/features/planReview/types';
import { modalOpened } from '@/ui/uiSlice';
import { SHOW_ID, stand } from '../stands/fixtures';
import { renderWithStore } from '../../helpers/render';
import { loggedInState, reduce } from '../../helpers/state';

// A page of 600 × 800 (jsdom has no canvas); it shows the zoom it is painted at.
jest.mock('@/features/planReview/components/PageCanvas', () => {
  const { useEffect } = jest.requireActual('react');
  return {
    __esModule: true,
    default: function FakePage({ onInfo, label, zoom }: { onInfo: (info: unknown) => void; label: string; zoom: number }) {
      useEffect(() => onInfo({ pageCount: 1, width: 600, height: 800 }), [onInfo]);
      return <canvas role="img" aria-label={label} data-zoom={zoom} />;
    },
  };
});
// No canvas pixels in jsdom: the overlay's painting fails, which it says.
jest.mock('@/features/planReview/components/pagePainter', () => ({ paintPage: () => Promise.reject(new Error('no canvas in jsdom')) }));

const file = (id: number, name: string) => ({ '@id': `/backend/message_media/${id}`, id, mediaFileName: name, objectUrl: `/backend/message_media/${id}/file`, mimeType: 'application/pdf' });
const F1 = file(30, 'plan-v1.pdf');
const F2 = file(31, 'plan-v2.pdf');
const revision = (id: number, number: number, decision: PlanRevision['decision'], files: unknown[]) =>
  ({ '@id': `/backend/plan_revisions/${id}`, id, stand: '/backend/stands/9', number, decision, files, annotationSummary: [] }) as unknown as PlanRevision;
const V1 = revision(3, 1, 'refused', [F1]);
const V2 = revision(4, 2, null, [F2]);
const mark = (id: number, comment: string) =>
  ({
    '@id': `/backend/plan_annotations/${id}`,
    id,
    revision: V1['@id'],
    stand: '/backend/stands/9',
    media: F1['@id'],
    page: 1,
    number: id - 10,
    kind: 'rectangle',
    geometry: { x: 0.1, y: 0.1, width: 0.2, height: 0.2 },
    color: '#e53935',
    comment,
    createdBy: '/backend/users/7',
    createdByName: 'Sam Support',
    resolved: false,
  }) as PlanAnnotation;
const MARKS = [mark(11, 'Mezzanine trop haute'), mark(12, 'Issue de secours'), mark(13, 'Cloison manquante')];

function open(roles: string[], on: PlanRevision = V2) {
  fileLoaded(F1.objectUrl, 'blob:v1');
  fileLoaded(F2.objectUrl, 'blob:v2');
  const target: PlanViewerTarget = { standId: 9, revision: on['@id'], files: on.files, mediaId: on.files[0].id, page: 1 };
  const state: RootState = reduce(
    loggedInState(roles),
    entitiesReceived({ type: 'stands', items: [stand(9)] }),
    entitiesReceived({ type: 'shows', items: [{ '@id': `/backend/shows/${SHOW_ID}`, id: SHOW_ID, name: 'Salon', enabled: true } as Show] }),
    entitiesReceived({ type: 'planRevisions', items: [V2, V1] }),
    entitiesReceived({ type: 'planAnnotations', items: MARKS }),
    modalOpened({ name: PLAN_VIEWER_MODAL, id: target.mediaId, data: { ...target } }),
  );
  return renderWithStore(<PlanViewerDialog />, state).dispatched;
}

const viewer = () => within(screen.getByRole('dialog'));
const revisionsBar = () => within(viewer().getByRole('toolbar', { name: 'Versions du plan' }));

describe('the viewer’s revisions', () => {
  it('asks the stand’s revisions, shows the one open with its decision, and opens another picked', async () => {
    const dispatched = open(['ROLE_SUPPORT_ASTECH']);
    expect(dispatched.filter(planRevisionsRequested.match).map((a) => a.payload)).toEqual([{ standId: 9 }]);
    expect(revisionsBar().getByRole('combobox', { name: 'Version' }).textContent).toBe('Version 2');
    expect(revisionsBar().getByText('En attente')).toBeTruthy();
    fireEvent.mouseDown(revisionsBar().getByRole('combobox', { name: 'Version' }));
    const options = within(await screen.findByRole('listbox'));
    expect(options.getAllByRole('option').map((o) => o.textContent)).toEqual(['Version 1Refusée', 'Version 2En attente']);
    fireEvent.click(options.getByRole('option', { name: /Version 1/ }));
    expect(dispatched.filter(planViewerOpened.match).map((a) => [a.payload.revision, a.payload.mediaId, a.payload.page])).toEqual([[V1['@id'], 30, 1]]);
  });

  it('compares side by side (older left, newer right) with one zoom for both, and overlays with the differences', async () => {
    open(['ROLE_SUPPORT_ASTECH']);
    fireEvent.click(revisionsBar().getByRole('button', { name: 'Comparer' }));
    const left = within(await viewer().findByRole('region', { name: 'Version 1' }));
    const right = within(viewer().getByRole('region', { name: 'Version 2' }));
    expect(left.getByRole('img', { name: 'Version 1, page 1' })).toBeTruthy();
    expect(right.getByRole('img', { name: 'Version 2, page 1' })).toBeTruthy();
    const zooms = () => [left.getByRole('img').getAttribute('data-zoom'), right.getByRole('img').getAttribute('data-zoom')];
    const linked = within(viewer().getByRole('toolbar', { name: 'Zoom des deux versions' }));
    fireEvent.click(linked.getByRole('button', { name: 'Zoom avant (+)' }));
    fireEvent.click(linked.getByRole('button', { name: 'Zoom avant (+)' }));
    expect(zooms()).toEqual(['1.5625', '1.5625']);
    expect(linked.getByText('156 %')).toBeTruthy();
    fireEvent.click(revisionsBar().getByRole('button', { name: 'Superposer' }));
    expect(viewer().queryByRole('region', { name: 'Version 1' })).toBeNull();
    expect(await viewer().findByText("Les différences n'ont pas pu être calculées.")).toBeTruthy();
    fireEvent.click(revisionsBar().getByRole('button', { name: 'Une version' }));
    expect(viewer().queryByText("Les différences n'ont pas pu être calculées.")).toBeNull();
  });

  it('shows the previous revision’s marks over the page and lets the staff tick each fixed', async () => {
    const dispatched = open(['ROLE_SUPPORT_ASTECH']);
    expect(viewer().queryByRole('complementary', { name: 'Marques de la version 1' })).toBeNull();
    fireEvent.click(revisionsBar().getByRole('switch', { name: 'Marques de la version précédente' }));
    expect(dispatched.filter(planRevisionMarksRequested.match).map((a) => a.payload)).toEqual([{ revisionId: 3 }]);
    const side = within(viewer().getByRole('complementary', { name: 'Marques de la version 1' }));
    expect(side.getByText('3 à vérifier sur 3')).toBeTruthy();
    await waitFor(() => expect(viewer().getByRole('group', { name: 'Marques de la version 1 sur la page 1' })).toBeTruthy());
    expect(within(viewer().getByRole('group', { name: 'Marques de la version 1 sur la page 1' })).getAllByRole('img')).toHaveLength(3);
    fireEvent.click(side.getByRole('checkbox', { name: 'Corrigé (version 1) : Marque 2 (Rectangle)' }));
    expect(dispatched.filter(markResolveToggled.match).map((a) => a.payload)).toEqual([{ id: 12, resolved: true }]);
  });

  it('gives a standist the previous marks without the tick', async () => {
    open(['ROLE_STANDIST']);
    fireEvent.click(revisionsBar().getByRole('switch', { name: 'Marques de la version précédente' }));
    const side = within(viewer().getByRole('complementary', { name: 'Marques de la version 1' }));
    expect(side.getAllByRole('listitem')).toHaveLength(3);
    expect(side.queryByRole('checkbox')).toBeNull();
  });

  it('on the first revision, offers nothing to compare with', () => {
    open(['ROLE_SUPPORT_ASTECH'], V1);
    expect((revisionsBar().getByRole('button', { name: 'Comparer' }) as HTMLButtonElement).disabled).toBe(true);
    expect((revisionsBar().getByRole('button', { name: 'Superposer' }) as HTMLButtonElement).disabled).toBe(true);
    expect((revisionsBar().getByRole('switch', { name: 'Marques de la version précédente' }) as HTMLInputElement).disabled).toBe(true);
  });
});
