/**
 * The reader of GET /backend/events (Server-Sent Events, issue 26 part 1) by fetch, so the access
 * token goes in the Authorization header as for every call (EventSource cannot send it, and a
 * token never goes in a URL). `readEventStream` resolves when the server ends the stream (the
 * token's expiry, a logout, a node stopping) and rejects with an ApiError when it refuses it
 * (401…) or with the network's error; the `signal` aborts it.
 */
import { apiUrl } from './apiUrl';
import { ApiError } from './errors';

export interface PushedEvent {
  kind: string;
  iris: string[];
}

/** Splits a text/event-stream into events; keeps what a chunk leaves unfinished for the next. */
export class SseParser {
  private buffer = '';
  /** The server's `retry:` hint (ms), when it gave one. */
  retryMs: number | null = null;

  push(chunk: string): PushedEvent[] {
    this.buffer += chunk.replace(/\r\n?/g, '\n');
    const events: PushedEvent[] = [];
    let cut: number;
    while ((cut = this.buffer.indexOf('\n\n')) >= 0) {
      const block = this.buffer.slice(0, cut);
      this.buffer = this.buffer.slice(cut + 2);
      let kind = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line === '' || line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') kind = value;
        else if (field === 'data') data.push(value);
        else if (field === 'retry' && /^\d+$/.test(value)) this.retryMs = Number(value);
      }
      if (data.length === 0) continue;
      try {
        const parsed = JSON.parse(data.join('\n')) as Partial<PushedEvent>;
        events.push({ kind: typeof parsed.kind === 'string' ? parsed.kind : kind, iris: Array.isArray(parsed.iris) ? parsed.iris.filter((i) => typeof i === 'string') : [] });
      } catch {
        // Not ours: skipped.
      }
    }
    return events;
  }
}

export const EVENTS_PATH = '/events';

export async function readEventStream(
  context: { token: string; locale: string },
  onEvent: (event: PushedEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const response = await fetch(apiUrl(EVENTS_PATH), {
    headers: { Accept: 'text/event-stream', Authorization: `Bearer ${context.token}`, 'X-LOCALE': context.locale },
    signal,
    cache: 'no-store',
  });
  if (!response.ok || !response.body) {
    await response.body?.cancel().catch(() => {});
    throw new ApiError(response.status, [], response.ok ? 'No stream' : response.statusText);
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parser = new SseParser();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    for (const event of parser.push(decoder.decode(value, { stream: true }))) onEvent(event);
  }
}
