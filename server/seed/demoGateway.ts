/**
 * The demo's gateway (issue 24): the gl_event source reaches the demo organizer's server
 * (server/demo/demoOrganizer.ts, its port set when it starts) with a demo password, encrypted like
 * any other.
 */
import type { PoolClient } from '../db/pool';
import { DEMO_ORGANIZER } from './demoExhibitors';
import { encryptSecret } from '../services/gateway/credentials';

export async function seedDemoGateway(client: PoolClient): Promise<void> {
  await client.query(
    `UPDATE sources SET protocol = 'http', host = '127.0.0.1', username = $1, password_encrypted = $2, base_path = '', entry_point = $3
      WHERE reference = 'gl_event'`,
    [DEMO_ORGANIZER.username, encryptSecret(DEMO_ORGANIZER.password), DEMO_ORGANIZER.fileName],
  );
}
