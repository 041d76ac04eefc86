/**
 * How far the running analyses of each import file are (issue 18, point 3), for the wizard's
 * progress bar (GET /backend/stand_import_files/{id}/progress). In this process's memory: an
 * analysis lives only as long as the request that runs it, in the process that serves it.
 */
export interface AnalysisProgress {
  /** An analysis of the file starts; the returned function records its progress (0 to 1). */
  start(fileId: number): (share: number) => void;
  /** It ended, however. */
  end(fileId: number): void;
  /** The share done of the file's analysis, or null when none runs. */
  of(fileId: number): number | null;
}

export function analysisProgress(): AnalysisProgress {
  // The same file analysed twice at once (two shows): the latest progress told.
  const running = new Map<number, { count: number; share: number }>();
  return {
    start(fileId) {
      const entry = running.get(fileId) ?? { count: 0, share: 0 };
      entry.count++;
      running.set(fileId, entry);
      return (share) => {
        entry.share = share;
      };
    },
    end(fileId) {
      const entry = running.get(fileId);
      if (entry && --entry.count <= 0) running.delete(fileId);
    },
    of(fileId) {
      return running.get(fileId)?.share ?? null;
    },
  };
}
