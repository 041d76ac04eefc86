import { DIFF_COLOR, initialLinkedView, linkedViewReducer, pixelDiff, previousRevision, sameFileIn, type ImageDataLike } from '@/features/planReview/compare';

/** A w × h image of one colour, with some pixels set otherwise. */
function image(width: number, height: number, rgb: [number, number, number], set: Record<number, [number, number, number]> = {}): ImageDataLike {
  const data: number[] = [];
  for (let p = 0; p < width * height; p += 1) data.push(...(set[p] ?? rgb), 255);
  return { width, height, data };
}
const pixel = (img: ImageDataLike, p: number) => Array.from(img.data).slice(p * 4, p * 4 + 4);
const RED = [...DIFF_COLOR, 255];

describe('pixelDiff (overlay mode)', () => {
  it('shows in red only the pixels that changed, over the newer page faded', () => {
    const older = image(3, 2, [255, 255, 255], { 0: [0, 0, 0] });
    const newer = image(3, 2, [255, 255, 255], { 0: [0, 0, 0], 4: [0, 0, 0] });
    const { image: out, changed } = pixelDiff(older, newer);
    expect(changed).toBe(1);
    expect(pixel(out, 4)).toEqual(RED);
    // Unchanged black line: faded to a light grey, not red; white paper stays white.
    expect(pixel(out, 0)).toEqual([179, 179, 179, 255]);
    expect(pixel(out, 1)).toEqual([255, 255, 255, 255]);
    expect(out.width).toBe(3);
    expect(out.height).toBe(2);
  });

  it('ignores small differences (anti-aliasing) and finds a removed line as well as an added one', () => {
    const older = image(2, 1, [200, 200, 200], { 1: [0, 0, 0] });
    const newer = image(2, 1, [210, 205, 190]);
    const { image: out, changed } = pixelDiff(older, newer);
    expect(changed).toBe(1);
    expect(pixel(out, 0)).not.toEqual(RED);
    expect(pixel(out, 1)).toEqual(RED);
  });

  it('identical pages: nothing in red', () => {
    const page = image(4, 4, [12, 34, 56]);
    expect(pixelDiff(page, page).changed).toBe(0);
  });

  it('counts as changed what the older page does not cover', () => {
    const { changed, image: out } = pixelDiff(image(1, 1, [255, 255, 255]), image(2, 1, [255, 255, 255]));
    expect(changed).toBe(1);
    expect(pixel(out, 1)).toEqual(RED);
  });
});

describe('linked view (side by side)', () => {
  it('one zoom and one scroll drive both panes; zooming keeps the same spot at the corner', () => {
    let view = linkedViewReducer(initialLinkedView, { type: 'scrolled', left: 100, top: 40 });
    expect(view).toEqual({ fit: true, zoom: 1, left: 100, top: 40 });
    view = linkedViewReducer(view, { type: 'zoomIn', shownZoom: 0.8 });
    expect(view.fit).toBe(false);
    expect(view.zoom).toBeCloseTo(1);
    expect(view.left).toBe(125);
    expect(view.top).toBe(50);
    view = linkedViewReducer(view, { type: 'zoomOut', shownZoom: view.zoom });
    expect(view.zoom).toBeCloseTo(0.8);
    expect(linkedViewReducer(view, { type: 'fit' })).toEqual({ fit: true, zoom: view.zoom, left: 0, top: 0 });
  });

  it('a scroll to where it already is changes nothing (the other pane echoing it does not loop)', () => {
    const view = { fit: false, zoom: 2, left: 10, top: 20 };
    expect(linkedViewReducer(view, { type: 'scrolled', left: 10, top: 20 })).toBe(view);
  });
});

describe('revisions', () => {
  const revisions = [{ number: 3 }, { number: 1 }, { number: 2 }];
  it('the previous revision is the one just before by number', () => {
    expect(previousRevision(revisions, revisions[0])).toBe(revisions[2]);
    expect(previousRevision(revisions, revisions[1])).toBeNull();
  });
  it('the same file of another revision is the one at the same index', () => {
    expect(sameFileIn([{ id: 1 }, { id: 2 }], 2, [{ id: 5 }, { id: 6 }])).toEqual({ id: 6 });
    expect(sameFileIn([{ id: 1 }, { id: 2 }], 2, [{ id: 5 }])).toEqual({ id: 5 });
  });
});
