/**
 * Plan revisions (issue 25): each submission of a stand's plans, numbered v1, v2, … per stand, with
 * its files (the submission message's enabled attachments), its decision (the staff's next step:
 * validated or refused) and the count of its marks. Read only: the stand_messages trigger of
 * migration 039 writes them with the plan workflow. Read by whoever may see the stand.
 */
import { defineResourceModule } from '../resourceModule';
import { API_PREFIX, defineResource } from '../hydra/resource';
import { viaStand } from '../hydra/scopes';
import { mediaJsonSql, MEDIA_IRI } from '../threads/thread';

export const PLAN_REVISIONS_IRI = `${API_PREFIX}/plan_revisions`;

/** SQL: the files of the revision `t`, the enabled attachments of its submission message, in order (as stand messages carry them). */
export const REVISION_FILES_SQL = `(SELECT coalesce(json_agg(${mediaJsonSql} ORDER BY mm.id), '[]'::json)
    FROM stand_messages sm JOIN message_media mm ON mm.message_id = sm.message_id AND mm.enabled JOIN media md ON md.id = mm.media_id
   WHERE sm.id = t.submission_message_id)`;

/** SQL: the marks of the revision `t` per file and page ("3 marks on page 2"), ordered by file then page. */
const ANNOTATION_SUMMARY_SQL = `(SELECT coalesce(json_agg(json_build_object('media', '${MEDIA_IRI}/' || g.media_id,
      'mediaFileName', g.media_file_name, 'page', g.page, 'count', g.n) ORDER BY g.media_id, g.page), '[]'::json)
    FROM (SELECT a.message_media_id AS media_id, md.media_file_name, a.page, count(*)::int AS n
            FROM plan_annotations a JOIN message_media mm ON mm.id = a.message_media_id JOIN media md ON md.id = mm.media_id
           WHERE a.revision_id = t.id
           GROUP BY a.message_media_id, md.media_file_name, a.page) g)`;

/**
 * The revision's mark counter (migration 041), written here only (one writer per table): the next
 * number taken for the revision matching `conditions` (its alias is `t`), as a CTE's statement
 * returning `id` and `last_mark_number`. An UPDATE waits for the row's lock and re-reads its newest
 * version, so parallel posts take the numbers one after the other. `greatest(…, max(number))`: marks
 * written straight into the table (seed, tests) are never numbered over.
 */
export function nextMarkNumberSql(conditions: string): string {
  return `UPDATE plan_revisions t
         SET last_mark_number = greatest(t.last_mark_number, (SELECT coalesce(max(a.number), 0) FROM plan_annotations a WHERE a.revision_id = t.id)) + 1
       WHERE ${conditions}
      RETURNING t.id, t.last_mark_number`;
}

/** After a mark's deletion (under the revision's lock): the counter back to the highest mark left. */
export async function resetMarkCounter(db: { query: (text: string, values: unknown[]) => Promise<unknown> }, revisionId: number): Promise<void> {
  await db.query('UPDATE plan_revisions r SET last_mark_number = (SELECT coalesce(max(a.number), 0) FROM plan_annotations a WHERE a.revision_id = r.id) WHERE r.id = $1', [revisionId]);
}

export const planRevisions = defineResource({
  path: 'plan_revisions',
  type: 'PlanRevision',
  table: 'plan_revisions',
  description: "A submission of a stand's plans (v1, v2, …): its files, its decision and its marks. Written by the plan workflow.",
  fields: {
    stand: { read: { sql: 't.stand_id', type: 'iri', iri: `${API_PREFIX}/stands`, range: '#Stand' } },
    number: { description: '1, 2, … per stand (v1, v2).', read: { sql: 't.number', type: 'integer' } },
    submissionMessage: {
      description: 'The stand message that submitted the plans.',
      read: { sql: 't.submission_message_id', type: 'iri', iri: `${API_PREFIX}/stand_messages`, range: '#StandMessage' },
    },
    decisionMessage: {
      description: "The staff's next step on the stand (validation or refusal); null while pending.",
      read: { sql: 't.decision_message_id', type: 'iri', iri: `${API_PREFIX}/stand_messages`, range: '#StandMessage', nullable: true },
    },
    decision: { description: 'validated, refused, or null while pending.', read: { sql: 't.decision', type: 'string', nullable: true } },
    decidedAt: { read: { sql: 't.decided_at', type: 'datetime', nullable: true } },
    files: {
      description: "The submission message's enabled attachments (MessageMedia), in order, as stand messages carry them.",
      read: { sql: REVISION_FILES_SQL, type: 'array' },
    },
    annotationCount: { description: 'Its marks.', read: { sql: '(SELECT count(*)::int FROM plan_annotations a WHERE a.revision_id = t.id)', type: 'integer' } },
    openAnnotationCount: {
      description: 'Its marks not ticked resolved.',
      read: { sql: '(SELECT count(*)::int FROM plan_annotations a WHERE a.revision_id = t.id AND a.resolved_at IS NULL)', type: 'integer' },
    },
    annotationSummary: {
      description: 'Its marks per file and page: [{media, mediaFileName, page, count}], by file then page.',
      read: { sql: ANNOTATION_SUMMARY_SQL, type: 'array' },
    },
    createdAt: { read: { sql: 't.created_at', type: 'datetime' } },
  },
  filters: {
    search: { stand: { strategy: 'exact', type: 'integer', iri: `${API_PREFIX}/stands`, sql: 't.stand_id' } },
    order: { number: 't.number', id: 't.id', createdAt: 't.created_at' },
  },
  defaultOrder: [
    ['number', 'desc'],
    ['id', 'desc'],
  ],
  itemsPerPage: 50,
  operations: { list: 'stand.view', read: 'stand.view' },
  scope: viaStand('t.stand_id'),
});

export default defineResourceModule({ resources: [planRevisions] });
