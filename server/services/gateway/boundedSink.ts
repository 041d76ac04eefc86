/**
 * Collects a download's bytes up to a limit: past it the transfer is cut (the writable errors, the
 * transport closes its connection) and nothing more is kept, so a 200 MB file costs at most the
 * limit in memory (EXHIBITOR_FILE_MAX_BYTES, docs/gateway.md).
 */
import { Writable } from 'node:stream';
import { GatewayError } from './types';

export class TooLargeError extends GatewayError {
  constructor(limit: number) {
    super('INVALID_FILE', `exhibitor file larger than ${limit} bytes`);
  }
}

export class BoundedSink extends Writable {
  private readonly chunks: Buffer[] = [];
  private size = 0;

  constructor(private readonly limit: number) {
    super();
  }

  /** Adds a chunk; false (and nothing kept) once past the limit. */
  accept(chunk: Buffer): boolean {
    this.size += chunk.length;
    if (this.size > this.limit) {
      this.chunks.length = 0;
      return false;
    }
    this.chunks.push(chunk);
    return true;
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    callback(this.accept(chunk) ? null : new TooLargeError(this.limit));
  }

  bytes(): Buffer {
    return Buffer.concat(this.chunks);
  }
}
