/**
 * PDF.js, loaded only when the viewer first shows a PDF, or ahead of it when the browser is idle
 * on a screen with a plan to show (./warmUp): its own chunk, "pdfjs"; the worker a separate asset
 * webpack emits from `new URL(…, import.meta.url)`. Nothing of it is in the first load. One worker
 * (started with the engine: its script parsed off the main thread before a file is there) serves
 * every document. Documents are kept open by their object URL while the session lasts, so paging
 * through a plan or coming back to it renders without parsing the file again.
 */
import type { PDFDocumentProxy, PDFPageProxy, PDFWorker } from 'pdfjs-dist';
import { blobOf } from './fileUrls';
import { drawingRead, pageInfoKnown } from './pageInfos';
import { markTiming } from './timing';

type PdfJs = typeof import('pdfjs-dist');

let engine: Promise<PdfJs> | null = null;
let worker: Promise<PDFWorker | null> | null = null;

export function loadPdfEngine(): Promise<PdfJs> {
  if (!engine) markTiming('engine-requested');
  engine ??= import(/* webpackChunkName: "pdfjs" */ 'pdfjs-dist').then((pdfjs) => {
    markTiming('engine-loaded');
    pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();
    return pdfjs;
  });
  engine.catch(() => {
    engine = null;
  });
  return engine;
}

/**
 * The engine with its worker started (null: none could start, each document then starts its own
 * as PDF.js does by default).
 */
export function startPdfWorker(): Promise<PDFWorker | null> {
  worker ??= loadPdfEngine().then((pdfjs) => {
    const started = new pdfjs.PDFWorker();
    return started.promise.then(
      () => {
        markTiming('worker-ready');
        return started;
      },
      () => null,
    );
  });
  return worker;
}

const documents = new Map<string, Promise<PDFDocumentProxy>>();
/** A page of the PDF behind an object URL (the last when there are fewer), its size then known (./pageInfos). */
export async function openPage(url: string, page: number): Promise<PDFPageProxy> {
  const document = await openPdf(url);
  const pdfPage = await document.getPage(Math.min(page, document.numPages));
  const { width, height } = pdfPage.getViewport({ scale: 1 });
  pageInfoKnown(url, page, { pageCount: document.numPages, width, height });
  return pdfPage;
}

/**
 * PDF.js's worker set reading a page's drawing (its operator list, most of a first drawing's time)
 * while the viewer renders: a drawing on one pixel, whose list the viewer's drawing then shares.
 * Not waited for.
 */
export function readDrawing(pdfPage: PDFPageProxy): void {
  const canvas = window.document.createElement('canvas');
  canvas.width = 1;
  canvas.height = 1;
  const base = pdfPage.getViewport({ scale: 1 });
  const viewport = pdfPage.getViewport({ scale: 1 / Math.max(base.width, base.height, 1) });
  pdfPage
    .render({ canvas, viewport })
    .promise.then(() => {
      markTiming('drawing-read');
      drawingRead(pdfPage);
    })
    .catch(() => undefined);
}

/**
 * The PDF behind an object URL (the file the saga loaded with the user's token), given to PDF.js as
 * bytes: the page's CSP (connect-src 'self') lets no one fetch a blob: URL.
 */
export function openPdf(url: string): Promise<PDFDocumentProxy> {
  let document = documents.get(url);
  if (!document) {
    const blob = blobOf(url);
    document = Promise.all([loadPdfEngine(), startPdfWorker(), blob ? blob.arrayBuffer() : Promise.reject(new Error('No such file'))]).then(
      ([pdfjs, pdfWorker, bytes]) => {
        markTiming('document-requested');
        return pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, ...(pdfWorker ? { worker: pdfWorker } : {}) }).promise.then((pdf) => {
          markTiming('document-parsed');
          return pdf;
        });
      },
    );
    documents.set(url, document);
    document.catch(() => documents.delete(url));
  }
  return document;
}
