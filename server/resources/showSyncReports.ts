/**
 * `/backend/show_sync_reports` (issue 24): every preview and run of a show's sync, newest first,
 * read by whoever edits the show (syncReport.list: admins and the show's organizer, within the
 * shows' scope). Written only by the sync (server/services/gateway/syncReports.ts). The stands'
 * tokens in the changes are masked but for admins (a token opens its exhibitor's session).
 */

function maskedChanges(changes: unknown): unknown {
  if (!Array.isArray(changes)) return changes;
  return changes.map((change) =>
    change && typeof change === 'object' && 'tokenIdentifier' in change ? { ...change, tokenIdentifier: maskExternalToken((change as { tokenIdentifier: unknown }).tokenIdentifier) } : change,
  );
}
import { maskExternalToken } from '@/domain/gateway';
import { can } from '@/domain/permissions';
import { API_PREFIX, defineResource } from '../hydra/resource';
import { viaShow } from '../hydra/scopes';
import { defineResourceModule } from '../resourceModule';

export const showSyncReports = defineResource({
  path: 'show_sync_reports',
  type: 'ShowSyncReport',
  table: 'show_sync_reports',
  description: "A preview or a run of a show's sync: its state, progress, counts and changes (at most 500), or its error code.",
  fields: {
    show: { read: { sql: 't.show_id', type: 'iri', iri: `${API_PREFIX}/shows`, range: '#Show' } },
    kind: { description: 'preview or sync.', read: { sql: 't.kind', type: 'string' } },
    trigger: { description: 'manual or scheduled.', read: { sql: 't.trigger', type: 'string' } },
    status: { description: 'running, succeeded or failed.', read: { sql: 't.status', type: 'string' } },
    progress: { description: '0–100.', read: { sql: 't.progress', type: 'integer' } },
    startedAt: { read: { sql: 't.started_at', type: 'datetime' } },
    finishedAt: { read: { sql: 't.finished_at', type: 'datetime', nullable: true } },
    counts: {
      description: '{total, created, updated, unchanged, disabled, enabled, contactEmailChanged, conflicts, problems}; null while running.',
      read: { sql: `CASE WHEN t.counts = '{}'::jsonb THEN NULL ELSE t.counts END`, type: 'object', nullable: true },
    },
    changes: { description: 'The changes [{kind, tokenIdentifier, stand, standName, fields, row, messageId, params}].', read: { sql: 't.changes', type: 'array' } },
    errorCode: { description: 'A gateway code (CONNECTION_FAILED…) or a message id.', read: { sql: 't.error_code', type: 'string', nullable: true } },
    errorParams: { read: { sql: 't.error_params', type: 'object', nullable: true } },
    createdByName: {
      description: 'Who started it; null for a scheduled run.',
      read: { sql: `(SELECT trim(u.first_name || ' ' || u.last_name) FROM users u WHERE u.id = t.created_by_id)`, type: 'string', nullable: true },
    },
  },
  filters: {
    search: { show: { strategy: 'exact', sql: 't.show_id', type: 'integer', iri: `${API_PREFIX}/shows` } },
  },
  defaultOrder: [
    ['startedAt', 'desc'],
    ['id', 'desc'],
  ],
  operations: { list: 'syncReport.list', read: 'syncReport.list' },
  scope: viaShow('t.show_id'),
  view: (item, user) => (can(user.roles, 'externalStandIdentifier.readToken') ? item : { ...item, changes: maskedChanges(item.changes) }),
});

export default defineResourceModule({ resources: [showSyncReports] });
