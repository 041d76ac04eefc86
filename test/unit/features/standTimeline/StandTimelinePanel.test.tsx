import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectSaga } from 'redux-saga-test-plan';
import type { RootState } from '@/app/store';
import { listKey } from '@/api/params';
import type { StandEvent } from '@/domain/api';
import { entitiesReceived } from '@/entities/entitiesSlice';
import { deleteSucceeded, saveSucceeded } from '@/entities/mutationsSlice';
import { listRequested, listSucceeded, queriesInvalidated } from '@/entities/queriesSlice';
import StandTimelinePanel from '@/features/standTimeline/StandTimelinePanel';
import { timelineParams } from '@/features/standTimeline/hooks';
import { invalidateTimeline } from '@/features/standTimeline/sagas';
import { renderWithStore } from '../../helpers/render';
import { loggedInState, reduce } from '../../helpers/state';

const STAND_ID = 12;

const event = (id: number, kind: string, details: Record<string, unknown>, actor: string | null, at = '2027-03-04T08:05:00+00:00'): StandEvent => ({
  '@id': `/backend/stand_events/${id}`,
  '@type': 'StandEvent',
  id,
  stand: `/backend/stands/${STAND_ID}`,
  kind,
  actor: actor ? { id: id + 100, fullName: actor } : null,
  at,
  details,
});

/** The state once the first page of `kinds` answered with `events` out of `total`. */
function loaded(roles: string[], events: StandEvent[], total = events.length, kinds: string[] = []): RootState {
  const request = listRequested({ resource: 'standEvents', params: timelineParams(STAND_ID, kinds, 1) });
  return reduce(
    loggedInState(roles),
    request,
    entitiesReceived({ type: 'standEvents', items: events }),
    listSucceeded({ key: request.payload.key, requestId: request.payload.requestId, ids: events.map((e) => e.id), totalItems: total, fetchedAt: 1 }),
  );
}

const requestedKeys = (dispatched: Array<{ type: string; payload?: unknown }>) =>
  dispatched.filter((a) => a.type === listRequested.type).map((a) => (a.payload as { key: string }).key);

const render = (state: RootState) => renderWithStore(<StandTimelinePanel standId={STAND_ID} />, state, `/stands/${STAND_ID}`);

describe('StandTimelinePanel', () => {
  it('asks for the first page of the stand’s events, every kind', () => {
    const { dispatched } = render(loggedInState(['ROLE_ORGANIZER']));
    expect(requestedKeys(dispatched)).toEqual([listKey('standEvents', { stand: STAND_ID, page: 1 })]);
  });

  it('lists the events newest first with their sentence, who and when', () => {
    render(
      loaded(['ROLE_ADMIN'], [
        event(3, 'seen', {}, 'Sophie Durand', '2027-03-04T09:00:00+00:00'),
        event(2, 'message', { messageId: 9, newStandStatus: null }, 'Emma Bernard'),
        event(1, 'status', { from: 'waitingForPlans', to: 'pendingPlansVerification' }, null),
      ]),
    );
    const block = within(screen.getByRole('region', { name: 'Historique' }));
    const items = block.getAllByRole('listitem').map((li) => li.textContent);
    expect(items[0]).toContain('Marqué comme vu par Sophie Durand');
    expect(items[0]).toContain('04/03/2027 10h00');
    expect(items[1]).toContain('Message d’Emma Bernard');
    expect(items[1]).toContain('Emma Bernard · 04/03/2027 09h05');
    expect(items[2]).toContain('Statut : En attente de plans → En attente de vérification');
    expect(items[2]).toContain('Auteur inconnu');
    expect(block.queryByRole('button', { name: 'Voir plus' })).toBeNull();
  });

  it('asks for the chosen kinds when a filter is toggled, and for every kind again when it is untoggled', async () => {
    const user = userEvent.setup();
    const { dispatched } = render(loaded(['ROLE_ADMIN'], [event(1, 'edited', { fields: ['name'] }, 'Sophie Durand')]));
    await user.click(screen.getByRole('button', { name: 'Aménagements' }));
    expect(requestedKeys(dispatched)).toContain(
      listKey('standEvents', { stand: STAND_ID, kind: ['layoutAdded', 'layoutChanged', 'layoutRemoved'], page: 1 }),
    );
    await user.click(screen.getByRole('button', { name: 'Statut' }));
    expect(requestedKeys(dispatched).at(-1)).toBe(
      listKey('standEvents', { stand: STAND_ID, kind: ['status', 'layoutAdded', 'layoutChanged', 'layoutRemoved'], page: 1 }),
    );
    expect(screen.getByRole('button', { name: 'Statut' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('offers the triage filter to the staff only', () => {
    render(loaded(['ROLE_STANDIST'], []));
    expect(screen.getByRole('button', { name: 'Messages' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Vu / traité' })).toBeNull();
  });

  it('says when there is nothing to show', () => {
    render(loaded(['ROLE_ORGANIZER'], []));
    expect(screen.getByText('Aucun événement pour ce stand.')).toBeTruthy();
  });

  it("asks for the next 50 with 'Voir plus'", async () => {
    const user = userEvent.setup();
    const events = Array.from({ length: 50 }, (_, i) => event(100 - i, 'edited', { fields: ['hall'] }, 'Sophie Durand'));
    const { dispatched } = render(loaded(['ROLE_ORGANIZER'], events, 120));
    await user.click(screen.getByRole('button', { name: 'Voir plus' }));
    expect(requestedKeys(dispatched)).toContain(listKey('standEvents', { stand: STAND_ID, page: 2 }));
  });
});

describe('standTimeline sagas', () => {
  it('makes the timelines stale after any other write', async () => {
    await expectSaga(invalidateTimeline, saveSucceeded({ resource: 'standLayouts', key: 'k', id: 1 }))
      .put(queriesInvalidated({ resource: 'standEvents' }))
      .run();
    await expectSaga(invalidateTimeline, deleteSucceeded({ resource: 'stands', key: 'k', id: 1 }))
      .put(queriesInvalidated({ resource: 'standEvents' }))
      .run();
  });
});
