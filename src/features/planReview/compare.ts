/**
 * Comparing two revisions of a plan (issue 25 item 3), pure: the pixel difference of two pages
 * painted at the same size (the overlay mode), the one view state both panes of the side by side
 * mode follow (linked zoom and pan), and which revision comes before which.
 */
import { clampZoom, zoomIn, zoomOut } from '@/domain/planMarkGeometry';

/** What a canvas's getImageData gives (RGBA, 4 bytes a pixel), or a test's array. */
export interface ImageDataLike {
  width: number;
  height: number;
  data: Uint8ClampedArray | number[];
}

/** Two pixels differ when one channel differs by more than this (anti-aliasing noise stays quiet). */
export const DIFF_THRESHOLD = 48;
/** How much of the newer page shows under the differences (0: white, 1: as is). */
export const FADE = 0.3;
export const DIFF_COLOR = [229, 57, 53] as const;

/**
 * The overlay of two pages of the same size: the newer page faded towards white, the pixels
 * that differ between the two in red. Pixels outside the smaller of the two count as different.
 */
export function pixelDiff(older: ImageDataLike, newer: ImageDataLike, threshold = DIFF_THRESHOLD): { image: ImageDataLike; changed: number } {
  const { width, height } = newer;
  const data = new Uint8ClampedArray(width * height * 4);
  let changed = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      const inOld = x < older.width && y < older.height;
      const j = (y * older.width + x) * 4;
      let differs = !inOld;
      if (inOld) {
        for (let c = 0; c < 3 && !differs; c += 1) differs = Math.abs(older.data[j + c] - newer.data[i + c]) > threshold;
        // A transparent pixel is white paper.
        if (!differs && Math.abs(older.data[j + 3] - newer.data[i + 3]) > threshold) differs = true;
      }
      if (differs) {
        changed += 1;
        data[i] = DIFF_COLOR[0];
        data[i + 1] = DIFF_COLOR[1];
        data[i + 2] = DIFF_COLOR[2];
      } else {
        const alpha = newer.data[i + 3] / 255;
        for (let c = 0; c < 3; c += 1) {
          const onWhite = newer.data[i + c] * alpha + 255 * (1 - alpha);
          data[i + c] = Math.round(255 - (255 - onWhite) * FADE);
        }
      }
      data[i + 3] = 255;
    }
  }
  return { image: { width, height, data }, changed };
}

// ——— linked view (side by side) ———

/** The one view both panes show: zoom (or fit to a pane's width) and the scroll position. */
export interface LinkedView {
  fit: boolean;
  zoom: number;
  left: number;
  top: number;
}

export const initialLinkedView: LinkedView = { fit: true, zoom: 1, left: 0, top: 0 };

export type LinkedViewAction =
  | { type: 'zoomIn'; shownZoom: number }
  | { type: 'zoomOut'; shownZoom: number }
  | { type: 'fit' }
  | { type: 'scrolled'; left: number; top: number }
  | { type: 'reset' };

/** What zooming in a pane, fitting, or scrolling either pane does to both. */
export function linkedViewReducer(state: LinkedView, action: LinkedViewAction): LinkedView {
  switch (action.type) {
    case 'zoomIn':
    case 'zoomOut': {
      const zoom = clampZoom(action.type === 'zoomIn' ? zoomIn(action.shownZoom) : zoomOut(action.shownZoom));
      // The same spot of the page stays at the pane's top left corner.
      const ratio = zoom / action.shownZoom;
      return { fit: false, zoom, left: Math.round(state.left * ratio), top: Math.round(state.top * ratio) };
    }
    case 'fit':
      return { ...state, fit: true, left: 0, top: 0 };
    case 'scrolled':
      return state.left === action.left && state.top === action.top ? state : { ...state, left: action.left, top: action.top };
    case 'reset':
      return initialLinkedView;
    default:
      return state;
  }
}

// ——— revisions ———

/** The revision just before this one (by number), or null for the first. */
export function previousRevision<R extends { number: number }>(revisions: readonly R[], current: R | null | undefined): R | null {
  if (!current) return null;
  return revisions.filter((r) => r.number < current.number).reduce<R | null>((best, r) => (best === null || r.number > best.number ? r : best), null);
}

/** The file of `files` at the index `file` has in `among` (the same file of another revision), else the first. */
export function sameFileIn<F extends { id: number }>(among: readonly F[], fileId: number | null, files: readonly F[]): F | null {
  const index = Math.max(0, among.findIndex((f) => f.id === fileId));
  return files[index] ?? files[0] ?? null;
}
