/**
 * The request's messages (part 2 §2, §4): the one thread of the base (src/components'
 * MessageItem and MessageComposer), 50 a page newest first, the newest own message editable,
 * sending disabled on a show that is not enabled or without the permission (the reason said).
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import List from '@mui/material/List';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import MessageComposer from '@/components/MessageComposer';
import MessageItem from '@/components/MessageItem';
import PanelCard from '@/components/PanelCard';
import { writeBlockedReasonId } from '@/domain/standThread';
import { COMPOSER_KEY, EDIT_KEY } from '../actions';
import { THREAD_PAGE_SIZE, useDemandThread } from '../hooks';
import { demandStatusLabelId } from '../rules';
import type { DemandMessage } from '../types';

const NOTHING = () => undefined;

export default function DemandThreadPanel({ demandId, showEnabled }: { demandId: number; showEnabled: boolean | undefined }) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const { thread, mayWrite, composer, editPending, send, edit, download } = useDemandThread(demandId, page);
  const pages = Math.max(1, Math.ceil(thread.totalItems / THREAD_PAGE_SIZE));
  const statusLabel = (row: DemandMessage) =>
    row.newDemandStatus && intl.formatMessage({ id: 'demands.thread.newStatus' }, { status: intl.formatMessage({ id: demandStatusLabelId(row.newDemandStatus) }) });
  return (
    <PanelCard title={intl.formatMessage({ id: 'demands.thread.title' })}>
      <MessageComposer
        key={demandId}
        draftKey={`${COMPOSER_KEY}:demand-${demandId}`}
        mutation={composer}
        onSend={send}
        disabledReasonId={writeBlockedReasonId(showEnabled, mayWrite)}
      />
      {!thread.loaded && <Skeleton variant="rounded" height={80} sx={{ mt: 2 }} />}
      {thread.loaded && thread.items.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {intl.formatMessage({ id: 'demands.thread.empty' })}
        </Typography>
      )}
      <List aria-label={intl.formatMessage({ id: 'demands.thread.list' })}>
        {(thread.items as DemandMessage[]).map((row) => (
          <MessageItem
            key={row.id}
            message={row.message}
            draftPrefix={EDIT_KEY}
            statusLabel={statusLabel(row)}
            canWithdraw={false}
            editPending={editPending}
            onEdit={edit}
            onWithdraw={NOTHING}
            onDownload={(media) => download(media.objectUrl, media.mediaFileName)}
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
