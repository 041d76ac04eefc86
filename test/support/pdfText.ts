/** The text of a PDF, through poppler's pdftotext (CI installs poppler-utils: a missing tool fails the test). */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PDFTOTEXT = '/usr/bin/pdftotext';

export function pdfText(pdf: Buffer): string {
  if (!fs.existsSync(PDFTOTEXT)) {
    throw new Error(`${PDFTOTEXT} is missing: install poppler-utils (apt-get install poppler-utils) to check the PDFs`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-text-'));
  try {
    const file = path.join(dir, 'document.pdf');
    fs.writeFileSync(file, pdf);
    return execFileSync(PDFTOTEXT, ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
