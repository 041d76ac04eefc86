/** Saves a recording as a JSON file (the flow recorder's screen). */
import { saveBlob } from '@/api/download';
import { maskPersonalData, type FlowRecording } from '@/domain/flowRecording';

export function recordingFileName(recording: FlowRecording): string {
  return `flow-${recording.startedAt.replace(/[:.]/g, '-')}.json`;
}

export function downloadRecording(recording: FlowRecording, maskPersonal: boolean): void {
  const kept = maskPersonal ? maskPersonalData(recording) : recording;
  saveBlob(new Blob([`${JSON.stringify(kept, null, 2)}\n`], { type: 'application/json' }), recordingFileName(recording));
}
