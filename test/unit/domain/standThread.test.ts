import { authorRoleLabelId, canWriteOnStand, formatFileSize, formFieldOf, writeBlockedReasonId } from '@/domain/standThread';

describe('the stand thread', () => {
  it('names an author by their stand role, staff as Organisateur', () => {
    expect(authorRoleLabelId('ROLE_STANDIST_EXHIBITOR')).toBe('role.ROLE_STANDIST_EXHIBITOR');
    expect(authorRoleLabelId('ROLE_STANDIST_DECORATOR')).toBe('role.ROLE_STANDIST_DECORATOR');
    expect(authorRoleLabelId(null)).toBe('standMessages.author.staff');
    expect(authorRoleLabelId('ROLE_ADMIN')).toBe('standMessages.author.staff');
  });

  it('lets one write only on an enabled show, with the permission', () => {
    expect(canWriteOnStand(true, true)).toBe(true);
    expect(canWriteOnStand(false, true)).toBe(false);
    expect(canWriteOnStand(undefined, true)).toBe(false);
    expect(canWriteOnStand(true, false)).toBe(false);
  });

  it('says why the composer is read-only', () => {
    expect(writeBlockedReasonId(true, true)).toBeNull();
    expect(writeBlockedReasonId(undefined, false)).toBeNull();
    expect(writeBlockedReasonId(false, true)).toBe('standMessages.compose.showClosed');
    expect(writeBlockedReasonId(true, false)).toBe('standMessages.compose.forbidden');
  });

  it('gives file sizes in the language shown', () => {
    expect(formatFileSize(512, 'fr')).toBe('512 o');
    expect(formatFileSize(12_800, 'fr')).toBe('12,5 Ko');
    expect(formatFileSize(12_800, 'en')).toBe('12.5 KB');
    expect(formatFileSize(3 * 1024 * 1024, 'en')).toBe('3 MB');
  });
});

describe('formFieldOf: the thread wire’s violation paths on the forms’ fields', () => {
  it.each([
    ['message.content', 'message'],
    ['content', 'message'],
    ['message.attachments', 'files'],
    ['message.attachments[3]', 'files'],
    ['attachments[0]', 'files'],
    ['confirmationLastName', 'confirmation.lastName'],
    ['confirmationWasteDisposal', 'confirmation.wasteDisposal'],
    ['newStandStatus', 'newStandStatus'],
    ['stand', 'stand'],
    ['message', 'message'],
  ])('%s → %s', (path, field) => {
    expect(formFieldOf(path)).toBe(field);
  });
});
