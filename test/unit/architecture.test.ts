/**
 * The SPA's layers (docs/architecture.md, "Layers"), on the import graph of src/
 * with type imports counted (ESLint's import/no-cycle ignores them, and a type
 * cycle is still two modules that cannot be understood one without the other).
 */
import path from 'node:path';
import { cycles, firstFile, importGraph, sourceFiles } from '../support/importGraph';

const ROOT = path.resolve(__dirname, '../..');
const SRC = path.join(ROOT, 'src');

function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(SRC, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  return firstFile(SRC, [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]);
}

const graph = importGraph(sourceFiles(SRC, /\.tsx?$/), resolve);
const rel = (file: string) => path.relative(SRC, file).split(path.sep).join('/');
const importsOf = (predicate: (module: string) => boolean) =>
  [...graph].filter(([file]) => predicate(rel(file))).flatMap(([file, targets]) => targets.map((t) => `${rel(file)} → ${rel(t)}`));

describe('the SPA layers', () => {
  it('has no import cycle, type imports included', () => {
    expect(cycles(graph).map((component) => component.map((file) => path.relative(ROOT, file)))).toEqual([]);
  });

  it('keeps src/app at the top: nothing below it imports it', () => {
    const intoApp = importsOf((m) => !m.startsWith('app/') && m !== 'index.tsx').filter((edge) => edge.split(' → ')[1].startsWith('app/'));
    expect(intoApp).toEqual([]);
  });

  it('keeps the shared modules below the features: of them they use only the session, the manifest types, the registry and its slots', () => {
    const belowFeatures = (m: string) => !m.startsWith('app/') && !m.startsWith('features/') && m !== 'index.tsx';
    const allowed = (target: string) =>
      target.startsWith('features/session/') || ['features/manifest.ts', 'features/registry.ts', 'features/Slot.tsx'].includes(target);
    const up = importsOf(belowFeatures).filter((edge) => {
      const target = edge.split(' → ')[1];
      return target.startsWith('features/') && !allowed(target);
    });
    expect(up).toEqual([]);
  });

  it('keeps the session below the other features', () => {
    const fromSession = importsOf((m) => m.startsWith('features/session/')).filter((edge) => {
      const target = edge.split(' → ')[1];
      return target.startsWith('features/') && !target.startsWith('features/session/') && target !== 'features/manifest.ts';
    });
    expect(fromSession).toEqual([]);
  });

  it("keeps each feature's views its own: a feature imports no view (.tsx) of another, statically, lazily or relatively", () => {
    const featureOf = (m: string) => /^features\/([^/]+)\//.exec(m)?.[1] ?? null;
    const across = importsOf((m) => featureOf(m) !== null).filter((edge) => {
      const [from, to] = edge.split(' → ');
      return to.endsWith('.tsx') && featureOf(to) !== null && featureOf(to) !== featureOf(from);
    });
    expect(across).toEqual([]);
  });

  it('keeps src/domain pure: it imports only itself', () => {
    const out = importsOf((m) => m.startsWith('domain/')).filter((edge) => !edge.split(' → ')[1].startsWith('domain/'));
    expect(out).toEqual([]);
  });

  it('gives RootState from a leaf module that imports only the slices', () => {
    const fromRootState = importsOf((m) => m === 'state/rootState.ts').map((edge) => edge.split(' → ')[1]);
    expect(fromRootState.every((m) => /Slice\.ts$/.test(m))).toBe(true);
  });
});

describe('the boot order (src/index.tsx)', () => {
  const index = path.join(SRC, 'index.tsx');
  const importsInOrder = [...graph.get(index)!].map(rel);

  it("puts back the kept styles, then asks for the first screen's chunks, before anything else is evaluated", () => {
    expect(importsInOrder.slice(0, 2)).toEqual(['ui/restoreStyles.ts', 'app/firstScreenStart.ts']);
  });

  it('asks for the chunks without evaluating the store or the app first (issue 20)', () => {
    const reached = new Set<string>();
    const visit = (file: string) => {
      if (reached.has(file)) return;
      reached.add(file);
      for (const target of graph.get(file) ?? []) visit(target);
    };
    visit(path.join(SRC, 'app/firstScreenStart.ts'));
    const heavy = ['app/store.ts', 'app/App.tsx'];
    expect(heavy.filter((m) => graph.has(path.join(SRC, m)))).toEqual(heavy);
    expect([...reached].map(rel).filter((m) => heavy.includes(m))).toEqual([]);
  });
});
