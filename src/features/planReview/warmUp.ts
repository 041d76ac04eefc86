/**
 * The plan viewer made ready before it is asked for (issue 25, "first page painted"): its chunk,
 * PDF.js and PDF.js's worker are loaded when the browser is idle on a screen that offers a PDF or
 * image plan, so that the click on 'Voir' finds them there and only the file is left to fetch and
 * draw. Never in the first load: this module only holds dynamic imports (the login screen's and
 * the home's budgets, test/e2e/firstLoadBudget.e2e.ts). The plan file itself is not fetched ahead:
 * a visit to a stand does not download its plans.
 */
import { useEffect } from 'react';

/** The viewer's chunk: the one the overlay of ./manifest loads (the same chunk name). */
export const loadPlanViewer = () => import(/* webpackChunkName: "plan-viewer" */ './PlanViewerDialog');

let warmed: Promise<unknown> | null = null;

/** The viewer's chunk, PDF.js and its worker, loaded once (again after a failure). */
export function warmUpPlanViewer(): Promise<unknown> {
  warmed ??= Promise.all([loadPlanViewer(), import(/* webpackChunkName: "plan-pdf-engine" */ './pdfEngine').then((engine) => engine.startPdfWorker())]).catch(() => {
    warmed = null;
  });
  return warmed;
}

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Warms the viewer up when the browser is next idle (at the latest 2 s after), while `wanted`. */
export function usePlanViewerWarmUp(wanted: boolean): void {
  useEffect(() => {
    if (!wanted) return undefined;
    const w = window as IdleWindow;
    if (w.requestIdleCallback && w.cancelIdleCallback) {
      const handle = w.requestIdleCallback(() => void warmUpPlanViewer(), { timeout: 2000 });
      const cancel = w.cancelIdleCallback;
      return () => cancel(handle);
    }
    const timer = window.setTimeout(() => void warmUpPlanViewer(), 200);
    return () => window.clearTimeout(timer);
  }, [wanted]);
}
