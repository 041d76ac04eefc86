/**
 * The import graph of a source folder, for the layer tests (test/unit/architecture.test.ts for
 * src/, test/unit/serverArchitecture.test.ts for server/): every import counted, static, type-only,
 * re-exports and dynamic alike (ESLint's import/no-cycle ignores type imports, and a type cycle is
 * still two modules that cannot be understood one without the other).
 */
import fs from 'node:fs';
import path from 'node:path';

/** Every file below `dir` whose name matches `pattern`. */
export function sourceFiles(dir: string, pattern: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full, pattern);
    return pattern.test(entry.name) ? [full] : [];
  });
}

/** The first of `candidates` that is a file inside `within`, or null. */
export const firstFile = (within: string, candidates: string[]): string | null =>
  candidates.find((candidate) => candidate.startsWith(within + path.sep) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) ?? null;

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*(?:\/\*[^*]*\*\/\s*)?['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g;

/** module → the modules it imports; `resolve` names the file an import specifier means (null: outside the graph). */
export function importGraph(files: string[], resolve: (from: string, spec: string) => string | null): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    const targets = new Set<string>();
    for (const match of text.matchAll(IMPORT)) {
      const target = resolve(file, match[1] ?? match[2] ?? match[3]);
      if (target && target !== file) targets.add(target);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** Strongly connected components of more than one node (Tarjan), each sorted, in a stable order. */
export function cycles(graph: Map<string, string[]>): string[][] {
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
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!indexOf.has(node)) visit(node);
  return found.sort((a, b) => a[0].localeCompare(b[0]));
}

/** One shortest cycle through `start` inside its component (breadth-first), as the nodes met: [start, b, …, start]. */
export function shortestCycle(graph: Map<string, string[]>, component: string[], start = component[0]): string[] {
  const members = new Set(component);
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const route = [node];
        while (route[0] !== start) route.unshift(cameFrom.get(route[0])!);
        return [...route, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return component;
}
