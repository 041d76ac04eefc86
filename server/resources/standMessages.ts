/**
 * The stand thread (part 1 §3–§5, §7), one declaration of server/threads/defineThread.ts:
 * `/backend/stand_messages`, the messages of a stand for whoever may see it, 50 a page newest
 * first. POST `{stand, newStandStatus?, message: {content, attachments: [IRI…]}, confirmation…}`:
 * with `newStandStatus`, a step of the plan workflow (src/domain/planWorkflow.ts, written by
 * server/services/workflow/applyTransition.ts); the confirm step carries the confirmation form
 * (src/domain/planConfirmation.ts) as the spec's flat `confirmation*` fields, its purchase order
 * (with a cleaning company) being the message's one attachment. A standist's message makes the
 * stand unseen and untreated, anyone else's treated. Edits: `/backend/messages/{id}`.
 */
import {
  CONFIRMATION_PERSON_FIELDS,
  CONFIRMATION_TEXT_MAX,
  confirmationViolations,
  confirmationWireName,
  needsPurchaseOrder,
  PURCHASE_ORDER_FILES,
  WASTE_DISPOSALS,
  type ConfirmationPersonField,
  type ConfirmationRule,
} from '@/domain/planConfirmation';
import { findTransition, PLAN_CONFIRMATION_FORM, PLAN_WORKFLOW } from '@/domain/planWorkflow';
import { isStandStatus, type StandStatus } from '@/domain/standStatus';
import { targetStatuses } from '@/domain/workflow';
import type { AuthUser } from '../auth/user';
import type { Pool, PoolClient } from '../db/pool';
import type { ViolationSpec } from '../hydra/errors';
import { API_PREFIX, type FieldDecl } from '../hydra/resource';
import { viaStand } from '../hydra/scopes';
import { Params } from '../hydra/sql';
import { CODES, text } from '../hydra/validators';
import { PLAN_STORE } from '../services/workflow/stores';
import { defineThread, memberRoleSql, standOwner, type ThreadForm, type ThreadOwner } from '../threads';
import { triageOnMessage } from '../repositories/stands';

/** The stand if the user may see it: its status, its show's state, the user's role on it. */
async function standForUser(db: Pool | PoolClient, user: AuthUser, standId: number): Promise<ThreadOwner | null> {
  const params = new Params();
  const scope = viaStand('t.id', { showColumn: 't.show_id' })(user, params);
  const uid = params.add(user.id);
  const { rows } = await db.query(
    `SELECT t.id, t.status, sh.enabled AS open,
       ${memberRoleSql('t.id', uid)} AS member_role
     FROM stands t JOIN shows sh ON sh.id = t.show_id
     WHERE t.id = ${params.add(standId)}${scope ? ` AND (${scope})` : ''}`,
    params.values,
  );
  const row = rows[0];
  return row ? { id: row.id, status: row.status, open: row.open, memberRole: row.member_role } : null;
}

/** A person field's form (type, length, control characters); whether it is there is a rule of the domain's. */
const personText = text({ max: CONFIRMATION_TEXT_MAX });

/** The API's violation for each broken rule of the confirmation. */
const CONFIRMATION_VIOLATIONS: Record<ConfirmationRule, Omit<ViolationSpec, 'propertyPath'>> = {
  required: { key: 'api.violation.required', code: CODES.notBlank },
  email: { key: 'api.violation.email', code: CODES.regex },
  mustBeTrue: { key: 'api.violation.mustBeTrue', code: CODES.equalTo },
  choice: { key: 'api.violation.choice', code: CODES.choice, params: { choices: WASTE_DISPOSALS.join(', ') } },
  fileMissing: { key: 'api.violation.fileMissing', code: CODES.notBlank },
  oneFileOnly: { key: 'api.violation.oneFileOnly', code: CODES.choice },
};

