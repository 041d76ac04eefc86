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
