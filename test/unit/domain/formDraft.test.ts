import { draftOf, hasChanges, restoredValues, storableValues } from '@/domain/formDraft';

const photo = new File(['x'], 'photo.jpg', { type: 'image/jpeg' });

describe('what a form draft keeps', () => {
  it('keeps the typed values, never files nor passwords', () => {
    expect(storableValues({ name: 'Fuite', photos: [photo], logo: photo, plainPassword: 'secret123', tags: ['a'] })).toEqual({ name: 'Fuite', tags: ['a'] });
  });

  it('keeps nothing while the values are the form’s own', () => {
    expect(draftOf({ name: '', photos: [] }, { name: '', photos: [] })).toBeNull();
    // Only a file chosen: nothing that can be kept.
    expect(draftOf({ name: '', photos: [photo] }, { name: '', photos: [] })).toBeNull();
    expect(draftOf({ name: 'Fuite', photos: [photo] }, { name: '', photos: [] })).toEqual({ name: 'Fuite' });
  });

  it('counts a chosen file as a change (the dialog asks before closing), an emptied list not', () => {
    const pristine = { name: '', photos: [] as File[] };
    expect(hasChanges({ name: '', photos: [photo] }, pristine)).toBe(true);
    expect(hasChanges({ name: '', photos: [] }, pristine)).toBe(false);
    expect(hasChanges({ name: 'x', photos: [] }, pristine)).toBe(true);
  });

  it('reopens the form on the draft, on the form’s own fields only', () => {
    const pristine = { name: '', comment: '', photos: [] as File[] };
    expect(restoredValues(pristine, { name: 'Fuite', removed: 'old' })).toEqual({ name: 'Fuite', comment: '', photos: [] });
    expect(restoredValues(pristine, undefined)).toBe(pristine);
  });
});
