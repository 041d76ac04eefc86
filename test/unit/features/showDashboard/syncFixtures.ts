/** A sync report of show 3 as the API gives it (a manual run by Alice Martin), patched per test. */
import type { ShowSyncReport } from '@/domain/api';

export const syncReport = (patch: Partial<ShowSyncReport> = {}): ShowSyncReport => ({
  '@id': '/backend/show_sync_reports/41',
  '@type': 'ShowSyncReport',
  id: 41,
  show: '/backend/shows/3',
  kind: 'sync',
  trigger: 'manual',
  status: 'running',
  progress: 0,
  startedAt: '2027-03-01T08:00:00+00:00',
  finishedAt: null,
  counts: null,
  changes: [],
  errorCode: null,
  errorParams: null,
  createdByName: 'Alice Martin',
  ...patch,
});
