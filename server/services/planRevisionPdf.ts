/**
 * The marked-up PDF of a plan revision (issue 25, item 4; GET /backend/plan_revisions/{id}/pdf/{locale}):
 * built with pdf-lib over the revision's own files, in the caller's language.
 * - every page of every PDF file, copied as it is (its MediaBox, CropBox and /Rotate kept);
 * - every PNG or JPEG file as one page, the image filling it (one point per pixel, the longer
 *   side brought within 595…14 400 points: a tiny image still makes a readable page, a huge
 *   one a page PDF readers accept);
 * - other files (DWG, DOCX…) are not read at all, and named on the last page as not included,
 *   as is a PDF pdf-lib cannot read (damaged, encrypted);
 * - each mark (plan_annotations) drawn on its page in its colour: rectangle, cloud (scalloped
 *   outline), arrow (with its head), line, freehand (polyline), text box (its comment inside),
 *   pin; each with its number in a circle; resolved marks grey and dashed. Geometry is in
 *   fractions of the page as the viewer shows it before the user turns it (PDF.js's default
 *   viewport: the CropBox within the MediaBox, turned by the page's own /Rotate), origin at its
 *   top-left corner, y downward (src/domain/planMarkGeometry.ts draws them so); numbers and text
 *   read upright as the page is shown;
 * - then A4 page(s) listing the numbered comments: number, file and page, kind, author, comment,
 *   resolved or open; or saying there is no mark.
 * Text uses the standard Helvetica (WinAnsi): French accents, œ, €, typographic quotes pass; a
 * character it cannot encode becomes its unaccented letter, else '?', never an error.
 *
 * The files are read one at a time through the storage service, only those drawn (PDF, PNG,
 * JPEG). Building is CPU work: `buildPlanRevisionPdf` is pure (bytes in, bytes out) so that it can
 * run in a worker thread (./planRevisionPdfPool.ts).
 */
import { PDFDocument, StandardFonts, degrees, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import type { Pool } from '../db/pool';
import { t, type Locale, type MessageParams } from '../i18n';
import type { FileStorage } from './storage';

export type MarkKind = 'rectangle' | 'cloud' | 'arrow' | 'line' | 'freehand' | 'text' | 'pin';

export interface RevisionMark {
  number: number;
  /** message_media id of the file it is drawn on. */
  media: number;
  page: number;
  kind: MarkKind;
  geometry: unknown;
  color: string;
  comment: string | null;
  author: string | null;
  resolved: boolean;
}

export interface RevisionFile {
  /** message_media id. */
  id: number;
  fileName: string;
  mimeType: string;
  storageName: string;
}

export interface RevisionSheet {
  id: number;
  number: number;
  standName: string;
  showName: string;
  files: RevisionFile[];
  marks: RevisionMark[];
}

/** What the builder needs: the sheet, and the bytes of the files it draws (null: not included). */
export interface PlanPdfJob {
  locale: Locale;
  sheet: RevisionSheet;
  bytes: Array<Uint8Array | null>;
}

const DRAWN_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg']);
const GREY = rgb(0.55, 0.55, 0.55);
const BLACK = rgb(0, 0, 0);
const WHITE = rgb(1, 1, 1);

/** The revision, its files (the submission's enabled attachments, in order) and its marks; null when there is none. */
export async function loadRevisionSheet(pool: Pool, id: number): Promise<(RevisionSheet & { standId: number }) | null> {
  const { rows } = await pool.query(
    `SELECT r.id, r.number, r.stand_id, s.name AS stand_name, sh.name AS show_name,
            (SELECT coalesce(json_agg(json_build_object('id', mm.id, 'fileName', m.media_file_name, 'mimeType', m.mime_type,
                      'storageName', m.storage_name) ORDER BY mm.id), '[]'::json)
               FROM message_media mm JOIN media m ON m.id = mm.media_id
              WHERE mm.message_id = sm.message_id AND mm.enabled) AS files,
            (SELECT coalesce(json_agg(json_build_object('number', a.number, 'media', a.message_media_id, 'page', a.page,
                      'kind', a.kind, 'geometry', a.geometry, 'color', a.color, 'comment', a.comment,
                      'author', nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), ''),
                      'resolved', a.resolved_at IS NOT NULL) ORDER BY a.number), '[]'::json)
               FROM plan_annotations a LEFT JOIN users u ON u.id = a.created_by_id
              WHERE a.revision_id = r.id) AS marks
       FROM plan_revisions r
       JOIN stand_messages sm ON sm.id = r.submission_message_id
       JOIN stands s ON s.id = r.stand_id JOIN shows sh ON sh.id = s.show_id
      WHERE r.id = $1`,
    [id],
  );
  if (!rows.length) return null;
  const r = rows[0];
  return { id: r.id, number: r.number, standId: r.stand_id, standName: r.stand_name ?? '', showName: r.show_name ?? '', files: r.files, marks: r.marks };
}

/** The bytes of the files drawn, read one after the other (a file gone from the store: not included). */
export async function readDrawnFiles(sheet: RevisionSheet, storage: FileStorage): Promise<Array<Uint8Array | null>> {
  const out: Array<Uint8Array | null> = [];
  for (const file of sheet.files) {
    out.push(DRAWN_TYPES.has(file.mimeType) ? await storage.read(file.storageName).catch(() => null) : null);
  }
  return out;
}

/** `plans-<stand>-v2-annotes.pdf` / `plans-<stand>-v2-marked-up.pdf`: ASCII letters, digits and dashes. */
export function planRevisionPdfFileName(sheet: Pick<RevisionSheet, 'number' | 'standName'>, locale: Locale): string {
  const slug = sheet.standName
    .replace(/[œŒ]/g, 'oe')
    .replace(/[æÆ]/g, 'ae')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `plans${slug ? `-${slug}` : ''}-v${sheet.number}-${t(locale, 'api.pdf.planRevision.fileSuffix')}.pdf`;
}

const characterSets = new WeakMap<PDFFont, Set<number>>();

function characterSetOf(font: PDFFont): Set<number> {
  let set = characterSets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    characterSets.set(font, set);
  }
  return set;
}

