/**
 * The SPA's layers (docs/architecture.md, "Layers"), on the import graph of src/
 * with type imports counted (ESLint's import/no-cycle ignores them, and a type
 * cycle is still two modules that cannot be understood one without the other).
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const SRC = path.join(ROOT, 'src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(SRC, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (candidate.startsWith(SRC) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*(?:\/\*[^*]*\*\/\s*)?['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g;

/** module → the modules it imports (static, type-only and dynamic alike). */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const text = fs.readFileSync(file, 'utf8');
    const targets = new Set<string>();
    for (const match of text.matchAll(IMPORT)) {
      const target = resolve(file, match[1] ?? match[2] ?? match[3]);
      if (target) targets.add(target);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** Strongly connected components of more than one module (Tarjan). */
function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    indexOf.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, indexOf.get(next)!));
      }
    }
    if (low.get(node) === indexOf.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(path.relative(ROOT, member));
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indexOf.has(node)) visit(node);
  return found;
}

const graph = importGraph();
const rel = (file: string) => path.relative(SRC, file).split(path.sep).join('/');
const importsOf = (predicate: (module: string) => boolean) =>
  [...graph].filter(([file]) => predicate(rel(file))).flatMap(([file, targets]) => targets.map((t) => `${rel(file)} → ${rel(t)}`));

describe('the SPA layers', () => {
  it('has no import cycle, type imports included', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('keeps src/app at the top: nothing below it imports it', () => {
    const intoApp = importsOf((m) => !m.startsWith('app/') && m !== 'index.tsx').filter((edge) => edge.split(' → ')[1].startsWith('app/'));
    expect(intoApp).toEqual([]);
  });

  it('keeps the shared modules below the features: of them they use only the session, the manifest types and the registry', () => {
    const belowFeatures = (m: string) => !m.startsWith('app/') && !m.startsWith('features/') && m !== 'index.tsx';
    const allowed = (target: string) =>
      target.startsWith('features/session/') || target === 'features/manifest.ts' || target === 'features/registry.ts';
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
