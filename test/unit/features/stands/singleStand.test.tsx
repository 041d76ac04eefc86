/**
 * Issue 8 item 5: the exhibitor of one stand looped — 'Retour à la liste des stands' and the side
 * 'Stands' link led to the list, which sends such a user back to the same stand. Now the stand
 * page has no back link for them and the side entry is 'Mon stand', to the stand itself
 * (docs/decisions.md, "One stand, no list").
 */
import '@/app/features';
import { screen } from '@testing-library/react';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { Route, Routes } from 'react-router';
import { singleStandParams } from '@/domain/standListRedirect';
import { showSelected } from '@/features/session/sessionSlice';
import { requestItem, requestList } from '@/entities/sagas';
import { standPageOpened } from '@/features/stands/actions';
import StandPage from '@/features/stands/pages/StandPage';
import { openStandPage } from '@/features/stands/sagas';
import { selectSideMenu } from '@/layouts/selectors';
import { reduce } from '../../helpers/state';
import { renderWithStore } from '../../helpers/render';
import { ADMIN, SHOW_ID, STANDIST, rootState, stand, withList } from './fixtures';

/** The single-stand request's parameters as the list fixtures take them (same list key). */
const singleStandQuery = Object.fromEntries(Object.entries(singleStandParams(SHOW_ID)).map(([k, v]) => [k, String(v)]));

/** The stand 9 loaded, its show current, and the answer to "how many stands for me in this show". */
const state = (roles: string[], standsInShow: number[]) =>
  withList(withList(reduce(rootState(roles), showSelected({ showId: SHOW_ID })), { x: '9' }, [stand(9)]), singleStandQuery, standsInShow.map((id) => stand(id)));

const renderStand = (s: ReturnType<typeof state>) =>
  renderWithStore(
    <Routes>
      <Route path="/stands/:id" element={<StandPage />} />
    </Routes>,
    s,
    '/stands/9',
  );

describe('a standist with one stand in the show', () => {
  it('has no link back to a list that would only send them here', async () => {
    renderStand(state(STANDIST, [9]));
    await screen.findByText('Stand 9');
    expect(screen.queryByText('Retour à la liste des stands')).toBeNull();
  });

  it('finds their stand in the side menu, named so, instead of the stand list', () => {
    expect(selectSideMenu(state(STANDIST, [9])).find((entry) => entry.id === 'stands')).toEqual({ id: 'stands', labelId: 'layout.menu.myStand', to: '/stands/9', activeOn: ['/stands/:id'] });
  });

  it('the stand page asks whether the show holds that stand only', () =>
    expectSaga(openStandPage, standPageOpened({ id: 9 }))
      .withState(withList(rootState(STANDIST), { x: '9' }, [stand(9)]))
      .provide([
        [matchers.call.fn(requestItem), null],
        [matchers.call.fn(requestList), { ids: [9], totalItems: 1 }],
      ])
      .call(requestList, { resource: 'stands', params: singleStandParams(SHOW_ID) })
      .run());
});

describe('everyone else keeps the list', () => {
  it('a standist with several stands goes back to the list', async () => {
    renderStand(state(STANDIST, [9, 10]));
    await screen.findByText('Stand 9');
    expect(screen.getByText('Retour à la liste des stands').closest('a')?.getAttribute('href')).toBe(`/salons/${SHOW_ID}/stands`);
    expect(selectSideMenu(state(STANDIST, [9, 10])).find((entry) => entry.id === 'stands')).toEqual({ id: 'stands', labelId: 'layout.menu.stands', to: `/salons/${SHOW_ID}/stands`, activeOn: ['/stands/:id'] });
  });

  it('an admin on a show of one stand still has the list (no redirect for them)', async () => {
    renderStand(state(ADMIN, [9]));
    await screen.findByText('Stand 9');
    expect(screen.getByText('Retour à la liste des stands')).toBeTruthy();
    expect(selectSideMenu(state(ADMIN, [9])).find((entry) => entry.id === 'stands')?.to).toBe(`/salons/${SHOW_ID}/stands`);
  });

  it('the stand page does not ask for an admin', () =>
    expectSaga(openStandPage, standPageOpened({ id: 9 }))
      .withState(withList(rootState(ADMIN), { x: '9' }, [stand(9)]))
      .provide([[matchers.call.fn(requestItem), null]])
      .not.call.fn(requestList)
      .run());
});
