import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's fixed credentials: it checks request signatures against them. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

/**
 * A real S3-protocol server on a free loopback port, keeping its objects in a temporary folder removed on close.
 * It starts with no bucket: like production, a bucket exists only once someone creates it.
 */
export async function startS3Server() {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'enlaza-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
  });
  return {
    endpoint,
    /** The S3 client the app would build, for looking at the bucket from outside the app. */
    client,
    async createBucket(bucket: string) {
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
    },
    /** The settings createS3FileStorage takes for `bucket`. */
    settings(bucket: string, prefix?: string) {
      return {
        bucket,
        endpoint,
        region: 'us-east-1',
        accessKeyId: ACCESS_KEY_ID,
        secretAccessKey: SECRET_ACCESS_KEY,
        forcePathStyle: true,
        prefix,
      };
    },
    /** The same, as the environment variables an instance is started with. */
    env(bucket: string, prefix?: string): Record<string, string> {
      return {
        S3_BUCKET: bucket,
        S3_ENDPOINT: endpoint,
        S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
        S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
        S3_FORCE_PATH_STYLE: 'true',
        ...(prefix ? { S3_PREFIX: prefix } : {}),
      };
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
export type S3TestServer = Awaited<ReturnType<typeof startS3Server>>;
