/**
 * A real S3-protocol server for the tests (s3rver, not a mock): on 127.0.0.1, a free port, its
 * objects in a temporary directory removed at `close`. It knows one key pair (S3RVER / S3RVER)
 * and refuses another access key id (InvalidAccessKeyId); it does not verify SigV4 signatures.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config } from '@server/services/storage';

export interface TestS3 {
  /** The storage configuration of `bucket` on this server (path-style, as the app uses it). */
  config: S3Config;
  /** The same server, another bucket name (one that may not exist). */
  configFor(bucket: string): S3Config;
  /** Every key in the bucket, sorted (read with a client of its own, not the storage under test). */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

export async function startTestS3(bucket = 'stands-test'): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'stands-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const configFor = (name: string): S3Config => ({
    endpoint: `http://127.0.0.1:${port}`,
    bucket: name,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
  const config = configFor(bucket);
  const lister = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  return {
    config,
    configFor,
    async keys() {
      const answer = await lister.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (answer.Contents ?? []).map((object) => object.Key!).sort();
    },
    async close() {
      lister.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
