/**
 * Issue 20, first-load JavaScript: the login screen loads only the public part of the catalogue
 * (webpack/messages-loader.cjs). The private part holds the namespaces of the features that only
 * logged-in screens show, and nothing a visitor may see uses one of its ids.
 */
import fs from 'node:fs';
import path from 'node:path';
import fr from '../../../i18n/fr.json';
import { FEATURES } from '@/app/features';
import parts from '@/intl/catalogueParts.json';

const ROOT = path.join(__dirname, '..', '..', '..');

/** Features whose every route is private and which show something (routes, panels or dialogs). */
const privateFeatureNamespaces = FEATURES.filter((feature) => {
  const shows = (feature.routes?.length ?? 0) + (feature.panels?.length ?? 0) + (feature.overlays?.length ?? 0) > 0;
  return shows && (feature.routes ?? []).every((route) => route.access === 'private');
}).flatMap((feature) => feature.messages ?? []);

/** What a visitor may see: the public features, the public layout, the shared modules. */
const PUBLIC_SOURCES = [
  'src/app',
  'src/api',
  'src/components/LanguageSelect.tsx',
  'src/components/PageLoader.tsx',
  'src/components/FormTextField.tsx',
  'src/components/fieldError.ts',
  'src/entities',
  'src/features/auth',
  'src/features/errors',
  'src/features/legal',
  'src/features/passwordReset',
  'src/features/session',
  'src/intl',
  'src/layouts/Footer.tsx',
  'src/layouts/PublicLayout.tsx',
  'src/layouts/SkipLink.tsx',
  'src/ui',
];

function sourceFiles(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (fs.statSync(full).isFile()) return [full];
  return fs.readdirSync(full, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f)).map((f) => path.join(full, f));
}

describe('the catalogue parts', () => {
  it('put in the private part the namespaces of the logged-in screens only (and the list screens’)', () => {
    expect([...parts.private].sort()).toEqual([...privateFeatureNamespaces, 'list', 'thread'].sort());
  });

  it('leave every id a visitor may meet in the public part', () => {
    const privateIds = new Set(parts.private);
    const ids = Object.keys(fr).filter((id) => privateIds.has(id.split('.')[0]));
    const used = PUBLIC_SOURCES.flatMap(sourceFiles).flatMap((file) => {
      // Code only: a comment's example is not shown.
      const text = fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
      return ids.filter((id) => text.includes(`'${id}'`) || text.includes(`"${id}"`)).map((id) => `${path.relative(ROOT, file)}: ${id}`);
    });
    expect(used).toEqual([]);
  });
});
