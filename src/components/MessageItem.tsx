/**
 * One message of a thread (a `Message`, part 1 §3, whatever thread carries it): who wrote it
 * (name, company, stand role or 'Organisateur'), when (DD/MM/YYYY HH[h]mm), the status step its
 * thread row carried (`statusLabel`), its
 * text (editable inline when it is the newest and the user's; the editor stays open until the
 * message reads the new text, so nothing typed is lost on a refusal; the edit is kept as a draft
 * until saved or cancelled, and the editor reopens on it after leaving the page), its attachments
 * (downloads; staff may withdraw one, after confirmation). Dumb: intents out. The one message of
 * every thread (the stand's, a request's): each names where its edit drafts are kept.
 *
 * A page shows 50 of them at once, in the same commit as the rest of the stand page (issue 20:
 * the dashboard's first paint): a message is plain elements with class names, styled once for the
 * whole thread by THREAD_MESSAGES_SX (ThreadMessages), not a dozen MUI components each resolving
 * its styles; only the newest own message (editable) mounts the draft and the editor's MUI parts.
 */
import { memo, useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Message, MessageAttachment } from '@/domain/api';
import { useShowDateTime } from '@/components/useShowDateTime';
import { authorRoleLabelId, formatFileSize } from '@/domain/standThread';
import { useFormDraft } from '@/components/useFormDraft';

export interface MessageItemProps {
  message: Message;
  /** Where an edit's draft is kept, before the message's id (`standMessages/edit`). */
  draftPrefix: string;
  /** The status step the message carried ('Nouveau statut : …'), if any. */
  statusLabel?: string | null;
  /** Staff may withdraw an attachment (soft delete). */
  canWithdraw: boolean;
  /** An edit of the thread is being saved. */
  editPending: boolean;
  onEdit: (id: number, content: string) => void;
  onWithdraw: (media: MessageAttachment) => void;
  /** Attachments come with the user's token: the saga downloads them. */
  onDownload: (media: MessageAttachment) => void;
  /** What the thread adds under the message (a decision's marks on the plans, issue 25). */
  extra?: ReactNode;
}

