import { GetObjectCommand } from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3TestServer } from '../../test/s3Server';
import { ConfigError, loadConfig } from '../config';
import {
  createConfiguredStorage,
  createLocalFileStorage,
  createS3FileStorage,
  InvalidFileKeyError,
  newFileKey,
  type FileStorage,
} from './storage';

let s3: S3TestServer;
let localRoot: string;
const BUCKET = 'enlaza-archivos';
const PREFIX = 'enlaza/pruebas';

beforeAll(async () => {
  localRoot = mkdtempSync(path.join(os.tmpdir(), 'enlaza-storage-'));
  // A real file just outside the local storage's folder, which '../secreto.jpg' would reach if a key could escape.
  writeFileSync(path.join(localRoot, 'secreto.jpg'), 'fuera');
  s3 = await startS3Server();
  await s3.createBucket(BUCKET);
});
afterAll(async () => {
  await s3.close();
  rmSync(localRoot, { recursive: true, force: true });
});

const implementations: Array<{ name: string; create: () => FileStorage }> = [
  { name: 'local disk', create: () => createLocalFileStorage(path.join(localRoot, 'files')) },
  { name: 'an S3 bucket', create: () => createS3FileStorage(s3.settings(BUCKET, PREFIX)) },
];

describe.each(implementations)('file storage on $name', ({ create }) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = create();
  });

  it('gives back the same bytes, their size and the content type its key names', async () => {
    const bytes = randomBytes(300 * 1024);
    const key = newFileKey('guides', '.pdf');
    await storage.put(key, bytes);
    const file = await storage.get(key);
    expect(file).toMatchObject({ size: bytes.length, contentType: 'application/pdf' });
    expect((await buffer(file!.stream)).equals(bytes)).toBe(true);
  });

  it('answers null for a key nothing was stored under', async () => {
    expect(await storage.get(newFileKey('avatars', '.jpg'))).toBeNull();
  });

  it('forgets a deleted file, and deleting it again or deleting a file never stored is not an error', async () => {
    const key = newFileKey('avatars', '.png');
    await storage.put(key, Buffer.from('imagen'));
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
    await expect(storage.delete(newFileKey('avatars', '.png'))).resolves.toBeUndefined();
  });

  it('replaces the bytes when a key is written again', async () => {
    const key = newFileKey('campus', '.jpg');
    await storage.put(key, Buffer.from('primera versión, más larga'));
    await storage.put(key, Buffer.from('segunda'));
    const file = await storage.get(key);
    expect(file?.size).toBe(Buffer.byteLength('segunda'));
    expect((await buffer(file!.stream)).toString()).toBe('segunda');
  });

  it('refuses keys that are not plain relative names with a known extension', async () => {
    for (const key of [
      '../secreto.jpg',
      'avatars/../../secreto.jpg',
      '/etc/passwd',
      `${localRoot}/files/a.jpg`,
      'a\\..\\b.jpg',
      'avatars/sin-extension',
      'avatars/programa.exe',
      '',
    ]) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toBeInstanceOf(InvalidFileKeyError);
      expect(await storage.get(key), key).toBeNull();
      await expect(storage.delete(key), key).rejects.toBeInstanceOf(InvalidFileKeyError);
    }
  });

  it('reports itself reachable', async () => {
    await expect(storage.checkReachable()).resolves.toBeUndefined();
  });

  it('lists the key of every stored file, in nested folders too, and no longer a deleted one', async () => {
    const kept = [newFileKey('avatars', '.jpg'), newFileKey('guides/2026', '.pdf')];
    const deleted = newFileKey('logos', '.png');
    for (const key of [...kept, deleted]) await storage.put(key, Buffer.from(key));
    await storage.delete(deleted);
    const listed = await storage.list();
    expect(listed).toEqual(expect.arrayContaining(kept));
    expect(listed).not.toContain(deleted);
  });
});

