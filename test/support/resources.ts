/** The server's resource declarations, for tests that check them. */
import type { Resource } from '@server/hydra/resource';
import { layoutTypes } from '@server/resources/layoutTypes';
import { shows } from '@server/resources/shows';
import { stands } from '@server/resources/stands';

export function allResources(): Resource[] {
  return [layoutTypes, shows, stands];
}
