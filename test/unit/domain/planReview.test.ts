import {
  DEFAULT_MARK_COLOR,
  MARK_COLORS,
  MARK_KINDS,
  MAX_COMMENT,
  MAX_FREEHAND_POINTS,
  markViolations,
  mayMarkUp,
  mayResolveMarks,
  normalizeComment,
  type MarkInput,
} from '@/domain/planReview';

const BOX = { x: 0.1, y: 0.2, width: 0.3, height: 0.4 };
const mark = (over: Partial<MarkInput>): MarkInput => ({ page: 1, kind: 'rectangle', geometry: BOX, color: '#e53935', comment: null, ...over });
const line = (n: number) => Array.from({ length: n }, (_, i) => [i / n, 0.5]);

describe('plan marks (issue 25)', () => {
  it('the lists the contract names', () => {
    expect(MARK_KINDS).toEqual(['rectangle', 'cloud', 'arrow', 'line', 'freehand', 'text', 'pin']);
    expect(MARK_COLORS).toEqual(['#e53935', '#fb8c00', '#fdd835', '#43a047', '#1e88e5', '#8e24aa', '#212121']);
    expect(DEFAULT_MARK_COLOR).toBe('#e53935');
    expect([MAX_FREEHAND_POINTS, MAX_COMMENT]).toEqual([2000, 2000]);
  });

  it('a valid mark of every kind breaks none', () => {
    for (const kind of ['rectangle', 'cloud'] as const) expect(markViolations(mark({ kind }))).toEqual([]);
    expect(markViolations(mark({ kind: 'text', comment: 'Cote manquante' }))).toEqual([]);
    expect(markViolations(mark({ kind: 'arrow', geometry: { points: [[0, 0], [1, 1]] } }))).toEqual([]);
    expect(markViolations(mark({ kind: 'line', geometry: { points: [[0.2, 0.3], [0.4, 0.3]] } }))).toEqual([]);
    expect(markViolations(mark({ kind: 'freehand', geometry: { points: line(MAX_FREEHAND_POINTS) } }))).toEqual([]);
    expect(markViolations(mark({ kind: 'pin', geometry: { x: 1, y: 0 }, comment: 'Issue de secours ?' }))).toEqual([]);
    // The colour may be left out (the default), a box may touch the page's edges (float slack included).
    expect(markViolations(mark({ color: undefined, geometry: { x: 0.7, y: 0, width: 0.1 + 0.2, height: 1 } }))).toEqual([]);
  });

  it('page: an integer 1…500, and 1 only on an image', () => {
    expect(markViolations(mark({ page: undefined }))).toEqual([{ field: 'page', rule: 'required' }]);
    for (const page of [0, 501, 1.5, '2', -1, Number.NaN]) expect(markViolations(mark({ page }))).toEqual([{ field: 'page', rule: 'page' }]);
    expect(markViolations(mark({ page: 500 }))).toEqual([]);
    expect(markViolations(mark({ page: 2, image: true }))).toEqual([{ field: 'page', rule: 'imagePage' }]);
    expect(markViolations(mark({ page: 1, image: true }))).toEqual([]);
  });

  it('kind: one of the seven', () => {
    expect(markViolations(mark({ kind: 'circle' }))).toEqual([{ field: 'kind', rule: 'choice' }]);
    expect(markViolations(mark({ kind: null }))).toEqual([{ field: 'kind', rule: 'required' }]);
  });

  it("geometry: the kind's shape in page fractions, no other key", () => {
    const broken = (kind: string, geometry: unknown) => markViolations(mark({ kind, geometry, comment: 'x' }));
    expect(broken('rectangle', undefined)).toEqual([{ field: 'geometry', rule: 'required' }]);
    for (const geometry of [
      [0.1, 0.2, 0.3, 0.4],
      'box',
      { ...BOX, z: 1 },
      { x: 0.1, y: 0.2, width: 0.3 },
      { ...BOX, width: 0 },
      { ...BOX, height: -0.1 },
      { ...BOX, x: 0.8 },
      { ...BOX, y: 0.7 },
      { ...BOX, x: Number.POSITIVE_INFINITY },
      { ...BOX, x: '0.1' },
      { ...BOX, x: -0.01 },
    ]) {
      expect([geometry, broken('cloud', geometry)]).toEqual([geometry, [{ field: 'geometry', rule: 'geometry' }]]);
    }
    expect(broken('pin', { x: 0.5, y: 1.2 })).toEqual([{ field: 'geometry', rule: 'geometry' }]);
    expect(broken('pin', BOX)).toEqual([{ field: 'geometry', rule: 'geometry' }]);
    expect(broken('arrow', { points: [[0, 0]] })).toEqual([{ field: 'geometry', rule: 'pointCount' }]);
    expect(broken('line', { points: line(3) })).toEqual([{ field: 'geometry', rule: 'pointCount' }]);
    expect(broken('freehand', { points: line(MAX_FREEHAND_POINTS + 1) })).toEqual([{ field: 'geometry', rule: 'pointCount' }]);
    expect(broken('freehand', { points: [[0, 0], [0.5, 2]] })).toEqual([{ field: 'geometry', rule: 'geometry' }]);
    expect(broken('freehand', { points: [[0, 0], [0.5]] })).toEqual([{ field: 'geometry', rule: 'geometry' }]);
    expect(broken('arrow', { points: [[0, 0], [1, 1]], color: 'red' })).toEqual([{ field: 'geometry', rule: 'geometry' }]);
  });

  it('color: one of the palette, lowercase', () => {
    expect(markViolations(mark({ color: '#E53935' }))).toEqual([{ field: 'color', rule: 'choice' }]);
    expect(markViolations(mark({ color: '#123456' }))).toEqual([{ field: 'color', rule: 'choice' }]);
    expect(markViolations(mark({ color: 12 }))).toEqual([{ field: 'color', rule: 'type' }]);
  });

  it('comment: at most 2000 characters, newlines but no other control character, required on a text box and a pin', () => {
    expect(markViolations(mark({ comment: 'a'.repeat(MAX_COMMENT) }))).toEqual([]);
    expect(markViolations(mark({ comment: 'a'.repeat(MAX_COMMENT + 1) }))).toEqual([{ field: 'comment', rule: 'tooLong' }]);
    expect(markViolations(mark({ comment: 'ligne 1\nligne 2' }))).toEqual([]);
    expect(markViolations(mark({ comment: 'a\u0000b' }))).toEqual([{ field: 'comment', rule: 'controlChar' }]);
    expect(markViolations(mark({ comment: 'a\tb' }))).toEqual([{ field: 'comment', rule: 'controlChar' }]);
    expect(markViolations(mark({ comment: 'a\u0085b' }))).toEqual([{ field: 'comment', rule: 'controlChar' }]);
    expect(markViolations(mark({ comment: 42 }))).toEqual([{ field: 'comment', rule: 'type' }]);
    expect(markViolations(mark({ kind: 'text', comment: '   ' }))).toEqual([{ field: 'comment', rule: 'required' }]);
    expect(markViolations(mark({ kind: 'pin', geometry: { x: 0.5, y: 0.5 } }))).toEqual([{ field: 'comment', rule: 'required' }]);
    expect(normalizeComment('  à revoir \n')).toBe('à revoir');
    expect(normalizeComment('   ')).toBeNull();
  });

  it('every broken field at once, in field order', () => {
    expect(markViolations({ page: 0, kind: 'blob', geometry: null, color: 'red', comment: 1 }).map((v) => v.field)).toEqual([
      'page',
      'kind',
      'geometry',
      'color',
      'comment',
    ]);
  });

  it('who may mark up: staff always, the stand’s standists when the show allows it, nobody else', () => {
    const on = { planMarkupByStandists: true };
    const off = { planMarkupByStandists: false };
    for (const roles of [['ROLE_ADMIN'], ['ROLE_SUPPORT_ASTECH'], ['ROLE_ORGANIZER'], ['ROLE_SUPER_ADMIN']]) {
      expect([roles, mayMarkUp(roles, false, off), mayResolveMarks(roles)]).toEqual([roles, true, true]);
    }
    expect(mayMarkUp(['ROLE_STANDIST'], true, on)).toBe(true);
    expect(mayMarkUp(['ROLE_STANDIST'], true, off)).toBe(false);
    expect(mayMarkUp(['ROLE_STANDIST'], true, null)).toBe(false);
    expect(mayMarkUp(['ROLE_STANDIST'], false, on)).toBe(false);
    expect(mayResolveMarks(['ROLE_STANDIST'])).toBe(false);
    for (const roles of [['ROLE_SECURITY_OFFICER'], ['ROLE_COORDINATOR_SPS'], ['ROLE_EXHIBITION_CENTER_SERVICE'], []]) {
      expect([roles, mayMarkUp(roles, true, on), mayResolveMarks(roles)]).toEqual([roles, false, false]);
    }
  });
});
