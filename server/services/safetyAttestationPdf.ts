/**
 * The safety attestation of a stand ('NOTICE SPS EXPOSANT', part 2 §3–§5; issue 22): what its
 * safety record declares — the show's safety document acknowledged, the person responsible, who
 * builds the stand (one company, or how many and the standist's contact), the mezzanine and
 * heights over 3 m, the SPS coordinator — with the show, the stand and the date, as a PDF in
 * French or English. Read one at a time (GET /backend/stand_security_instructions/{id}/attestation/{fr|en})
 * and zipped per show (GET /backend/stands_security_attestation).
 */
import type { Pool } from '../db/pool';
import { t, type Locale } from '../i18n';
import { startPdfSheet } from './pdfSheet';
import { formatPdfDate, pdfText } from './reportPdf';

export interface SafetyAttestationSheet {
  id: number;
  show: string;
  stand: { name: string; hall: string; aisle: string; number: string };
  person: { lastName: string; firstName: string; company: string; phone: string; email: string };
  downloadOk: boolean;
  builtByMore: boolean;
  numberOfBuilders: number | null;
  standist: { lastName: string; firstName: string; phone: string; email: string } | null;
  withMezzanine: boolean;
  withMoreThanThreeMeterHeights: boolean;
  coordinator: { lastName: string; firstName: string; phone: string; email: string } | null;
  createdAt: Date;
}

const FILE_NAME_KEY = 'api.pdf.safetyAttestation.fileName';

/** `attestation-sps-12.pdf` / `safety-attestation-12.pdf` (12: the record's id): ASCII only. */
export const safetyAttestationFileName = (id: number, locale: Locale): string => `${t(locale, FILE_NAME_KEY)}-${id}.pdf`;

/** The same name as SQL over a record id expression (the record's `attestations` field). */
export const safetyAttestationFileNameSql = (idSql: string, locale: Locale): string => `'${t(locale, FILE_NAME_KEY).replace(/'/g, "''")}-' || ${idSql} || '.pdf'`;

/** The sheets of these records (those that exist), in the order of the ids given. */
export async function loadSafetyAttestationSheets(pool: Pool, ids: readonly number[]): Promise<SafetyAttestationSheet[]> {
  const { rows } = await pool.query(
    `SELECT i.*, s.name AS stand_name, s.hall, s.aisle, s.number, sh.name AS show
       FROM stand_security_instructions i JOIN stands s ON s.id = i.stand_id JOIN shows sh ON sh.id = s.show_id
      WHERE i.id = ANY($1::int[]) ORDER BY array_position($1::int[], i.id)`,
    [ids],
  );
  const person = (last: unknown, first: unknown, phone: unknown, email: unknown) => ({
    lastName: String(last ?? ''),
    firstName: String(first ?? ''),
    phone: String(phone ?? ''),
    email: String(email ?? ''),
  });
  return rows.map((r) => ({
    id: r.id,
    show: r.show,
    stand: { name: r.stand_name, hall: r.hall ?? '', aisle: r.aisle ?? '', number: r.number ?? '' },
    person: { ...person(r.last_name, r.first_name, r.phone, r.email), company: r.company ?? '' },
    downloadOk: r.download_ok === true,
    builtByMore: r.built_by_more === true,
    numberOfBuilders: r.number_of_builders,
    standist: r.built_by_more ? person(r.standist_lastname, r.standist_firstname, r.standist_phone, r.standist_email) : null,
    withMezzanine: r.with_mezzanine === true,
    withMoreThanThreeMeterHeights: r.with_more_than_three_meter_heights === true,
    coordinator: r.with_coordinator ? person(r.coordinator_last_name, r.coordinator_first_name, r.coordinator_phone, r.coordinator_email) : null,
    createdAt: r.created_at,
  }));
}

/** The attestation as a stream (ended: send it, or collect it for a zip). */
export function safetyAttestationPdf(sheet: SafetyAttestationSheet, locale: Locale): PDFKit.PDFDocument {
  const title = t(locale, 'api.pdf.safetyAttestation.title');
  const { doc, width, label, row, heading } = startPdfSheet({ prefix: 'api.pdf.safetyAttestation', locale, title, documentTitle: `${title} — ${sheet.stand.name}`, show: sheet.show });
  const yesNo = (value: boolean) => label(value ? 'yes' : 'no');
  const contact = (c: { lastName: string; firstName: string; phone: string; email: string }) => {
    row('name', `${c.firstName} ${c.lastName}`.trim());
    row('phone', c.phone);
    row('email', c.email);
  };
  doc.moveDown();
  row('stand', sheet.stand.name);
  row('location', [sheet.stand.hall, sheet.stand.aisle, sheet.stand.number].filter(Boolean).join(' · '));

  heading('person');
  row('company', sheet.person.company);
  contact(sheet.person);

  heading('construction');
  row('builders', sheet.builtByMore ? label('builtByMore', { count: sheet.numberOfBuilders ?? 2 }) : label('builtByOne'));
  if (sheet.standist) {
    doc.font('Helvetica-Oblique').fontSize(11).text(pdfText(label('standist')), { width });
    contact(sheet.standist);
  }
  row('withMezzanine', yesNo(sheet.withMezzanine));
  row('withMoreThanThreeMeterHeights', yesNo(sheet.withMoreThanThreeMeterHeights));

  heading('coordinator');
  row('withCoordinator', yesNo(sheet.coordinator !== null));
  if (sheet.coordinator) contact(sheet.coordinator);

  heading('attests');
  doc.font('Helvetica').fontSize(11).text(pdfText(`[${sheet.downloadOk ? 'x' : ' '}] ${label('downloadOk')}`), { width });
  doc.moveDown();
  row('createdAt', formatPdfDate(sheet.createdAt, locale));
  doc.end();
  return doc;
}
