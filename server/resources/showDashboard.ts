/**
 * The show dashboard's own calls (part 2 §2, issue 12): the plan summary of a show and the
 * 'Synchroniser maintenant' button. Both answer 404 for a show outside the caller's scope.
 */
import type { FastifyInstance } from 'fastify';
import { can } from '@/domain/permissions';
import type { AppDeps } from '../appDeps';
import type { AuthUser } from '../auth/user';
import { assertReadable, idParam, requireUser } from '../hydra/access';
import { JSONLD } from '../hydra/serialization';
import { defineResourceModule } from '../resourceModule';
import { standScope } from '../hydra/scopes';
import { Params } from '../hydra/sql';
import { shows } from './shows';

/**
 * The one statement of a show's plan summary: every stand of the show the caller may see
 * (a standist: their own), counted once (index-only on stands_show_summary_idx, migration 014).
 * Reports are findings, summed as the show's nbInProgressReports / nbClosedReports are.
 */
export function buildPlanSummarySql(user: AuthUser, showId: number): { text: string; values: unknown[] } {
  const params = new Params();
  const conditions = [`t.show_id = ${params.add(showId)}`];
  const scope = standScope(user, params);
  if (scope) conditions.push(`(${scope})`);
  return {
    text: `SELECT count(*)::int AS "totalStands",
        count(*) FILTER (WHERE t.un_seen)::int AS "newMessages",
        count(*) FILTER (WHERE NOT t.treated)::int AS "untreated",
        coalesce(sum(t.nb_in_progress_reports), 0)::int AS "reportsInProgress",
        coalesce(sum(t.nb_closed_reports), 0)::int AS "reportsClosed",
        count(*) FILTER (WHERE t.status = 'validatedPlans')::int AS "validated",
        count(*) FILTER (WHERE t.status <> 'validatedPlans')::int AS "nonValidated",
        count(*) FILTER (WHERE t.status = 'waitingForPlans')::int AS "waitingReceipt",
        count(*) FILTER (WHERE t.status = 'pendingPlansVerification')::int AS "toVerify",
        count(*) FILTER (WHERE t.status = 'pendingPlansConfirmation')::int AS "toConfirm"
      FROM stands t WHERE ${conditions.join(' AND ')}`,
    values: params.values,
  };
}

/** The message counts (new, untreated) are only for 'show.messageCounts' (part 2 §6). */
const MESSAGE_COUNTS = ['newMessages', 'untreated'] as const;

function registerRoutes(api: FastifyInstance, { pool }: Pick<AppDeps, 'pool'>): void {
  api.get('/shows/:id/plan_summary', async (request, reply) => {
    const user = requireUser(request);
    const id = idParam(request);
    await assertReadable(pool, shows, user, id);
    const sql = buildPlanSummarySql(user, id);
    const counts: Record<string, number> = (await pool.query(sql.text, sql.values)).rows[0];
    if (!can(user.roles, 'show.messageCounts')) for (const key of MESSAGE_COUNTS) delete counts[key];
    return reply.type(JSONLD).send({
      '@id': `${shows.itemIri(id)}/plan_summary`,
      '@type': 'PlanSummary',
      show: shows.itemIri(id),
      ...counts,
    });
  });
}

export default defineResourceModule({ routes: (api, deps) => registerRoutes(api, deps) });
