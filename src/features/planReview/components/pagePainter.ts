/** A plan page painted at a given width on a canvas that is not shown (the overlay compares their pixels). */
import type { ViewableAs } from '@/domain/planFiles';

/** The page painted `width` pixels wide on white (its height follows its proportions). */
export async function paintPage(kind: ViewableAs, url: string, page: number, width: number): Promise<HTMLCanvasElement> {
  const canvas = document.createElement('canvas');
  if (kind === 'pdf') {
    // Loaded when first used (PDF.js is already in the viewer's chunk; this keeps test renders free of it).
    const { openPdf } = await import('../pdfEngine');
    const pdf = await openPdf(url);
    const pdfPage = await pdf.getPage(Math.min(page, pdf.numPages));
    const base = pdfPage.getViewport({ scale: 1 });
    const viewport = pdfPage.getViewport({ scale: width / base.width });
    canvas.width = Math.round(viewport.width);
    canvas.height = Math.round(viewport.height);
    await pdfPage.render({ canvas, viewport, background: 'white' }).promise;
    return canvas;
  }
  const image = await new Promise<HTMLImageElement>((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('image'));
    img.src = url;
  });
  canvas.width = Math.round(width);
  canvas.height = Math.round((image.naturalHeight * width) / Math.max(1, image.naturalWidth));
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
  }
  return canvas;
}
