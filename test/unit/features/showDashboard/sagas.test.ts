import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { rootReducer } from '@/app/store';
import { ApiError } from '@/api/errors';
import { listKey } from '@/api/params';
import { STAND_LIST, standListScope } from '@/domain/standListQuery';
import { entitiesReceived } from '@/entities/entitiesSlice';
import { itemFailed, itemRequested, listRequested } from '@/entities/queriesSlice';
import { requestItem } from '@/entities/sagas';
import {
  DEMAND_CONFIG_FORM,
  ORGANIZER_FORM,
  demandConfigSaveRequested,
  organizerSearchTyped,
  planSummaryCountOpened,
  showDashboardOpened,
  showOrganizerChangeRequested,
  showOrganizerCreateRequested,
} from '@/features/showDashboard/actions';
import { demandConfigsParams, DEMAND_TYPES_PARAMS, ORGANIZER_SEARCH_KEY } from '@/features/showDashboard/queries';
import {
  changeOrganizer,
  createOrganizer,
  openDashboard,
  openSummaryCount,
  saveDemandConfig,
  searchOrganizers,
} from '@/features/showDashboard/sagas';
import { navigate } from '@/lib/navigation';
import { listChanged } from '@/lists/actions';
import { modalOpened } from '@/ui/uiSlice';
import { fakeCallApi } from '../../helpers/fakeApi';
import { loggedInState, reduce } from '../../helpers/state';

const SHOW_ID = 3;
const SUMMARY = {
  '@id': '/backend/shows/3/plan_summary',
  '@type': 'PlanSummary',
  show: '/backend/shows/3',
  totalStands: 150,
  newMessages: 12,
  untreated: 30,
  reportsInProgress: 4,
  reportsClosed: 9,
  validated: 40,
  nonValidated: 110,
  waitingReceipt: 50,
  toVerify: 40,
  toConfirm: 20,
};
const show = (patch = {}) => ({ '@id': '/backend/shows/3', '@type': 'Show', id: SHOW_ID, name: 'Salon Démo 2027', organizer: '/backend/users/5', ...patch });
const violation = (propertyPath: string, message: string) => new ApiError(422, [{ propertyPath, message }], `${propertyPath}: ${message}`);

function stateWithShow(roles = ['ROLE_SUPER_ADMIN']) {
  return reduce(loggedInState(roles), entitiesReceived({ type: 'shows', items: [show() as never] }));
}

describe('dashboard opening', () => {
  it('loads the show, the demand types, the show\'s configs, the organizer for an admin, and keeps the plan summary under the show', () => {
    const api = fakeCallApi(() => SUMMARY);
    return expectSaga(openDashboard, showDashboardOpened({ showId: SHOW_ID }))
      .withReducer(rootReducer, stateWithShow())
      .provide([[matchers.call.fn(requestItem), null], api.providers])
      .call(requestItem, 'shows', SHOW_ID)
      .put.like({ action: { type: itemRequested.type, payload: { resource: 'users', id: 5 } } })
      .put.like({ action: { type: listRequested.type, payload: { resource: 'demandTypes', params: DEMAND_TYPES_PARAMS } } })
      .put.like({ action: { type: listRequested.type, payload: { resource: 'demandConfigs', params: demandConfigsParams(SHOW_ID) } } })
      .put(entitiesReceived({ type: 'planSummaries', items: [{ ...SUMMARY, id: SHOW_ID } as never] }))
      .run()
      .then(({ storeState }) => {
        expect(api.requests).toEqual([{ path: '/shows/3/plan_summary' }]);
        expect(storeState.entities.planSummaries.entities[SHOW_ID]).toMatchObject({ totalStands: 150, toConfirm: 20 });
      });
  });

  it("does not ask an organizer's dashboard for the organizer's account (they may not read users)", () =>
    expectSaga(openDashboard, showDashboardOpened({ showId: SHOW_ID }))
      .withReducer(rootReducer, stateWithShow(['ROLE_ORGANIZER']))
      .provide([[matchers.call.fn(requestItem), null], fakeCallApi(() => SUMMARY).providers])
      .not.put.like({ action: { type: itemRequested.type, payload: { resource: 'users', id: 5 } } })
      .run());

  it('sends an unknown or out-of-scope show to /404 and asks nothing else', () =>
    expectSaga(openDashboard, showDashboardOpened({ showId: 99 }))
      .withState(loggedInState())
      .provide([
        [matchers.call.fn(requestItem), itemFailed({ key: 'shows/99', requestId: 'r', error: { status: 404, violations: [], description: null } })],
        [matchers.call.fn(navigate), undefined],
      ])
      .call(navigate, '/404', { replace: true })
      .not.put.like({ action: { type: listRequested.type } })
      .run());
});

