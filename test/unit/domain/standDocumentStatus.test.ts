import {
  standDocumentMediaStatusId,
  standDocumentStatus,
  standDocumentStatusId,
  STAND_DOCUMENT_MEDIA_STATUSES,
} from '@/domain/standDocumentStatus';

describe("a stand's document status", () => {
  it('is NOT_RECEIVED without a document', () => {
    expect(standDocumentStatus([])).toBe('NOT_RECEIVED');
  });

  it('is the status of its only document', () => {
    for (const status of STAND_DOCUMENT_MEDIA_STATUSES) expect(standDocumentStatus([status])).toBe(status);
  });

  it('is the least advanced of its documents: refused first, then waiting for information, to check, checked with option, checked', () => {
    expect(standDocumentStatus(['CHECKED', 'REFUSED', 'PENDING_INFORMATIONS'])).toBe('REFUSED');
    expect(standDocumentStatus(['CHECKED', 'TO_CHECK', 'PENDING_INFORMATIONS'])).toBe('PENDING_INFORMATIONS');
    expect(standDocumentStatus(['CHECKED', 'CHECKED_WITH_OPTION', 'TO_CHECK'])).toBe('TO_CHECK');
    expect(standDocumentStatus(['CHECKED', 'CHECKED_WITH_OPTION', 'CHECKED'])).toBe('CHECKED_WITH_OPTION');
    expect(standDocumentStatus(['CHECKED', 'CHECKED'])).toBe('CHECKED');
  });

  it('keeps the ids of part 2 §3', () => {
    expect(standDocumentStatusId('NOT_RECEIVED')).toBe(1);
    expect(standDocumentStatusId('TO_CHECK')).toBe(2);
    expect(standDocumentStatusId('REFUSED')).toBe(6);
    expect(standDocumentMediaStatusId('TO_CHECK')).toBe(1);
    expect(standDocumentMediaStatusId('CHECKED')).toBe(3);
    expect(standDocumentMediaStatusId('REFUSED')).toBe(5);
  });
});
