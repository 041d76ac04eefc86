/** The magic-bytes sniffer and the name and header helpers of the upload service (no database needed). */
import { isInertSvg, sniffFileType, zipEntryNames } from '@server/services/fileType';
import { contentDisposition, sanitizeFileName, UPLOAD_KINDS } from '@server/services/uploads';
import { docxBytes, pdfBytes, pngBytes, xlsxBytes, zipOf } from '../../support/files';

describe('sniffFileType', () => {
  it.each([
    ['pdf', pdfBytes(), 'application/pdf'],
    ['png', pngBytes(), 'image/png'],
    ['jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]), 'image/jpeg'],
    ['gif', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), 'image/gif'],
    ['webp', Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')]), 'image/webp'],
    ['docx', docxBytes(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['xlsx', xlsxBytes(), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['dwg', Buffer.from('AC1032\x00\x00\x00\x00\x00\x00', 'latin1'), 'image/vnd.dwg'],
  ])('knows %s from its bytes', (type, bytes, mime) => {
    expect(sniffFileType(bytes)).toMatchObject({ type, mime });
  });

  it.each([
    ['text', Buffer.from('hello world')],
    ['an HTML page named .pdf', Buffer.from('<html><script>alert(1)</script></html>')],
    ['a PDF signature not at the start', Buffer.from(' %PDF-1.4')],
    ['a ZIP that is no office document', zipOf({ 'evil.exe': 'MZ' })],
    ['a ZIP with a broken central directory', Buffer.concat([zipOf({ '[Content_Types].xml': 'x', 'word/a': 'y' }).subarray(0, 60)])],
    ['an EXE', Buffer.from('MZ\x90\x00\x03', 'latin1')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['nothing', Buffer.alloc(0)],
    ['a truncated PNG signature', pngBytes().subarray(0, 5)],
    ['AC10 without digits', Buffer.from('AC10xx')],
  ])('refuses %s', (_name, bytes) => {
    expect(sniffFileType(bytes)).toBeNull();
  });

  it('reads the entry names of a ZIP from its central directory', () => {
    expect(zipEntryNames(docxBytes())).toEqual(['[Content_Types].xml', 'word/document.xml']);
    expect(zipEntryNames(pdfBytes())).toBeNull();
  });
});

describe('sanitizeFileName', () => {
  it.each([
    ['plans.pdf', 'plans.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\me\\Plans stand.pdf', 'Plans stand.pdf'],
    ['a\u0000b\nc\td.pdf', 'abcd.pdf'],
    ['evil\u202Efdp.exe', 'evilfdp.exe'],
    ['  spaced   name .pdf ', 'spaced name .pdf'],
    ['.hidden', 'hidden'],
    ['', 'fichier.pdf'],
    ['/', 'fichier.pdf'],
    ['Plan façade é.pdf', 'Plan façade é.pdf'],
  ])('%j → %j', (raw, expected) => {
    expect(sanitizeFileName(raw, '.pdf')).toBe(expected);
  });

  it('cuts to 200 characters, keeping the extension', () => {
    const name = sanitizeFileName(`${'é'.repeat(300)}.pdf`);
    expect([...name]).toHaveLength(200);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});

describe('contentDisposition', () => {
  it('sends an ASCII fallback and the UTF-8 name (RFC 5987)', () => {
    expect(contentDisposition('Plan façade (v2).pdf')).toBe(
      `attachment; filename="Plan fa_ade (v2).pdf"; filename*=UTF-8''Plan%20fa%C3%A7ade%20%28v2%29.pdf`,
    );
    expect(contentDisposition('a"b\\c.pdf', 'inline')).toBe(`inline; filename="a_b_c.pdf"; filename*=UTF-8''a%22b%5Cc.pdf`);
  });
});

describe('UPLOAD_KINDS', () => {
  it('accepts plans and office files as attachments (plans streamed up to 50 MB, office files 20 MB) and only images as report photos (10 MB)', () => {
    expect(UPLOAD_KINDS.messageAttachment).toEqual({ types: ['pdf', 'png', 'jpeg', 'gif', 'webp', 'docx', 'xlsx', 'dwg'], maxBytes: 50 * 1024 * 1024, streamed: true, wholeMaxBytes: 20 * 1024 * 1024 });
    expect(UPLOAD_KINDS.reportPhoto).toEqual({ types: ['png', 'jpeg', 'webp'], maxBytes: 10 * 1024 * 1024 });
  });
});

describe('isInertSvg (directory logos)', () => {
  it.each([
    ['a plain SVG', '<svg xmlns="http://www.w3.org/2000/svg" width="75" height="75"><rect width="75" height="75"/></svg>'],
    ['an SVG after an XML declaration, a comment and a doctype', '<?xml version="1.0"?>\n<!-- logo -->\n<!DOCTYPE svg>\n<svg width="1" height="1"></svg>'],
  ])('accepts %s', (_what, text) => {
    expect(isInertSvg(Buffer.from(text))).toBe(true);
  });

  it.each([
    ['a script', '<svg><script>alert(1)</script></svg>'],
    ['an event handler', '<svg onload="alert(1)"></svg>'],
    ['a javascript: link', '<svg><a href="javascript:alert(1)"><rect/></a></svg>'],
    ['an embedded HTML document', '<svg><foreignObject><iframe src="x"/></foreignObject></svg>'],
    ['an entity declaration', '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]><svg></svg>'],
    ['HTML', '<html><svg></svg></html>'],
    ['binary bytes', '<svg>\u0000</svg>'],
  ])('refuses %s', (_what, text) => {
    expect(isInertSvg(Buffer.from(text))).toBe(false);
  });
});
