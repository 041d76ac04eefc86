/**
 * /salons/:showId/stands/importation — the stand import wizard (part 1 §2, §4, §5; issue 11,
 * item 3): step 0 upload the CSV, step 1 the analysis, step 2 confirmation; Next is disabled
 * until the file is uploaded and, on step 1, until the analysis has no problem
 * (src/domain/standImport.ts importNextEnabled). Back from step 1 uploads a fixed file.
 * Saving applies the import and goes back to the stand list (sagas).
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { positiveId } from '@/domain/routeParams';
import { idFromIri } from '@/entities/entityTypes';
import { importNextEnabled, type StandImportStep } from '@/domain/standImport';
import { standListPath } from '@/features/stands/paths';
import AnalysisStep from '../components/AnalysisStep';
import ConfirmStep from '../components/ConfirmStep';
import UploadStep from '../components/UploadStep';
import { useStandImport } from '../hooks';

const STEPS = ['upload', 'analysis', 'confirm'] as const;

export default function StandImportPage() {
  const intl = useIntl();
  const showId = positiveId(useParams().showId);
  const { upload, uploaded, analysisMutation, analysis, apply, choose, downloadTemplate, analyse, applyImport } = useStandImport(showId);
  const [step, setStep] = useState<StandImportStep>(0);
  const [notifyUsers, setNotifyUsers] = useState(true);

  if (showId === null) return <Navigate to="/404" replace />;

  const nextEnabled = importNextEnabled(step, { uploaded: uploaded !== null, problems: analysis ? analysis.stats.stands.problems : null });
  const next = () => {
    if (step === 0 && uploaded) {
      analyse();
      setStep(1);
    } else if (step === 1) setStep(2);
  };
  const save = () => applyImport(notifyUsers);
  const busy = upload.status === 'pending' || analysisMutation.status === 'pending' || apply.status === 'pending';

  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 1024 }}>
      <Typography variant="h5" component="h1">
        {intl.formatMessage({ id: 'standImport.title' })}
      </Typography>
      <Stepper activeStep={step} aria-label={intl.formatMessage({ id: 'standImport.steps' })}>
        {STEPS.map((name) => (
          <Step key={name}>
            <StepLabel>{intl.formatMessage({ id: `standImport.step.${name}` })}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={intl.formatMessage({ id: `standImport.step.${STEPS[step]}` })}>
        {step === 0 && (
          <UploadStep
            upload={upload}
            fileName={uploaded?.fileName ?? null}
            onChoose={choose}
            onTemplate={downloadTemplate}
          />
        )}
        {step === 1 && <AnalysisStep mutation={analysisMutation} analysis={analysis} />}
        {step === 2 && <ConfirmStep analysis={analysis} apply={apply} notifyUsers={notifyUsers} onNotifyChange={setNotifyUsers} />}
      </Paper>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button component={RouterLink} to={standListPath(showId)} disabled={apply.status === 'pending'}>
          {intl.formatMessage({ id: 'standImport.cancel' })}
        </Button>
        <Box sx={{ flex: 1 }} />
        {step > 0 && (
          <Button onClick={() => setStep(step === 2 ? 1 : 0)} disabled={busy}>
            {intl.formatMessage({ id: 'standImport.back' })}
          </Button>
        )}
        {step < 2 ? (
          <Button variant="contained" onClick={next} disabled={!nextEnabled || busy}>
            {intl.formatMessage({ id: 'standImport.next' })}
          </Button>
        ) : (
          <Button variant="contained" onClick={save} disabled={busy || !analysis || idFromIri(analysis['@id']) === null}>
            {intl.formatMessage({ id: 'standImport.save' })}
          </Button>
        )}
      </Box>
    </Stack>
  );
}
