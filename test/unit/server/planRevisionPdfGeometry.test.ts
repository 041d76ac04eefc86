/**
 * Where a mark lands in the marked-up PDF (issue 25, item 4): its fractions are of the page as the
 * viewer shows it (PDF.js's default viewport: the visible box turned by the page's /Rotate),
 * origin top left; the PDF draws in the page's unrotated user space. Box x 100…1100, y 50…750.
 */
import { quarterTurn, shownPage } from '@server/services/planRevisionPdf';

const BOX = { x: 100, y: 50, width: 1000, height: 700 };
const corners = (rotation: number) => {
  const page = shownPage(BOX, rotation);
  return { size: [page.width, page.height], topLeft: page.at(0, 0), topRight: page.at(1, 0), bottomLeft: page.at(0, 1), middle: page.at(0.5, 0.5) };
};

describe('the page as shown, in user space', () => {
  it('unturned: the top-left corner is the box’s top left (PDF y goes up)', () => {
    expect(corners(0)).toEqual({ size: [1000, 700], topLeft: { x: 100, y: 750 }, topRight: { x: 1100, y: 750 }, bottomLeft: { x: 100, y: 50 }, middle: { x: 600, y: 400 } });
  });

  it('/Rotate 90 (shown turned clockwise): shown top left is the box’s bottom left, the shown width its height', () => {
    expect(corners(90)).toEqual({ size: [700, 1000], topLeft: { x: 100, y: 50 }, topRight: { x: 100, y: 750 }, bottomLeft: { x: 1100, y: 50 }, middle: { x: 600, y: 400 } });
  });

  it('/Rotate 180 and 270 (or -90)', () => {
    expect(corners(180)).toMatchObject({ size: [1000, 700], topLeft: { x: 1100, y: 50 }, topRight: { x: 100, y: 50 } });
    expect(corners(270)).toMatchObject({ size: [700, 1000], topLeft: { x: 1100, y: 750 }, topRight: { x: 1100, y: 50 }, bottomLeft: { x: 100, y: 750 } });
    expect(corners(-90)).toEqual(corners(270));
    expect([quarterTurn(450), quarterTurn(-180), quarterTurn(89)]).toEqual([90, 180, 90]);
  });

  it('moves text along the shown axes: right then down as shown', () => {
    const page = shownPage(BOX, 90);
    expect(page.shift({ x: 100, y: 50 }, 10, 20)).toEqual({ x: 120, y: 60 });
  });
});
