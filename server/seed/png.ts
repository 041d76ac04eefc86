/** Small valid PNG images made in code (demo findings' photos, tests): no image files in the repository. */
import zlib from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A `size`×`size` RGB PNG of one colour with a darker diagonal band (so a photo in a PDF or on
 * screen is visibly a picture): 8-bit truecolour, no interlace, each row filter 0.
 */
export function solidPng(rgb: readonly [number, number, number], size = 32): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    const start = y * (1 + size * 3);
    rows[start] = 0;
    for (let x = 0; x < size; x++) {
      const band = Math.abs(x - y) < size / 8;
      for (let c = 0; c < 3; c++) rows[start + 1 + x * 3 + c] = band ? Math.round(rgb[c] * 0.6) : rgb[c];
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
