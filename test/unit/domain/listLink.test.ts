import { decodeListView, encodeListView, VIEW_PARAM, viewStateOf } from '@/domain/listLink';
import { applyListChange } from '@/domain/listQuery';
import { DEFAULT_STAND_LIST_STATE, STAND_LIST } from '@/domain/standListQuery';

const filtered = applyListChange(STAND_LIST, DEFAULT_STAND_LIST_STATE, {
  kind: 'filters',
  patch: { statuses: ['pendingPlansVerification'], search: 'Hall é', messages: { unSeen: false, untreated: true } },
});
const state = applyListChange(STAND_LIST, applyListChange(STAND_LIST, filtered, { kind: 'sort', sort: { field: 'surface', direction: 'desc' } }), {
  kind: 'layout',
  patch: { hidden: ['hall'], order: ['status', 'name'] },
});

describe('list view links', () => {
  it('round-trips filters, sort and layout through a URL-safe value, back on page 1', () => {
    const encoded = encodeListView(STAND_LIST, { ...state, page: 4 });
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(new URLSearchParams(`${VIEW_PARAM}=${encoded}`).get(VIEW_PARAM)).toBe(encoded);
    const decoded = decodeListView(STAND_LIST, encoded);
    expect(decoded).toEqual({ state: { ...state, page: 1 }, dropped: [] });
  });

  it('keeps the link short: the defaults are left out', () => {
    const encoded = encodeListView(STAND_LIST, DEFAULT_STAND_LIST_STATE);
    expect(encoded.length).toBeLessThan(8);
    expect(decodeListView(STAND_LIST, encoded)).toEqual({ state: DEFAULT_STAND_LIST_STATE, dropped: [] });
  });

  it('drops what this list does not know and names it', () => {
    const payload = {
      f: { statuses: ['pendingPlansVerification', 'burnt'], colour: 'red', search: 'acme' },
      s: { field: 'secret', direction: 'asc' },
      l: { order: [], hidden: ['hall', 'nope'], filtersFolded: false },
    };
    const encoded = btoa(JSON.stringify(payload)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    const decoded = decodeListView(STAND_LIST, encoded)!;
    expect(decoded.state).toMatchObject({ statuses: ['pendingPlansVerification'], search: 'acme', sort: STAND_LIST.defaultSort, layout: { hidden: ['hall'] } });
    expect(decoded.dropped.sort()).toEqual(['colour', 'layout', 'sort', 'statuses']);
  });

  it('reads nothing from a value that is not a view', () => {
    expect(decodeListView(STAND_LIST, 'not a view!')).toBeNull();
    expect(decodeListView(STAND_LIST, btoa('[1,2]'))).toBeNull();
    expect(decodeListView(STAND_LIST, 'eyJm')).toBeNull();
  });

  it('a saved view keeps everything but the page', () => {
    expect(viewStateOf({ ...state, page: 3 })).not.toHaveProperty('page');
    expect(viewStateOf(state)).toMatchObject({ sort: { field: 'surface', direction: 'desc' }, search: 'Hall é' });
  });
});
