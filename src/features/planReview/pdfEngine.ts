/**
 * PDF.js, loaded only when the viewer first shows a PDF (its own chunk, "pdfjs"; the worker a
 * separate asset webpack emits from `new URL(…, import.meta.url)`): nothing of it is in the first
 * load. Documents are kept open by their object URL while the session lasts, so paging through a
 * plan or coming back to it renders without parsing the file again.
 */
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { blobOf } from './fileUrls';

type PdfJs = typeof import('pdfjs-dist');

let engine: Promise<PdfJs> | null = null;

export function loadPdfEngine(): Promise<PdfJs> {
  engine ??= import(/* webpackChunkName: "pdfjs" */ 'pdfjs-dist').then((pdfjs) => {
    pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();
    return pdfjs;
  });
  return engine;
}

const documents = new Map<string, Promise<PDFDocumentProxy>>();

/**
 * The PDF behind an object URL (the file the saga loaded with the user's token), given to PDF.js as
 * bytes: the page's CSP (connect-src 'self') lets no one fetch a blob: URL.
 */
export function openPdf(url: string): Promise<PDFDocumentProxy> {
  let document = documents.get(url);
  if (!document) {
    const blob = blobOf(url);
    document = Promise.all([loadPdfEngine(), blob ? blob.arrayBuffer() : Promise.reject(new Error('No such file'))]).then(
      ([pdfjs, bytes]) => pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise,
    );
    documents.set(url, document);
    document.catch(() => documents.delete(url));
  }
  return document;
}
