/**
 * The demo organizer's system beside the app (`npm start` with the demo): the organizer server
 * serving the demo exhibitor file, on DEMO_ORGANIZER_PORT or a free port, and the demo's gl_event
 * source pointed at it (its port follows the server's on each start). A source an admin has
 * pointed elsewhere is left alone.
 */
import type { Pool } from '../db/pool';
import { followDemoOrganizerPort } from '../repositories/sources';
import { DEMO_ORGANIZER } from '../seed/demoExhibitors';
import { demoExhibitors } from '../seed/demoGateway';
import { startOrganizerServer, type OrganizerServer } from './organizerServer';

export async function startDemoOrganizer(pool: Pool, port: number): Promise<OrganizerServer> {
  const server = await startOrganizerServer({
    port,
    username: DEMO_ORGANIZER.username,
    password: DEMO_ORGANIZER.password,
    folders: { [DEMO_ORGANIZER.folder]: { [DEMO_ORGANIZER.fileName]: Buffer.from(JSON.stringify({ exhibitors: demoExhibitors() }, null, 2)) } },
  });
  await followDemoOrganizerPort(pool, server.port, DEMO_ORGANIZER.username);
  return server;
}
