import { phoneText } from '@/domain/phone';

describe('phoneText', () => {
  it('keeps a number on one line: every space non-breaking, nothing else changed', () => {
    expect(phoneText(' +33 1  84 55 20 27 ')).toBe('+33\u00a01\u00a084\u00a055\u00a020\u00a027');
    expect(phoneText('0601020304')).toBe('0601020304');
    expect(phoneText(null)).toBe('');
  });
});