/** Text the standard font can write: unsupported characters lose their accent, else become '?'. */
export function encodableText(font: PDFFont, text: string): string {
  const supported = characterSetOf(font);
  let out = '';
  for (const ch of text.normalize('NFC').replace(/[\u00a0\u202f\u2009\t]/g, ' ')) {
    const code = ch.codePointAt(0)!;
    if (supported.has(code)) {
      out += ch;
      continue;
    }
    const bare = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    out += bare && [...bare].every((c) => supported.has(c.codePointAt(0)!)) ? bare : '?';
  }
  return out;
}

/** Lines of `text` no wider than `width` at `size` (words cut only when one alone is too wide). */
export function wrapText(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/** A mark's colour as text on white: a light one (the palette's yellow) darkened to stay readable. */
function textColor(hex: string): RGB {
  const c = hexColor(hex);
  const luminance = 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue;
  return luminance > 0.6 ? rgb(c.red * 0.7, c.green * 0.7, c.blue * 0.7) : c;
}

function hexColor(hex: string): RGB {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return rgb(0.9, 0.22, 0.21);
  return rgb(parseInt(m[1], 16) / 255, parseInt(m[2], 16) / 255, parseInt(m[3], 16) / 255);
}

export type Vec = { x: number; y: number };
export type Box = { x: number; y: number; width: number; height: number };
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : null);

/** A quarter turn (0, 90, 180, 270) from a page's /Rotate (any multiple of 90, negative included). */
export const quarterTurn = (angle: number): number => (((Math.round(angle / 90) * 90) % 360) + 360) % 360;

/**
 * The page as the viewer shows it at its own rotation 0 (PDF.js's default viewport: the visible
 * box, CropBox within MediaBox, turned by the page's /Rotate) and its user space: `u` and `v` are
 * the user-space directions of "right" and "down" as shown, `origin` the shown top-left corner,
 * `width` and `height` the shown size. A mark's fractions are of that shown page, origin top left.
 */
export function shownPage(box: Box, rotation: number) {
  const r = quarterTurn(rotation);
  const u: Vec = [{ x: 1, y: 0 }, { x: 0, y: 1 }, { x: -1, y: 0 }, { x: 0, y: -1 }][r / 90];
  const v: Vec = [{ x: 0, y: -1 }, { x: 1, y: 0 }, { x: 0, y: 1 }, { x: -1, y: 0 }][r / 90];
  const origin: Vec = [
    { x: box.x, y: box.y + box.height },
    { x: box.x, y: box.y },
    { x: box.x + box.width, y: box.y },
    { x: box.x + box.width, y: box.y + box.height },
  ][r / 90];
  const turned = r % 180 !== 0;
  const width = turned ? box.height : box.width;
  const height = turned ? box.width : box.height;
  return {
    rotation: r,
    u,
    v,
    width,
    height,
    /** `p` moved by `right` along the shown x axis and `down` along the shown y axis. */
    shift: (p: Vec, right: number, down: number): Vec => ({ x: p.x + u.x * right + v.x * down, y: p.y + u.y * right + v.y * down }),
    /** The user-space point of the shown page's fractions (fx from the left, fy from the top). */
    at: (fx: number, fy: number): Vec => ({ x: origin.x + u.x * fx * width + v.x * fy * height, y: origin.y + u.y * fx * width + v.y * fy * height }),
  };
}

