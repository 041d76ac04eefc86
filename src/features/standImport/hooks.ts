/** What the stand import wizard reads (its three steps' outcomes) and the intents it sends. */
import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { importAnalysisRequested, importApplyRequested, importFileChosen, importTemplateRequested, importWizardOpened } from './actions';
import { selectImportAnalysis, selectImportAnalysisMutation, selectImportApply, selectImportUpload, selectUploadedFile } from './selectors';

/** The wizard of a show, started afresh when it opens. */
export function useStandImport(showId: number | null) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(importWizardOpened());
  }, [dispatch]);
  const uploaded = useAppSelector(selectUploadedFile);
  const analysis = useAppSelector(selectImportAnalysis);
  return {
    upload: useAppSelector(selectImportUpload),
    uploaded,
    analysisMutation: useAppSelector(selectImportAnalysisMutation),
    analysis,
    apply: useAppSelector(selectImportApply),
    choose: useCallback((file: File) => dispatch(importFileChosen({ file })), [dispatch]),
    downloadTemplate: useCallback((locale: Parameters<typeof importTemplateRequested>[0]['locale']) => dispatch(importTemplateRequested({ locale })), [dispatch]),
    /** The uploaded file analysed. */
    analyse: () => {
      if (showId !== null && uploaded) dispatch(importAnalysisRequested({ showId, standImportFile: uploaded['@id'] }));
    },
    /** The analysed import applied. */
    applyImport: (notifyUsers: boolean) => {
      if (showId !== null && analysis) dispatch(importApplyRequested({ showId, importId: analysis.id, notifyUsers }));
    },
  };
}
