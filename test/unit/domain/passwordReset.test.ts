import { isMailState } from '@/domain/mail';
import { isEmailAddress, resetTokenOf } from '@/domain/passwordReset';

describe('password reset rules', () => {
  it('checks an e-mail against x@y.z (part 2 §5)', () => {
    expect(isEmailAddress('emma.bernard@example.fr')).toBe(true);
    expect(isEmailAddress('emma@localhost')).toBe(false);
    expect(isEmailAddress('emma bernard@example.fr')).toBe(false);
    expect(isEmailAddress('@example.fr')).toBe(false);
    expect(isEmailAddress(`${'a'.repeat(250)}@b.fr`)).toBe(false);
  });

  it('reads the token of a reset link', () => {
    expect(resetTokenOf('?t=abc-DEF_123')).toBe('abc-DEF_123');
    expect(resetTokenOf('')).toBe('');
    expect(resetTokenOf('?x=1')).toBe('');
  });

  it('knows the three delivery states', () => {
    expect(['queued', 'sent', 'failed', 'lost'].map(isMailState)).toEqual([true, true, true, false]);
  });
});
