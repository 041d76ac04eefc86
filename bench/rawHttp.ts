/**
 * A large upload sent the way a browser sends it, through node:http: one multipart body of known
 * length, written as it is. Node's fetch (undici) spends ~0.5 s of its own on a 50 MB FormData
 * before the last byte leaves (its Blob stream goes in small pieces; a Buffer body is copied
 * before it is sent), which a byte rate of the server must not count (docs/performance.md,
 * Session 23).
 */
import crypto from 'node:crypto';
import http from 'node:http';

export interface RawAnswer {
  status: number;
  body: Buffer;
}

function send(url: string, options: http.RequestOptions, body?: Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { ...options, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** The multipart body of one file field, built before the clock starts. */
export function multipartFile(field: string, fileName: string, type: string, bytes: Buffer): { body: Buffer; contentType: string } {
  const boundary = `----bench${crypto.randomBytes(12).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`;
  return { body: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POSTs a multipart body (multipartFile) with its length, as a browser's upload. */
export function postMultipart(url: string, headers: Record<string, string>, multipart: { body: Buffer; contentType: string }): Promise<RawAnswer> {
  return send(url, { method: 'POST', headers: { ...headers, 'content-type': multipart.contentType, 'content-length': String(multipart.body.length) } }, multipart.body);
}
