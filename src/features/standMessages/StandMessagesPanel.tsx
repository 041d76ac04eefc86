/**
 * The stand's messages (part 1 §2–§5): the thread, 50 a page, newest first, and
 * the composer. Others' new messages appear without a reload (the watch saga polls
 * while the panel is on screen). Views stay dumb: what they read and send through ./hooks.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import PanelCard from '@/components/PanelCard';
import { standStatusLabelId } from '@/domain/standStatus';
import { writeBlockedReasonId } from '@/domain/standThread';
import MessageComposer from '@/components/MessageComposer';
import ThreadMessages from '@/components/ThreadMessages';
import type { StandMessage } from '@/domain/api';
import { COMPOSER_KEY, EDIT_KEY, THREAD_PAGE_SIZE, useMessageComposer, useStandThread } from './hooks';

export default function StandMessagesPanel({ standId }: { standId: number }) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const { thread, show, mayWrite, canWithdraw, editPending, edit, withdraw, download } = useStandThread(standId, page);
  const composer = useMessageComposer(standId);
  const title = intl.formatMessage({ id: 'standMessages.title' });
  const disabledReasonId = writeBlockedReasonId(show?.enabled, mayWrite);

  return (
    <PanelCard
      title={title}
    >
      <MessageComposer
        key={standId}
        draftKey={`${COMPOSER_KEY}:stand-${standId}`}
        mutation={composer.mutation}
        onSend={composer.send}
        disabledReasonId={disabledReasonId}
      />
      <ThreadMessages
        rows={thread.items}
        loaded={thread.loaded}
        totalItems={thread.totalItems}
        pageSize={THREAD_PAGE_SIZE}
        page={page}
        onPage={setPage}
        listLabel={intl.formatMessage({ id: 'standMessages.thread' })}
        emptyText={intl.formatMessage({ id: 'standMessages.empty' })}
        draftPrefix={EDIT_KEY}
        statusLabel={(row: StandMessage) =>
          row.newStandStatus && intl.formatMessage({ id: 'standMessages.newStatus' }, { status: intl.formatMessage({ id: standStatusLabelId(row.newStandStatus) }) })
        }
        canWithdraw={canWithdraw}
        editPending={editPending}
        onEdit={edit}
        onWithdraw={withdraw}
        onDownload={download}
      />
    </PanelCard>
  );
}
