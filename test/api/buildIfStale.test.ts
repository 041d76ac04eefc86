import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIsStale } from '@server/tools/buildIfStale';

/** A project with a source file and, optionally, a build; times in seconds since the epoch. */
function project(sourceAt: number, builtAt: number | null): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-stale-'));
  fs.mkdirSync(path.join(root, 'src/app'), { recursive: true });
  const source = path.join(root, 'src/app/App.tsx');
  fs.writeFileSync(source, 'export {}');
  fs.utimesSync(path.join(root, 'src/app'), sourceAt, sourceAt);
  fs.utimesSync(path.join(root, 'src'), sourceAt, sourceAt);
  fs.utimesSync(source, sourceAt, sourceAt);
  if (builtAt !== null) {
    fs.mkdirSync(path.join(root, 'dist'));
    fs.writeFileSync(path.join(root, 'dist/index.html'), '<!doctype html>');
    fs.utimesSync(path.join(root, 'dist/index.html'), builtAt, builtAt);
  }
  return root;
}

describe('npm start builds the SPA only when needed', () => {
  it('builds without a build', () => {
    expect(buildIsStale(project(1_000, null))).toBe(true);
  });

  it('reuses a build newer than every source', () => {
    expect(buildIsStale(project(1_000, 2_000))).toBe(false);
  });

  it('builds again when a source changed after the build', () => {
    expect(buildIsStale(project(3_000, 2_000))).toBe(true);
  });
});
