/**
 * The stand's messages (part 1 §2–§5): the thread, 50 a page, newest first, and
 * the composer. Others' new messages appear without a reload (the watch saga polls
 * while the panel is on screen). Views stay dumb: lists through useList, intents out.
 */
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import List from '@mui/material/List';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import PanelCard from '@/components/PanelCard';
import type { MessageAttachment } from '@/domain/api';
import { writeBlockedReasonId } from '@/domain/standThread';
import { useList } from '@/entities/hooks';
import { saveRequested } from '@/entities/mutationsSlice';
import { selectMutation } from '@/entities/selectors';
import { selectCan } from '@/features/session/selectors';
import { selectShowOfStand } from '@/features/stands/selectors';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { confirmRequested } from '@/ui/uiSlice';
import { attachmentDownloadRequested, messageEditRequested, threadWatchStarted, threadWatchStopped } from './actions';
import MessageComposer from './components/MessageComposer';
import MessageItem from './components/MessageItem';

export const THREAD_PAGE_SIZE = 50;
const EDIT_KEY = 'standMessages/edit';

export default function StandMessagesPanel({ standId }: { standId: number }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [page, setPage] = useState(1);
  const params = useMemo(
    () => ({ stand: standId, page, itemsPerPage: THREAD_PAGE_SIZE, 'order[createdAt]': 'desc' }),
    [standId, page],
  );
  const thread = useList('standMessages', params);
  const show = useAppSelector((state) => selectShowOfStand(state, standId));
  const mayWrite = useAppSelector((state) => selectCan(state, 'standMessage.add'));
  const canWithdraw = useAppSelector((state) => selectCan(state, 'standMedia.delete'));
  const editPending = useAppSelector((state) => selectMutation(state, EDIT_KEY).status === 'pending');
  const title = intl.formatMessage({ id: 'standMessages.title' });

  useEffect(() => {
    dispatch(threadWatchStarted({ standId, params }));
    return () => {
      dispatch(threadWatchStopped({ standId }));
    };
  }, [dispatch, standId, params]);

  const disabledReasonId = writeBlockedReasonId(show?.enabled, mayWrite);
  const edit = (messageId: number, content: string) => dispatch(messageEditRequested({ messageId, content, key: EDIT_KEY }));
  const withdraw = (media: MessageAttachment) =>
    dispatch(
      confirmRequested({
        messageId: 'standMessages.attachment.withdrawConfirm',
        values: { name: media.mediaFileName },
        action: saveRequested({ resource: 'messageMedia', id: media.id, method: 'PATCH', data: { enabled: false }, key: 'messageMedia/withdraw' }),
      }),
    );
  const download = (media: MessageAttachment) => dispatch(attachmentDownloadRequested({ objectUrl: media.objectUrl, mediaFileName: media.mediaFileName }));
  const pages = Math.max(1, Math.ceil(thread.totalItems / THREAD_PAGE_SIZE));

  return (
    <PanelCard
      title={title}
    >
      <MessageComposer standId={standId} disabledReasonId={disabledReasonId} />
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
            statusLabel={row.newStandStatus && intl.formatMessage({ id: 'standMessages.newStatus' }, { status: intl.formatMessage({ id: `standStatus.${row.newStandStatus}` }) })}
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
