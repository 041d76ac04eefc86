/** The document list's definition (part 2 §2, §9): its parameters, its defaults, its saved state read back; the page's rules. */
import { defaultListState, toListParams } from '@/domain/listQuery';
import { DOCUMENT_LIST, documentListScope, toDocumentFilterParams } from '@/features/standDocuments/documentList';
import { documentsLoadErrorRoute, parisStamp, zipFileName } from '@/features/standDocuments/rules';

const none = DOCUMENT_LIST.defaultFilters;

describe('the document list', () => {
  it('lists the show’s stands by name, 50 a page, without filter parameters by default', () => {
    expect(toListParams(DOCUMENT_LIST, documentListScope(3), defaultListState(DOCUMENT_LIST), { can: () => true })).toEqual({
      show: '3',
      'order[name]': 'asc',
      page: '1',
      itemsPerPage: '50',
    });
  });

  it('sends each filter as the API names it', () => {
    const params = toDocumentFilterParams({
      ...none,
      messages: { unSeen: true, untreated: true },
      statuses: ['REFUSED', 'NOT_RECEIVED'],
      layoutTypes: [5, 2],
      dateRange: { from: '2027-03-01', to: '2027-03-04' },
      surface: [12, 1000],
      search: ' Lumen ',
    });
    expect(params).toEqual({
      unSeenDocuments: 'true',
      documentsTreated: 'false',
      'standDocumentStatus.reference[]': ['NOT_RECEIVED', 'REFUSED'],
      'standLayouts.layoutType[]': ['2', '5'],
      'documentsUpdatedAt[after]': '2027-03-01T00:00:00+01:00',
      'documentsUpdatedAt[before]': '2027-03-04T23:59:59+01:00',
      'surface[gte]': '12',
      search: 'Lumen',
    });
  });

  it('drops the Messages group without its permission, and the upper area bound at 100 and more', () => {
    expect(toDocumentFilterParams({ ...none, messages: { unSeen: true, untreated: false }, surface: [0, 60] }, false)).toEqual({ 'surface[lte]': '60' });
    const moved = DOCUMENT_LIST.transitions!.surfaceRange(none, [10, 150] as never);
    expect(toDocumentFilterParams({ ...none, ...moved })).toEqual({ 'surface[gte]': '10' });
  });

  it('reads a saved state back defensively', () => {
    expect(DOCUMENT_LIST.normalizeFilters({ statuses: ['CHECKED', 'nonsense'], layoutTypes: [3, -1, 'x'], messages: { unSeen: 'yes' }, surface: [500, 20] })).toEqual({
      ...none,
      statuses: ['CHECKED'],
      layoutTypes: [3],
      surface: [20, 1000],
    });
  });
});

describe('the stand document page’s rules', () => {
  it('sends 404 and 405 to /404, other failures to /erreur, a lost session nowhere', () => {
    expect([404, 405, 403, 500, 0, 401].map(documentsLoadErrorRoute)).toEqual(['/404', '/404', '/erreur', '/erreur', '/erreur', null]);
  });

  it('names the zip after the show, the stand and the Paris time', () => {
    const now = new Date('2027-03-04T08:05:00Z');
    expect(parisStamp(now)).toBe('2027-03-04_0905');
    expect(zipFileName('Salon Démo', 'Lumen / Paris', now)).toBe('Salon Démo - Lumen - Paris - Documents - 2027-03-04_0905.zip');
  });
});
