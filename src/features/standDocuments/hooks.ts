/** What the stand document screens read, and the intents they send. */
import { useCallback, useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { itemKey } from '@/api/params';
import type { LayoutType, Show, Stand, StandDocumentMedia, StandDocumentMediaStatusReference } from '@/domain/api';
import type { ListScope } from '@/domain/listQuery';
import { positiveId } from '@/domain/routeParams';
import { idFromIri } from '@/entities/entityTypes';
import { useEntity, useFormModal, useList, useMutation } from '@/entities/hooks';
import { notificationComposeRequested } from '@/features/notifications/actions';
import { useCan } from '@/features/session/hooks';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { modalOpened } from '@/ui/uiSlice';
import {
  COMPOSER_KEY,
  DEPOSIT_KEY,
  DEPOSIT_MODAL,
  EDIT_KEY,
  documentDeleteRequested,
  documentFileRequested,
  documentMessageEditRequested,
  documentMessageSendRequested,
  documentStatusRequested,
  documentsDepositRequested,
  documentsPageOpened,
  documentsZipRequested,
} from './actions';
import { documentsLoadErrorRoute, zipFileName } from './rules';

export const THREAD_PAGE_SIZE = 50;
/** A page of the document thread: 50, newest first. */
export const threadParams = (standId: number, page = 1) => ({ stand: standId, page, itemsPerPage: THREAD_PAGE_SIZE, 'order[createdAt]': 'desc' });
/** The stand's deposited documents, newest first (one page holds them all). */
export const documentsParams = (standId: number) => ({ stand: standId, itemsPerPage: 200, 'order[createdAt]': 'desc' });
const LAYOUT_TYPES_PARAMS = { pagination: false, 'order[label]': 'asc' };

/** The list's title names its show ('Documents — Salon Démo 2027'); null until the show is known. */
export function useDocumentListTitle(scope: ListScope): string | null {
  const intl = useIntl();
  const name = useEntity('shows', positiveId(scope.show))?.name;
  return name ? intl.formatMessage({ id: 'standDocuments.list.titleOfShow' }, { show: name }) : null;
}

/** The layout types the filter offers, for those who may list them. */
export function useLayoutTypeChoices(): LayoutType[] {
  const allowed = useCan('layoutType.list');
  return useList('layoutTypes', LAYOUT_TYPES_PARAMS, { skip: !allowed }).items as LayoutType[];
}

/** The stand (asked when the page opens), its show, how its load went; the page menu's intents. */
export function useStandDocumentsPage(standId: number) {
  const dispatch = useAppDispatch();
  const retry = useCallback(() => dispatch(documentsPageOpened({ standId })), [dispatch, standId]);
  useEffect(() => {
    retry();
  }, [retry]);
  const stand = useEntity('stands', standId) as Stand | undefined;
  const query = useAppSelector((state) => state.queries[itemKey('stands', standId)]);
  const showId = idFromIri(stand?.show);
  const show = useEntity('shows', showId) as Show | undefined;
  const failed = query?.status === 'failed';
  return {
    stand,
    show,
    showId,
    failed,
    redirecting: failed && documentsLoadErrorRoute(query?.error?.status) !== null,
    loading: !stand && !failed,
    retry,
    canZip: useCan('standDocument.zip'),
    canNotify: useCan('notification.add'),
    mayDeposit: useCan('standDocumentMessage.add'),
    zip: useCallback(
      () => dispatch(documentsZipRequested({ standId, fileName: zipFileName(show?.name, stand?.name) })),
      [dispatch, standId, show?.name, stand?.name],
    ),
    notify: useCallback(() => dispatch(notificationComposeRequested({ selection: { ids: [standId] } })), [dispatch, standId]),
    openDeposit: useCallback(() => dispatch(modalOpened({ name: DEPOSIT_MODAL, id: standId })), [dispatch, standId]),
  };
}

const useFileDownload = () => {
  const dispatch = useAppDispatch();
  return useCallback((objectUrl: string, mediaFileName: string) => dispatch(documentFileRequested({ objectUrl, mediaFileName })), [dispatch]);
};

/** A page of the document thread, who may write, the composer and the edit. */
export function useDocumentThread(standId: number, page: number) {
  const dispatch = useAppDispatch();
  const params = useMemo(() => threadParams(standId, page), [standId, page]);
  return {
    thread: useList('standDocumentMessages', params),
    mayWrite: useCan('standDocumentMessage.add'),
    composer: useMutation(COMPOSER_KEY),
    editPending: useMutation(EDIT_KEY).status === 'pending',
    send: useCallback((message: string, files: File[]) => dispatch(documentMessageSendRequested({ standId, message, files })), [dispatch, standId]),
    edit: useCallback((messageId: number, content: string) => dispatch(documentMessageEditRequested({ standId, messageId, content })), [dispatch, standId]),
    download: useFileDownload(),
  };
}

/** The stand's documents, what the user may do with each, and the intents. */
export function useStandDocuments(standId: number) {
  const dispatch = useAppDispatch();
  const list = useList('standDocumentMedia', documentsParams(standId));
  return {
    documents: (list.items as StandDocumentMedia[]).filter((document) => document.enabled),
    loaded: list.loaded,
    canSetStatus: useCan('standDocument.newStatus'),
    canDelete: useCan('standDocumentMedia.delete'),
    setStatus: useCallback(
      (documentId: number, status: StandDocumentMediaStatusReference) => dispatch(documentStatusRequested({ standId, documentId, status })),
      [dispatch, standId],
    ),
    remove: useCallback((documentId: number) => dispatch(documentDeleteRequested({ standId, documentId })), [dispatch, standId]),
    download: useFileDownload(),
  };
}

/** 'Déposer mes documents': the dialog's modal, the deposit's outcome (its progress), the send. */
export function useDocumentDeposit(standId: number) {
  const dispatch = useAppDispatch();
  const modal = useFormModal(DEPOSIT_MODAL);
  return {
    open: modal.open && modal.id === standId,
    close: modal.close,
    mutation: useMutation(DEPOSIT_KEY),
    send: useCallback((message: string, files: File[]) => dispatch(documentsDepositRequested({ standId, message, files })), [dispatch, standId]),
  };
}

/** The stand dashboard's Documents card: shown when the stand's show has the stand-documents function. */
export function useStandDocumentsEntry(standId: number) {
  const stand = useEntity('stands', standId) as Stand | undefined;
  const show = useEntity('shows', idFromIri(stand?.show)) as Show | undefined;
  return { stand, shown: show?.standDocumentsFunction === true };
}