/** The visible box as PDF.js takes it: the CropBox within the MediaBox (the MediaBox when they do not meet). */
function visibleBox(page: PDFPage): Box {
  const media = page.getMediaBox();
  const crop = page.getCropBox();
  const x = Math.max(media.x, crop.x);
  const y = Math.max(media.y, crop.y);
  const right = Math.min(media.x + media.width, crop.x + crop.width);
  const top = Math.min(media.y + media.height, crop.y + crop.height);
  return right > x && top > y ? { x, y, width: right - x, height: top - y } : media;
}

/** A page to draw marks on: the shown page's geometry, line widths in proportion to it. */
class PageFrame {
  readonly shown: ReturnType<typeof shownPage>;
  /** Stroke width and number badge radius, in proportion to the page. */
  readonly stroke: number;
  readonly badge: number;

  constructor(readonly page: PDFPage) {
    this.shown = shownPage(visibleBox(page), page.getRotation().angle);
    const side = Math.min(this.shown.width, this.shown.height);
    this.stroke = Math.max(1.5, side / 400);
    this.badge = Math.max(8, side / 70);
  }

  at(fx: number, fy: number): Vec {
    return this.shown.at(fx, fy);
  }

  point(raw: unknown): Vec | null {
    if (!Array.isArray(raw) || raw.length !== 2) return null;
    const [x, y] = [num(raw[0]), num(raw[1])];
    return x === null || y === null ? null : this.at(x, y);
  }

  /** A box mark: its corners in user space (shown top-left first, clockwise as shown) and its shown size. */
  rect(raw: unknown): { corners: Vec[]; width: number; height: number } | null {
    const g = raw as Record<string, unknown> | null;
    if (!g || typeof g !== 'object') return null;
    const [x, y, w, h] = [num(g.x), num(g.y), num(g.width), num(g.height)];
    if (x === null || y === null || w === null || h === null) return null;
    const right = Math.min(1, x + w);
    const bottom = Math.min(1, y + h);
    return {
      corners: [this.at(x, y), this.at(right, y), this.at(right, bottom), this.at(x, bottom)],
      width: (right - x) * this.shown.width,
      height: (bottom - y) * this.shown.height,
    };
  }

  shift(p: Vec, right: number, down: number): Vec {
    return this.shown.shift(p, right, down);
  }

  text(font: PDFFont, text: string, start: Vec, size: number, color: RGB): void {
    this.page.drawText(text, { x: start.x, y: start.y, size, font, color, rotate: degrees(this.shown.rotation) });
  }
}

/** An SVG path in user space (pdf-lib flips y: we give it user coordinates negated). */
const svgPath = (points: Vec[], close = false) =>
  points.map((p, i) => `${i ? 'L' : 'M'} ${p.x.toFixed(2)} ${(-p.y).toFixed(2)}`).join(' ') + (close ? ' Z' : '');

/**
 * A cloud: the box's outline made of arcs bulging outward. `corners` go round the box; the arcs'
 * sweep follows their turning direction in the flipped SVG space, so they bulge out either way.
 */
function cloudPath(corners: Vec[], bump: number): string {
  // The signed area (user space, y up) tells the way round: the sweep flag that bulges outward.
  const area = corners.reduce((sum, a, i) => {
    const b = corners[(i + 1) % corners.length];
    return sum + (a.x * b.y - b.x * a.y);
  }, 0);
  const sweep = area < 0 ? 1 : 0;
  let d = `M ${corners[0].x.toFixed(2)} ${(-corners[0].y).toFixed(2)}`;
  for (let side = 0; side < corners.length; side++) {
    const a = corners[side];
    const b = corners[(side + 1) % corners.length];
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    const n = Math.max(1, Math.round(length / (2 * bump)));
    const radius = length / n / 2;
    for (let i = 1; i <= n; i++) {
      const p = { x: a.x + ((b.x - a.x) * i) / n, y: a.y + ((b.y - a.y) * i) / n };
      d += ` A ${radius.toFixed(2)} ${radius.toFixed(2)} 0 0 ${sweep} ${p.x.toFixed(2)} ${(-p.y).toFixed(2)}`;
    }
  }
  return `${d} Z`;
}

