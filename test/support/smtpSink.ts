/**
 * A real SMTP server for tests (smtp-server), every message read back with mailparser.
 * `failNext(n)`: the next n messages are refused with a 451 (a temporary failure), to test retries;
 * `failFor(address)`: every message to that address is refused so (one recipient's mailbox down).
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  url: string;
  received: ParsedMail[];
  /** Refuses the next `n` messages (451). */
  failNext(n: number): void;
  /** Refuses every message to `address` (451) until called with null. */
  failFor(address: string | null): void;
  /** Waits until `count` messages have arrived (or fails after `ms`). */
  waitFor(count: number, ms?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ParsedMail[] = [];
  let failures = 0;
  let failing: string | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const toFailing = failing !== null && session.envelope.rcptTo.some((r) => r.address.toLowerCase() === failing);
        if (failures > 0 || toFailing) {
          if (!toFailing) failures -= 1;
          const err = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
          callback(err);
          return;
        }
        simpleParser(Buffer.concat(chunks))
          .then((mail) => {
            received.push(mail);
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    failNext(n) {
      failures = n;
    },
    failFor(address) {
      failing = address?.toLowerCase() ?? null;
    },
    async waitFor(count, ms = 10_000) {
      const until = Date.now() + ms;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`${received.length} message(s) received, ${count} expected`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
