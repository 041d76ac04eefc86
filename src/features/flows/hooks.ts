/** The recorder page's intent (the recording itself lives outside the store: src/lib/recorder). */
import { useCallback } from 'react';
import { useAppDispatch } from '@/state/hooks';
import { flowRecordingDownloadRequested } from './actions';

/** Save the last recording as a file, personal data masked or not. */
export function useFlowDownload() {
  const dispatch = useAppDispatch();
  return useCallback((maskPersonal: boolean) => dispatch(flowRecordingDownloadRequested({ maskPersonal })), [dispatch]);
}
