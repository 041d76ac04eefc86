/**
 * One message of a thread (a `Message`, part 1 §3, whatever thread carries it): who wrote it
 * (name, company, stand role or 'Organisateur'), when (DD/MM/YYYY HH[h]mm), the status step its
 * thread row carried (`statusLabel`), its
 * text (editable inline when it is the newest and the user's; the editor stays open until the
 * message reads the new text, so nothing typed is lost on a refusal; the edit is kept as a draft
 * until saved or cancelled, and the editor reopens on it after leaving the page), its attachments
 * (downloads; staff may withdraw one, after confirmation). Dumb: intents out. The one message of
 * every thread (the stand's, a request's): each names where its edit drafts are kept.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
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

export default function MessageItem({ message, draftPrefix, statusLabel, canWithdraw, editPending, onEdit, onWithdraw, onDownload, extra }: MessageItemProps) {
  const intl = useIntl();
  const showDate = useShowDateTime();
  const kept = useFormDraft(message.editable ? `${draftPrefix}:${message.id}` : null);
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
  const author = message.createdBy?.fullName ?? intl.formatMessage({ id: 'standMessages.author.gone' });
  const role = intl.formatMessage({ id: authorRoleLabelId(message.createdByStandRole) });

  return (
    <ListItem divider alignItems="flex-start" sx={{ display: 'block', px: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
        <Typography variant="subtitle2" component="span">
          {author}
        </Typography>
        <Typography variant="body2" color="text.secondary" component="span">
          {[message.createdBy?.company, role].filter(Boolean).join(' · ')}
        </Typography>
        <Typography variant="body2" color="text.secondary" component="span" sx={{ ml: 'auto' }}>
          {showDate(message.createdAt)}
        </Typography>
      </Box>
      {statusLabel && <Chip size="small" variant="outlined" sx={{ mt: 0.5 }} label={statusLabel} />}
      {draft === null ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mt: 0.5 }}>
          {message.content}
        </Typography>
      ) : (
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
      )}
      {extra}
      {message.attachments.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }} aria-label={intl.formatMessage({ id: 'standMessages.attachments' })}>
          {message.attachments.map((media) => (
            <Box component="li" key={media.id} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <AttachFileIcon fontSize="small" color="action" />
              {media.enabled ? (
                <Link component="button" type="button" variant="body2" onClick={() => onDownload(media)}>
                  {media.mediaFileName}
                </Link>
              ) : (
                <Typography variant="body2" color="text.secondary" sx={{ textDecoration: 'line-through' }}>
                  {media.mediaFileName} ({intl.formatMessage({ id: 'standMessages.attachment.withdrawn' })})
                </Typography>
              )}
              <Typography variant="caption" color="text.secondary">
                {formatFileSize(media.size, intl.locale)}
              </Typography>
              {canWithdraw && media.enabled && (
                <IconButton
                  size="small"
                  color="error"
                  aria-label={intl.formatMessage({ id: 'standMessages.attachment.withdraw' }, { name: media.mediaFileName })}
                  title={intl.formatMessage({ id: 'standMessages.attachment.withdraw' }, { name: media.mediaFileName })}
                  onClick={() => onWithdraw(media)}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              )}
            </Box>
          ))}
        </Box>
      )}
      {message.editable && draft === null && (
        <Button size="small" sx={{ mt: 0.5 }} onClick={() => setDraft(message.content)}>
          {intl.formatMessage({ id: 'standMessages.edit' })}
        </Button>
      )}
    </ListItem>
  );
}