function drawMark(frame: PageFrame, font: PDFFont, bold: PDFFont, mark: RevisionMark): void {
  const color = mark.resolved ? GREY : hexColor(mark.color);
  const dash = mark.resolved ? [frame.stroke * 4, frame.stroke * 3] : undefined;
  const line = { x: 0, y: 0, borderColor: color, borderWidth: frame.stroke, borderDashArray: dash, borderLineCap: 1 as const };
  const g = mark.geometry as Record<string, unknown> | null;
  let anchor: Vec | null = null;
  switch (mark.kind) {
    case 'rectangle':
    case 'cloud':
    case 'text': {
      const r = frame.rect(g);
      if (!r) return;
      if (mark.kind === 'cloud') {
        const bump = Math.max(frame.stroke * 3, Math.min(r.width, r.height) / 8, 4);
        frame.page.drawSvgPath(cloudPath(r.corners, Math.min(bump, frame.badge * 1.5)), line);
      } else if (mark.kind === 'text') {
        frame.page.drawSvgPath(svgPath(r.corners, true), { ...line, color: WHITE, opacity: 0.85 });
      } else {
        frame.page.drawSvgPath(svgPath(r.corners, true), line);
      }
      anchor = r.corners[0];
      if (mark.kind === 'text' && mark.comment) {
        const shown = { width: r.width, height: r.height };
        const pad = frame.stroke * 2;
        const size = Math.max(4, Math.min(frame.badge * 1.1, shown.height / 3));
        const lines = wrapText(font, encodableText(font, mark.comment), size, Math.max(size, shown.width - 2 * pad));
        const fit = Math.max(1, Math.floor((shown.height - frame.badge) / (size * 1.2)));
        lines.slice(0, fit).forEach((text, i) => {
          frame.text(font, text, frame.shift(anchor!, pad, frame.badge + size * (0.9 + i * 1.2)), size, mark.resolved ? GREY : BLACK);
        });
      }
      break;
    }
    case 'arrow':
    case 'line':
    case 'freehand': {
      const raw = Array.isArray(g?.points) ? (g!.points as unknown[]) : [];
      const points = raw.map((p) => frame.point(p)).filter((p): p is Vec => p !== null);
      if (points.length < 2) return;
      frame.page.drawSvgPath(svgPath(points), line);
      if (mark.kind === 'arrow') {
        const [a, b] = points.slice(-2);
        const angle = Math.atan2(b.y - a.y, b.x - a.x);
        const head = frame.badge * 1.4;
        const wing = (turn: number) => ({ x: b.x - head * Math.cos(angle + turn), y: b.y - head * Math.sin(angle + turn) });
        frame.page.drawSvgPath(svgPath([wing(0.45), b, wing(-0.45)], true), { ...line, borderDashArray: undefined, color });
      }
      anchor = points[0];
      break;
    }
    case 'pin': {
      const x = num(g?.x);
      const y = num(g?.y);
      if (x === null || y === null) return;
      anchor = frame.at(x, y);
      break;
    }
    default:
      return;
  }
  // The number in a circle at the mark's start (a pin is that circle).
  const label = String(mark.number);
  const size = frame.badge * 1.1;
  frame.page.drawCircle({ x: anchor.x, y: anchor.y, size: frame.badge, color, borderColor: WHITE, borderWidth: frame.stroke / 2 });
  const width = bold.widthOfTextAtSize(label, size);
  frame.text(bold, label, frame.shift(anchor, -width / 2, size * 0.36), size, WHITE);
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;

/** The comments page(s): a title, the files not included, then one block per mark. */
function drawCommentPages(pdf: PDFDocument, font: PDFFont, bold: PDFFont, job: PlanPdfJob, skipped: string[]): void {
  const { locale, sheet } = job;
  const label = (key: string, params?: MessageParams) => encodableText(font, t(locale, `api.pdf.planRevision.${key}`, params));
  const width = A4.width - 2 * MARGIN;
  let page = pdf.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  const write = (text: string, options: { font?: PDFFont; size?: number; color?: RGB; indent?: number } = {}) => {
    const f = options.font ?? font;
    const size = options.size ?? 10;
    for (const lineText of wrapText(f, encodableText(f, text), size, width - (options.indent ?? 0))) {
      if (y - size * 1.3 < MARGIN) {
        page = pdf.addPage([A4.width, A4.height]);
        y = A4.height - MARGIN;
      }
      y -= size * 1.3;
      page.drawText(lineText, { x: MARGIN + (options.indent ?? 0), y, size, font: f, color: options.color ?? BLACK });
    }
  };
  write(t(locale, 'api.pdf.planRevision.title', { number: sheet.number, stand: sheet.standName, show: sheet.showName }), { font: bold, size: 16 });
  y -= 8;
  write(label('heading'), { font: bold, size: 12 });
  y -= 4;
  if (!sheet.marks.length) write(label('noMarks'));
  const fileNames = new Map(sheet.files.map((f) => [f.id, f.fileName]));
  const sep = locale === 'fr' ? ' : ' : ': ';
  for (const mark of sheet.marks) {
    if (y - 40 < MARGIN) {
      page = pdf.addPage([A4.width, A4.height]);
      y = A4.height - MARGIN;
    }
    y -= 6;
    const where = t(locale, 'api.pdf.planRevision.where', { file: fileNames.get(mark.media) ?? '?', page: mark.page });
    const status = t(locale, `api.pdf.planRevision.${mark.resolved ? 'resolved' : 'open'}`);
    write(`${mark.number}. ${t(locale, `api.pdf.planRevision.kind.${mark.kind}`)} — ${where} — ${status}`, {
      font: bold,
      size: 11,
      color: mark.resolved ? GREY : textColor(mark.color),
    });
    write(`${t(locale, 'api.pdf.planRevision.author')}${sep}${mark.author ?? '—'}`, { indent: 14, color: rgb(0.33, 0.33, 0.33) });
    write(mark.comment?.trim() ? mark.comment : t(locale, 'api.pdf.planRevision.noComment'), { indent: 14 });
  }
  if (skipped.length) {
    y -= 10;
    write(label('notIncluded'), { font: bold, size: 12 });
    for (const name of skipped) write(`• ${name}`, { indent: 14 });
  }
}

/** The marked-up PDF's bytes. Pure: the files' bytes come in (see the file's comment). */
export async function buildPlanRevisionPdf(job: PlanPdfJob): Promise<Uint8Array> {
  const { sheet, locale } = job;
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${t(locale, 'api.pdf.planRevision.title', { number: sheet.number, stand: sheet.standName, show: sheet.showName })}`);
  pdf.setCreator('Stands');
  pdf.setProducer('Stands');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const marksOf = (media: number, page: number) => sheet.marks.filter((m) => m.media === media && m.page === page);
  const skipped: string[] = [];
  for (const [index, file] of sheet.files.entries()) {
    const bytes = job.bytes[index];
    if (!bytes) {
      skipped.push(file.fileName);
      continue;
    }
    try {
      if (file.mimeType === 'application/pdf') {
        const source = await PDFDocument.load(bytes, { updateMetadata: false });
        // pdf-lib reads leniently: a file it made nothing of is named with the others.
        if (source.getPageCount() === 0) throw new Error('no page');
        const pages = await pdf.copyPages(source, source.getPageIndices());
        pages.forEach((page, i) => {
          pdf.addPage(page);
          const frame = new PageFrame(page);
          for (const mark of marksOf(file.id, i + 1)) drawMark(frame, font, bold, mark);
        });
      } else {
        const image = file.mimeType === 'image/png' ? await pdf.embedPng(bytes) : await pdf.embedJpg(bytes);
        const long = Math.max(image.width, image.height);
        const scale = long < 595 ? 595 / long : long > 14400 ? 14400 / long : 1;
        const page = pdf.addPage([image.width * scale, image.height * scale]);
        page.drawImage(image, { x: 0, y: 0, width: image.width * scale, height: image.height * scale });
        const frame = new PageFrame(page);
        for (const mark of marksOf(file.id, 1)) drawMark(frame, font, bold, mark);
      }
    } catch {
      // A damaged or encrypted file: named with the others not included.
      skipped.push(file.fileName);
    }
  }
  drawCommentPages(pdf, font, bold, job, skipped);
  return pdf.save({ useObjectStreams: true });
}
