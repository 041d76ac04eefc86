import { entitiesReceived, entityRemoved } from '@/entities/entitiesSlice';
import { emptyHistory, HISTORY_DEPTH, pushed, remapped } from '@/features/planReview/history';
import { makeSelectPageMarks, makeSelectUnsaved, markKey, selectMarkupHistory } from '@/features/planReview/selectors';
import type { MarkOp, PlanAnnotation } from '@/features/planReview/types';
import { initialState, reduce } from '../../helpers/state';

const REVISION = '/backend/plan_revisions/4';
const mark = (id: number, patch: Partial<PlanAnnotation> = {}): PlanAnnotation =>
  ({
    '@id': id > 0 ? `/backend/plan_annotations/${id}` : '',
    '@type': 'PlanAnnotation',
    id,
    revision: REVISION,
    stand: '/backend/stands/9',
    media: '/backend/message_media/31',
    page: 1,
    number: id > 0 ? id : 0,
    kind: 'pin',
    geometry: { x: 0.5, y: 0.5 },
    color: '#e53935',
    comment: 'Issue de secours',
    createdBy: '/backend/users/7',
    createdByName: 'Sam Support',
    createdAt: null,
    updatedAt: null,
    resolved: false,
    resolvedAt: null,
    resolvedByName: null,
    ...patch,
  }) as PlanAnnotation;

describe('the marks of a page', () => {
  const state = reduce(
    initialState(),
    entitiesReceived({
      type: 'planAnnotations',
      items: [
        mark(3),
        mark(1),
        mark(-2, { clientKey: 'local-2', unsaved: { rev: 1, failed: false } }),
        mark(2, { page: 2 }),
        mark(4, { media: '/backend/message_media/32' }),
        mark(5, { revision: '/backend/plan_revisions/3' }),
        mark(6, { unsaved: { rev: 3, failed: true } }),
      ],
    }),
  );

  it('are those of the file, page and revision, by number, the new ones last', () => {
    const select = makeSelectPageMarks();
    expect(select(state, REVISION, '/backend/message_media/31', 1).map((m) => m.id)).toEqual([1, 3, 6, -2]);
    expect(select(state, REVISION, '/backend/message_media/31', 2).map((m) => m.id)).toEqual([2]);
    expect(select(state, null, '/backend/message_media/31', 1)).toEqual([]);
  });

  it('give the same array while nothing changed (no render for nothing)', () => {
    const select = makeSelectPageMarks();
    const first = select(state, REVISION, '/backend/message_media/31', 1);
    expect(select(reduce(state, { type: 'unrelated' }), REVISION, '/backend/message_media/31', 1)).toBe(first);
    expect(select(reduce(state, entityRemoved({ type: 'planAnnotations', id: 3 })), REVISION, '/backend/message_media/31', 1).map((m) => m.id)).toEqual([1, 6, -2]);
  });

  it('tell what is being saved and what failed', () => {
    expect(makeSelectUnsaved()(state, REVISION)).toEqual({ pending: 1, failed: [6] });
  });

  it('keep the key of a mark drawn here once the server numbered it', () => {
    expect(markKey(mark(57, { clientKey: 'local-2' }))).toBe('local-2');
    expect(markKey(mark(57))).toBe('mark-57');
  });
});

describe('the undo history', () => {
  const create = (id: number): MarkOp => ({ type: 'create', mark: mark(id) });

  it('forgets what could be redone when a new step is taken, and keeps the last steps only', () => {
    let history = { ...emptyHistory(4), redo: [create(9)] };
    history = pushed(history, create(1));
    expect(history.redo).toEqual([]);
    for (let i = 0; i < HISTORY_DEPTH + 5; i += 1) history = pushed(history, create(i + 2));
    expect(history.undo).toHaveLength(HISTORY_DEPTH);
  });

  it("follows a new mark's id once the server gave it, in every step", () => {
    const history = remapped({ id: 4, undo: [create(-1), { type: 'change', id: -1, before: {}, after: {} }], redo: [create(-3)] }, -1, 57);
    expect(history.undo.map((op) => (op.type === 'change' ? op.id : op.mark.id))).toEqual([57, 57]);
    expect(history.redo[0].type === 'create' && history.redo[0].mark.id).toBe(-3);
  });

  it('is kept in the entity store by revision', () => {
    const state = reduce(initialState(), entitiesReceived({ type: 'planMarkupHistory', items: [pushed(emptyHistory(4), create(1))] }));
    expect(selectMarkupHistory(state, 4)?.undo).toHaveLength(1);
  });
});
