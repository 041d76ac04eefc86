/**
 * The stand's messages (part 1 §2–§5): the thread, 50 a page, newest first, and
 * the composer. Others' new messages appear without a reload (the watch saga polls
 * while the panel is on screen). Views stay dumb: what they read and send through ./hooks.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import List from '@mui/material/List';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import PanelCard from '@/components/PanelCard';
import { standStatusLabelId } from '@/domain/standStatus';
import { writeBlockedReasonId } from '@/domain/standThread';
import MessageComposer from '@/components/MessageComposer';
import MessageItem from '@/components/MessageItem';
import { COMPOSER_KEY, EDIT_KEY, THREAD_PAGE_SIZE, useMessageComposer, useStandThread } from './hooks';

export default function StandMessagesPanel({ standId }: { standId: number }) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const { thread, show, mayWrite, canWithdraw, editPending, edit, withdraw, download } = useStandThread(standId, page);
  const composer = useMessageComposer(standId);
  const title = intl.formatMessage({ id: 'standMessages.title' });
  const disabledReasonId = writeBlockedReasonId(show?.enabled, mayWrite);
  const pages = Math.max(1, Math.ceil(thread.totalItems / THREAD_PAGE_SIZE));

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
      {!thread.loaded && <Skeleton variant="rounded" height={80} sx={{ mt: 2 }} />}
      {thread.loaded && thread.items.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {intl.formatMessage({ id: 'standMessages.empty' })}
        </Typography>
      )}
      <List aria-label={intl.formatMessage({ id: 'standMessages.thread' })}>
        {thread.items.map((row) => (
          <MessageItem
            key={row.id}
            message={row.message}
            draftPrefix={EDIT_KEY}
            statusLabel={row.newStandStatus && intl.formatMessage({ id: 'standMessages.newStatus' }, { status: intl.formatMessage({ id: standStatusLabelId(row.newStandStatus) }) })}
            canWithdraw={canWithdraw}
            editPending={editPending}
            onEdit={edit}
            onWithdraw={withdraw}
            onDownload={download}
          />
        ))}
      </List>
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_, next) => setPage(next)}
          getItemAriaLabel={(type, item) => intl.formatMessage({ id: `standMessages.page.${type}` }, { page: item ?? 0 })}
        />
      )}
    </PanelCard>
  );
}
