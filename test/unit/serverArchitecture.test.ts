/**
 * The API's layers (docs/architecture.md, "Server layers"), on the import graph of
 * server/ with type imports counted, as test/unit/architecture.test.ts does for
 * the SPA: no two files, and no two top-level folders of server/, import each
 * other even indirectly. A folder cycle (resources → services → resources) is
 * two layers that cannot be read or changed one without the other.
 */
import path from 'node:path';
import { cycles, firstFile, importGraph, shortestCycle, sourceFiles } from '../support/importGraph';

const ROOT = path.resolve(__dirname, '../..');
const SERVER = path.join(ROOT, 'server');

/** The file an import names, or null for a package and for src/ (outside this graph: src/domain imports nothing of server/). */
function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@server/')) base = path.join(SERVER, spec.slice('@server/'.length));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  return firstFile(SERVER, [base, `${base.replace(/\.js$/, '')}.ts`, path.join(base, 'index.ts')]);
}

const graph = importGraph(sourceFiles(SERVER, /\.ts$/), resolve);
const rel = (file: string) => path.relative(SERVER, file).split(path.sep).join('/');
/** A file's top-level place in server/: its first folder (resources, services, hydra…), or the file itself at the root (app.ts). */
const topLevel = (file: string) => rel(file).split('/')[0];

describe('the server layers', () => {
  it('reads the import graph (a sanity check that the parser sees the code)', () => {
    expect(graph.size).toBeGreaterThan(50);
    expect(graph.get(path.join(SERVER, 'app.ts'))!.length).toBeGreaterThan(3);
  });

  it('has no file import cycle, type imports, re-exports and dynamic imports included', () => {
    const found = cycles(graph).map((component) => shortestCycle(graph, component).map(rel).join(' → '));
    expect(found).toEqual([]);
  });

  it('has no cycle between the top-level folders of server/ (a folder importing itself is fine)', () => {
    const folderGraph = new Map<string, string[]>();
    /** "from → to" between folders: the file imports that make the arrow. */
    const importsBetween = new Map<string, string[]>();
    for (const [from, targets] of graph) {
      const out = new Set(folderGraph.get(topLevel(from)));
      for (const to of targets) {
        if (topLevel(to) === topLevel(from)) continue;
        out.add(topLevel(to));
        const arrow = `${topLevel(from)} → ${topLevel(to)}`;
        importsBetween.set(arrow, [...(importsBetween.get(arrow) ?? []), `${rel(from)} → ${rel(to)}`]);
      }
      folderGraph.set(topLevel(from), [...out]);
    }
    // Per tangle of folders: a shortest cycle through each of them, and the file imports on those cycles' arrows.
    const found = cycles(folderGraph).map((component) => {
      const routes = component.map((start) => shortestCycle(folderGraph, component, start));
      const arrows = new Set(routes.flatMap((route) => route.slice(1).map((to, i) => `${route[i]} → ${to}`)));
      return {
        cycles: [...new Set(routes.map((route) => route.join(' → ')))],
        imports: [...arrows].sort().flatMap((arrow) => importsBetween.get(arrow) ?? []),
      };
    });
    expect(found).toEqual([]);
  });
});
