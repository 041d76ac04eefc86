/**
 * @jest-environment node
 *
 * One stand, one status wording everywhere (issue 20, item 12: the header chip read 'En attente
 * de vérification' while the Plans card read 'En cours de vérification'): one label per status,
 * `standStatusLabelId`, and no screen, export or message of the SPA or the API building a status
 * label of its own.
 */
import fs from 'node:fs';
import path from 'node:path';
import en from '../../../i18n/en.json';
import fr from '../../../i18n/fr.json';
import { STAND_STATUSES, standStatusLabelId } from '@/domain/standStatus';

const ROOT = path.resolve(__dirname, '../../..');
const SOURCE = 'src/domain/standStatus.ts';

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

it('gives each status one label, in both languages, different from the others', () => {
  const catalogues = [fr, en] as Array<Record<string, string>>;
  for (const catalogue of catalogues) {
    const labels = STAND_STATUSES.map((status) => catalogue[standStatusLabelId(status)]);
    expect(labels.every((label) => typeof label === 'string' && label.length > 0)).toBe(true);
    expect(new Set(labels).size).toBe(STAND_STATUSES.length);
  }
  expect(fr[standStatusLabelId('pendingPlansVerification') as keyof typeof fr]).toBe('En attente de vérification');
});

it('has every screen, the CSV and the timeline read a status label from the one source', () => {
  // A status label id spelled out elsewhere: `standStatus.${…}`, 'standStatus.<status>', the CSV's prefix by hand.
  const ownLabel = new RegExp(String.raw`standStatus\.\$\{|standStatus\.(?:${STAND_STATUSES.join('|')})\b|labels:\s*'standStatus'`);
  const offenders = [...sources('src'), ...sources('server')]
    .filter((file) => file !== SOURCE)
    .filter((file) => ownLabel.test(fs.readFileSync(path.join(ROOT, file), 'utf8')));
  expect(offenders).toEqual([]);
  // The readers exist and use it (the scan above would pass on an empty tree).
  for (const reader of [
    'src/components/StandStatusChip.tsx',
    'src/features/stands/components/StandStatusLabel.tsx',
    'src/features/stands/components/StandListFilterPanel.tsx',
    'src/features/stands/bulk/StandBulkSummaryDialog.tsx',
    'src/domain/standEvents.ts',
  ]) {
    expect(fs.readFileSync(path.join(ROOT, reader), 'utf8')).toContain('standStatusLabelId(');
  }
  expect(fs.readFileSync(path.join(ROOT, 'server/resources/stands.ts'), 'utf8')).toContain('STAND_STATUS_LABEL_PREFIX');
});
