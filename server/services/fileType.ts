/**
 * The type of an uploaded file, decided from its bytes (never from the name or the client's
 * Content-Type): a small magic-bytes sniffer for the kinds the platform accepts. No package:
 * the few signatures needed are below, each checked the way its format defines it.
 *
 * - PDF: `%PDF-` at the start;
 * - PNG: the 8-byte signature; JPEG: FF D8 FF; GIF: GIF87a / GIF89a; WEBP: RIFF….WEBP;
 * - DOCX / XLSX: a ZIP whose central directory names `[Content_Types].xml` and `word/…` or `xl/…`
 *   (any other ZIP is not accepted: an archive could hold anything);
 * - DWG: `AC10` and two digits (AC1012 … AC1032, the AutoCAD releases' version tags);
 * - CSV: no signature, so only for the kinds that accept it and only when nothing above matched:
 *   text bytes (`isPlainText`), so a binary file renamed .csv is refused.
 * - SVG: text whose first element is `<svg` (after an XML declaration, comments, a doctype), only
 *   for the kinds that accept it, and only without active content (`isInertSvg`).
 */
export interface SniffedType {
  /** A short name used by the upload kinds (`pdf`, `png`, …). */
  type: FileTypeName;
  mime: string;
  /** The extension the stored file gets, with its dot. */
  extension: string;
}

export const FILE_TYPES = {
  pdf: { mime: 'application/pdf', extension: '.pdf' },
  png: { mime: 'image/png', extension: '.png' },
  jpeg: { mime: 'image/jpeg', extension: '.jpg' },
  gif: { mime: 'image/gif', extension: '.gif' },
  webp: { mime: 'image/webp', extension: '.webp' },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: '.docx' },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: '.xlsx' },
  dwg: { mime: 'image/vnd.dwg', extension: '.dwg' },
  csv: { mime: 'text/csv', extension: '.csv' },
  svg: { mime: 'image/svg+xml', extension: '.svg' },
} as const;
export type FileTypeName = keyof typeof FILE_TYPES;

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/** The entry names of a ZIP's central directory, or null when the bytes are not a readable ZIP. */
export function zipEntryNames(bytes: Buffer): string[] | null {
  if (!startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return null;
  // End of central directory: 22 bytes plus a comment of at most 65 535 bytes, at the end.
  const floor = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= floor; i--) {
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = bytes.readUInt16LE(eocd + 10);
  let offset = bytes.readUInt32LE(eocd + 16);
  const names: string[] = [];
  for (let n = 0; n < count; n++) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== 0x02014b50) return null;
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    if (offset + 46 + nameLength > bytes.length) return null;
    names.push(bytes.toString('utf8', offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/**
 * Whether the bytes are text in an 8-bit or UTF-8 encoding: no control byte but tab, line feed,
 * form feed and carriage return (a NUL or another C0 byte is what binary files are made of).
 */
export function isPlainText(bytes: Buffer): boolean {
  if (bytes.length === 0) return false;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if ((b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0c && b !== 0x0d) || b === 0x7f) return false;
  }
  return true;
}

export function typed(type: FileTypeName): SniffedType {
  return { type, ...FILE_TYPES[type] };
}

/** The file's type from its bytes, or null when it is none of the known ones. */
export function sniffFileType(bytes: Buffer): SniffedType | null {
  if (startsWith(bytes, ascii('%PDF-'))) return typed('pdf');
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return typed('png');
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return typed('jpeg');
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return typed('gif');
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return typed('webp');
  if (bytes.length >= 6 && /^AC10\d\d$/.test(bytes.toString('latin1', 0, 6))) return typed('dwg');
  const entries = zipEntryNames(bytes);
  if (entries && entries.includes('[Content_Types].xml')) {
    if (entries.some((name) => name.startsWith('word/'))) return typed('docx');
    if (entries.some((name) => name.startsWith('xl/'))) return typed('xlsx');
  }
  return null;
}

/** Leading XML declaration, comments, doctype and whitespace, then the root element's name. */
const SVG_ROOT = /^\uFEFF?(?:\s+|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)*<svg[\s>/]/i;
/** What can run in an SVG (scripts, event handlers, embedded documents, javascript: URLs). */
const SVG_ACTIVE = /<script|<foreignObject|<iframe|<embed|<object|\bon[a-z]+\s*=|javascript:|<!ENTITY/i;

/** Whether the bytes are an SVG document (text, root element `svg`). */
export function isSvg(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 4096).toString('utf8');
  return SVG_ROOT.test(head) && !bytes.includes(0);
}

/** An SVG with nothing that runs: a logo is a picture, never a program. */
export function isInertSvg(bytes: Buffer): boolean {
  return isSvg(bytes) && !SVG_ACTIVE.test(bytes.toString('utf8'));
}
