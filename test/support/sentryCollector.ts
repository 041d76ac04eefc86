/**
 * A Sentry ingestion endpoint in miniature for the error-reporting tests: an HTTP server on
 * 127.0.0.1 that accepts envelopes at /api/<project>/envelope/ (gzip or not, CORS open as
 * Sentry's is) and keeps every item and the raw text it was sent.
 */
import http from 'node:http';
import zlib from 'node:zlib';

export interface EnvelopeItem {
  type: string;
  payload: Record<string, unknown>;
}

export class SentryCollector {
  readonly items: EnvelopeItem[] = [];
  readonly raw: string[] = [];
  readonly paths: string[] = [];
  private server = http.createServer((req, res) => {
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'POST' };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let body = Buffer.concat(chunks);
      if (req.headers['content-encoding'] === 'gzip') body = zlib.gunzipSync(body);
      const text = body.toString('utf8');
      this.paths.push(String(req.url).split('?')[0]);
      this.raw.push(text);
      // An envelope: a header line, then (item header, payload) line pairs.
      const lines = text.split('\n').filter((line) => line.trim() !== '');
      for (let i = 1; i + 1 < lines.length; i += 2) {
        this.items.push({ type: JSON.parse(lines[i]).type, payload: JSON.parse(lines[i + 1]) });
      }
      res.writeHead(200, { 'content-type': 'application/json', ...cors }).end('{}');
    });
  });

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  get port(): number {
    return (this.server.address() as { port: number }).port;
  }

  /** A DSN pointing here, project 1. */
  get dsn(): string {
    return `http://public@127.0.0.1:${this.port}/1`;
  }

  /** The error events received (sessions and client reports left out). */
  events(): Array<Record<string, unknown>> {
    return this.items.filter((item) => item.type === 'event').map((item) => item.payload);
  }

  clear(): void {
    this.items.length = 0;
    this.raw.length = 0;
    this.paths.length = 0;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
