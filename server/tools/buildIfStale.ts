/**
 * `npm start`'s first step: builds the SPA only when dist/ is missing or older than
 * what it is built from (src, i18n, public, the webpack and babel configs, the lock
 * file), so a second start takes seconds instead of a rebuild.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
export const BUILD_INPUTS = ['src', 'i18n', 'public', 'webpack', 'webpack.config.ts', 'babel.config.js', 'package-lock.json', 'package.json'];

/** The newest modification time (ms) of a file or of any file below a folder; 0 when absent. */
export function newestChange(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(target).reduce((newest, name) => Math.max(newest, newestChange(path.join(target, name))), stat.mtimeMs);
}

/** True when `distDir` has no index.html or one older than any build input under `root`. */
export function buildIsStale(root: string, distDir = path.join(root, 'dist'), inputs = BUILD_INPUTS): boolean {
  const built = path.join(distDir, 'index.html');
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  return inputs.some((input) => newestChange(path.join(root, input)) > builtAt);
}

if (require.main === module) {
  if (buildIsStale(ROOT)) {
    console.log('Building the SPA (sources changed since the last build)…');
    const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    process.exit(result.status ?? 1);
  }
  console.log('The SPA build is up to date: not rebuilt.');
}
