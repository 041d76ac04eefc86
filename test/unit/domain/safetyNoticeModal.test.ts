import { safetyNoticeRequired } from '@/domain/safetyNoticeModal';

describe('when the safety form is forced (part 1 §2)', () => {
  it('for a standist, on a show with the function, on a stand without a record; never otherwise', () => {
    expect(safetyNoticeRequired({ standist: true, showHasFunction: true, hasRecord: false })).toBe(true);
    expect(safetyNoticeRequired({ standist: false, showHasFunction: true, hasRecord: false })).toBe(false);
    expect(safetyNoticeRequired({ standist: true, showHasFunction: false, hasRecord: false })).toBe(false);
    expect(safetyNoticeRequired({ standist: true, showHasFunction: true, hasRecord: true })).toBe(false);
  });
});
