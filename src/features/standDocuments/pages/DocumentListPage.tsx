/**
 * /salons/:showId/documents — the stand list in document mode (part 2 §2): the stands of the show
 * with their document status, sorted by name, filtered by the Messages flags (admin, support), the
 * document statuses, the layout types, the area, the days of update and the search; filters saved
 * per path and user; a row opens the stand's documents. A standist with exactly one stand goes
 * straight there (documentListOpened, ../sagas.ts).
 */
import type { Stand } from '@/domain/api';
import { positiveId } from '@/domain/routeParams';
import { createListScreen } from '@/lists/createListScreen';
import { documentListOpened } from '../actions';
import DocumentListFilterPanel from '../components/DocumentListFilterPanel';
import DocumentListTopBar from '../components/DocumentListTopBar';
import { DOCUMENT_LIST_GRID_COLUMNS } from '../components/documentListColumns';
import { DOCUMENT_LIST, documentListScope, type DocumentListFilters } from '../documentList';
import { useDocumentListTitle } from '../hooks';
import { documentListPath, standDocumentsPath } from '../paths';

export default createListScreen<DocumentListFilters, Stand>({
  definition: DOCUMENT_LIST,
  messages: 'standDocuments.list',
  scope: ({ showId }) => {
    const id = positiveId(showId);
    return id === null ? null : documentListScope(id);
  },
  useTitle: useDocumentListTitle,
  path: ({ show }) => documentListPath(Number(show)),
  columns: DOCUMENT_LIST_GRID_COLUMNS,
  rowLabel: (stand) => stand.name,
  pinnedField: 'name',
  rowPath: standDocumentsPath,
  FilterPanel: DocumentListFilterPanel,
  TopBar: DocumentListTopBar,
  openAction: documentListOpened,
  hideSinglePage: true,
  keyboard: true,
});
