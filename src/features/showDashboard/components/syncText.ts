/** The sync card's and the preview dialog's words for a report (issue 24): its counts, its result, a change's stand. */
import type { IntlShape } from 'react-intl';
import type { ShowSyncReport, SyncChange, SyncCounts } from '@/domain/api';
import { reportErrorMessageId, SYNC_COUNT_FIELDS, syncCountLabelId } from '@/domain/gatewayView';

/** A message id the catalogue may lack (the server's own ids): its words when known, else the id itself. */
export const knownMessage = (intl: IntlShape, id: string, values?: Record<string, string | number>): string =>
  intl.messages[id] !== undefined ? intl.formatMessage({ id }, values) : id;

/** 'Nouveaux : 3 · Modifiés : 2 …', the counts that are not zero ('Aucun changement' when none). */
export function countsText(intl: IntlShape, counts: SyncCounts | null): string {
  const parts = SYNC_COUNT_FIELDS.filter((field) => (counts?.[field] ?? 0) > 0).map((field) =>
    intl.formatMessage({ id: 'showSync.countItem' }, { label: intl.formatMessage({ id: syncCountLabelId(field) }), n: counts?.[field] ?? 0 }),
  );
  return parts.length ? parts.join(' · ') : intl.formatMessage({ id: 'showSync.noChange' });
}

/** A finished run's result: 'Réussie' with its counts, or 'Échec' with its reason translated. */
export function resultText(intl: IntlShape, report: ShowSyncReport): string {
  if (report.status === 'running') return intl.formatMessage({ id: 'showSync.status.running' });
  if (report.status === 'succeeded') return `${intl.formatMessage({ id: 'showSync.status.succeeded' })} — ${countsText(intl, report.counts)}`;
  return `${intl.formatMessage({ id: 'showSync.status.failed' })} — ${knownMessage(intl, reportErrorMessageId(report), report.errorParams ?? undefined)}`;
}

/** The stand a change is about: its name, else the organizer's token, else the file's row. */
export function changeSubject(intl: IntlShape, change: SyncChange): string {
  return change.standName ?? change.tokenIdentifier ?? (change.row !== undefined ? intl.formatMessage({ id: 'showSync.change.row' }, { row: change.row }) : '—');
}
