/** What the wizard's steps read: the three flows' mutations and the analysis. Memoized. */
import { createSelector } from '@reduxjs/toolkit';
import type { StandImport } from '@/domain/api';
import { idleMutation, type MutationState } from '@/entities/mutationsSlice';
import type { RootState } from '@/state/rootState';
import { IMPORT_KEYS } from './actions';

const mutation = (key: string) => (state: RootState): MutationState => state.mutations[key] ?? idleMutation;

export const selectImportUpload = mutation(IMPORT_KEYS.upload);
export const selectImportAnalysisMutation = mutation(IMPORT_KEYS.analyse);
export const selectImportApply = mutation(IMPORT_KEYS.apply);

const selectImportEntities = (state: RootState) => state.entities.standImports?.entities;
const selectImportFileEntities = (state: RootState) => state.entities.standImportFiles?.entities;

/** The uploaded file (name, size) once the upload succeeded, else null. */
export const selectUploadedFile = createSelector([selectImportUpload, selectImportFileEntities], (upload, files) =>
  upload.status === 'succeeded' && upload.id !== null ? (files?.[upload.id] ?? null) : null,
);

/** The analysis of the uploaded file once it is back, else null. */
export const selectImportAnalysis = createSelector(
  [selectImportAnalysisMutation, selectImportEntities],
  (analysis, imports): StandImport | null =>
    analysis.status === 'succeeded' && analysis.id !== null ? (imports?.[analysis.id] ?? null) : null,
);
