/** Issue 7 item 4: passwords exactly as typed, 8–4096 characters, common ones refused where set. */
import { COMMON_PASSWORDS, hashPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, newPasswordProblems, verifyPassword } from '@server/auth/passwords';

describe('newPasswordProblems (for the set / reset endpoints)', () => {
  it('accepts 8 to 4096 characters, with no composition rule', () => {
    expect(newPasswordProblems('correct horse battery staple')).toEqual([]);
    expect(newPasswordProblems('k'.repeat(MIN_PASSWORD_LENGTH).replace(/^k/, 'x'))).toEqual([]);
    expect(newPasswordProblems('é'.repeat(MAX_PASSWORD_LENGTH))).toEqual([]);
    expect(newPasswordProblems('tout en minuscules sans chiffre')).toEqual([]);
  });

  it('refuses under 8 and over 4096 characters', () => {
    expect(newPasswordProblems('')).toEqual(['tooShort']);
    expect(newPasswordProblems('7 chars')).toEqual(['tooShort']);
    expect(newPasswordProblems('😀😀😀😀😀😀😀😀')).toEqual([]); // eight characters, as a user counts them
    expect(newPasswordProblems('x'.repeat(MAX_PASSWORD_LENGTH + 1))).toEqual(['tooLong']);
  });

  it('refuses common passwords, whatever their case, and the demo password', () => {
    for (const common of ['password', 'Password1', 'AZERTYUIOP', '12345678', 'motdepasse', 'demo1234']) {
      expect([common, newPasswordProblems(common)]).toEqual([common, ['common']]);
    }
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(50);
    for (const entry of COMMON_PASSWORDS) {
      expect(entry).toBe(entry.toLowerCase());
      expect(entry.length).toBeGreaterThanOrEqual(MIN_PASSWORD_LENGTH);
    }
  });

  it("refuses the account's own identifier (username, e-mail or its local part)", () => {
    expect(newPasswordProblems('Jean.Dupont', ['jean.dupont@example.test'])).toEqual(['identifier']);
    expect(newPasswordProblems('jean.dupont@example.test', ['jean.dupont@example.test'])).toEqual(['identifier']);
    expect(newPasswordProblems('jean.dupont-2027!', ['jean.dupont@example.test'])).toEqual([]);
  });

  it('takes the password exactly as typed: spaces are part of it', async () => {
    expect(newPasswordProblems('  demo1234\t')).toEqual([]);
    const stored = await hashPassword('  spaced out  ');
    expect(await verifyPassword('  spaced out  ', stored)).toBe(true);
    expect(await verifyPassword('spaced out', stored)).toBe(false);
  });
});
