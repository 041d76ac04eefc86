/** Whose turn in the demo data (server/seed/demoTurns.ts): stands late on each side, some on time. */
import { seededDemo } from '../../support/seededDemo';

const demo = seededDemo();

it('shows support stands late on the team’s side and on time, and exhibitors late after a passed deadline', async () => {
  const api = await demo.loginAs('support@demo.test');
  const shows = (await api.get('/backend/shows?pagination=false')).body['hydra:member'] as Array<{ id: number; name: string }>;
  const demoShow = shows.find((s) => s.name === 'Salon Démo 2027')!;
  const lyon = shows.find((s) => s.name === 'Salon du Meuble de Lyon 2026')!;
  const team = (await api.get(`/backend/stands?show=${demoShow.id}&turn=team&order[turnSince]=asc&itemsPerPage=200`)).body['hydra:member'] as Array<{ late: boolean }>;
  expect(team.filter((s) => s.late).length).toBeGreaterThan(0);
  expect(team.filter((s) => !s.late)).toHaveLength(3);
  // Oldest first: the late ones lead.
  expect(team[0].late).toBe(true);
  const lateExhibitors = await api.get(`/backend/stands?show=${lyon.id}&turn=exhibitor&late=true`);
  expect(lateExhibitors.body['hydra:totalItems']).toBeGreaterThan(0);
});

it("dates each stand's 'Mise à jour' by its history, and its layouts in the stand's first days", async () => {
  const { pool } = demo.ctx;
  // Each stand whose thread brought its status: the list's date is that message's.
  const { rows: byThread } = await pool.query<{ id: number; updated_at: Date; brought_at: Date }>(
    `SELECT s.id, s.updated_at, max(e.at) AS brought_at
       FROM stands s JOIN stand_events e ON e.stand_id = s.id AND e.kind = 'message' AND e.details->>'newStandStatus' = s.status
      GROUP BY s.id`,
  );
  expect(byThread.length).toBeGreaterThan(10);
  const api = await demo.loginAs('support@demo.test');
  for (const stand of byThread.slice(0, 5)) {
    const { body } = await api.get(`/backend/stands/${stand.id}`);
    expect(new Date(body.updatedAt).getTime()).toBe(stand.brought_at.getTime());
  }
  expect(byThread.filter((s) => s.updated_at.getTime() < s.brought_at.getTime())).toEqual([]);
  // The layouts' history events are dated with the layouts, a few days after their stand's creation.
  const { rows: layouts } = await pool.query<{ count: string; outside: string }>(
    `SELECT count(*) AS count,
            count(*) FILTER (WHERE e.at <> l.created_at OR e.at < s.created_at OR e.at > s.created_at + interval '5 days') AS outside
       FROM stand_events e JOIN stand_layouts l ON l.id = (e.details->>'layoutId')::int JOIN stands s ON s.id = e.stand_id
      WHERE e.kind = 'layoutAdded'`,
  );
  expect(Number(layouts[0].count)).toBeGreaterThan(50);
  expect(layouts[0].outside).toBe('0');
});
