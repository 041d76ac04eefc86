/**
 * The request's messages (part 2 §2, §4): the one thread of the base (src/components' ThreadCard),
 * 50 a page newest first, the newest own message editable, sending disabled on a show that is not
 * enabled or without the permission (the reason said).
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import ThreadCard from '@/components/ThreadCard';
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
  const statusLabel = (row: DemandMessage) =>
    row.newDemandStatus && intl.formatMessage({ id: 'demands.thread.newStatus' }, { status: intl.formatMessage({ id: demandStatusLabelId(row.newDemandStatus) }) });
  return (
    <ThreadCard
      title={intl.formatMessage({ id: 'demands.thread.title' })}
      ownerKey={demandId}
      composer={{ draftKey: `${COMPOSER_KEY}:demand-${demandId}`, mutation: composer, onSend: send, disabledReasonId: writeBlockedReasonId(showEnabled, mayWrite) }}
      rows={thread.items as DemandMessage[]}
      loaded={thread.loaded}
      totalItems={thread.totalItems}
      pageSize={THREAD_PAGE_SIZE}
      page={page}
      onPage={setPage}
      listLabel={intl.formatMessage({ id: 'demands.thread.list' })}
      emptyText={intl.formatMessage({ id: 'demands.thread.empty' })}
      draftPrefix={EDIT_KEY}
      statusLabel={statusLabel}
      canWithdraw={false}
      editPending={editPending}
      onEdit={edit}
      onWithdraw={NOTHING}
      onDownload={(media) => download(media.objectUrl, media.mediaFileName)}
    />
  );
}
