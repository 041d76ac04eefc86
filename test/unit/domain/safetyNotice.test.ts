import {
  builderCount,
  hasSafetyNoticeViolations,
  safetyNoticeRecord,
  safetyNoticeViolations,
  visibleSafetyFields,
  type SafetyNoticeInput,
} from '@/domain/safetyNotice';

const oneBuilder: SafetyNoticeInput = {
  downloadOk: true,
  lastName: 'Martin',
  firstName: 'Jeanne',
  company: 'ACME',
  phone: '0102030405',
  email: 'jeanne@example.test',
  builtByOne: true,
  builtByMore: false,
  withMezzanine: false,
  withMoreThanThreeMeterHeights: true,
  withCoordinator: false,
};

const severalBuilders: SafetyNoticeInput = {
  ...oneBuilder,
  builtByOne: false,
  builtByMore: true,
  numberOfBuilders: 3,
  standistLastname: 'Durand',
  standistFirstname: 'Paul',
  standistPhone: '0600000000',
  standistEmail: 'paul@example.test',
  withCoordinator: true,
  coordinatorLastName: 'Roux',
  coordinatorFirstName: 'Léa',
  coordinatorPhone: '0700000000',
  coordinatorEmail: 'lea@example.test',
};

describe('safety notice: the fields shown', () => {
  it('shows the builders and standist fields only when built by several, the coordinator fields only with a coordinator', () => {
    expect(visibleSafetyFields(oneBuilder)).not.toContain('numberOfBuilders');
    expect(visibleSafetyFields(oneBuilder)).not.toContain('standistEmail');
    expect(visibleSafetyFields(oneBuilder)).not.toContain('coordinatorLastName');
    expect(visibleSafetyFields(severalBuilders)).toEqual(expect.arrayContaining(['numberOfBuilders', 'standistLastname', 'standistEmail', 'coordinatorEmail']));
  });
});

describe('safety notice: the rules (part 2 §5)', () => {
  it('accepts a complete notice built by one company, and one built by several with a coordinator', () => {
    expect(safetyNoticeViolations(oneBuilder)).toEqual({});
    expect(safetyNoticeViolations(severalBuilders)).toEqual({});
    expect(hasSafetyNoticeViolations(safetyNoticeViolations(oneBuilder))).toBe(false);
  });

  it('needs downloadOk ticked', () => {
    expect(safetyNoticeViolations({ ...oneBuilder, downloadOk: false })).toEqual({ downloadOk: ['mustBeTrue'] });
    expect(safetyNoticeViolations({ ...oneBuilder, downloadOk: undefined })).toEqual({ downloadOk: ['mustBeTrue'] });
  });

  it('needs the person responsible, with an e-mail address', () => {
    expect(safetyNoticeViolations({ ...oneBuilder, lastName: '  ', company: undefined, email: 'jeanne' })).toEqual({
      lastName: ['required'],
      company: ['required'],
      email: ['email'],
    });
    expect(safetyNoticeViolations({ ...oneBuilder, phone: 'x'.repeat(256) })).toEqual({ phone: ['tooLong'] });
  });

  it('needs exactly one of builtByOne and builtByMore', () => {
    expect(safetyNoticeViolations({ ...oneBuilder, builtByMore: true, numberOfBuilders: 2, standistLastname: 'a', standistFirstname: 'b', standistPhone: 'c', standistEmail: 'd@e.fr' })).toEqual({
      builtByOne: ['exclusive'],
      builtByMore: ['exclusive'],
    });
    expect(safetyNoticeViolations({ ...oneBuilder, builtByOne: false })).toEqual({ builtByOne: ['required'], builtByMore: ['required'] });
    expect(safetyNoticeViolations({ ...oneBuilder, builtByOne: 'yes' })).toMatchObject({ builtByOne: ['boolean'] });
  });

  it('needs at least two builders and the standist contact when built by several', () => {
    expect(safetyNoticeViolations({ ...severalBuilders, numberOfBuilders: 1 })).toEqual({ numberOfBuilders: ['minBuilders'] });
    expect(safetyNoticeViolations({ ...severalBuilders, numberOfBuilders: '2' })).toEqual({});
    expect(safetyNoticeViolations({ ...severalBuilders, numberOfBuilders: 2.5 })).toEqual({ numberOfBuilders: ['integer'] });
    expect(safetyNoticeViolations({ ...severalBuilders, numberOfBuilders: 10_000 })).toEqual({ numberOfBuilders: ['maxBuilders'] });
    expect(safetyNoticeViolations({ ...severalBuilders, numberOfBuilders: null, standistPhone: '' })).toEqual({
      numberOfBuilders: ['required'],
      standistPhone: ['required'],
    });
  });

  it('needs the coordinator answered, and the coordinator fields when yes', () => {
    expect(safetyNoticeViolations({ ...oneBuilder, withCoordinator: undefined })).toEqual({ withCoordinator: ['required'] });
    expect(safetyNoticeViolations({ ...severalBuilders, coordinatorFirstName: '', coordinatorEmail: 'lea' })).toEqual({
      coordinatorFirstName: ['required'],
      coordinatorEmail: ['email'],
    });
  });

  it('does not check what the answers hide', () => {
    expect(safetyNoticeViolations({ ...oneBuilder, numberOfBuilders: 1, standistEmail: 'nope', coordinatorEmail: 'nope' })).toEqual({});
  });
});

describe('safety notice: the record stored', () => {
  it('trims texts and empties what the answers hide', () => {
    const record = safetyNoticeRecord({ ...oneBuilder, lastName: '  Martin ', numberOfBuilders: 4, standistEmail: 'x@y.fr', coordinatorLastName: 'Roux' });
    expect(record).toMatchObject({ lastName: 'Martin', builtByOne: true, builtByMore: false, numberOfBuilders: null, standistEmail: null, coordinatorLastName: null, withMezzanine: false, withMoreThanThreeMeterHeights: true });
    expect(safetyNoticeRecord(severalBuilders)).toMatchObject({ numberOfBuilders: 3, standistEmail: 'paul@example.test', coordinatorEmail: 'lea@example.test', withCoordinator: true });
  });

  it('reads the number of builders from a number or its digits', () => {
    expect([builderCount(3), builderCount(' 12 '), builderCount('2a'), builderCount(1.5), builderCount(null)]).toEqual([3, 12, null, null, null]);
  });
});
