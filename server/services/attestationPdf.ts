/**
 * The plan confirmation attestation of a stand (the dashboard's attestations card):
 * what the exhibitor attested when confirming the plans (part 1 §5) — the person
 * responsible, the standing and invoicing attestations, the waste disposal and its
 * purchase order — with the stand, the show, the date and who confirmed, as a PDF
 * in French or English.
 */
import type { WasteDisposal } from '@/domain/planConfirmation';
import { t, type Locale } from '../i18n';
import { startPdfSheet } from './pdfSheet';
import { formatPdfDate, pdfText } from './reportPdf';

export interface AttestationSheet {
  standId: number;
  show: string;
  stand: { name: string; hall: string; aisle: string; number: string };
  person: { lastName: string; firstName: string; company: string; phone: string; email: string };
  standing: boolean;
  invoicing: boolean;
  wasteDisposal: WasteDisposal;
  purchaseOrder: string | null;
  confirmedAt: Date;
  confirmedBy: string | null;
}


/** `attestation-12.pdf` whatever the language: ASCII only. */
export const attestationFileName = (sheet: Pick<AttestationSheet, 'standId'>, locale: Locale): string =>
  `${t(locale, 'api.pdf.attestation.fileName')}-${sheet.standId}.pdf`;

export function attestationPdf(sheet: AttestationSheet, locale: Locale): PDFKit.PDFDocument {
  const title = t(locale, 'api.pdf.attestation.title');
  const { doc, width, label, row, heading } = startPdfSheet({ prefix: 'api.pdf.attestation', locale, title, documentTitle: `${title} — ${sheet.stand.name}`, show: sheet.show });
  doc.moveDown();
  row('stand', sheet.stand.name);
  row('location', [sheet.stand.hall, sheet.stand.aisle, sheet.stand.number].filter(Boolean).join(' · '));
  heading('person');
  row('name', `${sheet.person.firstName} ${sheet.person.lastName}`);
  row('company', sheet.person.company);
  row('phone', sheet.person.phone);
  row('email', sheet.person.email);
  heading('attests');
  doc.font('Helvetica').fontSize(11);
  if (sheet.standing) doc.text(pdfText(`[x] ${label('standing')}`), { width });
  if (sheet.invoicing) doc.text(pdfText(`[x] ${label('invoicing')}`), { width });
  doc.moveDown();
  row('wasteDisposal', label(`waste.${sheet.wasteDisposal}`));
  if (sheet.purchaseOrder) row('purchaseOrder', sheet.purchaseOrder);
  doc.moveDown();
  row('confirmedAt', formatPdfDate(sheet.confirmedAt, locale));
  row('confirmedBy', sheet.confirmedBy ?? '');
  doc.end();
  return doc;
}
