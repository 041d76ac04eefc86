/** 'Historique des synchronisations' (issue 24): the show's runs, newest first — when (Paris time), how, result, who. */
import { useIntl } from 'react-intl';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useShowDateTime } from '@/components/useShowDateTime';
import type { ShowSyncReport } from '@/domain/api';
import { resultText } from './syncText';

export default function SyncHistory({ runs }: { runs: readonly ShowSyncReport[] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const showDate = useShowDateTime();
  const caption = t('showSync.history.title');
  if (!runs.length) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('showSync.history.none')}
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label={caption}>
      <caption style={{ captionSide: 'top', textAlign: 'left', padding: 0 }}>
        <Typography variant="subtitle2" component="span">
          {caption}
        </Typography>
      </caption>
      <TableHead>
        <TableRow>
          <TableCell>{t('showSync.history.date')}</TableCell>
          <TableCell>{t('showSync.history.trigger')}</TableCell>
          <TableCell>{t('showSync.history.result')}</TableCell>
          <TableCell>{t('showSync.history.author')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {runs.map((run) => (
          <TableRow key={run.id}>
            <TableCell component="th" scope="row">
              {showDate(run.finishedAt ?? run.startedAt)}
            </TableCell>
            <TableCell>{t(`showSync.trigger.${run.trigger}`)}</TableCell>
            <TableCell>{resultText(intl, run)}</TableCell>
            <TableCell>{run.createdByName ?? '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
