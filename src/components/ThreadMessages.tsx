/**
 * A page of a thread's messages (part 1 §3–§5, part 2 §4): a placeholder until the first answer,
 * the empty text, each row's Message (MessageItem: the newest own one editable, its attachments),
 * and the pages (50 a page, newest first; no pagination with one page). The one list of every
 * thread (the stand's, a request's, a stand's documents'): each gives its rows, its texts and its
 * intents. Dumb.
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import List from '@mui/material/List';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Message, MessageAttachment } from '@/domain/api';
import MessageItem, { THREAD_MESSAGES_SX } from './MessageItem';

/** A thread row as every thread sends it: its id and its Message. */
export interface ThreadRow {
  id: number;
  message: Message;
}

export interface ThreadMessagesProps<R extends ThreadRow> {
  rows: readonly R[];
  loaded: boolean;
  totalItems: number;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
  /** The list's accessible name and the text when there is no message. */
  listLabel: string;
  emptyText: string;
  /** Where an edit's draft is kept, before the message's id. */
  draftPrefix: string;
  /** The status step a row carried ('Nouveau statut : …'), if any. */
  statusLabel?: (row: R) => string | null | undefined;
  canWithdraw: boolean;
  editPending: boolean;
  onEdit: (messageId: number, content: string) => void;
  onWithdraw: (media: MessageAttachment) => void;
  onDownload: (media: MessageAttachment) => void;
  /** What a thread adds under a row's message (the stand's: a plan decision's marks). */
  rowExtra?: (row: R) => ReactNode;
}

export default function ThreadMessages<R extends ThreadRow>(props: ThreadMessagesProps<R>) {
  const intl = useIntl();
  const { rows, loaded, totalItems, pageSize, page, onPage, statusLabel } = props;
  const pages = Math.max(1, Math.ceil(totalItems / pageSize));
  return (
    <>
      {!loaded && <Skeleton variant="rounded" height={80} sx={{ mt: 2 }} />}
      {loaded && rows.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {props.emptyText}
        </Typography>
      )}
      <List aria-label={props.listLabel} sx={THREAD_MESSAGES_SX}>
        {rows.map((row) => (
          <MessageItem
            key={row.id}
            message={row.message}
            draftPrefix={props.draftPrefix}
            statusLabel={statusLabel?.(row) ?? null}
            canWithdraw={props.canWithdraw}
            editPending={props.editPending}
            onEdit={props.onEdit}
            onWithdraw={props.onWithdraw}
            onDownload={props.onDownload}
            extra={props.rowExtra?.(row)}
          />
        ))}
      </List>
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_, next) => onPage(next)}
          getItemAriaLabel={(type, item) => intl.formatMessage({ id: `thread.page.${type}` }, { page: item ?? 0 })}
        />
      )}
    </>
  );
}