describe('file storage on an S3 bucket', () => {
  it('keeps each file as an object under the configured prefix, with its content type', async () => {
    const storage = createS3FileStorage(s3.settings(BUCKET, PREFIX));
    const key = newFileKey('avatars', '.jpg');
    await storage.put(key, Buffer.from('foto'));
    const object = await s3.client.send(new GetObjectCommand({ Bucket: BUCKET, Key: `${PREFIX}/${key}` }));
    expect(object.ContentType).toBe('image/jpeg');
    expect(await object.Body!.transformToString()).toBe('foto');
    // Another installation sharing the bucket under another prefix does not see it.
    expect(await createS3FileStorage(s3.settings(BUCKET, 'otra-instalacion')).get(key)).toBeNull();
  });

  it('refuses an invalid key before any call to the server', async () => {
    // Nothing listens on port 1: a key that reached the network would fail with a connection error instead.
    const offline = createS3FileStorage({ ...s3.settings(BUCKET), endpoint: 'http://127.0.0.1:1' });
    await expect(offline.put('../fuera.jpg', Buffer.from('x'))).rejects.toBeInstanceOf(InvalidFileKeyError);
    expect(await offline.get('../fuera.jpg')).toBeNull();
    await expect(offline.delete('../fuera.jpg')).rejects.toBeInstanceOf(InvalidFileKeyError);
    await expect(offline.put(newFileKey('avatars', '.jpg'), Buffer.from('x'))).rejects.not.toBeInstanceOf(
      InvalidFileKeyError,
    );
  });

  it('reports a bucket that does not exist as unreachable and never mistakes it for a missing file', async () => {
    const storage = createS3FileStorage(s3.settings('no-existe'));
    // The server's answer surfaces as it is: a 404 on the bucket itself, NoSuchBucket on a file in it.
    await expect(storage.checkReachable()).rejects.toMatchObject({ $metadata: { httpStatusCode: 404 } });
    await expect(storage.get(newFileKey('avatars', '.jpg'))).rejects.toMatchObject({ name: 'NoSuchBucket' });
    await expect(storage.put(newFileKey('avatars', '.jpg'), Buffer.from('x'))).rejects.toMatchObject({
      name: 'NoSuchBucket',
    });
  });
});

describe('the configured storage', () => {
  it('is the bucket when S3 settings are given, and the DATA_DIR/files folder otherwise', async () => {
    const key = newFileKey('avatars', '.png');
    await createConfiguredStorage({ dataDir: localRoot, s3: s3.settings(BUCKET) }).put(key, Buffer.from('s3'));
    const onBucket = await createS3FileStorage(s3.settings(BUCKET)).get(key);
    expect((await buffer(onBucket!.stream)).toString()).toBe('s3');
    expect(await createLocalFileStorage(path.join(localRoot, 'files')).get(key)).toBeNull();

    await createConfiguredStorage({ dataDir: localRoot, s3: null }).put(key, Buffer.from('disco'));
    const onDisk = await createLocalFileStorage(path.join(localRoot, 'files')).get(key);
    expect((await buffer(onDisk!.stream)).toString()).toBe('disco');
  });
});

describe('S3 settings', () => {
  it('are off without S3_BUCKET; with it, the region defaults to us-east-1 and the prefix loses its last slash', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(loadConfig({ S3_BUCKET: 'archivos', S3_PREFIX: 'enlaza/produccion/' }).s3).toEqual({
      bucket: 'archivos',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
      prefix: 'enlaza/produccion',
    });
  });

  it('stop start-up with every problem listed when they are partial or malformed', () => {
    const problemsOf = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        return (err as Error).message;
      }
      throw new Error('the configuration was accepted');
    };
    const keyWithoutSecret = problemsOf({ S3_BUCKET: 'archivos', S3_ACCESS_KEY_ID: 'AKIA', PORT: 'x' });
    expect(keyWithoutSecret).toContain('S3_SECRET_ACCESS_KEY: falta; S3_ACCESS_KEY_ID está definida');
    expect(keyWithoutSecret).toContain('PORT');
    expect(problemsOf({ S3_BUCKET: 'archivos', S3_SECRET_ACCESS_KEY: 'secreto' })).toContain(
      'S3_ACCESS_KEY_ID: falta; S3_SECRET_ACCESS_KEY está definida',
    );
    expect(problemsOf({ S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'true' })).toContain(
      'S3_BUCKET: falta; sin ella se ignorarían S3_ENDPOINT, S3_FORCE_PATH_STYLE',
    );
    const malformed = problemsOf({ S3_BUCKET: 'archivos', S3_ENDPOINT: 'minio', S3_PREFIX: '../otro' });
    expect(malformed).toContain('S3_ENDPOINT debe ser una URL válida');
    expect(malformed).toContain('S3_PREFIX sólo admite');
    expect(problemsOf({ S3_BUCKET: 'archivos', S3_FORCE_PATH_STYLE: 'si' })).toContain('S3_FORCE_PATH_STYLE');
  });
});
