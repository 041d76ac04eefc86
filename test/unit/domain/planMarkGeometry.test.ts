import {
  boxFromScreen,
  boxToScreen,
  cloudPath,
  displayedSize,
  fitWidthZoom,
  moveGeometry,
  resizeBox,
  rotateClockwise,
  scrollAfterZoom,
  thinPoints,
  toPage,
  toScreen,
  zoomIn,
  zoomOut,
  ZOOM_MAX,
  type MarkPoint,
  type PageView,
  type Rotation,
} from '@/domain/planMarkGeometry';

const A4: Omit<PageView, 'zoom' | 'rotation'> = { width: 600, height: 800 };
const ROTATIONS: Rotation[] = [0, 90, 180, 270];

describe('page fractions ↔ screen pixels', () => {
  it('puts the top left corner of the unrotated page where a quarter turn clockwise takes it', () => {
    const at = (rotation: Rotation) => toScreen([0, 0], { ...A4, zoom: 1, rotation });
    expect(at(0)).toEqual({ x: 0, y: 0 });
    expect(at(90)).toEqual({ x: 800, y: 0 }); // top right of the turned page
    expect(at(180)).toEqual({ x: 600, y: 800 });
    expect(at(270)).toEqual({ x: 0, y: 600 });
  });

  it('swaps the shown width and height on a quarter turn, scaled by the zoom', () => {
    expect(displayedSize({ ...A4, zoom: 2, rotation: 0 })).toEqual({ width: 1200, height: 1600 });
    expect(displayedSize({ ...A4, zoom: 2, rotation: 90 })).toEqual({ width: 1600, height: 1200 });
  });

  it.each(ROTATIONS)('gives back the same page point at every zoom (rotation %i)', (rotation) => {
    for (const zoom of [0.25, 1, 3.5]) {
      const view = { ...A4, zoom, rotation };
      const point: MarkPoint = [0.3, 0.8];
      const [x, y] = toPage(toScreen(point, view), view);
      expect(x).toBeCloseTo(0.3, 10);
      expect(y).toBeCloseTo(0.8, 10);
    }
  });

  it('keeps a mark on the same spot of the drawing when zooming: the pixel scales with the zoom', () => {
    const one = toScreen([0.25, 0.5], { ...A4, zoom: 1, rotation: 90 });
    const two = toScreen([0.25, 0.5], { ...A4, zoom: 2, rotation: 90 });
    expect(two).toEqual({ x: one.x * 2, y: one.y * 2 });
  });

  it('clamps a pointer outside the page to its edge', () => {
    expect(toPage({ x: -40, y: 900 }, { ...A4, zoom: 1, rotation: 0 })).toEqual([0, 1]);
  });

  it.each(ROTATIONS)('draws a box back onto the box it was drawn from (rotation %i)', (rotation) => {
    const view = { ...A4, zoom: 1.5, rotation };
    const box = { x: 0.1, y: 0.2, width: 0.3, height: 0.4 };
    const rect = boxToScreen(box, view);
    const back = boxFromScreen({ x: rect.x + rect.width, y: rect.y }, { x: rect.x, y: rect.y + rect.height }, view);
    expect(back.x).toBeCloseTo(0.1, 10);
    expect(back.y).toBeCloseTo(0.2, 10);
    expect(back.width).toBeCloseTo(0.3, 10);
    expect(back.height).toBeCloseTo(0.4, 10);
  });
});

describe('editing a mark', () => {
  it('moves a box but keeps it whole inside the page', () => {
    expect(moveGeometry('rectangle', { x: 0.5, y: 0.5, width: 0.4, height: 0.2 }, 0.3, -0.1)).toEqual({ x: 0.6, y: 0.4, width: 0.4, height: 0.2 });
  });

  it('moves a line by its points, stopped at the edge', () => {
    expect(moveGeometry('arrow', { points: [[0.1, 0.1], [0.5, 0.9]] }, -0.5, 0.5)).toEqual({ points: [[0, 0.2], [0.4, 1]] });
  });

  it('resizes a box from its bottom right corner, never to nothing nor past the page', () => {
    expect(resizeBox({ x: 0.5, y: 0.5, width: 0.1, height: 0.1 }, [2, 0.4])).toEqual({ x: 0.5, y: 0.5, width: 0.5, height: 0.005 });
  });

  it('thins a long free-hand stroke to the stored maximum, keeping both ends', () => {
    const stroke: MarkPoint[] = Array.from({ length: 5000 }, (_, i) => [i / 5000, 0.5]);
    const thin = thinPoints(stroke, 2000);
    expect(thin).toHaveLength(2000);
    expect(thin[0]).toEqual(stroke[0]);
    expect(thin[1999]).toEqual(stroke[4999]);
  });
});

describe('zoom and rotation', () => {
  it('fits the width of the page as shown, turned or not', () => {
    expect(fitWidthZoom(A4, 0, 1200)).toBe(2);
    expect(fitWidthZoom(A4, 90, 1200)).toBe(1.5);
  });

  it('zooms in and out by steps within bounds', () => {
    expect(zoomIn(1)).toBe(1.25);
    expect(zoomOut(1.25)).toBe(1);
    expect(zoomIn(ZOOM_MAX)).toBe(ZOOM_MAX);
  });

  it('turns a quarter clockwise, back to upright after four', () => {
    expect([0, 90, 180, 270].map((r) => rotateClockwise(r as Rotation))).toEqual([90, 180, 270, 0]);
  });

  it('keeps the point under the pointer in place when zooming', () => {
    expect(scrollAfterZoom({ x: 100, y: 0 }, { x: 50, y: 50 }, 1, 2)).toEqual({ x: 250, y: 50 });
  });

  it('draws a cloud as a closed path of arcs', () => {
    const path = cloudPath({ x: 0, y: 0, width: 48, height: 24 }, 12);
    expect(path.startsWith('M 0.00 0.00')).toBe(true);
    expect(path.match(/A /g)).toHaveLength(4 + 2 + 4 + 2);
    expect(path.endsWith('Z')).toBe(true);
  });
});
