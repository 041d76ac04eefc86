/** The wire shapes of issue 25 (/backend/plan_revisions, /backend/plan_annotations) as the viewer reads them. */
import type { Iri, MessageAttachment, PlanAnnotation as ApiPlanAnnotation } from '@/domain/api';

export type { PlanRevision } from '@/domain/api';

/** A mark not yet written as it is on screen: `rev` counts the local changes, `failed` once retries gave up. */
export interface UnsavedMark {
  rev: number;
  failed: boolean;
}

/** A mark as the store keeps it: the API's, and what only this browser knows. */
export interface PlanAnnotation extends ApiPlanAnnotation {
  /** Client side only: the mark has changes the server has not (a negative id: never written). */
  unsaved?: UnsavedMark;
  /** Client side only: the key a mark drawn here keeps on screen once the server gave it its id. */
  clientKey?: string;
}

/** What a mark's edit changes (PATCH merge). */
export type MarkChanges = Partial<Pick<PlanAnnotation, 'geometry' | 'color' | 'comment'>>;

/** One step of the undo history: how to redo it and how to undo it. */
export type MarkOp =
  | { type: 'create'; mark: PlanAnnotation }
  | { type: 'change'; id: number; before: MarkChanges; after: MarkChanges }
  | { type: 'delete'; mark: PlanAnnotation };

/** The undo and redo stacks of a revision's markup (an entity keyed by the revision's id). */
export interface PlanMarkupHistory {
  id: number;
  undo: MarkOp[];
  redo: MarkOp[];
}

/** A plan file the viewer opens (a revision's file, or a message's attachment). */
export type PlanFile = Pick<MessageAttachment, '@id' | 'id' | 'mediaFileName' | 'objectUrl' | 'mimeType'>;

/** What the viewer is opened on (the ui modal's data). */
export interface PlanViewerTarget {
  standId: number;
  /** The revision's IRI: its marks are shown (null: the file alone). */
  revision: Iri | null;
  files: PlanFile[];
  /** The file shown first. */
  mediaId: number;
  page: number;
  /** A mark to select (opened from a decision message). */
  markId?: number | null;
}
