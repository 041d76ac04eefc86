/**
 * The exhibitor file (docs/gateway.md): CSV and JSON read into records, each bad row a problem with
 * its row and message id (left out, the others kept), an unreadable file INVALID_FILE.
 */
import fr from '../../../../i18n/fr.json';
import en from '../../../../i18n/en.json';
import { readExhibitorFile } from '@server/services/gateway/sourceAccess';
import { readExhibitorFileOnce } from '@server/services/gateway/fileFetcher';
import { GatewayError } from '@server/services/gateway/types';

const T1 = 'tok_9f8e7d6c5b4a39281706';
const T2 = 'tok_1a2b3c4d5e6f7a8b9c0d';

function invalidFile(fileName: string, bytes: Buffer | string): string | null {
  try {
    readExhibitorFile(fileName, Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes));
    return null;
  } catch (err) {
    return err instanceof GatewayError ? err.code : 'other';
  }
}

describe('readExhibitorFile', () => {
  it('reads a CSV file (French Excel: `;`, Windows-1252) into records with their contact', () => {
    const csv = Buffer.from(
      'Token;Name;Hall;Aisle;Number;Surface;StandType;Email;FirstName;LastName;Company;Phone;Language;TokenExpiresAt\r\n' +
        `${T1};Ébénisterie Martin;2;B;14;18;Angle;Claire.Martin@Ebenisterie.test;Claire;Martin;Ébénisterie Martin SARL;+33 4 78 00 00 01;fr;2027-03-31\r\n` +
        `${T2};Tissages Lambert;2;C;3;9;;;;;;;;\r\n`,
      'latin1',
    );
    const file = readExhibitorFile('exposants.csv', csv);
    expect(file.problems).toEqual([]);
    expect(file.records).toEqual([
      {
        row: 2,
        token: T1,
        tokenExpiresAt: '2027-03-31T00:00:00.000Z',
        name: 'Ébénisterie Martin',
        hall: '2',
        aisle: 'B',
        number: '14',
        surface: '18',
        standType: 'Angle',
        contact: { email: 'claire.martin@ebenisterie.test', firstName: 'Claire', lastName: 'Martin', company: 'Ébénisterie Martin SARL', phone: '+33 4 78 00 00 01', language: 'fr' },
      },
      expect.objectContaining({ row: 3, token: T2, name: 'Tissages Lambert', standType: '', contact: null }),
    ]);
  });

  it('reads JSON as an array or as {exhibitors: [...]}, numbers as text, a nested contact', () => {
    const items = [{ token: T1, name: 'Verrerie Dubois', hall: 1, number: 12, contact: { email: 'a@b.fr', language: 'en' } }];
    for (const json of [items, { exhibitors: items }]) {
      const file = readExhibitorFile('EXPOSANTS.JSON', Buffer.from(JSON.stringify(json)));
      expect(file.problems).toEqual([]);
      expect(file.records[0]).toEqual(expect.objectContaining({ row: 1, hall: '1', number: '12', contact: expect.objectContaining({ email: 'a@b.fr', language: 'en' }) }));
    }
  });

  it('leaves each bad row out with a problem naming its row, and keeps the others', () => {
    const rows = [
      { token: T1, name: 'Bon' },
      { token: 'court', name: 'Jeton trop court' },
      { token: T2, name: '' },
      { token: 'tok_aaaaaaaaaaaaaaaaaaaa', name: 'Mauvais e-mail', email: 'pas-une-adresse' },
      { token: T1, name: 'Doublon' },
      { token: 'tok_bbbbbbbbbbbbbbbbbbbb', name: 'Contrôle\u0007' },
      'pas un objet',
      { token: 'tok_cccccccccccccccccccc', name: 'Langue', language: 'de' },
      { token: 'tok_dddddddddddddddddddd', name: 'Date', tokenExpiresAt: 'bientôt' },
      { token: 'tok_eeeeeeeeeeeeeeeeeeee', name: { nested: true } },
      { name: 'Sans jeton' },
    ];
    const file = readExhibitorFile('exposants.json', Buffer.from(JSON.stringify(rows)));
    expect(file.records.map((r) => r.name)).toEqual(['Bon']);
    expect(file.problems).toEqual([
      { row: 2, messageId: 'gateway.problem.tokenInvalid' },
      { row: 3, messageId: 'gateway.problem.nameMissing' },
      { row: 4, messageId: 'gateway.problem.emailInvalid' },
      { row: 5, messageId: 'gateway.problem.tokenDuplicate', params: { row: 1 } },
      { row: 6, messageId: 'gateway.problem.controlChar', params: { field: 'name' } },
      { row: 7, messageId: 'gateway.problem.notAnObject' },
      { row: 8, messageId: 'gateway.problem.languageInvalid' },
      { row: 9, messageId: 'gateway.problem.expiryInvalid' },
      { row: 10, messageId: 'gateway.problem.notAnObject' },
      { row: 11, messageId: 'gateway.problem.tokenMissing' },
    ].map((p) => expect.objectContaining(p)));
    // A refused row keeps its token when it has the shape of one: the sync then leaves that stand as it is.
    expect(file.problems.map((p) => p.token)).toEqual([
      undefined,
      T2,
      'tok_aaaaaaaaaaaaaaaaaaaa',
      T1,
      'tok_bbbbbbbbbbbbbbbbbbbb',
      undefined,
      'tok_cccccccccccccccccccc',
      'tok_dddddddddddddddddddd',
      'tok_eeeeeeeeeeeeeeeeeeee',
      undefined,
    ]);
    for (const { messageId } of file.problems) {
      expect((fr as Record<string, string>)[messageId]).toBeTruthy();
      expect((en as Record<string, string>)[messageId]).toBeTruthy();
    }
  });

  it('refuses a file it cannot read at all: INVALID_FILE', () => {
    expect(invalidFile('exposants.json', '[{"token": ')).toBe('INVALID_FILE');
    expect(invalidFile('exposants.json', '{"stands": []}')).toBe('INVALID_FILE');
    expect(invalidFile('exposants.json', Buffer.from([0xff, 0xfe, 0x00]))).toBe('INVALID_FILE');
    expect(invalidFile('exposants.csv', 'nom;hall\nMartin;2\n')).toBe('INVALID_FILE');
    expect(invalidFile('exposants.csv', `token;name\n"${T1};Martin\n`)).toBe('INVALID_FILE');
    expect(invalidFile('exposants.xlsx', 'PK')).toBe('INVALID_FILE');
    expect(invalidFile('exposants.json', '[]')).toBeNull();
  });
});

