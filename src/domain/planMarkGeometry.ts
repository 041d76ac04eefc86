/**
 * The plan viewer's geometry (issue 25): marks are stored in fractions (0…1) of the unrotated page,
 * drawn and picked in screen pixels of the page as shown — zoomed and rotated by a quarter turn.
 * Every conversion between the two goes through here, so that a mark stays on its spot of the
 * drawing at every zoom and rotation.
 */
import { BOX_KINDS, MAX_FREEHAND_POINTS, type BoxGeometry, type MarkGeometry, type MarkKind, type PinGeometry, type PointsGeometry } from './planReview';

/** A point in page fractions `[x, y]`. */
export type MarkPoint = [number, number];

export type Rotation = 0 | 90 | 180 | 270;

/** The page as shown: its unrotated size at zoom 1 (CSS px), the zoom and the clockwise rotation. */
export interface PageView {
  width: number;
  height: number;
  zoom: number;
  rotation: Rotation;
}

export interface ScreenPoint {
  x: number;
  y: number;
}
export interface ScreenRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const ZOOM_MIN = 0.1;
export const ZOOM_MAX = 8;
export const ZOOM_STEP = 1.25;

/** The size of the page as shown (a quarter turn swaps width and height). */
export function displayedSize(view: PageView): { width: number; height: number } {
  const w = view.width * view.zoom;
  const h = view.height * view.zoom;
  return view.rotation === 90 || view.rotation === 270 ? { width: h, height: w } : { width: w, height: h };
}

/** A page fraction → the pixel of the shown page (from its top left corner). */
export function toScreen([fx, fy]: MarkPoint, view: PageView): ScreenPoint {
  const w = view.width * view.zoom;
  const h = view.height * view.zoom;
  const ux = fx * w;
  const uy = fy * h;
  switch (view.rotation) {
    case 90:
      return { x: h - uy, y: ux };
    case 180:
      return { x: w - ux, y: h - uy };
    case 270:
      return { x: uy, y: w - ux };
    default:
      return { x: ux, y: uy };
  }
}

/** A pixel of the shown page → its page fraction (clamped to the page). */
export function toPage({ x, y }: ScreenPoint, view: PageView): MarkPoint {
  const w = view.width * view.zoom;
  const h = view.height * view.zoom;
  let ux: number;
  let uy: number;
  switch (view.rotation) {
    case 90:
      ux = y;
      uy = h - x;
      break;
    case 180:
      ux = w - x;
      uy = h - y;
      break;
    case 270:
      ux = w - y;
      uy = x;
      break;
    default:
      ux = x;
      uy = y;
  }
  return [clamp01(ux / w), clamp01(uy / h)];
}

export const clamp01 = (value: number): number => Math.min(1, Math.max(0, value));

/** A box in page fractions → the rectangle it covers on screen (still axis-aligned: quarter turns only). */
export function boxToScreen(box: BoxGeometry, view: PageView): ScreenRect {
  const a = toScreen([box.x, box.y], view);
  const b = toScreen([box.x + box.width, box.y + box.height], view);
  return { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), width: Math.abs(b.x - a.x), height: Math.abs(b.y - a.y) };
}

/** Two screen corners (any order) → the box in page fractions, inside the page. */
export function boxFromScreen(a: ScreenPoint, b: ScreenPoint, view: PageView): BoxGeometry {
  const [ax, ay] = toPage(a, view);
  const [bx, by] = toPage(b, view);
  const x = Math.min(ax, bx);
  const y = Math.min(ay, by);
  return { x, y, width: Math.min(Math.abs(bx - ax), 1 - x), height: Math.min(Math.abs(by - ay), 1 - y) };
}

/** Rounded to 5 decimals (a tenth of a millimetre on an A0 sheet): what is stored. */
export const roundFraction = (value: number): number => Math.round(value * 1e5) / 1e5;

/** A geometry moved by a page-fraction offset, kept inside the page as a whole. */
export function moveGeometry(kind: MarkKind, geometry: MarkGeometry, dx: number, dy: number): MarkGeometry {
  if (BOX_KINDS.includes(kind)) {
    const box = geometry as BoxGeometry;
    return {
      ...box,
      x: roundFraction(Math.min(1 - box.width, Math.max(0, box.x + dx))),
      y: roundFraction(Math.min(1 - box.height, Math.max(0, box.y + dy))),
    };
  }
  if (kind === 'pin') {
    const pin = geometry as PinGeometry;
    return { x: roundFraction(clamp01(pin.x + dx)), y: roundFraction(clamp01(pin.y + dy)) };
  }
  const { points } = geometry as PointsGeometry;
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const ox = Math.min(Math.max(dx, -Math.min(...xs)), 1 - Math.max(...xs));
  const oy = Math.min(Math.max(dy, -Math.min(...ys)), 1 - Math.max(...ys));
  return { points: points.map(([x, y]) => [roundFraction(x + ox), roundFraction(y + oy)] as MarkPoint) };
}

