/**
 * One page of a plan, painted on a canvas at the viewer's zoom and rotation: a PDF page through
 * PDF.js (./pdfEngine, loaded with the first PDF), or the image. Tells the page's size at zoom 1
 * (its unrotated width and height) and the page count once the file is open; a PDF page whose size
 * the parent does not know yet (`size` null) is drawn only once the parent gives it back (with the
 * zoom that fits it), not first at a zoom about to change. No I/O: the file is
 * already in memory (an object URL the saga made). The canvas carries `data-rendered="true"` once
 * the page is painted sharp at the current zoom and rotation (`"false"` while it is being painted):
 * what the bench (bench/planReview.ts) and the tests wait for. A large PDF page whose drawing
 * PDF.js has not read yet shows whole at a lower resolution first (`data-preview="true"` once that
 * drawing has ended, data-rendered still `"false"`), then sharp: the bench times both
 * (docs/decisions.md, "first page painted").
 */
import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import type { ViewableAs } from '@/domain/planFiles';
import { displayedSize, type Rotation } from '@/domain/planMarkGeometry';
import { openPdf } from '../pdfEngine';
import { drawingRead, isDrawingRead } from '../pageInfos';
import { markTiming } from '../timing';

export interface PageInfo {
  pageCount: number;
  width: number;
  height: number;
}

export interface PageCanvasProps {
  kind: ViewableAs;
  url: string;
  page: number;
  zoom: number;
  rotation: Rotation;
  /** The page's size at zoom 1, null until known. */
  size: { width: number; height: number } | null;
  onInfo: (info: PageInfo) => void;
  onError: () => void;
  label: string;
}

/** Canvases above this many pixels are drawn at a lower resolution (browsers refuse very large ones). */
const MAX_CANVAS_PIXELS = 24_000_000;

/**
 * A page whose drawing PDF.js has not read yet (../pageInfos), on more pixels than this, is drawn
 * first at PREVIEW_RATIO of its resolution (a fifth of the pixels: quick), then sharp.
 */
const PREVIEW_ABOVE_PIXELS = 1_000_000;
const PREVIEW_RATIO = 0.45;

function resolution(width: number, height: number): number {
  const ratio = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
  return Math.min(ratio, Math.sqrt(MAX_CANVAS_PIXELS / Math.max(1, width * height)));
}

export default function PageCanvas({ kind, url, page, zoom, rotation, size, onInfo, onError, label }: PageCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const onInfoRef = useRef(onInfo);
  const onErrorRef = useRef(onError);
  onInfoRef.current = onInfo;
  onErrorRef.current = onError;

  const sizeKnown = size !== null;
  useEffect(() => {
    let cancelled = false;
    let cancelRender: (() => void) | null = null;
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    canvas.dataset.rendered = 'false';
    delete canvas.dataset.preview;
    const painted = () => {
      if (!cancelled) {
        canvas.dataset.rendered = 'true';
        delete canvas.dataset.preview;
      }
    };
    if (kind === 'pdf') {
      markTiming('canvas-asks');
      openPdf(url)
        .then(async (document) => {
          const pdfPage = await document.getPage(Math.min(page, document.numPages));
          if (cancelled) return;
          markTiming('page-loaded');
          const base = pdfPage.getViewport({ scale: 1 });
          onInfoRef.current({ pageCount: document.numPages, width: base.width, height: base.height });
          // The size was not known: the parent answers with it and the zoom that fits it, and the
          // page is drawn then, once (not first at a zoom about to change).
          if (!sizeKnown) return;
          const shown = displayedSize({ width: base.width, height: base.height, zoom, rotation });
          const scale = resolution(shown.width, shown.height);
          const pageRotation = (pdfPage.rotate + rotation) % 360;
          const viewport = pdfPage.getViewport({ scale: zoom * scale, rotation: pageRotation });
          canvas.style.width = `${shown.width}px`;
          canvas.style.height = `${shown.height}px`;
          const draw = async (target: HTMLCanvasElement, drawn: typeof viewport) => {
            target.width = Math.floor(drawn.width);
            target.height = Math.floor(drawn.height);
            const task = pdfPage.render({ canvas: target, viewport: drawn });
            cancelRender = () => task.cancel();
            markTiming(`render-started@${target.width}x${target.height}`);
            await task.promise;
          };
          if (!isDrawingRead(pdfPage) && viewport.width * viewport.height > PREVIEW_ABOVE_PIXELS) {
            // Not read yet: the whole page at a lower resolution first (PDF.js reads the page's
            // drawing once for both), shown while the sharp one is drawn apart.
            await draw(canvas, pdfPage.getViewport({ scale: zoom * scale * PREVIEW_RATIO, rotation: pageRotation }));
            if (cancelled) return;
            canvas.dataset.preview = 'true';
            markTiming('preview-done');
            const sharp = window.document.createElement('canvas');
            await draw(sharp, viewport);
            if (cancelled) return;
            canvas.width = sharp.width;
            canvas.height = sharp.height;
            canvas.getContext('2d')?.drawImage(sharp, 0, 0);
          } else {
            await draw(canvas, viewport);
          }
          drawingRead(pdfPage);
          markTiming('render-done');
          painted();
        })
        .catch((error: { name?: string }) => {
          if (!cancelled && error?.name !== 'RenderingCancelledException') onErrorRef.current();
        });
    } else {
      const image = new Image();
      image.onload = () => {
        if (cancelled) return;
        const width = image.naturalWidth;
        const height = image.naturalHeight;
        onInfoRef.current({ pageCount: 1, width, height });
        const shown = displayedSize({ width, height, zoom, rotation });
        const scale = resolution(shown.width, shown.height);
        canvas.width = Math.floor(shown.width * scale);
        canvas.height = Math.floor(shown.height * scale);
        canvas.style.width = `${shown.width}px`;
        canvas.style.height = `${shown.height}px`;
        const context = canvas.getContext('2d');
        if (!context) return;
        context.setTransform(scale, 0, 0, scale, 0, 0);
        context.translate(shown.width / 2, shown.height / 2);
        context.rotate((rotation * Math.PI) / 180);
        context.drawImage(image, (-width * zoom) / 2, (-height * zoom) / 2, width * zoom, height * zoom);
        painted();
      };
      image.onerror = () => {
        if (!cancelled) onErrorRef.current();
      };
      image.src = url;
    }
    return () => {
      cancelled = true;
      cancelRender?.();
    };
  }, [kind, url, page, zoom, rotation, sizeKnown]);

  const shown = size ? displayedSize({ ...size, zoom, rotation }) : null;
  return (
    <Box
      component="canvas"
      ref={canvasRef}
      role="img"
      aria-label={label}
      sx={{ display: 'block', bgcolor: 'common.white', boxShadow: 3, ...(shown ? { width: shown.width, height: shown.height } : {}) }}
    />
  );
}
