/**
 * server/services/fastCrc32.ts: once installed, the CRC yazl writes for every zip entry is
 * Node's zlib.crc32 and gives the same numbers as buffer-crc32's own loop, chunk by chunk as
 * yazl's stream watcher feeds it (a wrong CRC makes every unzip tool reject the archive).
 */
import crypto from 'node:crypto';
// A plain require: an ES import of this CommonJS module would hand back a copy, and the
// replacement must land on the very object yazl holds.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const bufferCrc32 = require('buffer-crc32') as object;
import '@server/services/fastCrc32';

/** The textbook table-driven CRC-32 (IEEE 802.3), the reference both must match. */
function referenceCrc32(buffer: Buffer, previous = 0): number {
  let crc = ~previous;
  for (const byte of buffer) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return ~crc >>> 0;
}

const unsigned = (bufferCrc32 as unknown as { unsigned: (b: Buffer, previous?: number) => number }).unsigned;

test('the CRC of a known string is the standard check value', () => {
  expect(unsigned(Buffer.from('123456789'))).toBe(0xcbf43926);
});

test('chunked CRCs, as yazl computes a streamed file, equal the CRC of the whole', () => {
  const data = crypto.randomBytes(200_000);
  let running = 0;
  for (let offset = 0; offset < data.length; offset += 65_536) running = unsigned(data.subarray(offset, offset + 65_536), running);
  expect(running).toBe(referenceCrc32(data));
  expect(unsigned(Buffer.alloc(0))).toBe(0);
});

test("the installed function is the one delegating to Node's zlib.crc32, not buffer-crc32's loop", () => {
  expect(unsigned.toString()).toContain('nodeCrc32');
});
