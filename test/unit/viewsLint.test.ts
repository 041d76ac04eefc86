/**
 * @jest-environment node
 *
 * The lint rules of the layers (docs/architecture.md, "Layers") as .eslintrc.cjs gives them to each
 * file: every view — any .tsx under src, whatever its folder — and every hook the views read is held
 * to "no I/O"; every view reads the store through hooks, never the store's own hooks; every feature
 * file is forbidden the views of the other features.
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
  importNames?: string[];
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

it('keeps every view (.tsx, whatever its folder) off the store: it reads hooks, and the hooks read the store', async () => {
  const views = files(path.join(ROOT, 'src'), (name) => name.endsWith('.tsx'));
  const hooks = files(path.join(ROOT, 'src'), isView).filter((file) => !file.endsWith('.tsx'));
  expect(views).toEqual(
    expect.arrayContaining(['src/app/RootLayout.tsx', 'src/lists/components/SavedViewsMenu.tsx', 'src/features/stands/pages/StandPage.tsx', 'src/features/standMessages/PlanCard.tsx']),
  );
  expect(hooks).toEqual(expect.arrayContaining(['src/features/stands/hooks.ts', 'src/lists/useSavedViews.ts']));
  const readsStore = (patterns: Pattern[]) =>
    patterns.some((pattern) => pattern.group?.includes('@/state/hooks')) &&
    patterns.some((pattern) => pattern.group?.includes('react-redux') && pattern.importNames?.includes('useSelector') && pattern.importNames.includes('useDispatch'));
  const wrong: string[] = [];
  for (const file of views) if (!readsStore(await restrictedPatterns(file))) wrong.push(`${file} may read the store`);
  for (const file of hooks) if (readsStore(await restrictedPatterns(file))) wrong.push(`${file} may not read the store`);
  expect(wrong).toEqual([]);
});

it("reports a view's own store reads, not the store's provider nor a hook's reads", async () => {
  // The import graph (import/no-cycle) is not what is checked here, and it is the slow part.
  const linter = new LegacyESLint({ cwd: ROOT, overrideConfig: { rules: { 'import/no-cycle': 'off' } } });
  const refused = async (code: string, filePath: string) =>
    (await linter.lintText(code, { filePath: path.join(ROOT, filePath) }))[0].messages.filter((message) => message.ruleId === 'no-restricted-imports').length;
  expect(await refused("import { useSelector } from 'react-redux';\nexport const a = useSelector;\n", 'src/components/PageLoader.tsx')).toBe(1);
  expect(await refused("import { useAppDispatch } from '@/state/hooks';\nexport const a = useAppDispatch;\n", 'src/features/stands/pages/StandPage.tsx')).toBe(1);
  expect(await refused("import { useAppSelector } from '../state/hooks';\nexport const a = useAppSelector;\n", 'src/app/RootLayout.tsx')).toBe(1);
  expect(await refused("import { Provider } from 'react-redux';\nexport const a = Provider;\n", 'src/app/App.tsx')).toBe(0);
  expect(await refused("import { useAppSelector } from '@/state/hooks';\nexport const a = useAppSelector;\n", 'src/features/stands/hooks.ts')).toBe(0);
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