/** The confirmation form of the confirm step: its violations on the spec's fields, its columns on the stand message. */
const planConfirmation: ThreadForm = (body, attachments, violations) => {
  const person: Partial<Record<ConfirmationPersonField, string | null>> = {};
  const refused = new Set<string>();
  for (const name of CONFIRMATION_PERSON_FIELDS) {
    const result = personText.check(body[confirmationWireName(name)]);
    if (result.ok) person[name] = result.value as string | null;
    else {
      refused.add(name);
      violations.push({ propertyPath: confirmationWireName(name), key: result.key, code: result.code, params: result.params });
    }
  }
  const wasteDisposal = body.confirmationWasteDisposal;
  const broken = confirmationViolations({
    lastName: person.lastName ?? null,
    firstName: person.firstName ?? null,
    company: person.company ?? null,
    phone: person.phone ?? null,
    email: person.email ?? null,
    standing: body.confirmationStanding,
    invoicing: body.confirmationInvoicing,
    wasteDisposal,
    purchaseOrderFiles: attachments.length,
  });
  for (const { field, rule } of broken) {
    if (refused.has(field)) continue;
    // The purchase order is the message's attachment (the spec names no field of its own).
    const propertyPath = field === 'purchaseOrder' ? 'message.attachments' : confirmationWireName(field);
    violations.push({ propertyPath, ...CONFIRMATION_VIOLATIONS[rule] });
  }
  return {
    confirmation_last_name: person.lastName,
    confirmation_first_name: person.firstName,
    confirmation_company: person.company,
    confirmation_phone: person.phone,
    confirmation_email: person.email,
    confirmation_standing: true,
    confirmation_waste_disposal: wasteDisposal,
    confirmation_invoicing: true,
    confirmation_purchase_order_id: needsPurchaseOrder(wasteDisposal) && attachments.length === PURCHASE_ORDER_FILES ? attachments[0] : null,
  };
};

/** The confirmation's read fields (null but on the message that confirmed the plans). */
const confirmationFields: Record<string, FieldDecl> = Object.fromEntries(
  (
    [
      ['lastName', 'string'],
      ['firstName', 'string'],
      ['company', 'string'],
      ['phone', 'string'],
      ['email', 'string'],
      ['standing', 'boolean'],
      ['wasteDisposal', 'string'],
      ['invoicing', 'boolean'],
    ] as const
  ).map(([field, type]) => [
    confirmationWireName(field),
    {
      description: 'The plan confirmation form (part 1 §5), required with newStandStatus validatedPlans; null on other messages.',
      read: { sql: `t.confirmation_${field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`, type, nullable: true },
      input: {},
    },
  ]),
);

export const standThread = defineThread({
  path: 'stand_messages',
  type: 'StandMessage',
  table: 'stand_messages',
  description: 'A message of a stand thread; with newStandStatus, a step of the plan workflow (submit, validate, refuse, confirm).',
  owner: standOwner(standForUser, 'api.error.showDisabled'),
  read: 'stand.view',
  post: 'standMessage.add',
  effects: { byMember: triageOnMessage(true), byOthers: triageOnMessage(false) },
  step: {
    field: 'newStandStatus',
    store: PLAN_STORE,
    choices: targetStatuses(PLAN_WORKFLOW),
    isStatus: isStandStatus,
    find: (user, stand, to) => findTransition(user.roles, stand.memberRole !== null, stand.status as StandStatus, to as StandStatus),
    forms: { [PLAN_CONFIRMATION_FORM]: planConfirmation },
  },
  fields: {
    ...confirmationFields,
    planRevision: {
      description: 'The plan revision (issue 25) this message submitted or decided; null on other messages.',
      read: {
        sql: `coalesce((SELECT r.id FROM plan_revisions r WHERE r.submission_message_id = t.id), (SELECT r.id FROM plan_revisions r WHERE r.decision_message_id = t.id))`,
        type: 'iri',
        iri: `${API_PREFIX}/plan_revisions`,
        range: '#PlanRevision',
        nullable: true,
      },
    },
  },
});

export const standMessages = standThread.resource;
export default standThread.module;
