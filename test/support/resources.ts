/** The server's resource declarations, for tests that check them (collected like the app does). */
import path from 'node:path';
import type { ResourceModule } from '@server/resourceModule';
import type { Resource } from '@server/hydra/resource';
import { RESOURCES_DIR, resourceFiles } from '@server/plugins/resources';

/** Every resource of server/resources, synchronously (describe.each needs them at collection time). */
export function allResources(): Resource[] {
  return resourceFiles().flatMap((file) => {
    const module = jest.requireActual<{ default: ResourceModule }>(path.join(RESOURCES_DIR, file)).default;
    return module.resources ?? [];
  });
}
