/**
 * @jest-environment node
 *
 * The lint rules of the layers (docs/architecture.md, "Layers") as .eslintrc.cjs gives them to each
 * file: every view — any .tsx under src, whatever its folder — and every hook the views read is held
 * to "no I/O"; every feature file is forbidden the views of the other features.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LegacyESLint } from 'eslint/use-at-your-own-risk';

const ROOT = path.resolve(__dirname, '../..');

function files(dir: string, keep: (name: string) => boolean): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full, keep);
    return keep(entry.name) ? [path.relative(ROOT, full)] : [];
  });
}

interface Pattern {
  group?: string[];
  regex?: string;
}

const eslint = new LegacyESLint({ cwd: ROOT });
async function restrictedPatterns(file: string): Promise<Pattern[]> {
  const config = await eslint.calculateConfigForFile(file);
  const rule = config.rules?.['no-restricted-imports'] as [string, { patterns?: Pattern[] }] | undefined;
  return rule?.[1]?.patterns ?? [];
}

const isView = (name: string) => name.endsWith('.tsx') || name === 'hooks.ts' || /^use[A-Z]\w*\.ts$/.test(name);

it('holds every view and every hook to "no I/O", whatever its folder', async () => {
  const views = files(path.join(ROOT, 'src'), isView);
  expect(views).toEqual(expect.arrayContaining(['src/features/stands/bulk/StandBulkActions.tsx', 'src/features/standMessages/PlanCard.tsx']));
  const free: string[] = [];
  for (const file of views) {
    const patterns = await restrictedPatterns(file);
    if (!patterns.some((pattern) => pattern.group?.includes('@/features/session/callApi') && pattern.group.includes('redux-saga'))) free.push(file);
  }
  expect(free).toEqual([]);
});

it("forbids each feature's files the views of the other features, not its own", async () => {
  const features = fs
    .readdirSync(path.join(ROOT, 'src/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const wrong: string[] = [];
  for (const feature of features) {
    for (const file of files(path.join(ROOT, 'src/features', feature), (name) => /\.tsx?$/.test(name))) {
      const regexes = (await restrictedPatterns(file)).flatMap((pattern) => (pattern.regex ? [new RegExp(pattern.regex)] : []));
      const forbidden = (spec: string) => regexes.some((regex) => regex.test(spec));
      const other = feature === 'stands' ? 'shows' : 'stands';
      if (!forbidden(`@/features/${other}/components/Anything`) || !forbidden(`@/features/${other}/SomePanel`)) wrong.push(`${file} may import ${other}'s views`);
      if (forbidden(`@/features/${feature}/components/Anything`) || forbidden(`@/features/${other}/selectors`)) wrong.push(`${file} is refused a module it may import`);
    }
  }
  expect(wrong).toEqual([]);
});
