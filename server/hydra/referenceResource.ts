/**
 * A reference table served read-only (the request types and statuses, part 2 §3–§4): rows of a
 * migration with a reference, a French and an English label and a position, read by any logged-in
 * user, filtered by reference, in position order. Nobody writes them through the API.
 */
import { defineResource, type Resource } from './resource';

export interface ReferenceResourceDecl {
  path: string;
  type: string;
  table: string;
  description: string;
  /** Every reference the table holds (the filter's choices). */
  references: readonly string[];
}

export function defineReferenceResource({ path, type, table, description, references }: ReferenceResourceDecl): Resource {
  return defineResource({
    path,
    type,
    table,
    description,
    fields: {
      reference: { description: `One of ${references.join(', ')}.`, read: { sql: 't.reference', type: 'string' } },
      label: { description: 'The French label.', read: { sql: 't.label', type: 'string' } },
      labelEn: { description: 'The English label.', read: { sql: 't.label_en', type: 'string' } },
      position: { description: 'Where the row sorts in tables and pickers.', read: { sql: 't.position', type: 'integer' } },
    },
    filters: {
      search: { reference: { strategy: 'exact', type: 'string', choices: references, sql: 't.reference' } },
      order: { position: 't.position', id: 't.id' },
    },
    defaultOrder: [['position', 'asc']],
    itemsPerPage: 30,
    operations: { list: 'authenticated', read: 'authenticated' },
  });
}
