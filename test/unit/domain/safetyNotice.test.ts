import {
  asksBuilders,
  asksCoordinator,
  builderCount,
  safetyNoticeRequired,
  safetyNoticeViolations,
  type SafetyNoticeInput,
} from '@/domain/safetyNotice';

const ONE_BUILDER: SafetyNoticeInput = {
  downloadOk: true,
  lastName: 'Durand',
  firstName: 'Alice',
  company: 'Expo SA',
  phone: '0102030405',
  email: 'alice@example.test',
  builtByOne: true,
  builtByMore: false,
  numberOfBuilders: null,
  withMezzanine: false,
  withMoreThanThreeMeterHeights: false,
  withCoordinator: false,
};

const TWO_BUILDERS_AND_COORDINATOR: SafetyNoticeInput = {
  ...ONE_BUILDER,
  builtByOne: false,
  builtByMore: true,
  numberOfBuilders: 2,
  standistLastname: 'Martin',
  standistFirstname: 'Paul',
  standistPhone: '0607080910',
  standistEmail: 'paul@example.test',
  withCoordinator: true,
  coordinatorLastName: 'Roux',
  coordinatorFirstName: 'Léa',
  coordinatorPhone: '0611121314',
  coordinatorEmail: 'lea@example.test',
};

describe('safety form rules (part 2 §4–§5)', () => {
  it('a complete record breaks none, with one builder or with two and a coordinator', () => {
    expect(safetyNoticeViolations(ONE_BUILDER)).toEqual([]);
    expect(safetyNoticeViolations(TWO_BUILDERS_AND_COORDINATOR)).toEqual([]);
    expect(safetyNoticeViolations({ ...TWO_BUILDERS_AND_COORDINATOR, numberOfBuilders: ' 3 ' })).toEqual([]);
  });

  it('an empty one: the acknowledgement, the person, who builds and the coordinator answer, in the form order', () => {
    const empty: SafetyNoticeInput = {
      downloadOk: false,
      lastName: '',
      firstName: null,
      company: '  ',
      phone: undefined,
      email: '',
      builtByOne: false,
      builtByMore: false,
      numberOfBuilders: null,
      withCoordinator: null,
    };
    expect(safetyNoticeViolations(empty)).toEqual([
      { field: 'downloadOk', rule: 'mustBeTrue' },
      { field: 'lastName', rule: 'required' },
      { field: 'firstName', rule: 'required' },
      { field: 'company', rule: 'required' },
      { field: 'phone', rule: 'required' },
      { field: 'email', rule: 'required' },
      { field: 'builtByOne', rule: 'required' },
      { field: 'withCoordinator', rule: 'required' },
    ]);
  });

  it('downloadOk must be true itself ("true" is not)', () => {
    expect(safetyNoticeViolations({ ...ONE_BUILDER, downloadOk: 'true' })).toEqual([{ field: 'downloadOk', rule: 'mustBeTrue' }]);
  });

  it('one company or two or more, not both', () => {
    expect(safetyNoticeViolations({ ...ONE_BUILDER, builtByMore: true })).toEqual([{ field: 'builtByMore', rule: 'exclusive' }]);
  });

  it('two or more: at least two builders and the standist contact', () => {
    expect(safetyNoticeViolations({ ...TWO_BUILDERS_AND_COORDINATOR, numberOfBuilders: 1 })).toEqual([{ field: 'numberOfBuilders', rule: 'minBuilders' }]);
    expect(safetyNoticeViolations({ ...TWO_BUILDERS_AND_COORDINATOR, numberOfBuilders: '2.5' })).toEqual([{ field: 'numberOfBuilders', rule: 'minBuilders' }]);
    expect(safetyNoticeViolations({ ...TWO_BUILDERS_AND_COORDINATOR, numberOfBuilders: '' })).toEqual([{ field: 'numberOfBuilders', rule: 'required' }]);
    expect(safetyNoticeViolations({ ...TWO_BUILDERS_AND_COORDINATOR, standistPhone: '', standistEmail: 'nope' })).toEqual([
      { field: 'standistPhone', rule: 'required' },
      { field: 'standistEmail', rule: 'email' },
    ]);
  });

  it('one builder asks neither the count nor the standist; no coordinator asks no coordinator contact', () => {
    expect(safetyNoticeViolations({ ...ONE_BUILDER, numberOfBuilders: 1, standistEmail: 'nope', coordinatorEmail: 'nope' })).toEqual([]);
    expect(asksBuilders(ONE_BUILDER)).toBe(false);
    expect(asksCoordinator(ONE_BUILDER)).toBe(false);
    expect(asksBuilders(TWO_BUILDERS_AND_COORDINATOR)).toBe(true);
    expect(asksCoordinator(TWO_BUILDERS_AND_COORDINATOR)).toBe(true);
  });

  it('a coordinator: their whole contact, a real e-mail address', () => {
    expect(safetyNoticeViolations({ ...TWO_BUILDERS_AND_COORDINATOR, coordinatorLastName: ' ', coordinatorEmail: 'lea@' })).toEqual([
      { field: 'coordinatorLastName', rule: 'required' },
      { field: 'coordinatorEmail', rule: 'email' },
    ]);
    expect(safetyNoticeViolations({ ...ONE_BUILDER, withCoordinator: 'yes' })).toEqual([{ field: 'withCoordinator', rule: 'required' }]);
  });

  it('the person responsible has a real e-mail address', () => {
    expect(safetyNoticeViolations({ ...ONE_BUILDER, email: 'alice' })).toEqual([{ field: 'email', rule: 'email' }]);
  });

  it('reads a number of builders as a whole number', () => {
    expect(builderCount(2)).toBe(2);
    expect(builderCount(' 12 ')).toBe(12);
    expect(builderCount('2,5')).toBeNull();
    expect(builderCount(null)).toBeNull();
  });
});

describe('when the safety form is required (part 1 §2)', () => {
  it('for a standist, on a show with the function, on a stand without a record; never otherwise', () => {
    expect(safetyNoticeRequired({ standist: true, showHasFunction: true, hasRecord: false })).toBe(true);
    expect(safetyNoticeRequired({ standist: false, showHasFunction: true, hasRecord: false })).toBe(false);
    expect(safetyNoticeRequired({ standist: true, showHasFunction: false, hasRecord: false })).toBe(false);
    expect(safetyNoticeRequired({ standist: true, showHasFunction: true, hasRecord: true })).toBe(false);
  });
});
