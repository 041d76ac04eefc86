/**
 * The stand's messages (part 1 §2–§5): the thread, 50 a page, newest first, and
 * the composer (src/components' ThreadCard). Others' new messages appear without a reload (the
 * watch saga polls while the panel is on screen). Views stay dumb: what they read and send through ./hooks.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import ThreadCard from '@/components/ThreadCard';
import type { StandMessage } from '@/domain/api';
import { standStatusLabelId } from '@/domain/standStatus';
import { writeBlockedReasonId } from '@/domain/standThread';
import RevisionMarks from './components/RevisionMarks';
import { COMPOSER_KEY, EDIT_KEY, THREAD_PAGE_SIZE, planRevisionOf, useMessageComposer, useStandThread } from './hooks';

export default function StandMessagesPanel({ standId }: { standId: number }) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const { thread, show, mayWrite, canWithdraw, editPending, edit, withdraw, download } = useStandThread(standId, page);
  const composer = useMessageComposer(standId);
  const statusLabel = (row: StandMessage) =>
    row.newStandStatus && intl.formatMessage({ id: 'standMessages.newStatus' }, { status: intl.formatMessage({ id: standStatusLabelId(row.newStandStatus) }) });
  // A plan decision (the staff's step after a submission) lists the marks of the revision it decided.
  const rowExtra = (row: StandMessage) => {
    const revision = planRevisionOf(row);
    return revision && row.newStandStatus !== 'pendingPlansVerification' ? <RevisionMarks standId={standId} revisionIri={revision} /> : null;
  };
  return (
    <ThreadCard
      title={intl.formatMessage({ id: 'standMessages.title' })}
      ownerKey={standId}
      composer={{ draftKey: `${COMPOSER_KEY}:stand-${standId}`, mutation: composer.mutation, onSend: composer.send, disabledReasonId: writeBlockedReasonId(show?.enabled, mayWrite) }}
      rows={thread.items}
      loaded={thread.loaded}
      totalItems={thread.totalItems}
      pageSize={THREAD_PAGE_SIZE}
      page={page}
      onPage={setPage}
      listLabel={intl.formatMessage({ id: 'standMessages.thread' })}
      emptyText={intl.formatMessage({ id: 'standMessages.empty' })}
      draftPrefix={EDIT_KEY}
      statusLabel={statusLabel}
      rowExtra={rowExtra}
      canWithdraw={canWithdraw}
      editPending={editPending}
      onEdit={edit}
      onWithdraw={withdraw}
      onDownload={download}
    />
  );
}
