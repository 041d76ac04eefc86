import { decodeTokenPayload, isSessionExpired } from '@/domain/session';
import { pickLocale } from '@/domain/locale';
import { makeJwt } from '../helpers/state';

describe('session rules', () => {
  it('reads the JWT payload', () => {
    const token = makeJwt({ roles: ['ROLE_ADMIN'], user_id: 3, username: 'admin', exp: 1900000000, user_informations: { email: 'é@x.fr' } });
    expect(decodeTokenPayload(token)).toEqual({
      roles: ['ROLE_ADMIN'],
      user_id: 3,
      username: 'admin',
      exp: 1900000000,
      user_informations: { email: 'é@x.fr' },
    });
    expect(() => decodeTokenPayload('not-a-token')).toThrow();
  });

  it('is expired when exp is earlier than now in seconds', () => {
    expect(isSessionExpired(99, 100)).toBe(true);
    expect(isSessionExpired(100, 100)).toBe(false);
    expect(isSessionExpired(null, 100)).toBe(false);
  });
});

describe('locale rule', () => {
  it('uses the choice, else English only for an English browser, else French', () => {
    expect(pickLocale('en', 'fr-FR')).toBe('en');
    expect(pickLocale(null, 'en-US')).toBe('en');
    expect(pickLocale(null, 'de-DE')).toBe('fr');
    expect(pickLocale(undefined, null)).toBe('fr');
    expect(pickLocale('es', 'fr')).toBe('fr');
  });
});
