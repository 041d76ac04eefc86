/**
 * What a file of server/resources exports by default: its Hydra resources
 * (served by the generic handlers, documented, exported as CSV when declared)
 * and its custom routes. The files are collected by reading the folder
 * (server/plugins/resources.ts): adding a file is all it takes. At the root of server/, not in
 * hydra/: the custom routes receive the app's dependencies (AppDeps, made of the services), and
 * hydra sits below the services.
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './appDeps';
import type { Resource } from './hydra/resource';

export interface ResourceModule {
  resources?: Resource[];
  /** Custom routes, registered under /backend behind the auth hook. */
  routes?: (api: FastifyInstance, deps: AppDeps) => void | Promise<void>;
}

export const defineResourceModule = (module: ResourceModule): ResourceModule => module;