describe('readExhibitorFileOnce (the sync applying a preview reads the bytes the preview read)', () => {
  const json = (name: string) => Buffer.from(JSON.stringify([{ token: T1, name, hall: '2', aisle: 'B', number: '14', surface: '18', standType: 'Angle' }]));

  it('gives the same records for the same bytes, and the new ones as soon as a byte of the file changed', () => {
    const first = readExhibitorFileOnce('exposants.json', json('Ébénisterie Martin'));
    expect(first.records.map((r) => r.name)).toEqual(['Ébénisterie Martin']);
    expect(readExhibitorFileOnce('exposants.json', json('Ébénisterie Martin'))).toBe(first);
    // The organizer renamed the exhibitor since the preview: the sync plans the new name, never the preview's.
    expect(readExhibitorFileOnce('exposants.json', json('Ébénisterie Martin & Fils')).records.map((r) => r.name)).toEqual(['Ébénisterie Martin & Fils']);
    // Same bytes under another name (another type of file) are read again.
    expect(invalidFileOnce('exposants.csv', json('Ébénisterie Martin & Fils'))).not.toBeNull();
  });
});

function invalidFileOnce(fileName: string, bytes: Buffer): unknown {
  try {
    return readExhibitorFileOnce(fileName, bytes).records.length ? null : 'empty';
  } catch (err) {
    return err instanceof GatewayError ? err.code : 'other';
  }
}