/** A box resized by dragging its bottom right corner to a page point (at least `min` wide and high). */
export function resizeBox(box: BoxGeometry, [px, py]: MarkPoint, min = 0.005): BoxGeometry {
  return {
    x: box.x,
    y: box.y,
    width: roundFraction(Math.max(min, Math.min(1 - box.x, px - box.x))),
    height: roundFraction(Math.max(min, Math.min(1 - box.y, py - box.y))),
  };
}

/** A geometry with every number rounded to what is stored. */
export function roundGeometry(geometry: MarkGeometry): MarkGeometry {
  if ('points' in geometry) return { points: geometry.points.map(([x, y]) => [roundFraction(x), roundFraction(y)] as MarkPoint) };
  if ('width' in geometry) {
    const x = roundFraction(geometry.x);
    const y = roundFraction(geometry.y);
    return { x, y, width: Math.min(roundFraction(geometry.width), roundFraction(1 - x)), height: Math.min(roundFraction(geometry.height), roundFraction(1 - y)) };
  }
  return { x: roundFraction(geometry.x), y: roundFraction(geometry.y) };
}

/** A free-hand stroke thinned to at most `max` points (every n-th kept, the last one always). */
export function thinPoints(points: readonly MarkPoint[], max = MAX_FREEHAND_POINTS): MarkPoint[] {
  if (points.length <= max) return [...points];
  const step = (points.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => points[Math.round(i * step)]);
}

/** The zoom at which the page as shown (rotation included) fills `containerWidth`. */
export function fitWidthZoom(page: { width: number; height: number }, rotation: Rotation, containerWidth: number): number {
  const shownWidth = rotation === 90 || rotation === 270 ? page.height : page.width;
  return clampZoom(containerWidth / shownWidth);
}

export const clampZoom = (zoom: number): number => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, zoom));
export const zoomIn = (zoom: number): number => clampZoom(zoom * ZOOM_STEP);
export const zoomOut = (zoom: number): number => clampZoom(zoom / ZOOM_STEP);
export const rotateClockwise = (rotation: Rotation): Rotation => (((rotation + 90) % 360) as Rotation);

/**
 * The scroll position that keeps the page point under the pointer (or the centre) in place when the
 * zoom changes from `from` to `to`.
 */
export function scrollAfterZoom(scroll: ScreenPoint, anchor: ScreenPoint, from: number, to: number): ScreenPoint {
  const ratio = to / from;
  return { x: (scroll.x + anchor.x) * ratio - anchor.x, y: (scroll.y + anchor.y) * ratio - anchor.y };
}

/** A scalloped outline (a revision cloud) around a screen rectangle: an SVG path. */
export function cloudPath(rect: ScreenRect, arc = 12): string {
  const { x, y, width, height } = rect;
  const n = (length: number) => Math.max(1, Math.round(length / arc));
  const edge = (x0: number, y0: number, x1: number, y1: number) => {
    const count = n(Math.hypot(x1 - x0, y1 - y0));
    const parts: string[] = [];
    for (let i = 1; i <= count; i += 1) {
      const px = x0 + ((x1 - x0) * i) / count;
      const py = y0 + ((y1 - y0) * i) / count;
      const r = Math.hypot(x1 - x0, y1 - y0) / count / 2;
      parts.push(`A ${r.toFixed(2)} ${r.toFixed(2)} 0 0 1 ${px.toFixed(2)} ${py.toFixed(2)}`);
    }
    return parts.join(' ');
  };
  return [
    `M ${x.toFixed(2)} ${y.toFixed(2)}`,
    edge(x, y, x + width, y),
    edge(x + width, y, x + width, y + height),
    edge(x + width, y + height, x, y + height),
    edge(x, y + height, x, y),
    'Z',
  ].join(' ');
}

/** Where a mark's number badge goes on screen (its first point / top left corner). */
export function anchorOf(kind: MarkKind, geometry: MarkGeometry, view: PageView): ScreenPoint {
  if (BOX_KINDS.includes(kind)) {
    const r = boxToScreen(geometry as BoxGeometry, view);
    return { x: r.x, y: r.y };
  }
  if (kind === 'pin') {
    const pin = geometry as PinGeometry;
    return toScreen([pin.x, pin.y], view);
  }
  return toScreen((geometry as PointsGeometry).points[0], view);
}
