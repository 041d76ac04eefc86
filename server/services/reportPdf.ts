/**
 * The PDF sheet of a finding (GET /backend/reports/{id}/pdf/{locale}, part 1 §7), built with
 * pdfkit in the language asked: title, show, stand (name, hall, aisle, number), the finding's
 * name, comment, status, dates (Paris time: DD/MM/YYYY HH:mm in French, 'Mar 4, 2027, 9:05 AM'
 * in English, as the lists write them), author, then the photos embedded (PNG and JPEG; pdfkit
 * reads no WEBP, so a WEBP photo is listed by its file name).
 */
import PDFDocument from 'pdfkit';
import { formatDateTime } from '@/domain/time';
import { t, type Locale } from '../i18n';
import type { FileStorage } from './storage';

export interface ReportSheet {
  id: number;
  name: string;
  comment: string;
  status: 'in_progress' | 'closed';
  createdAt: Date;
  closedAt: Date | null;
  author: string | null;
  show: string;
  stand: { name: string; hall: string; aisle: string; number: string };
  photos: Array<{ fileName: string; mimeType: string; storageName: string }>;
}

export const MARGIN = 50;

/** The standard PDF fonts know WinAnsi only: the spaces Intl puts in dates become plain ones. */
export const pdfText = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ');

export const formatPdfDate = (date: Date, locale: Locale): string =>
  pdfText(formatDateTime(date.toISOString(), locale));

/** `constat-12-stand-name.pdf` / `finding-12-stand-name.pdf`: ASCII letters, digits and dashes only. */
export function reportPdfFileName(sheet: Pick<ReportSheet, 'id' | 'stand'>, locale: Locale): string {
  const slug = sheet.stand.name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${t(locale, 'api.pdf.report.fileName')}-${sheet.id}${slug ? `-${slug}` : ''}.pdf`;
}

/** The photos' bytes (a file gone from the disk is listed by name, like a WEBP). */
async function readPhotos(sheet: ReportSheet, storage: FileStorage) {
  return Promise.all(
    sheet.photos.map(async (photo) => {
      const embeddable = photo.mimeType === 'image/png' || photo.mimeType === 'image/jpeg';
      const bytes = embeddable ? await storage.read(photo.storageName).catch(() => null) : null;
      return { ...photo, bytes };
    }),
  );
}

/** The PDF as a stream (ended: pipe it or send it). */
export async function reportPdf(sheet: ReportSheet, locale: Locale, storage: FileStorage): Promise<PDFKit.PDFDocument> {
  const photos = await readPhotos(sheet, storage);
  const label = (key: string) => t(locale, `api.pdf.report.${key}`);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: pdfText(`${label('title')} — ${sheet.name}`), Author: pdfText(sheet.author ?? ''), Creator: 'Stands' },
  });
  const width = doc.page.width - 2 * MARGIN;

  // French puts a space before the colon, English does not.
  const sep = locale === 'fr' ? ' : ' : ': ';
  doc.font('Helvetica-Bold').fontSize(20).text(pdfText(`${label('title')}${sep}${sheet.name}`), { width });
  doc.moveDown(0.5);
  doc.font('Helvetica').fontSize(11).fillColor('#555555').text(pdfText(`${label('show')}${sep}${sheet.show}`), { width });
  doc.fillColor('#000000').moveDown();

  const row = (key: string, value: string) => {
    doc.font('Helvetica-Bold').fontSize(11).text(`${label(key)}${sep}`, { continued: true, width });
    doc.font('Helvetica').text(pdfText(value || '—'), { width });
  };
  row('stand', sheet.stand.name);
  row('hall', sheet.stand.hall);
  row('aisle', sheet.stand.aisle);
  row('number', sheet.stand.number);
  doc.moveDown();
  row('name', sheet.name);
  row('status', label(`status.${sheet.status}`));
  row('createdAt', formatPdfDate(sheet.createdAt, locale));
  if (sheet.closedAt) row('closedAt', formatPdfDate(sheet.closedAt, locale));
  row('author', sheet.author ?? '');
  doc.moveDown();
  doc.font('Helvetica-Bold').text(label('comment'));
  doc.font('Helvetica').text(pdfText(sheet.comment || '—'), { width });
  doc.moveDown();

  doc.font('Helvetica-Bold').fontSize(13).text(label('photos'));
  doc.font('Helvetica').fontSize(10).moveDown(0.5);
  if (!photos.length) doc.text(label('noPhoto'));
  const box = { h: 200 };
  for (const photo of photos) {
    if (!photo.bytes) {
      doc.text(pdfText(t(locale, 'api.pdf.report.notEmbedded', { fileName: photo.fileName })), { width });
      continue;
    }
    if (doc.y + box.h + 20 > doc.page.height - MARGIN) doc.addPage();
    const top = doc.y;
    try {
      doc.image(photo.bytes, MARGIN, top, { fit: [width, box.h] });
      doc.y = top + box.h + 4;
      doc.x = MARGIN;
      doc.text(pdfText(photo.fileName), { width });
      doc.moveDown(0.5);
    } catch {
      // Bytes pdfkit cannot read (a damaged image): named, as a WEBP is.
      doc.y = top;
      doc.text(pdfText(t(locale, 'api.pdf.report.notEmbedded', { fileName: photo.fileName })), { width });
    }
  }
  doc.end();
  return doc;
}
