/**
 * GET /backend/events: the caller's stream of pushed changes (Server-Sent Events, issue 26 part 1;
 * server/services/events/hub.ts). Authenticated as any call (the Bearer access token, checked by
 * the auth hook; the SPA reads the stream with fetch, so no token ever goes in a URL). Each event:
 * `event: <kind>` and `data: {"kind", "iris": […]}`; first `retry:` and a `ready` event once the
 * node listens; a comment every 25 s; the stream ends at the token's expiry (the client reconnects
 * with a fresh token), on logout (checked with the heartbeat) and on shutdown.
 */
import { decodeJwt } from 'jose';
import type { FastifyInstance } from 'fastify';
import { jwtKey, verifyAccessToken } from '../auth/jwt';
import { ApiError } from '../hydra/errors';
import { RETRY_MS, type EventHub, type EventSink, type PushedEvent } from '../services/events/hub';

export function registerEventRoutes(api: FastifyInstance, { hub, jwtSecret }: { hub: EventHub; jwtSecret: string }): void {
  const key = jwtKey(jwtSecret);
  api.get('/events', async (request, reply) => {
    const user = request.user;
    const token = (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '').trim();
    const verified = await verifyAccessToken(key, token);
    if (!user || !verified.ok) throw new ApiError(401, 'api.error.jwtInvalid');
    const exp = Number(decodeJwt(token).exp);
    const raw = reply.raw;
    let open = true;
    let expiry: NodeJS.Timeout | null = null;
    const write = (text: string) => {
      if (open) raw.write(text);
    };
    const sink: EventSink = {
      userId: user.id,
      claims: verified.claims,
      send: (event: PushedEvent) => write(`event: ${event.kind}\ndata: ${JSON.stringify(event)}\n\n`),
      comment: (text) => write(`: ${text}\n\n`),
      close: () => {
        if (!open) return;
        open = false;
        if (expiry) clearTimeout(expiry);
        hub.remove(sink);
        raw.end();
      },
    };
    reply.hijack();
    const headers = { ...reply.getHeaders() } as Record<string, string | string[] | number>;
    raw.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-store, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    raw.on('close', () => sink.close());
    write(`retry: ${RETRY_MS}\n\n`);
    expiry = setTimeout(() => sink.close(), Math.max(0, exp * 1000 - Date.now()));
    try {
      await hub.add(sink);
    } catch (err) {
      request.log.error({ err }, 'event stream: could not listen');
      sink.close();
      return;
    }
    if (!open) {
      hub.remove(sink);
      return;
    }
    sink.send({ kind: 'ready', iris: [] });
  });
}
