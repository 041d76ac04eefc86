/**
 * The one way a generated sheet (an attestation, a request) starts and writes its lines, in the
 * caller's language: an A4 pdfkit document with its title, the show under it in grey, then
 * `row(label, value)` lines ('Label : value' in French, 'Label: value' in English, '—' for an
 * empty value) and `heading(label)` sections. Labels are message ids under `prefix`
 * (`api.pdf.attestation`). The fonts and the margin are reportPdf.ts's.
 */
import PDFDocument from 'pdfkit';
import { t, type Locale, type MessageParams } from '../i18n';
import { MARGIN, pdfText } from './reportPdf';

export interface PdfSheet {
  doc: PDFKit.PDFDocument;
  /** The text width between the margins. */
  width: number;
  /** Between a label and its value: ' : ' in French, ': ' in English. */
  sep: string;
  /** `<prefix>.<key>` in the sheet's language. */
  label(key: string, params?: MessageParams): string;
  row(key: string, value: string): void;
  heading(key: string): void;
}

export function startPdfSheet(options: { prefix: string; locale: Locale; title: string; titleSize?: number; documentTitle?: string; show: string; showKey?: string }): PdfSheet {
  const { prefix, locale } = options;
  const label = (key: string, params?: MessageParams) => t(locale, `${prefix}.${key}`, params);
  // French puts a space before the colon, English does not.
  const sep = locale === 'fr' ? ' : ' : ': ';
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: pdfText(options.documentTitle ?? options.title), Creator: 'Stands' } });
  const width = doc.page.width - 2 * MARGIN;
  doc.font('Helvetica-Bold').fontSize(options.titleSize ?? 20).text(pdfText(options.title), { width });
  doc.moveDown(0.5);
  doc.font('Helvetica').fontSize(11).fillColor('#555555').text(pdfText(`${label(options.showKey ?? 'show')}${sep}${options.show}`), { width });
  doc.fillColor('#000000');
  return {
    doc,
    width,
    sep,
    label,
    row(key, value) {
      doc.font('Helvetica-Bold').fontSize(11).text(`${label(key)}${sep}`, { continued: true, width });
      doc.font('Helvetica').text(pdfText(value || '—'), { width });
    },
    heading(key) {
      doc.moveDown();
      doc.font('Helvetica-Bold').fontSize(13).text(label(key), { width });
      doc.moveDown(0.3);
    },
  };
}
