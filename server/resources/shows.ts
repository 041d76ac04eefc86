import { API_PREFIX, defineResource } from '../hydra/resource';
import { viaShow } from '../hydra/scopes';
import { mediaRefSql } from './media';
import { defineResourceModule } from '../hydra/module';

const showMedia = (column: string) => ({ sql: mediaRefSql(column), type: 'object' as const, range: '#MediaObject', nullable: true });
const date = (column: string) => ({ sql: `t.${column}`, type: 'datetime' as const, nullable: true });
const flag = (column: string) => ({ sql: `t.${column}`, type: 'boolean' as const });

/**
 * Shows, read-only for now. Any logged-in user may list them (home cards, show
 * switcher), within their scope: admin and support see every show, standists
 * the enabled shows of their stands (contacts reach active shows only), the others the shows they are linked to.
 */
export const shows = defineResource({
  path: 'shows',
  type: 'Show',
  table: 'shows',
  description: 'A trade show, with its dates, documents and functions.',
  fields: {
    name: { read: { sql: 't.name', type: 'string' } },
    logo: { read: showMedia('t.logo_id') },
    exhibitorGuide: { read: showMedia('t.exhibitor_guide_id') },
    map: { read: showMedia('t.map_id') },
    securityInstructions: { read: showMedia('t.security_instructions_id') },
    installationDateStart: { read: date('installation_date_start') },
    installationDateEnd: { read: date('installation_date_end') },
    uninstallationDateStart: { read: date('uninstallation_date_start') },
    uninstallationDateEnd: { read: date('uninstallation_date_end') },
    organizerDeadline: { read: date('organizer_deadline') },
    securityInstructionsFunction: { read: flag('security_instructions_function') },
    standDocumentsFunction: { read: flag('stand_documents_function') },
    standAddDecoratorFunction: { read: flag('stand_add_decorator_function') },
    externalSync: { read: flag('external_sync') },
    enabled: { read: flag('enabled') },
    organizer: { read: { sql: 't.organizer_id', type: 'iri', iri: `${API_PREFIX}/users`, range: '#User', nullable: true } },
    hasDemandConfigs: {
      description: 'True when the show has at least one demand config (drives the Demandes menu).',
      read: { sql: 'EXISTS (SELECT 1 FROM demand_configs dc WHERE dc.show_id = t.id)', type: 'boolean' },
    },
    nbInProgressReports: {
      read: { sql: '(SELECT coalesce(sum(s.nb_in_progress_reports), 0)::int FROM stands s WHERE s.show_id = t.id AND s.nb_in_progress_reports > 0)', type: 'integer' },
    },
    nbClosedReports: {
      read: { sql: '(SELECT coalesce(sum(s.nb_closed_reports), 0)::int FROM stands s WHERE s.show_id = t.id AND s.nb_closed_reports > 0)', type: 'integer' },
    },
    createdAt: { read: { sql: 't.created_at', type: 'datetime' } },
  },
  filters: {
    boolean: { enabled: 't.enabled' },
    search: { name: { strategy: 'partial', sql: 't.name' } },
    text: { sql: 'app_fold(t.name)', description: 'Words of the show name.' },
    order: {
      id: 't.id',
      name: 't.name',
      createdAt: 't.created_at',
      installationDateStart: 't.installation_date_start',
    },
  },
  operations: { list: 'authenticated', read: 'authenticated' },
  scope: viaShow('t.id', { enabledColumn: 't.enabled' }),
});

export default defineResourceModule({ resources: [shows] });
