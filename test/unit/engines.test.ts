/**
 * `npm ci` on the Node the project claims (package.json `engines.node`) prints no EBADENGINE
 * warning: every package of package-lock.json accepts the lowest Node version of that range, and
 * the Node running the tests when it is within the range.
 */
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

const root = path.join(__dirname, '..', '..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
const project = readJson('package.json') as { engines: { node: string } };
const lock = readJson('package-lock.json') as { packages: Record<string, { version?: string; engines?: unknown }> };

/** The node range of an `engines` entry: an object (`{node: '>=18'}`) or an old array (`['node >= 0.8']`). */
function nodeRange(engines: unknown): string | null {
  if (Array.isArray(engines)) {
    const entry = engines.find((e): e is string => typeof e === 'string' && /^\s*node\b/.test(e));
    return entry ? entry.replace(/^\s*node\s*/, '') : null;
  }
  if (engines && typeof engines === 'object' && typeof (engines as { node?: unknown }).node === 'string') {
    return (engines as { node: string }).node;
  }
  return null;
}

/** Installed packages whose engines.node excludes `version`, as 'path@version (range)'. */
function refusing(version: string): string[] {
  return Object.entries(lock.packages)
    .filter(([key]) => key !== '')
    .map(([key, entry]) => ({ key, entry, range: nodeRange(entry.engines) }))
    .filter(({ range }) => range !== null && !semver.satisfies(version, range as string, { includePrerelease: true }))
    .map(({ key, entry, range }) => `${key.replace(/^.*node_modules\//, '')}@${entry.version} (${range})`);
}

describe('engines', () => {
  const lowest = semver.minVersion(project.engines.node)?.version;

  it('the project claims a Node 20 range', () => {
    expect(lowest && semver.major(lowest)).toBe(20);
  });

  it('every package of the lock file accepts the lowest Node the project claims', () => {
    expect(refusing(lowest as string)).toEqual([]);
  });

  it('every package of the lock file accepts the Node running the tests, when the project accepts it', () => {
    if (!semver.satisfies(process.version, project.engines.node)) return;
    expect(refusing(process.version)).toEqual([]);
  });

  it('reads both forms of engines', () => {
    expect(nodeRange({ node: '>=22' })).toBe('>=22');
    expect(nodeRange(['node >= 0.8.0'])).toBe('>= 0.8.0');
    expect(nodeRange({ npm: '>=7' })).toBeNull();
  });
});
