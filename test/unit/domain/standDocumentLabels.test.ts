import { contrastRatio } from '@/domain/contrast';
import {
  CHECKED_WITH_DEROGATION,
  STAND_DOCUMENT_STATUSES,
  documentStatusColors,
  documentStatusLabelId,
  otherDocumentStatuses,
  standDocumentStatusOf,
} from '@/domain/standDocumentLabels';

describe('stand document statuses as they read', () => {
  it('label every stand-level status and the checked-with-derogation label, and nothing else', () => {
    expect(STAND_DOCUMENT_STATUSES.map(documentStatusLabelId)).toEqual([
      'standDocuments.status.NOT_RECEIVED',
      'standDocuments.status.TO_CHECK',
      'standDocuments.status.PENDING_INFORMATIONS',
      'standDocuments.status.CHECKED',
      'standDocuments.status.CHECKED_WITH_OPTION',
      'standDocuments.status.REFUSED',
    ]);
    expect(documentStatusLabelId(CHECKED_WITH_DEROGATION)).toBe('standDocuments.status.CHECKED_WITH_DEROGATION');
    expect(documentStatusLabelId('ARCHIVED')).toBeNull();
    expect(documentStatusColors(undefined)).toBeNull();
  });

  it('colour each status so that its text reads at 4.5:1 at least (WCAG AA)', () => {
    for (const status of [...STAND_DOCUMENT_STATUSES, CHECKED_WITH_DEROGATION]) {
      const colors = documentStatusColors(status);
      expect(contrastRatio(colors!.background, colors!.text)).toBeGreaterThanOrEqual(4.5);
    }
    expect(documentStatusColors('NOT_RECEIVED')!.background).not.toBe(documentStatusColors('REFUSED')!.background);
  });

  it('read a stand without a status as not received', () => {
    expect(standDocumentStatusOf(null)).toBe('NOT_RECEIVED');
    expect(standDocumentStatusOf({ reference: 'REFUSED' })).toBe('REFUSED');
    expect(standDocumentStatusOf({ reference: 'nonsense' })).toBe('NOT_RECEIVED');
  });

  it('offer a reviewer every document status but the current one', () => {
    expect(otherDocumentStatuses('CHECKED')).toEqual(['TO_CHECK', 'PENDING_INFORMATIONS', 'CHECKED_WITH_OPTION', 'REFUSED']);
    expect(otherDocumentStatuses(null)).toHaveLength(5);
  });
});
