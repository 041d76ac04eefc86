/**
 * The API's resources, collected from server/resources: every file there
 * default-exports a ResourceModule (server/resourceModule.ts), read in name order.
 * Each resource gets the generic handlers and, when it declares one, its CSV
 * export; the documentation lists them all; then each file's custom routes.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../appDeps';
import { registerCsvExport } from '../hydra/csvExport';
import { originResolver, registerDocsRoutes } from '../hydra/docs';
import { registerResource } from '../hydra/routes';
import type { ResourceModule } from '../resourceModule';
import type { Resource } from '../hydra/resource';

export const RESOURCES_DIR = path.join(__dirname, '..', 'resources');

/** Module files of a folder: .ts/.js, no declarations or tests, sorted by name. */
export function resourceFiles(dir = RESOURCES_DIR): string[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /\.(ts|js|mts|mjs)$/.test(f) && !/\.d\.ts$|\.test\./.test(f))
    .sort();
}

let loaded: Promise<Array<{ file: string; module: ResourceModule }>> | null = null;

/** Every module of server/resources, imported once. */
export function loadResourceModules(): Promise<Array<{ file: string; module: ResourceModule }>> {
  loaded ??= Promise.all(
    resourceFiles().map(async (file) => {
      const imported = (await import(path.join(RESOURCES_DIR, file))) as { default?: ResourceModule & { default?: ResourceModule } };
      // Through CommonJS interop the module's default can arrive one level down.
      const module = imported.default?.default ?? imported.default;
      if (!module || typeof module !== 'object') throw new Error(`server/resources/${file} has no default export (a ResourceModule)`);
      return { file, module };
    }),
  );
  return loaded;
}

/** Every collected resource (what /backend/docs.jsonld documents). */
export async function loadResources(): Promise<Resource[]> {
  return (await loadResourceModules()).flatMap(({ module }) => module.resources ?? []);
}

export default async function resources(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const modules = await loadResourceModules();
  const all = modules.flatMap(({ module }) => module.resources ?? []);
  const types = new Set<string>();
  for (const resource of all) {
    if (types.has(resource.type)) throw new Error(`resource type ${resource.type} declared twice`);
    types.add(resource.type);
  }
  registerDocsRoutes(api, all, originResolver(deps.config.publicUrl));
  for (const resource of all) {
    registerCsvExport(api, resource, deps.pool);
    registerResource(api, resource, deps.pool, deps);
  }
  for (const { module } of modules) await module.routes?.(api, deps);
}
