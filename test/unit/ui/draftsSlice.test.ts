import { loggedOut } from '@/state/actions';
import { logoutRequested, tokenReceived } from '@/features/session/sessionSlice';
import { draftDiscarded, draftSaved } from '@/ui/draftsSlice';
import { selectDraft } from '@/ui/selectors';
import { initialState, makeJwt, reduce } from '../helpers/state';

const login = (userId: number) => tokenReceived({ token: makeJwt({ user_id: userId }), refreshToken: 'r', payload: { roles: [], user_id: userId, username: 'u', exp: 0, user_informations: { email: 'u@x.fr' } } });
const KEY = 'reports/form:stand-5:new';

describe('form drafts', () => {
  it('are the user’s own: another login on the same browser does not read them, the author finds them again', () => {
    const typed = reduce(initialState(), login(7), draftSaved({ key: KEY, values: { name: 'Fuite' } }));
    expect(selectDraft(typed, KEY)).toEqual({ name: 'Fuite' });
    // The session expires, someone else logs in.
    const other = reduce(typed, loggedOut(), login(8));
    expect(selectDraft(other, KEY)).toBeUndefined();
    expect(selectDraft(reduce(other, loggedOut(), login(7)), KEY)).toEqual({ name: 'Fuite' });
  });

  it('are erased by an explicit logout, and one by one once sent or discarded', () => {
    const typed = reduce(initialState(), login(7), draftSaved({ key: KEY, values: { name: 'Fuite' } }), draftSaved({ key: 'other', values: { a: 1 } }));
    expect(selectDraft(reduce(typed, draftDiscarded(KEY)), KEY)).toBeUndefined();
    expect(selectDraft(reduce(typed, draftDiscarded(KEY)), 'other')).toEqual({ a: 1 });
    const out = reduce(typed, logoutRequested(), loggedOut(), login(7));
    expect(selectDraft(out, 'other')).toBeUndefined();
  });

  it('keep nothing without a user', () => {
    expect(selectDraft(reduce(initialState(), draftSaved({ key: KEY, values: { name: 'x' } })), KEY)).toBeUndefined();
  });
});