describe('plan summary links', () => {
  const target = { list: STAND_LIST.id, path: '/salons/3/stands', scope: standListScope(SHOW_ID) };

  it('opens the stand list with its filters reset, then set to the count (to confirm: that status only)', () =>
    expectSaga(openSummaryCount, planSummaryCountOpened({ showId: SHOW_ID, count: 'toConfirm' }))
      .withState(loggedInState())
      .provide([[matchers.call.fn(navigate), undefined]])
      .put(listChanged({ ...target, change: { kind: 'reset' } }))
      .put(listChanged({ ...target, change: { kind: 'filters', patch: { statuses: ['pendingPlansConfirmation'] } } }))
      .call(navigate, '/salons/3/stands')
      .run());

  it('opens the whole list for the total', () =>
    expectSaga(openSummaryCount, planSummaryCountOpened({ showId: SHOW_ID, count: 'totalStands' }))
      .withState(loggedInState())
      .provide([[matchers.call.fn(navigate), undefined]])
      .put(listChanged({ ...target, change: { kind: 'reset' } }))
      .not.put.like({ action: { type: listChanged.type, payload: { change: { kind: 'filters' } } } })
      .run());
});

describe('demand settings modal', () => {
  const values = {
    surfaceMin: '12,5',
    // 06/03/2027 08h00 and 11/03/2027 19h00 in Paris, as the pickers give them.
    demandsAfter: '2027-03-06T07:00:00Z',
    demandsBefore: '2027-03-11T18:00:00Z',
  };
  const opened = (state = loggedInState(['ROLE_SUPER_ADMIN'])) => reduce(state, modalOpened({ name: DEMAND_CONFIG_FORM, id: 2 }));

  it("creates the show's config of the type, in UTC, then reads the configs and the show (its Demandes menu) again", () => {
    const api = fakeCallApi(() => ({ '@id': '/backend/demand_configs/8', '@type': 'DemandConfig', id: 8, show: '/backend/shows/3' }));
    return expectSaga(saveDemandConfig, demandConfigSaveRequested({ showId: SHOW_ID, demandTypeIri: '/backend/demand_types/2', configId: null, values }))
      .withReducer(rootReducer, opened())
      .provide(api.providers)
      .put.like({ action: { type: listRequested.type, payload: { resource: 'demandConfigs', params: demandConfigsParams(SHOW_ID) } } })
      .put.like({ action: { type: itemRequested.type, payload: { resource: 'shows', id: SHOW_ID } } })
      .run()
      .then(({ storeState }) => {
        expect(api.requests).toEqual([
          {
            method: 'POST',
            path: '/demand_configs',
            body: {
              show: '/backend/shows/3',
              demandType: '/backend/demand_types/2',
              surfaceMin: 12.5,
              demandsAfter: '2027-03-06T07:00:00Z',
              demandsBefore: '2027-03-11T18:00:00Z',
            },
          },
        ]);
        expect(storeState.ui.modals[DEMAND_CONFIG_FORM].open).toBe(false);
        expect(storeState.ui.toasts.map((toast: { messageId?: string }) => toast.messageId)).toEqual(['showDashboard.saved']);
      });
  });

  it('changes an existing config with a PATCH of its fields alone', () => {
    const api = fakeCallApi(() => ({ '@id': '/backend/demand_configs/8', '@type': 'DemandConfig', id: 8 }));
    return expectSaga(saveDemandConfig, demandConfigSaveRequested({ showId: SHOW_ID, demandTypeIri: '/backend/demand_types/2', configId: 8, values: { ...values, demandsBefore: null } }))
      .withReducer(rootReducer, opened())
      .provide(api.providers)
      .run()
      .then(() => {
        expect(api.requests).toEqual([
          { method: 'PATCH', path: '/demand_configs/8', body: { surfaceMin: 12.5, demandsAfter: '2027-03-06T07:00:00Z', demandsBefore: null } },
        ]);
      });
  });

  it("keeps the modal open with the server's message under the field, and reloads nothing", () =>
    expectSaga(saveDemandConfig, demandConfigSaveRequested({ showId: SHOW_ID, demandTypeIri: '/backend/demand_types/2', configId: 8, values }))
      .withReducer(rootReducer, opened())
      .provide(fakeCallApi(() => violation('demandsBefore', 'La date de fin doit être postérieure à la date de début.')).providers)
      .not.put.like({ action: { type: itemRequested.type, payload: { resource: 'shows', id: SHOW_ID } } })
      .run()
      .then(({ storeState }) => {
        expect(storeState.mutations[DEMAND_CONFIG_FORM].fieldErrors).toEqual({ demandsBefore: 'La date de fin doit être postérieure à la date de début.' });
        expect(storeState.ui.modals[DEMAND_CONFIG_FORM].open).toBe(true);
      }));
});

