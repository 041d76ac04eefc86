/** Saves a recording as a JSON file (the flow recorder's screen). */
import { saveBlob } from '@/api/download';
import { maskPersonalData, type FlowRecording } from '@/domain/flowRecording';
import { maskSecrets } from '@/domain/secretMasking';

export function recordingFileName(recording: FlowRecording): string {
  return `flow-${recording.startedAt.replace(/[:.]/g, '-')}.json`;
}

export function downloadRecording(recording: FlowRecording, maskPersonal: boolean): void {
  // Masked again as a whole (title included): the file is what the loader and `npm test` check.
  const kept = maskSecrets(maskPersonal ? maskPersonalData(recording) : recording);
  saveBlob(new Blob([`${JSON.stringify(kept, null, 2)}\n`], { type: 'application/json' }), recordingFileName(recording));
}
