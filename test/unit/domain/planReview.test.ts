import { DEFAULT_MARK_COLOR, markViolations, mayMarkUp } from '@/domain/planReview';

const valid = { page: 1, kind: 'rectangle', geometry: { x: 0.1, y: 0.1, width: 0.2, height: 0.2 }, color: DEFAULT_MARK_COLOR };

describe('markViolations', () => {
  it('accepts each kind in its shape', () => {
    expect(markViolations(valid)).toEqual([]);
    expect(markViolations({ ...valid, kind: 'arrow', geometry: { points: [[0, 0], [1, 1]] } })).toEqual([]);
    expect(markViolations({ ...valid, kind: 'pin', geometry: { x: 0.5, y: 0.5 }, comment: 'Issue de secours' })).toEqual([]);
  });

  it('names the broken field', () => {
    expect(markViolations({ ...valid, geometry: { x: 0.9, y: 0.1, width: 0.2, height: 0.2 } })).toEqual([{ field: 'geometry', rule: 'range' }]);
    expect(markViolations({ ...valid, color: '#E53935' })).toEqual([{ field: 'color', rule: 'choice' }]);
    expect(markViolations({ ...valid, kind: 'pin', geometry: { x: 0.5, y: 0.5 }, comment: '  ' })).toEqual([{ field: 'comment', rule: 'required' }]);
    expect(markViolations({ ...valid, page: 0 })).toEqual([{ field: 'page', rule: 'range' }]);
    expect(markViolations({ ...valid, geometry: { x: 0.1, y: 0.1, width: 0.2, height: 0.2, z: 1 } })).toEqual([{ field: 'geometry', rule: 'shape' }]);
  });
});

describe('mayMarkUp', () => {
  it('lets the staff draw, standists only when the show allows it', () => {
    expect(mayMarkUp(['ROLE_SUPPORT_ASTECH'], false, null)).toBe(true);
    expect(mayMarkUp(['ROLE_STANDIST'], true, { planMarkupByStandists: false })).toBe(false);
    expect(mayMarkUp(['ROLE_STANDIST'], true, { planMarkupByStandists: true })).toBe(true);
    expect(mayMarkUp(['ROLE_SECURITY_OFFICER'], false, { planMarkupByStandists: true })).toBe(false);
  });
});
