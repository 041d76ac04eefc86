/** The plan viewer's ui modal (a module of its own: the manifest, in the first load, needs this name only). */
export const PLAN_VIEWER_MODAL = 'planReview/viewer';
