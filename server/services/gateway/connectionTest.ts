/**
 * `POST /backend/sources/{id}/test_connection {sourcePath}` (issue 24, part 2 §7): connects to the
 * source as a sync would and answers what it found — success with the folder's file count, or a
 * code — always as the test's result (a 200), the detail going to the server log only (never the
 * password: transports put none in their messages).
 *
 * At most MAX_TESTS_PER_USER tests run at once per user on this node (a 429 beyond): each test
 * opens a connection to a host and port an admin chose, so nobody may fan them out into a port
 * scan. The count is checked and taken without an await in between: parallel requests hold it.
 * The counts are the app's (`createConnectionTestLimiter`, made by ../appServices.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ConnectionTestResult } from '@/domain/api';
import { ApiError } from '../../hydra/errors';
import { STRICT_HOSTS, type HostPolicy } from './hostPolicy';
import { GatewayError, type SourceConnection, type SourceLocation } from './types';
import { transportFor } from './sourceAccess';

export const MAX_TESTS_PER_USER = 2;

export interface ConnectionTestLimiter {
  /** Takes one of the user's places (a 429 when none is left); the function gives it back. */
  acquire(userId: number): () => void;
}

export function createConnectionTestLimiter(max = MAX_TESTS_PER_USER): ConnectionTestLimiter {
  const running = new Map<number, number>();
  return {
    acquire(userId) {
      const count = running.get(userId) ?? 0;
      if (count >= max) throw new ApiError(429, 'api.source.testsRunning', { limit: max });
      running.set(userId, count + 1);
      return () => {
        const left = (running.get(userId) ?? 1) - 1;
        if (left > 0) running.set(userId, left);
        else running.delete(userId);
      };
    },
  };
}

export async function runConnectionTest(
  limiter: ConnectionTestLimiter,
  userId: number,
  source: SourceConnection,
  location: SourceLocation,
  log: FastifyBaseLogger,
  /** Which hosts may be reached: the app's (GATEWAY_ALLOW_PRIVATE_HOSTS), else no internal one. */
  hosts: HostPolicy = STRICT_HOSTS,
): Promise<ConnectionTestResult> {
  const release = limiter.acquire(userId);
  const started = Date.now();
  try {
    const { files } = await transportFor(source.protocol, hosts).test(source, location);
    const durationMs = Date.now() - started;
    log.info({ source: source.id, durationMs }, 'gateway connection test succeeded');
    return { success: true, files, durationMs };
  } catch (err) {
    const durationMs = Date.now() - started;
    const failure = err instanceof GatewayError ? err : new GatewayError('CONNECTION_FAILED', err instanceof Error ? err.message : 'unknown error');
    log.warn({ source: source.id, code: failure.code, detail: failure.detail, durationMs }, 'gateway connection test failed');
    return { success: false, code: failure.code, durationMs };
  } finally {
    release();
  }
}
