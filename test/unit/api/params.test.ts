import { itemKey, listKey, serializeParams } from '@/api/params';

describe('query parameters', () => {
  it('writes API Platform parameters: arrays as key[], brackets kept, empty values left out', () => {
    expect(
      serializeParams({ show: 3, 'order[name]': 'asc', status: ['a', 'b'], search: '', hall: undefined, unSeen: true }),
    ).toBe('order%5Bname%5D=asc&show=3&status%5B%5D=a&status%5B%5D=b&unSeen=true');
    expect(serializeParams({ 'id[]': [1, 2] })).toBe('id%5B%5D=1&id%5B%5D=2');
  });

  it('gives the same list key whatever the order of the params', () => {
    expect(listKey('stands', { page: 1, show: 3 })).toBe(listKey('stands', { show: 3, page: 1, search: null }));
    expect(listKey('stands', { page: 2, show: 3 })).not.toBe(listKey('stands', { page: 1, show: 3 }));
    expect(listKey('shows')).toBe('shows');
    expect(itemKey('stands', 12)).toBe('stands/12');
  });
});
