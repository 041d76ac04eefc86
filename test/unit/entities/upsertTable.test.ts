import reducer, { entitiesReceived, entityRemoved } from '@/entities/entitiesSlice';
import { upsertTable } from '@/entities/upsertTable';

type Row = { id: number; name: string; status?: string; exhibitor?: { name: string } | null };

const empty = { ids: [] as number[], entities: {} as Record<number, Row> };

describe('upsertTable', () => {
  it('appends new items in arrival order and merges known ones without erasing their other fields', () => {
    const first = upsertTable<Row, number>(empty, [
      { id: 3, name: 'Atelier Lumière', status: 'waitingForPlans' },
      { id: 1, name: 'Maison Dupré' },
    ]);
    const second = upsertTable<Row, number>(first, [{ id: 1, name: 'Maison Dupré et fils' }, { id: 7, name: 'Stand Étoile' }, { id: 3, name: 'Atelier Lumière' }]);
    expect(second.ids).toEqual([3, 1, 7]);
    expect(second.entities[3]).toEqual({ id: 3, name: 'Atelier Lumière', status: 'waitingForPlans' });
    expect(second.entities[1]).toEqual({ id: 1, name: 'Maison Dupré et fils' });
  });

  it('lists an id given twice in one batch once, with the later values', () => {
    const table = upsertTable<Row, number>(empty, [{ id: 5, name: 'Avant' }, { id: 5, name: 'Après', status: 'validatedPlans' }]);
    expect(table.ids).toEqual([5]);
    expect(table.entities[5]).toEqual({ id: 5, name: 'Après', status: 'validatedPlans' });
  });

  it('leaves the table it was given as it was and returns frozen rows, nested objects included', () => {
    const before = upsertTable<Row, number>(empty, [{ id: 1, name: 'A', exhibitor: { name: 'Élodie Durand' } }]);
    const after = upsertTable<Row, number>(before, [{ id: 1, name: 'B' }]);
    expect(before.entities[1].name).toBe('A');
    expect(after.entities[1].exhibitor).toBe(before.entities[1].exhibitor);
    expect(Object.isFrozen(after.entities[1])).toBe(true);
    expect(Object.isFrozen(before.entities[1].exhibitor)).toBe(true);
    expect(() => {
      (after.entities[1] as { name: string }).name = 'C';
    }).toThrow(TypeError);
  });

  it('gives back the same table for an empty batch (selectors keep their results)', () => {
    const table = upsertTable<Row, number>(empty, [{ id: 1, name: 'A' }]);
    expect(upsertTable<Row, number>(table, [])).toBe(table);
  });
});

describe('the entities reducer', () => {
  it('keeps the rows of other types and the untouched rows of the same type by reference', () => {
    let state = reducer(undefined, entitiesReceived({ type: 'stands', items: [{ id: 1, name: 'Un' }, { id: 2, name: 'Deux' }] as never }));
    state = reducer(state, entitiesReceived({ type: 'shows', items: [{ id: 9, name: 'Salon' }] as never }));
    const standsBefore = state.stands;
    const next = reducer(state, entitiesReceived({ type: 'stands', items: [{ id: 2, name: 'Deux bis' }] as never }));
    expect(next.shows).toBe(state.shows);
    expect(next.stands.entities[1]).toBe(standsBefore.entities[1]);
    expect((next.stands.entities[2] as unknown as Row).name).toBe('Deux bis');
    expect(next.stands.ids).toEqual([1, 2]);
    const removed = reducer(next, entityRemoved({ type: 'stands', id: 1 }));
    expect(removed.stands.ids).toEqual([2]);
  });
});
