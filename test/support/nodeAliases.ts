/**
 * The import aliases (`@/x` = src/x, `@server/x` = server/x) for code jest loads
 * outside its module registry (globalSetup / globalTeardown run under plain
 * Node require, without moduleNameMapper). Imported first by those files.
 */
import Module from 'node:module';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
const ALIASES: Array<[string, string]> = [
  ['@/', path.join(ROOT, 'src') + path.sep],
  ['@server/', path.join(ROOT, 'server') + path.sep],
];

type Resolve = (request: string, ...rest: unknown[]) => string;
const mod = Module as unknown as { _resolveFilename: Resolve };
const original = mod._resolveFilename;
if (!(original as { aliased?: boolean }).aliased) {
  const resolve: Resolve = function (this: unknown, request, ...rest) {
    for (const [prefix, target] of ALIASES) {
      if (request.startsWith(prefix)) return original.call(this, target + request.slice(prefix.length), ...rest);
    }
    return original.call(this, request, ...rest);
  };
  (resolve as { aliased?: boolean }).aliased = true;
  mod._resolveFilename = resolve;
}
