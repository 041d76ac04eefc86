import crypto from 'node:crypto';
import path from 'node:path';
import { errorReportingFromEnv, type ErrorReportingConfig } from './services/errorReporting';
import { secretFile } from './services/secretFile';
import { s3ConfigFromEnv, type S3Config } from './services/storage';

export interface EnvConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret?: string;
  trustProxy: boolean;
  logLevel: string;
  seedDemo: boolean;
  /** The public origin of absolute IRIs (the documentation Link header): PUBLIC_URL, else http://localhost:{port}. */
  publicUrl: string;
  /** SMTP_URL: mail through this SMTP server; unset, messages are .eml files in DATA_DIR/outbox. */
  smtpUrl?: string;
  /** MAIL_FROM: the From of every message. */
  mailFrom?: string;
  /** SENTRY_DSN, SENTRY_BROWSER_DSN, SENTRY_ENVIRONMENT: error reporting, off without a DSN. */
  errorReporting: ErrorReportingConfig;
  /** GATEWAY_ALLOW_PRIVATE_HOSTS=1: gateway sources may reach loopback and private hosts (docs/gateway.md). */
  allowPrivateHosts: boolean;
  /** S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: stored files in this bucket (all five or none); unset, in DATA_DIR/files. */
  s3?: S3Config;
}

/** PORT (8080), HOST (127.0.0.1: the demo accounts' password is published; HOST=0.0.0.0 to serve the network), DATA_DIR (./data), DATABASE_URL, JWT_SECRET, TRUST_PROXY, LOG_LEVEL, SEED_DEMO, PUBLIC_URL, SMTP_URL, MAIL_FROM, SENTRY_DSN, SENTRY_BROWSER_DSN, SENTRY_ENVIRONMENT, GATEWAY_ALLOW_PRIVATE_HOSTS, S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): EnvConfig {
  const port = env.PORT ? Number(env.PORT) : 8080;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL || 'info',
    seedDemo: env.SEED_DEMO !== '0' && env.SEED_DEMO !== 'false',
    publicUrl: publicUrlFrom(env.PUBLIC_URL, port),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    errorReporting: errorReportingFromEnv(env),
    allowPrivateHosts: privateHostsAllowed(env),
    s3: s3ConfigFromEnv(env),
  };
}

/** GATEWAY_ALLOW_PRIVATE_HOSTS=1: the gateway's sources may reach loopback, private and link-local hosts. */
export const privateHostsAllowed = (env: NodeJS.ProcessEnv = process.env): boolean => env.GATEWAY_ALLOW_PRIVATE_HOSTS === '1';

/** PUBLIC_URL as an origin (`https://plans.example.com`), else http://localhost:{port}; anything but http(s) is refused. */
export function publicUrlFrom(value: string | undefined, port: number): string {
  if (!value) return `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL, got ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_URL must be an absolute http(s) URL, got ${value}`);
  return url.origin;
}

/** JWT_SECRET, else a secret generated once and kept in DATA_DIR/jwt-secret (tokens survive restarts). */
export function resolveJwtSecret(dataDir: string, fromEnv?: string): string {
  if (fromEnv) return fromEnv;
  return secretFile(path.join(dataDir, 'jwt-secret'), () => crypto.randomBytes(48).toString('base64url'));
}

