import {
  checkStandImportRow,
  columnOfHeader,
  foldHeader,
  importNextEnabled,
  parseSurface,
  sameSurface,
  standImportKey,
} from '@/domain/standImport';

describe('columnOfHeader', () => {
  it.each([
    ['Hall', 'hall'],
    ['Allée', 'aisle'],
    ['ALLEE', 'aisle'],
    ['Aisle', 'aisle'],
    ['N°', 'number'],
    ['Numéro', 'number'],
    ['Enseigne', 'name'],
    ['Shop name', 'name'],
    ['Surface (m²)', 'surface'],
    ['surface m2', 'surface'],
    [' Type de stand ', 'standType'],
    ['STAND TYPE', 'standType'],
  ])('%j is %s', (header, column) => {
    expect(columnOfHeader(header)).toBe(column);
  });

  it('knows no other column', () => {
    expect(columnOfHeader('Couleur')).toBeNull();
    expect(foldHeader('Surface (m²)')).toBe('surface');
  });
});

describe('surfaces', () => {
  it('reads comma and dot decimals and refuses what is no positive number', () => {
    expect(parseSurface('12,5')).toBe(12.5);
    expect(parseSurface(' 12.50 ')).toBe(12.5);
    expect(parseSurface('9')).toBe(9);
    for (const bad of ['', 'douze', '-3', '0', '1,2,3', '12 m²']) expect(parseSurface(bad)).toBeNull();
  });

  it('compares surfaces as numbers, so re-importing "12.50" over "12,5" changes nothing', () => {
    expect(sameSurface('12,5', '12.50')).toBe(true);
    expect(sameSurface('12,5', '13')).toBe(false);
  });
});

describe('standImportKey', () => {
  it('matches hall + aisle + number whatever the case, accents and spaces', () => {
    expect(standImportKey('Hall 1', 'Allée  A', '10')).toBe(standImportKey(' hall 1', 'ALLEE A', '10'));
    expect(standImportKey('Hall 1', 'A', '10')).not.toBe(standImportKey('Hall 1', 'A', '11'));
  });
});

describe('checkStandImportRow', () => {
  const header = (c: string) => c.toUpperCase();
  it('names the empty cells, the long ones and a bad surface with their row and column', () => {
    const problems = checkStandImportRow({ hall: 'A', aisle: '', number: '1', name: 'x'.repeat(256), surface: 'dix', standType: 'Nu' }, 7, header);
    expect(problems).toEqual([
      { row: 7, column: 'AISLE', code: 'standImport.empty', key: 'api.standImport.empty' },
      { row: 7, column: 'NAME', code: 'standImport.tooLong', key: 'api.standImport.tooLong', params: { limit: 255 } },
      { row: 7, column: 'SURFACE', code: 'standImport.surface', key: 'api.standImport.surface', params: { value: 'dix' } },
    ]);
  });
});

describe('importNextEnabled', () => {
  it('opens step 1 once the file is uploaded, step 2 once the analysis has no problem', () => {
    expect(importNextEnabled(0, { uploaded: false, problems: null })).toBe(false);
    expect(importNextEnabled(0, { uploaded: true, problems: null })).toBe(true);
    expect(importNextEnabled(1, { uploaded: true, problems: null })).toBe(false);
    expect(importNextEnabled(1, { uploaded: true, problems: 2 })).toBe(false);
    expect(importNextEnabled(1, { uploaded: true, problems: 0 })).toBe(true);
    expect(importNextEnabled(2, { uploaded: true, problems: 0 })).toBe(false);
  });
});