/** The thread's look, given once to its list (ThreadMessages): the classes MessageItem writes. */
export const THREAD_MESSAGES_SX = {
  '& .thread-message': { display: 'block', py: 1, borderBottom: 1, borderColor: 'divider', listStyle: 'none' },
  '& .thread-message-head': { display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' },
  '& .thread-message-author': { typography: 'subtitle2' },
  '& .thread-message-meta': { typography: 'body2', color: 'text.secondary' },
  '& .thread-message-date': { ml: 'auto' },
  '& .thread-message-status': {
    display: 'inline-flex',
    alignItems: 'center',
    mt: 0.5,
    // At least a chip's height, taller when the label wraps (a phone): the outline follows the text.
    minHeight: 24,
    py: '2px',
    px: 1,
    border: 1,
    borderColor: 'grey.400',
    borderRadius: '12px',
    typography: 'body2',
    fontSize: '0.8125rem',
    lineHeight: 1.3,
  },
  '& .thread-message-text': { typography: 'body2', whiteSpace: 'pre-wrap', mt: 0.5, mb: 0 },
  '& .thread-attachments': { listStyle: 'none', p: 0, m: 0, mt: 0.5 },
  '& .thread-attachment': { display: 'flex', alignItems: 'center', gap: 0.5, typography: 'body2' },
  '& .thread-attachment-size': { typography: 'caption', color: 'text.secondary' },
  '& .thread-attachment-withdrawn': { color: 'text.secondary', textDecoration: 'line-through' },
  '& .thread-icon': { width: 20, height: 20, fill: 'currentColor', flexShrink: 0 },
  '& .thread-attachment > .thread-icon': { color: 'action.active' },
  '& .thread-link': {
    typography: 'body2',
    p: 0,
    border: 0,
    background: 'none',
    cursor: 'pointer',
    color: 'primary.main',
    textDecoration: 'underline',
    // As MUI's Link underlines: the theme's primary colour, faded.
    textDecorationColor: (theme: Theme) => alpha(theme.palette.primary.main, 0.4),
    textAlign: 'left',
    '&:hover': { textDecorationColor: 'inherit' },
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
  },
  '& .thread-withdraw': {
    display: 'inline-flex',
    p: 0.625,
    border: 0,
    borderRadius: '50%',
    background: 'none',
    cursor: 'pointer',
    color: 'error.main',
    '&:hover': { bgcolor: 'action.hover' },
    '&:focus-visible': { outline: '2px solid', outlineColor: 'error.main' },
  },
  '& .thread-message-edit': { mt: 0.5 },
} as const;

// The two icons a message draws (Material's 'AttachFile' and 'DeleteOutlined' paths), as plain SVG.
const ATTACH_PATH =
  'M16.5 6v11.5c0 2.21-1.79 4-4 4s-4-1.79-4-4V5c0-1.38 1.12-2.5 2.5-2.5s2.5 1.12 2.5 2.5v10.5c0 .55-.45 1-1 1s-1-.45-1-1V6H10v9.5c0 1.38 1.12 2.5 2.5 2.5s2.5-1.12 2.5-2.5V5c0-2.21-1.79-4-4-4S7 2.79 7 5v12.5c0 3.04 2.46 5.5 5.5 5.5s5.5-2.46 5.5-5.5V6z';
const DELETE_PATH = 'M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM8 9h8v10H8zm7.5-5-1-1h-5l-1 1H5v2h14V4z';

function Icon({ path }: { path: string }) {
  return (
    <svg className="thread-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}

function MessageItem(props: MessageItemProps) {
  return props.message.editable ? <EditableMessage {...props} /> : <MessageView {...props} />;
}

export default memo(MessageItem);

/** The message as everyone reads it; `editor` replaces its text while it is being edited, `editButton` follows it. */
function MessageView({ message, statusLabel, canWithdraw, onWithdraw, onDownload, extra, editor, editButton }: MessageItemProps & { editor?: ReactNode; editButton?: ReactNode }) {
  const intl = useIntl();
  const showDate = useShowDateTime();
  const author = message.createdBy?.fullName ?? intl.formatMessage({ id: 'standMessages.author.gone' });
  const role = intl.formatMessage({ id: authorRoleLabelId(message.createdByStandRole) });
  return (
    <li className="thread-message">
      <div className="thread-message-head">
        <span className="thread-message-author">{author}</span>
        <span className="thread-message-meta">{[message.createdBy?.company, role].filter(Boolean).join(' · ')}</span>
        <span className="thread-message-meta thread-message-date">{showDate(message.createdAt)}</span>
      </div>
      {statusLabel && <span className="thread-message-status">{statusLabel}</span>}
      {editor ?? <p className="thread-message-text">{message.content}</p>}
      {extra}
      {message.attachments.length > 0 && (
        <ul className="thread-attachments" aria-label={intl.formatMessage({ id: 'standMessages.attachments' })}>
          {message.attachments.map((media) => {
            const withdraw = intl.formatMessage({ id: 'standMessages.attachment.withdraw' }, { name: media.mediaFileName });
            return (
              <li className="thread-attachment" key={media.id}>
                <Icon path={ATTACH_PATH} />
                {media.enabled ? (
                  <button type="button" className="thread-link" onClick={() => onDownload(media)}>
                    {media.mediaFileName}
                  </button>
                ) : (
                  <span className="thread-attachment-withdrawn">
                    {media.mediaFileName} ({intl.formatMessage({ id: 'standMessages.attachment.withdrawn' })})
                  </span>
                )}
                <span className="thread-attachment-size">{formatFileSize(media.size, intl.locale)}</span>
                {canWithdraw && media.enabled && (
                  <button type="button" className="thread-withdraw" aria-label={withdraw} title={withdraw} onClick={() => onWithdraw(media)}>
                    <Icon path={DELETE_PATH} />
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {editButton}
    </li>
  );
}

/** The newest own message: editable inline, its edit kept as a draft until saved or cancelled. */
function EditableMessage(props: MessageItemProps) {
  const { message, draftPrefix, editPending, onEdit } = props;
  const intl = useIntl();
  const kept = useFormDraft(`${draftPrefix}:${message.id}`);
  const [draft, setDraftText] = useState<string | null>(() => (typeof kept.draft?.content === 'string' ? kept.draft.content : null));
  const setDraft = (text: string | null) => {
    setDraftText(text);
    if (text === null) kept.discard();
    else kept.keep({ content: text }, { content: message.content });
  };
  // The text sent: the editor closes once the message reads it, so a refused edit keeps the draft.
  const [sent, setSent] = useState<string | null>(null);
  const { discard } = kept;
  useEffect(() => {
    if (sent !== null && message.content === sent) {
      setDraftText(null);
      setSent(null);
      discard();
    }
  }, [message.content, sent, discard]);

  const editor =
    draft === null ? undefined : (
      <Stack spacing={1} sx={{ mt: 1 }}>
        <TextField
          multiline
          minRows={2}
          size="small"
          label={intl.formatMessage({ id: 'standMessages.edit.label' })}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button
            variant="contained"
            size="small"
            disabled={!draft.trim()}
            loading={editPending && sent !== null}
            onClick={() => {
              onEdit(message.id, draft);
              setSent(draft);
            }}
          >
            {intl.formatMessage({ id: 'common.save' })}
          </Button>
          <Button
            size="small"
            onClick={() => {
              setDraft(null);
              setSent(null);
            }}
          >
            {intl.formatMessage({ id: 'common.cancel' })}
          </Button>
        </Box>
      </Stack>
    );
  const editButton =
    draft === null ? (
      <Button size="small" className="thread-message-edit" onClick={() => setDraft(message.content)}>
        {intl.formatMessage({ id: 'standMessages.edit' })}
      </Button>
    ) : undefined;
  return <MessageView {...props} editor={editor} editButton={editButton} />;
}
