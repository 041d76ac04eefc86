/**
 * The PDFs of the requests (issue 21, part 2 §7), built with pdfkit in the language asked:
 * - the request sheet (GET /backend/demands/{id}/pdf/{locale}): show, stand, requester, type,
 *   status, dates (Paris time), the comment, a logistics item, the decision;
 * - the plan template of a stand (GET /backend/stands/{id}/demand_model_pdf/{locale}): its outline
 *   to scale from its surface (a square of that area, 1 m squares), hall, aisle, number, and a frame
 *   to draw in.
 */
import PDFDocument from 'pdfkit';
import { demandFamily, formatDemandNumber } from '@/domain/demands';
import { t, type Locale } from '../i18n';
import { startPdfSheet } from './pdfSheet';
import { formatPdfDate, MARGIN, pdfText } from './reportPdf';

export interface DemandSheet {
  id: number;
  type: string;
  typeLabel: string;
  status: string;
  show: string;
  stand: { name: string; hall: string; aisle: string; number: string; surface: string };
  requester: { fullName: string; company: string; phone: string; email: string };
  askedDatetime: Date;
  comment: string;
  createdAt: Date;
  logistic: { nature: string; height: string; length: string; width: string; weight: string; means: string[]; pickupDatetime: Date } | null;
  decision: { content: string; at: Date; author: string | null } | null;
}

/** ASCII letters, digits and dashes: a piece of a file name. */
export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** `<show>_<stand>_D0042_<YYYY-MM-DD_HHmm>.pdf` (part 2 §7: show, stand, number, timestamp). */
export function demandPdfFileName(sheet: Pick<DemandSheet, 'id' | 'show' | 'stand'>, now: Date): string {
  const stamp = now.toISOString().slice(0, 16).replace('T', '_').replace(':', '');
  return `${slug(sheet.show) || 'show'}_${slug(sheet.stand.name) || 'stand'}_${formatDemandNumber(sheet.id)}_${stamp}.pdf`;
}

export function demandModelFileName(show: string, stand: string, locale: Locale): string {
  return `${slug(show) || 'show'}_${slug(stand) || 'stand'}_${t(locale, 'api.pdf.demandModel.fileName')}.pdf`;
}

/** The request sheet, as a stream (ended). */
export function demandSheetPdf(sheet: DemandSheet, locale: Locale): PDFKit.PDFDocument {
  const label = (key: string, params: Record<string, string> = {}) => t(locale, `api.pdf.demand.${key}`, params);
  const family = demandFamily(sheet.type) ?? 'exemption';
  const title = label(`title.${family}`, { number: formatDemandNumber(sheet.id), type: sheet.typeLabel });
  const { doc, width, sep, row, heading } = startPdfSheet({ prefix: 'api.pdf.demand', locale, title, titleSize: 18, show: sheet.show });
  row('status', label(`status.${sheet.status}`));
  row('createdAt', formatPdfDate(sheet.createdAt, locale));

  heading('standHeading');
  row('stand', sheet.stand.name);
  row('hall', sheet.stand.hall);
  row('aisle', sheet.stand.aisle);
  row('number', sheet.stand.number);
  row('surface', `${sheet.stand.surface} m²`);

  heading('requesterHeading');
  row('requester', sheet.requester.fullName);
  row('company', sheet.requester.company);
  row('phone', sheet.requester.phone);
  row('email', sheet.requester.email);

  heading('requestHeading');
  row('type', sheet.typeLabel);
  row(sheet.status === 'validated' ? 'validatedDatetime' : 'askedDatetime', formatPdfDate(sheet.askedDatetime, locale));
  if (sheet.logistic) row('pickupDatetime', formatPdfDate(sheet.logistic.pickupDatetime, locale));
  doc.font('Helvetica-Bold').text(`${label('comment')}${sep}`);
  doc.font('Helvetica').text(pdfText(sheet.comment || '—'), { width });

  if (sheet.logistic) {
    const item = sheet.logistic;
    heading('itemHeading');
    row('nature', label(`nature.${item.nature}`));
    row('dimensions', `${item.length} × ${item.width} × ${item.height} m`);
    row('weight', item.weight);
    row('means', item.means.map((m) => label(`means.${m}`)).join(', '));
  }

  heading('decisionHeading');
  if (!sheet.decision) doc.font('Helvetica').text(label('noDecision'), { width });
  else {
    row('decidedAt', formatPdfDate(sheet.decision.at, locale));
    row('decidedBy', sheet.decision.author ?? '');
    doc.font('Helvetica').text(pdfText(sheet.decision.content), { width });
  }
  doc.end();
  return doc;
}

/** The plan template of a stand: its outline to scale in a frame, 1 m squares, its place in the show. */
export function demandModelPdf(stand: { show: string; name: string; hall: string; aisle: string; number: string; surface: number }, locale: Locale): PDFKit.PDFDocument {
  const label = (key: string, params: Record<string, string> = {}) => t(locale, `api.pdf.demandModel.${key}`, params);
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: MARGIN, info: { Title: pdfText(label('title')), Creator: 'Stands' } });
  const width = doc.page.width - 2 * MARGIN;
  const sep = locale === 'fr' ? ' : ' : ': ';
  doc.font('Helvetica-Bold').fontSize(16).text(pdfText(`${label('title')}${sep}${stand.name}`), { width });
  doc.font('Helvetica').fontSize(10).text(
    pdfText(`${stand.show} — ${label('hall')} ${stand.hall || '—'} · ${label('aisle')} ${stand.aisle || '—'} · ${label('number')} ${stand.number || '—'} · ${stand.surface} m²`),
    { width },
  );
  // The frame to draw in, and inside it the stand: a square of its area, scaled to fill most of it.
  const top = doc.y + 12;
  const frame = { x: MARGIN, y: top, w: width, h: doc.page.height - MARGIN - top - 20 };
  doc.lineWidth(1).rect(frame.x, frame.y, frame.w, frame.h).stroke('#000000');
  const side = Math.sqrt(Math.max(stand.surface, 1));
  const metres = Math.ceil(side);
  const unit = Math.min((frame.w - 60) / metres, (frame.h - 60) / metres);
  const origin = { x: frame.x + (frame.w - side * unit) / 2, y: frame.y + (frame.h - side * unit) / 2 };
  doc.lineWidth(0.3).strokeColor('#bbbbbb');
  for (let i = 1; i < side; i++) {
    doc.moveTo(origin.x + i * unit, origin.y).lineTo(origin.x + i * unit, origin.y + side * unit).stroke();
    doc.moveTo(origin.x, origin.y + i * unit).lineTo(origin.x + side * unit, origin.y + i * unit).stroke();
  }
  doc.lineWidth(2).strokeColor('#000000').rect(origin.x, origin.y, side * unit, side * unit).stroke();
  doc.fontSize(9).fillColor('#333333').text(pdfText(label('scale', { side: side.toFixed(2) })), MARGIN, frame.y + frame.h + 4, { width });
  doc.end();
  return doc;
}
