import { GetObjectCommand } from '@aws-sdk/client-s3';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn, type TestSession } from '../../../test/factories';
import { startS3Server, type S3TestServer } from '../../../test/s3Server';
import { createTestApp, type TestApp } from '../../../test/testApp';

const BUCKET = 'enlaza-compartido';
const PREFIX = 'instalacion';

let s3: S3TestServer;
/** Two instances with their own database and DATA_DIR, sharing one bucket: what several instances behind a balancer are. */
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  s3 = await startS3Server();
  await s3.createBucket(BUCKET);
  first = await createTestApp(s3.env(BUCKET, PREFIX));
  second = await createTestApp(s3.env(BUCKET, PREFIX));
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await s3?.close();
});

async function uploadAvatar(session: TestSession, userId: string, width: number): Promise<string> {
  const png = await sharp({ create: { width, height: 40, channels: 3, background: '#2a6f97' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('avatar', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'foto.png');
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  const res = await first.app.inject({
    method: 'PUT',
    url: `/api/users/myProfile/${userId}`,
    headers: { ...session.headers, 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  expect(res.statusCode, res.body).toBe(200);
  const photoUrl = res.json().photoUrl as string;
  expect(photoUrl).toMatch(/^\/api\/files\/avatars\/[\w-]+\.jpg$/);
  return photoUrl;
}

describe('uploaded files on an S3 bucket shared by several instances', () => {
  it('serves an avatar uploaded through one instance from another one, and keeps nothing on local disk', async () => {
    const user = await createUser(first.db);
    const photoUrl = await uploadAvatar(await signIn(first.app, user.email), user.id, 80);

    const fromFirst = await first.app.inject({ method: 'GET', url: photoUrl });
    expect(fromFirst.statusCode).toBe(200);
    expect(fromFirst.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(fromFirst.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 80, height: 40 });

    const fromSecond = await second.app.inject({ method: 'GET', url: photoUrl });
    expect(fromSecond.statusCode).toBe(200);
    expect(fromSecond.headers['content-type']).toBe('image/jpeg');
    expect(fromSecond.headers['content-length']).toBe(String(fromFirst.rawPayload.length));
    expect(fromSecond.rawPayload.equals(fromFirst.rawPayload)).toBe(true);

    // The row holds the key; the bytes are an object under the installation's prefix, on no instance's disk.
    const key = photoUrl.replace('/api/files/', '');
    const object = await s3.client.send(new GetObjectCommand({ Bucket: BUCKET, Key: `${PREFIX}/${key}` }));
    expect(Buffer.from(await object.Body!.transformToByteArray()).equals(fromFirst.rawPayload)).toBe(true);
    expect(existsSync(path.join(first.config.dataDir, 'files'))).toBe(false);
    expect(existsSync(path.join(second.config.dataDir, 'files'))).toBe(false);
  });

  it('removes the replaced avatar from the bucket, so no instance serves it any more', async () => {
    const user = await createUser(first.db);
    const session = await signIn(first.app, user.email);
    const previousUrl = await uploadAvatar(session, user.id, 60);
    const currentUrl = await uploadAvatar(session, user.id, 90);
    expect(currentUrl).not.toBe(previousUrl);
    expect((await second.app.inject({ method: 'GET', url: previousUrl })).statusCode).toBe(404);
    expect((await second.app.inject({ method: 'GET', url: currentUrl })).statusCode).toBe(200);
  });

  it('answers 404 for a key with no object and for keys that try to leave the prefix', async () => {
    for (const url of ['/api/files/avatars/no-existe.jpg', '/api/files/..%2Finstalacion%2Favatars%2Fx.jpg']) {
      const res = await second.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.type).toBe('not_found');
    }
  });

  it('reports the bucket in the health check, and a bucket that does not exist as down', async () => {
    const healthy = await second.app.inject({ method: 'GET', url: '/api/health' });
    expect(healthy.statusCode).toBe(200);
    expect(healthy.json()).toEqual({ status: 'ok', database: 'up', files: 'up' });

    const misconfigured = await createTestApp(s3.env('bucket-que-no-existe'));
    try {
      const res = await misconfigured.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'error', database: 'up', files: 'down' });
    } finally {
      await misconfigured.close();
    }
  });
});
