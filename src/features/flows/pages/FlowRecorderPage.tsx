/**
 * /flow-recorder: start and stop the flow recorder, download the recording (secrets always masked,
 * personal data on request: `flowRecordingDownloadRequested`, saved by ../sagas.ts) and read it:
 * steps, calls and answers, the step where an error toast appeared marked.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';
import type { FlowStep } from '@/domain/flowRecording';
import {
  APP_VERSION,
  isRecording,
  lastRecording,
  recordedSteps,
  recorderVersion,
  startRecording,
  stopRecording,
  subscribeRecorder,
} from '@/lib/recorder/recorder';
import { useFlowDownload } from '../hooks';

function summary(step: FlowStep): string {
  switch (step.kind) {
    case 'intent':
      return step.action.type;
    case 'call': {
      const query = step.request.query ? `?${new URLSearchParams(step.request.query as Record<string, string>).toString()}` : '';
      return `${step.request.method} ${step.request.path}${query} → ${step.response.status}`;
    }
    case 'route':
      return step.path;
    case 'wait':
      return `${step.ms} ms`;
  }
}

function detail(step: FlowStep): string | null {
  if (step.kind === 'intent') return step.action.payload === undefined ? null : JSON.stringify(step.action.payload);
  if (step.kind === 'call') {
    const sent = step.request.body === null ? '' : `→ ${JSON.stringify(step.request.body)}\n`;
    return `${sent}← ${JSON.stringify(step.response.body)}`.slice(0, 600);
  }
  return null;
}

export function FlowSteps({ steps }: { steps: readonly FlowStep[] }) {
  return (
    <Box component="ol" sx={{ pl: 3, m: 0 }} data-testid="flow-steps">
      {steps.map((step, i) => (
        <Box component="li" key={i} sx={{ mb: 1, bgcolor: step.errorToast ? 'error.light' : undefined }}>
          <Typography variant="body2" component="span" sx={{ fontWeight: 600, mr: 1 }}>
            <FormattedMessage id={`flows.kind.${step.kind}`} />
          </Typography>
          <Typography variant="body2" component="span" sx={{ fontFamily: 'monospace' }}>
            {summary(step)}
          </Typography>
          {step.errorToast && (
            <Chip size="small" color="error" sx={{ ml: 1 }} label={<FormattedMessage id="flows.errorToast" values={{ id: step.errorToast }} />} />
          )}
          {detail(step) && (
            <Typography variant="caption" component="pre" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', m: 0 }}>
              {detail(step)}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}

export default function FlowRecorderPage() {
  useSyncExternalStore(subscribeRecorder, recorderVersion);
  const download = useFlowDownload();
  const [maskPersonal, setMaskPersonal] = useState(true);
  const recording = isRecording();
  const last = lastRecording();
  const steps = recording ? recordedSteps() : (last?.steps ?? []);
  return (
    <Paper component="section" sx={{ p: 3 }}>
      <Typography variant="h1" gutterBottom>
        <FormattedMessage id="flows.title" />
      </Typography>
      <Typography sx={{ mb: 2 }}>
        <FormattedMessage id="flows.intro" />
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        {recording ? (
          <Button variant="contained" color="error" onClick={() => stopRecording()}>
            <FormattedMessage id="flows.stop" />
          </Button>
        ) : (
          <Button variant="contained" onClick={() => startRecording({ appVersion: APP_VERSION })}>
            <FormattedMessage id="flows.start" />
          </Button>
        )}
        {!recording && last && (
          <>
            <Button variant="outlined" onClick={() => download(maskPersonal)}>
              <FormattedMessage id="flows.download" />
            </Button>
            <FormControlLabel
              control={<Checkbox checked={maskPersonal} onChange={(e) => setMaskPersonal(e.target.checked)} />}
              label={<FormattedMessage id="flows.maskPersonal" />}
            />
          </>
        )}
        <Typography role="status">
          <FormattedMessage id={recording ? 'flows.recording' : 'flows.stopped'} values={{ count: steps.length }} />
        </Typography>
      </Box>
      <FlowSteps steps={steps} />
    </Paper>
  );
}
