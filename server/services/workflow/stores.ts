/**
 * Where each workflow's status and thread live (its transition table is in src/domain): what
 * applyTransition.ts writes. A new workflow (the demands', the stand documents') is one entry
 * here next to its table. Names come from code only: they are put into SQL as they are.
 */
export interface WorkflowStore {
  /** The table whose rows move (an integer `id`), and their status column. */
  table: string;
  statusColumn: string;
  /** More of the UPDATE when the status moves (the row's own "modified" date). */
  onMove?: string;
  /** The owner's thread: one row per message (`message_id` → messages), carrying the new status. */
  thread: {
    table: string;
    ownerColumn: string;
    statusColumn: string;
    /** More thread columns copied from the moved row (thread column → subject column): a document's stand. */
    copy?: Readonly<Record<string, string>>;
  };
  /** The 409's message (an i18n id) when another change moved the status first. */
  conflictKey: string;
}

/** The stand plans (src/domain/planWorkflow.ts): `stands.status`, the stand's thread. */
export const PLAN_STORE: WorkflowStore = {
  table: 'stands',
  statusColumn: 'status',
  onMove: 'updated_at = now()',
  thread: { table: 'stand_messages', ownerColumn: 'stand_id', statusColumn: 'new_stand_status' },
  conflictKey: 'api.error.standStatusChanged',
};

/**
 * The requests (src/domain/demandWorkflow.ts): `demands.status`, the request's thread. Its
 * "modified" date moves with every message of the thread (the thread's effects), a decision's too.
 */
export const DEMAND_STORE: WorkflowStore = {
  table: 'demands',
  statusColumn: 'status',
  thread: { table: 'demand_messages', ownerColumn: 'demand_id', statusColumn: 'new_demand_status' },
  conflictKey: 'api.error.demandStatusChanged',
};

/**
 * The stand documents (src/domain/standDocumentWorkflow.ts): `stand_document_media.status`; the
 * step's message goes to its stand's document thread, naming the document.
 */
export const STAND_DOCUMENT_STORE: WorkflowStore = {
  table: 'stand_document_media',
  statusColumn: 'status',
  onMove: 'updated_at = now()',
  thread: {
    table: 'stand_document_messages',
    ownerColumn: 'stand_document_media_id',
    statusColumn: 'new_stand_document_media_status',
    copy: { stand_id: 'stand_id' },
  },
  conflictKey: 'api.error.standDocumentStatusChanged',
};
