import { API_PREFIX, defineResource } from '../hydra/resource';
import { defineResourceModule } from '../resourceModule';
import { deleteQueryParameter, queryParameterText, updateQueryParameter } from '../services/showWrites';

/**
 * Show source query parameters (part 2 §3; issue 24): what the gateway sends to a show's source
 * (HTTP: its query string), in the order of the show form, which writes them as a whole
 * (`queryParameters` of PATCH /shows/{id}). Here the settings screen's list, and one edited or
 * removed, by an admin (showQueryParameter.manage). One writer for the table:
 * server/services/showWrites.ts.
 */
export const showSourceQueryParameters = defineResource({
  path: 'show_source_query_parameters',
  type: 'ShowSourceQueryParameter',
  table: 'show_source_query_parameters',
  description: 'A query parameter the gateway sends to a show’s source.',
  fields: {
    show: { read: { sql: 't.show_id', type: 'iri', iri: `${API_PREFIX}/shows`, range: '#Show' } },
    source: { read: { sql: 't.source_id', type: 'iri', iri: `${API_PREFIX}/sources`, range: '#Source', nullable: true } },
    name: { read: { sql: 't.name', type: 'string' }, write: { column: 'name', validator: queryParameterText } },
    value: { read: { sql: 't.value', type: 'string' }, write: { column: 'value', validator: queryParameterText } },
    position: { description: 'Its place among the show’s parameters (0 first).', read: { sql: 't.position', type: 'integer' } },
    showName: { description: 'The show’s name, for the settings list.', read: { sql: '(SELECT sh.name FROM shows sh WHERE sh.id = t.show_id)', type: 'string' } },
  },
  filters: {
    search: {
      show: { strategy: 'exact', type: 'integer', iri: `${API_PREFIX}/shows`, sql: 't.show_id' },
      source: { strategy: 'exact', type: 'integer', iri: `${API_PREFIX}/sources`, sql: 't.source_id' },
    },
    order: { showName: '(SELECT sh.name FROM shows sh WHERE sh.id = t.show_id)', position: 't.position', name: 't.name', id: 't.id' },
  },
  defaultOrder: [
    ['showName', 'asc'],
    ['position', 'asc'],
    ['id', 'asc'],
  ],
  itemsPerPage: 30,
  operations: {
    list: 'showQueryParameter.manage',
    read: 'showQueryParameter.manage',
    update: 'showQueryParameter.manage',
    delete: 'showQueryParameter.manage',
  },
  processors: {
    update: {
      run: async ({ pool, resource, user, body, id }) => {
        await updateQueryParameter(pool, resource, user, id!, body);
        return { item: id! };
      },
    },
    delete: {
      run: async ({ pool, user, id }) => {
        await deleteQueryParameter(pool, user, id!);
        return { status: 204 };
      },
    },
  },
});

export default defineResourceModule({ resources: [showSourceQueryParameters] });
