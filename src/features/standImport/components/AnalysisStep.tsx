/**
 * Step 1 of the import: the analysis's totals (new, changed, unchanged stands) and every
 * problem of the file as row, column and message (part 1 §5), or its progress while the
 * server reads the file (the share done once the server has told it: issue 18, point 3), or why
 * it was refused (a file over the row or time limit). Dumb.
 */
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { StandImport } from '@/domain/api';
import type { MutationState } from '@/entities/mutationsSlice';

export interface AnalysisStepProps {
  mutation: MutationState;
  analysis: StandImport | null;
}

const TOTALS = ['total', 'new', 'changed', 'unchanged'] as const;

export default function AnalysisStep({ mutation, analysis }: AnalysisStepProps) {
  const intl = useIntl();
  if (mutation.status === 'pending' || (mutation.status === 'idle' && !analysis)) {
    const percent = mutation.status === 'pending' && mutation.progress !== undefined ? Math.round(mutation.progress * 100) : null;
    const label =
      percent === null
        ? intl.formatMessage({ id: 'standImport.analysis.running' })
        : intl.formatMessage({ id: 'standImport.analysis.progress' }, { percent });
    return (
      <Box>
        <LinearProgress aria-label={label} {...(percent === null ? {} : { variant: 'determinate', value: percent })} />
        <Typography sx={{ mt: 1 }}>{label}</Typography>
      </Box>
    );
  }
  if (mutation.status === 'failed' || !analysis) {
    const reasons = mutation.error?.violations.map((violation) => violation.message) ?? [];
    return (
      <Alert severity="error">
        {reasons.map((reason) => (
          <Typography key={reason}>{reason}</Typography>
        ))}
        {intl.formatMessage({ id: 'standImport.analysis.failed' })}
      </Alert>
    );
  }
  const stats = analysis.stats.stands;
  const problems = analysis.violations;
  return (
    <Stack spacing={2}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content max-content', columnGap: 2, rowGap: 0.5, m: 0 }}>
        {TOTALS.map((total) => (
          <Box key={total} sx={{ display: 'contents' }}>
            <Typography component="dt">{intl.formatMessage({ id: `standImport.analysis.${total}` })}</Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 'bold' }} data-testid={`import-${total}`}>
              {intl.formatNumber(stats[total])}
            </Typography>
          </Box>
        ))}
      </Box>
      {stats.problems === 0 ? (
        <Alert severity="success">{intl.formatMessage({ id: 'standImport.analysis.ok' })}</Alert>
      ) : (
        <>
          <Alert severity="error">
            {intl.formatMessage({ id: 'standImport.analysis.problems' }, { count: stats.problems })}{' '}
            {intl.formatMessage({ id: 'standImport.analysis.fixAndRetry' })}
            {stats.problems > problems.length &&
              ` ${intl.formatMessage({ id: 'standImport.analysis.moreProblems' }, { listed: problems.length })}`}
          </Alert>
          <TableContainer sx={{ maxHeight: 420 }}>
            <Table size="small" stickyHeader aria-label={intl.formatMessage({ id: 'standImport.analysis.tableLabel' })}>
              <TableHead>
                <TableRow>
                  <TableCell>{intl.formatMessage({ id: 'standImport.analysis.row' })}</TableCell>
                  <TableCell>{intl.formatMessage({ id: 'standImport.analysis.column' })}</TableCell>
                  <TableCell>{intl.formatMessage({ id: 'standImport.analysis.message' })}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {problems.map((problem, index) => (
                  <TableRow key={`${problem.row}-${problem.column}-${index}`}>
                    <TableCell>{problem.row ?? intl.formatMessage({ id: 'standImport.analysis.wholeFile' })}</TableCell>
                    <TableCell>{problem.column ?? '—'}</TableCell>
                    <TableCell>{problem.message}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </Stack>
  );
}
