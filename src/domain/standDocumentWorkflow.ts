/**
 * The review of a stand's deposited documents (part 2 §4, issue 22): a document is deposited
 * TO_CHECK; whoever holds 'standDocument.newStatus' (admin, support, security officer, organizer;
 * the API's scope says which shows) may move it from any status to any other ("the menu offers
 * every status except the current one"). Each step writes a message in the stand's document
 * thread naming the document and its new status. The API enforces it on
 * `PATCH /backend/stand_document_media/{id}` (server/services/workflow/applyTransition.ts).
 */
import type { StandDocumentMediaStatusReference } from './api';
import { can } from './permissions';
import { STAND_DOCUMENT_MEDIA_STATUSES } from './standDocumentStatus';
import * as workflow from './workflow';

/** The step's name is the status it sets. */
export type StandDocumentAction = StandDocumentMediaStatusReference;
/** Who: the reviewers (the 'standDocument.newStatus' permission). */
export type StandDocumentActor = 'reviewer';
export type StandDocumentTransition = workflow.Transition<StandDocumentMediaStatusReference, StandDocumentAction, StandDocumentActor>;

/** The message a step writes (the document's name and its new status, in French then English). */
export const STAND_DOCUMENT_STATUS_TEXT_ID = 'api.message.standDocumentStatus';

/** Every status to every other, generated from the status list. */
export const STAND_DOCUMENT_WORKFLOW: workflow.Workflow<StandDocumentMediaStatusReference, StandDocumentAction, StandDocumentActor> = {
  statuses: STAND_DOCUMENT_MEDIA_STATUSES,
  transitions: STAND_DOCUMENT_MEDIA_STATUSES.flatMap((from) =>
    STAND_DOCUMENT_MEDIA_STATUSES.filter((to) => to !== from).map(
      (to): StandDocumentTransition => ({ action: to, from, to, by: 'reviewer', carries: { content: { standardTextId: STAND_DOCUMENT_STATUS_TEXT_ID } } }),
    ),
  ),
};

export const standDocumentActorMay =
  (roles: readonly string[]) =>
  (by: StandDocumentActor): boolean =>
    by === 'reviewer' && can(roles, 'standDocument.newStatus');

/** The statuses a user with `roles` may give a document in status `from` (the document's menu). */
export const allowedStandDocumentTransitions = (roles: readonly string[], from: StandDocumentMediaStatusReference): StandDocumentTransition[] =>
  workflow.transitionsFrom(STAND_DOCUMENT_WORKFLOW, from, standDocumentActorMay(roles));

/** The step to `to` open to the user, or null (the current status, or no permission). */
export const findStandDocumentTransition = (roles: readonly string[], from: StandDocumentMediaStatusReference, to: StandDocumentMediaStatusReference): StandDocumentTransition | null =>
  workflow.findTransition(STAND_DOCUMENT_WORKFLOW, from, to, standDocumentActorMay(roles));