describe('organizer modal', () => {
  const opened = () => reduce(stateWithShow(), modalOpened({ name: ORGANIZER_FORM }));

  it("sets the chosen organizer as the show's (PATCH) and closes the modal", () => {
    const api = fakeCallApi(() => show({ organizer: '/backend/users/12' }));
    return expectSaga(changeOrganizer, showOrganizerChangeRequested({ showId: SHOW_ID, organizer: '/backend/users/12' }))
      .withReducer(rootReducer, opened())
      .provide(api.providers)
      .run()
      .then(({ storeState }) => {
        expect(api.requests).toEqual([{ method: 'PATCH', path: '/shows/3', body: { organizer: '/backend/users/12' } }]);
        expect(storeState.entities.shows.entities[SHOW_ID]?.organizer).toBe('/backend/users/12');
        expect(storeState.ui.modals[ORGANIZER_FORM].open).toBe(false);
      });
  });

  it('creates the organizer account (role organizer) first, then makes it the show\'s organizer', () => {
    const api = fakeCallApi((request) => {
      if (request.path === '/roles') return { 'hydra:member': [{ '@id': '/backend/roles/4', reference: 'ROLE_ORGANIZER' }] };
      if (request.path === '/users') return { '@id': '/backend/users/31', '@type': 'User', id: 31, firstName: 'Inès', lastName: 'Roux' };
      return show({ organizer: '/backend/users/31' });
    });
    const values = { company: ' Salons Lyon ', lastName: 'Roux', firstName: 'Inès', email: 'ines.roux@example.test', phone: '' };
    return expectSaga(createOrganizer, showOrganizerCreateRequested({ showId: SHOW_ID, values }))
      .withReducer(rootReducer, opened())
      .provide(api.providers)
      .run()
      .then(({ storeState }) => {
        expect(api.requests).toEqual([
          { path: '/roles', params: { reference: 'ROLE_ORGANIZER' } },
          {
            method: 'POST',
            path: '/users',
            body: { company: 'Salons Lyon', lastName: 'Roux', firstName: 'Inès', email: 'ines.roux@example.test', username: 'ines.roux@example.test', phone: null, role: '/backend/roles/4' },
          },
          { method: 'PATCH', path: '/shows/3', body: { organizer: '/backend/users/31' } },
        ]);
        expect(storeState.entities.users.entities[31]).toMatchObject({ firstName: 'Inès' });
        expect(storeState.ui.modals[ORGANIZER_FORM].open).toBe(false);
      });
  });

  it('puts a refused e-mail under its field and does not touch the show', () => {
    const api = fakeCallApi((request) =>
      request.path === '/roles'
        ? { 'hydra:member': [{ '@id': '/backend/roles/4' }] }
        : violation('email', 'Cette adresse e-mail est déjà utilisée par un autre compte.'),
    );
    return expectSaga(createOrganizer, showOrganizerCreateRequested({ showId: SHOW_ID, values: { company: 'A', lastName: 'B', firstName: 'C', email: 'taken@example.test', phone: '' } }))
      .withReducer(rootReducer, opened())
      .provide(api.providers)
      .run()
      .then(({ storeState }) => {
        expect(api.requests.map((r) => r.path)).toEqual(['/roles', '/users']);
        expect(storeState.mutations[ORGANIZER_FORM].fieldErrors).toEqual({ email: 'Cette adresse e-mail est déjà utilisée par un autre compte.' });
        expect(storeState.ui.modals[ORGANIZER_FORM].open).toBe(true);
      });
  });

  it('searches organizers from 2 characters, after a pause', async () => {
    await expectSaga(searchOrganizers, organizerSearchTyped({ search: ' o ' }))
      .not.put.like({ action: { type: listRequested.type } })
      .run();
    await expectSaga(searchOrganizers, organizerSearchTyped({ search: 'ol' }))
      .provide([[matchers.call.fn(() => undefined), undefined]])
      .put.like({
        action: {
          type: listRequested.type,
          payload: { resource: 'users', key: ORGANIZER_SEARCH_KEY, params: { 'role.reference': 'ROLE_ORGANIZER', search: 'ol', itemsPerPage: 10 } },
        },
      })
      .run(1000);
  });
});

it('keeps the search answers under one key', () => {
  expect(ORGANIZER_SEARCH_KEY).not.toBe(listKey('users', {}));
});
