import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStorage } from '../../plugins/storage';
import { createTestApp, type TestApp } from '../../../test/testApp';

describe('GET /api/files/*', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('serves a stored file with its content type and a long, immutable cache', async () => {
    const storage = createLocalFileStorage(path.join(t.config.dataDir, 'files'));
    await storage.put('avatars/foto-prueba.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const res = await t.app.inject({ method: 'GET', url: '/api/files/avatars/foto-prueba.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });

  it('answers 404 for a missing file and for paths that try to leave the files folder', async () => {
    writeFileSync(path.join(t.config.dataDir, 'outside.jpg'), 'no');
    for (const url of [
      '/api/files/avatars/no-existe.jpg',
      '/api/files/..%2Foutside.jpg',
      '/api/files/avatars%2F..%2F..%2Foutside.jpg',
      '/api/files/%2Fetc%2Fpasswd',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.type).toBe('not_found');
    }
  });
});
