import { defineFeature } from '@/features/manifest';
import { PLAN_VIEWER_MODAL } from './modal';
import type { PlanAnnotation, PlanMarkupHistory, PlanRevision } from './types';

declare module '@/entities/entityTypes' {
  interface EntityMap {
    planRevisions: PlanRevision;
    planAnnotations: PlanAnnotation;
    /** Client side only (never fetched): a revision's undo history. */
    planMarkupHistory: PlanMarkupHistory;
  }
}

/**
 * Plan review on the drawing (issue 25 items 1–2): the plan viewer (PDF.js, images) over every
 * private screen, opened from the plans card or a decision message, and the marks drawn on it.
 * The viewer and PDF.js are their own chunks, loaded when it opens or, on a screen that offers a
 * plan to view, when the browser is idle before (./warmUp, which names the same chunk: this file
 * is in the first load, ./warmUp is not).
 */
export default defineFeature({
  name: 'planReview',
  entities: {
    planRevisions: { path: '/plan_revisions' },
    planAnnotations: { path: '/plan_annotations' },
    planMarkupHistory: { path: '/plan_markup_history' },
  },
  overlays: [{ id: 'planViewer', modal: PLAN_VIEWER_MODAL, load: () => import(/* webpackChunkName: "plan-viewer" */ './PlanViewerDialog') }],
  privateSagas: () => import(/* webpackChunkName: "private-sagas" */ './sagas'),
  messages: ['planReview'],
});
