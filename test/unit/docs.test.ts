/** docs/architecture.md stays true to the code: every file or folder it names in backticks exists. */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

describe('docs/architecture.md', () => {
  it('names only paths that exist', () => {
    const text = fs.readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');
    const named = [...text.matchAll(/`((?:src|server|test|bench|webpack|docs|i18n|public)\/[\w./<>*-]*)`/g)]
      .map((m) => m[1].replace(/\/$/, ''))
      // Patterns (`src/features/<area>/manifest.ts`, `server/db/migrations/*.sql`) are not paths.
      .filter((p) => !/[<>*]/.test(p));
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter((p) => !fs.existsSync(path.join(ROOT, p)))).toEqual([]);
  });
});
