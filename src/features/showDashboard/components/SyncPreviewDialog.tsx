/**
 * What a sync would do (issue 24, the reconciliation preview): its counts, then each change —
 * the stand, the kind of change, 'field: old → new' — and 'Appliquer' (the sync of exactly this
 * preview) or 'Annuler'. Dumb: the preview in, intents out.
 */
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ShowSyncReport, SyncChange } from '@/domain/api';
import { changeFieldLines, SYNC_COUNT_FIELDS, syncCountLabelId } from '@/domain/gatewayView';
import { changeSubject, knownMessage } from './syncText';

interface Props {
  open: boolean;
  report: ShowSyncReport | undefined;
  pending: boolean;
  onApply: () => void;
  onCancel: () => void;
}

const TITLE_ID = 'sync-preview-title';

function ChangeDetails({ change }: { change: SyncChange }) {
  const intl = useIntl();
  const lines = change.kind === 'problem' && change.messageId ? [knownMessage(intl, change.messageId, change.params)] : changeFieldLines(change);
  return (
    <>
      {lines.map((line) => (
        <Typography key={line} variant="body2" component="div">
          {line}
        </Typography>
      ))}
    </>
  );
}

export default function SyncPreviewDialog({ open, report, pending, onApply, onCancel }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Dialog open={open} onClose={pending ? undefined : onCancel} aria-labelledby={TITLE_ID} maxWidth="md" fullWidth>
      <DialogTitle id={TITLE_ID}>{t('showSync.preview.title')}</DialogTitle>
      <DialogContent>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))', gap: 1, m: 0, mb: 2 }}>
          {SYNC_COUNT_FIELDS.map((field) => (
            <Box key={field}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {t(syncCountLabelId(field))}
              </Typography>
              <Typography component="dd" variant="h6" sx={{ m: 0 }}>
                {report?.counts?.[field] ?? 0}
              </Typography>
            </Box>
          ))}
        </Box>
        {report?.changes.length ? (
          <Table size="small" aria-label={t('showSync.preview.changes')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('showSync.change.stand')}</TableCell>
                <TableCell>{t('showSync.change.kind')}</TableCell>
                <TableCell>{t('showSync.change.details')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.changes.map((change, i) => (
                <TableRow key={`${change.tokenIdentifier ?? change.row ?? ''}-${i}`}>
                  <TableCell component="th" scope="row">
                    {changeSubject(intl, change)}
                  </TableCell>
                  <TableCell>{t(`showSync.kind.${change.kind}`)}</TableCell>
                  <TableCell>
                    <ChangeDetails change={change} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <Typography variant="body2">{t('showSync.noChange')}</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending}>
          {t('showSync.preview.cancel')}
        </Button>
        <Button variant="contained" onClick={onApply} loading={pending}>
          {t('showSync.preview.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
