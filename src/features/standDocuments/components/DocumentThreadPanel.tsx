/**
 * The stand's document thread (part 2 §2, §4): the one thread of the base (src/components'
 * ThreadCard), 50 a page newest first, the newest own message editable, sending disabled on a show
 * that is not enabled or without the permission (the reason said). A deposit's message names its
 * documents.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import ThreadCard from '@/components/ThreadCard';
import type { StandDocumentMessage } from '@/domain/api';
import { writeBlockedReasonId } from '@/domain/standThread';
import { COMPOSER_KEY, EDIT_KEY } from '../actions';
import { THREAD_PAGE_SIZE, useDocumentThread } from '../hooks';

const NOTHING = () => undefined;

export default function DocumentThreadPanel({ standId, showEnabled }: { standId: number; showEnabled: boolean | undefined }) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const { thread, mayWrite, composer, editPending, send, edit, download } = useDocumentThread(standId, page);
  const deposited = (row: StandDocumentMessage) =>
    row.documents?.length
      ? intl.formatMessage({ id: 'standDocuments.thread.deposited' }, { names: row.documents.map((document) => document.mediaFileName).join(', ') })
      : null;
  return (
    <ThreadCard
      title={intl.formatMessage({ id: 'standDocuments.thread.title' })}
      ownerKey={standId}
      composer={{ draftKey: `${COMPOSER_KEY}:stand-${standId}`, mutation: composer, onSend: send, disabledReasonId: writeBlockedReasonId(showEnabled, mayWrite) }}
      rows={thread.items as StandDocumentMessage[]}
      loaded={thread.loaded}
      totalItems={thread.totalItems}
      pageSize={THREAD_PAGE_SIZE}
      page={page}
      onPage={setPage}
      listLabel={intl.formatMessage({ id: 'standDocuments.thread.list' })}
      emptyText={intl.formatMessage({ id: 'standDocuments.thread.empty' })}
      draftPrefix={EDIT_KEY}
      statusLabel={deposited}
      canWithdraw={false}
      editPending={editPending}
      onEdit={edit}
      onWithdraw={NOTHING}
      onDownload={(media) => download(media.objectUrl, media.mediaFileName)}
    />
  );
}
