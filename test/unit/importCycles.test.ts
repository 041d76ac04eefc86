/**
 * No import cycle anywhere in the linted code (src, server, test), type imports, re-exports and
 * dynamic imports included: the check ESLint's import/no-cycle made, stricter (it skips type
 * imports) and at a fraction of its cost (it parsed every file a second time: half the lint's
 * time). The layer tests (architecture.test.ts, serverArchitecture.test.ts) look inside src/
 * and server/; this one also follows the imports between the three folders.
 */
import path from 'node:path';
import { cycles, firstFile, importGraph, sourceFiles } from '../support/importGraph';

const ROOT = path.resolve(__dirname, '../..');
const FOLDERS = ['src', 'server', 'test'].map((folder) => path.join(ROOT, folder));

/** The file an import names (the tsconfig aliases, relative paths, `.js` suffixes), or null for a package. */
function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(ROOT, 'src', spec.slice('@/'.length));
  else if (spec.startsWith('@server/')) base = path.join(ROOT, 'server', spec.slice('@server/'.length));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  const stem = base.replace(/\.js$/, '');
  return firstFile(ROOT, [base, `${stem}.ts`, `${stem}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]);
}

const files = FOLDERS.flatMap((folder) => sourceFiles(folder, /\.tsx?$/));
const graph = importGraph(files, resolve);

describe('the import graph of src, server and test', () => {
  it('reads the imports (a sanity check that the parser sees the code and the aliases)', () => {
    const importsOf = (file: string) => graph.get(path.join(ROOT, file))!.map((target) => path.relative(ROOT, target));
    expect(importsOf('test/unit/importCycles.test.ts')).toEqual(['test/support/importGraph.ts']);
    expect(importsOf('test/support/apiApp.ts')).toEqual(expect.arrayContaining(['server/app.ts', 'test/support/pgUrl.ts']));
    expect(importsOf('server/app.ts').length).toBeGreaterThan(3);
  });

  it('has no cycle, type imports included', () => {
    expect(cycles(graph).map((component) => component.map((file) => path.relative(ROOT, file)))).toEqual([]);
  });
});
