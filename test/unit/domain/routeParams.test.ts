import { positiveId } from '@/domain/routeParams';

describe('an id from an address', () => {
  it('is a positive integer, anything else is none', () => {
    expect(positiveId('12')).toBe(12);
    for (const raw of [undefined, '', '0', '-3', '1.5', 'abc', '1e3x']) expect(positiveId(raw)).toBeNull();
  });
});
