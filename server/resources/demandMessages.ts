/**
 * The request thread (issue 21, part 2 §3–§5, §7), one declaration of server/threads/defineThread.ts:
 * `/backend/demand_messages`, the messages of a request for whoever may see it, 50 a page newest
 * first. POST `{demand, message: {content, attachments}, newDemandStatus?, newDemandAskedDatetime?,
 * newDemandPickupDatetime?}`: with `newDemandStatus`, a decision of the request workflow
 * (src/domain/demandWorkflow.ts, written by server/services/workflow/applyTransition.ts): a
 * validation carries the confirmed date-times (written onto the request and its item), a refusal
 * its reason; the requester is then told by e-mail. A standist's message makes the request unseen
 * and untreated, anyone else's treated. Edits: `/backend/messages/{id}`.
 */
import { DEMAND_DECISION_FORM, DEMAND_WORKFLOW, demandDecisionViolations, findDemandTransition } from '@/domain/demandWorkflow';
import { isDemandStatus, parseDemandDatetime, type DemandStatus } from '@/domain/demands';
import { targetStatuses } from '@/domain/workflow';
import type { AuthUser } from '../auth/user';
import type { Pool, PoolClient } from '../db/pool';
import { API_PREFIX, type FieldDecl } from '../hydra/resource';
import { viaStand } from '../hydra/scopes';
import { Params } from '../hydra/sql';
import { CODES } from '../hydra/validators';
import { queueDemandDecisionMail } from '../services/demandMail';
import { applyConfirmedDates } from '../services/demandWrites';
import { DEMAND_STORE } from '../services/workflow/stores';
import { defineThread, type ThreadForm, type ThreadOwner } from '../threads';

const demandScope = viaStand('d.stand_id', { showColumn: 'd.show_id' });

/** The request if the user may see it: its status, its show's state, the user's role on its stand, its type. */
async function demandForUser(db: Pool | PoolClient, user: AuthUser, demandId: number): Promise<ThreadOwner | null> {
  const params = new Params();
  const scope = demandScope(user, params);
  const uid = params.add(user.id);
  const { rows } = await db.query(
    `SELECT d.id, d.status, d.demand_type, sh.enabled AS open,
       (SELECT usr.standist_role FROM user_stand_roles usr WHERE usr.stand_id = d.stand_id AND usr.user_id = ${uid}
        ORDER BY array_position(ARRAY['ROLE_STANDIST_EXHIBITOR','ROLE_STANDIST_DECORATOR','ROLE_STANDIST_AGENCY'], usr.standist_role) LIMIT 1) AS member_role
     FROM demands d JOIN shows sh ON sh.id = d.show_id
     WHERE d.id = ${params.add(demandId)}${scope ? ` AND (${scope})` : ''}`,
    params.values,
  );
  const row = rows[0];
  return row ? { id: row.id, status: row.status, open: row.open, memberRole: row.member_role, kind: row.demand_type } : null;
}

/** The validation's form: the confirmed date-times (the pickup for a logistics request), as thread columns. */
const demandDecision: ThreadForm = (body, _attachments, violations, owner) => {
  for (const { field, rule } of demandDecisionViolations(owner.kind ?? '', body)) {
    violations.push(
      rule === 'required'
        ? { propertyPath: field, key: 'api.violation.required', code: CODES.notBlank }
        : { propertyPath: field, key: 'api.violation.demandDatetime', code: CODES.type },
    );
  }
  return {
    new_demand_asked_datetime: parseDemandDatetime(body.newDemandAskedDatetime),
    new_demand_pickup_datetime: owner.kind?.startsWith('logistic') ? parseDemandDatetime(body.newDemandPickupDatetime) : null,
  };
};

const confirmedField = (column: string, what: string): FieldDecl => ({
  description: `POST with newDemandStatus validated: the confirmed ${what}, 'YYYY-MM-DD HH:mm' in Paris time. Read: it, or null.`,
  read: { sql: `t.${column}`, type: 'datetime', nullable: true },
  input: {},
});

export const demandThread = defineThread({
  path: 'demand_messages',
  type: 'DemandMessage',
  table: 'demand_messages',
  description: 'A message of a request thread; with newDemandStatus, a decision (validated with its confirmed date-times, or refused).',
  owner: {
    field: 'demand',
    column: 'demand_id',
    collection: `${API_PREFIX}/demands`,
    range: '#Demand',
    table: 'demands',
    scope: (column) => (user, params) => {
      const scope = demandScope(user, params);
      return scope === null ? null : `${column} IN (SELECT d.id FROM demands d WHERE ${scope})`;
    },
    load: demandForUser,
    missingKey: 'api.violation.demandMissing',
    notFoundKey: 'api.violation.demandNotFound',
    closedKey: 'api.error.showDisabled',
  },
  read: 'demand.view',
  post: 'demandMessage.add',
  effects: { byMember: 'un_seen = true, treated = false, updated_at = now()', byOthers: 'treated = true, updated_at = now()' },
  step: {
    field: 'newDemandStatus',
    store: DEMAND_STORE,
    choices: targetStatuses(DEMAND_WORKFLOW),
    isStatus: isDemandStatus,
    unknownKey: 'api.violation.demandStatusUnknown',
    find: (user, demand, to) => findDemandTransition(user.roles, demand.status as DemandStatus, to as DemandStatus),
    forms: { [DEMAND_DECISION_FORM]: demandDecision },
    afterStep: (db, step) =>
      applyConfirmedDates(db, step.owner.id, (step.columns.new_demand_asked_datetime as string | null) ?? null, (step.columns.new_demand_pickup_datetime as string | null) ?? null),
    afterCommit: async (deps, step) => {
      // The decision stands whatever happens to its e-mail (recorded, retried, seen in the outbox).
      await queueDemandDecisionMail(deps, step.owner.id, { to: step.to, content: step.content }).catch(() => null);
    },
  },
  fields: {
    newDemandAskedDatetime: confirmedField('new_demand_asked_datetime', 'date and time'),
    newDemandPickupDatetime: confirmedField('new_demand_pickup_datetime', 'pickup date and time'),
  },
});

export const demandMessages = demandThread.resource;
export default demandThread.module;
