/**
 * yazl computes every entry's CRC-32 with buffer-crc32, a byte-at-a-time JavaScript loop
 * (~15 MB/s on this machine, the whole cost of a stored-file zip). Node's own `zlib.crc32`
 * (C, slicing-by-8) gives the same numbers an order of magnitude faster. yazl reads
 * `crc32.unsigned` at call time, so replacing that one function on the shared module object
 * is enough; the test in test/unit/server/fastCrc32.test.ts pins that both agree.
 */
import zlib from 'node:zlib';
// A plain require: an ES import of this CommonJS module would hand back a copy, and the
// replacement must land on the very object yazl holds.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const bufferCrc32 = require('buffer-crc32') as object;

type Crc32Module = { unsigned: (buffer: Buffer | string, previous?: number) => number };

export function installFastCrc32(): void {
  const nodeCrc32 = (zlib as unknown as { crc32?: (data: Buffer | string, value?: number) => number }).crc32;
  if (!nodeCrc32) return; // Node before 20.15: keep the JavaScript loop
  (bufferCrc32 as unknown as Crc32Module).unsigned = (buffer, previous) => nodeCrc32(buffer, typeof previous === 'number' ? previous : 0);
}

installFastCrc32();
