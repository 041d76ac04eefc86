import type { StandDocumentMedia, StandDocumentMessage } from '@/domain/api';
import { defineFeature } from '@/features/manifest';
import { withListGrid } from '@/lists/listGrid';
import { DOCUMENT_LIST } from './documentList';
import { DOCUMENT_LIST_PATH, STAND_DOCUMENTS_PATH } from './paths';
import { withPanels } from '@/features/panelChunks';

declare module '@/entities/entityTypes' {
  interface EntityMap {
    standDocumentMedia: StandDocumentMedia;
    standDocumentMessages: StandDocumentMessage;
  }
}

/**
 * Stand documents (part 2 §2–§9, issue 22): the document list of a show (the stand list in document
 * mode), the stand document dashboard (thread, documents, deposit, statuses, zip), and on the stand
 * dashboard the Documents entry.
 */
export default defineFeature({
  name: 'standDocuments',
  routes: [
    {
      path: DOCUMENT_LIST_PATH,
      access: 'private',
      permission: 'stand.list',
      titleId: 'standDocuments.list.title',
      load: () => withListGrid(import(/* webpackChunkName: "document-list" */ './pages/DocumentListPage')),
    },
    {
      path: STAND_DOCUMENTS_PATH,
      access: 'private',
      permission: 'stand.view',
      titleId: 'standDocuments.page.tabTitle',
      load: () => withPanels(import(/* webpackChunkName: "stand-documents" */ './pages/StandDocumentsPage'), ['standPeople']),
    },
  ],
  menu: [
    {
      id: 'documents',
      placement: 'side',
      order: 40,
      labelId: 'layout.menu.documents',
      path: DOCUMENT_LIST_PATH,
      needsShow: true,
      // Part 2 §2: only when the show has the documents function.
      showFlag: 'standDocumentsFunction',
      activeOn: [STAND_DOCUMENTS_PATH],
    },
  ],
  entities: {
    standDocumentMedia: { path: '/stand_document_media' },
    standDocumentMessages: { path: '/stand_document_messages' },
  },
  lists: [DOCUMENT_LIST],
  panels: [
    {
      id: 'standDocuments',
      slot: 'standSide',
      // Below the stand's messages and plans: rendered just after the page's first paint.
      afterFirstPaint: true,
      order: 12,
      load: () => import(/* webpackChunkName: "stand-documents-card" */ './StandDocumentsCard'),
    },
  ],
  lazySagas: () => import(/* webpackChunkName: "stand-document-sagas" */ './sagas'),
  messages: ['standDocuments'],
});
