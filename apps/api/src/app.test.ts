import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os, { availableParallelism } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createTestApp, type TestApp } from '../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('platform', () => {
  it('reports the database and the file storage reachable on /api/health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up', files: 'up' });
  });

  it('logs one line per request, with its method, path, status and time, and sends the security headers', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const app = await buildApp({ config: t.config, database: t.database, logger: { level: 'info', stream } });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      const requestLines = lines.filter((line) => line.reqId !== undefined);
      expect(requestLines).toHaveLength(1);
      expect(requestLines[0]).toMatchObject({
        msg: 'request completed',
        req: { method: 'GET', url: '/api/health' },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      });
    } finally {
      await app.close();
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.type).toBe('not_found');
  });
});

describe('the web app', () => {
  it("is handed each brand's coordinator contact, identity providers, landing-page forms, Metabase's dashboards, and no mail preview", async () => {
    const webDistDir = mkdtempSync(path.join(os.tmpdir(), 'enlaza-test-web-'));
    writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><head><!--enlaza-config--></head>');
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'false',
      DATA_DIR: t.config.dataDir,
      WEB_DIST_DIR: webDistDir,
      SUPPORT_EMAIL: 'ayuda@enlaza.example',
      SECOND_BRAND_SUPPORT_EMAIL: 'ayuda@mentorup.example',
      GOOGLE_CLIENT_ID: 'enlaza-web',
      GOOGLE_CLIENT_SECRET: 'secreto-del-cliente',
      MENTOR_APPLICATION_FORM_URL: 'https://formularios.example.org/mentoras?origen=enlaza',
      MENTOR_APPLICATIONS_CLOSED_YEAR: '2025',
      METABASE_SITE_URL: 'https://tableros.example.org/',
      METABASE_SECRET_KEY: 'a'.repeat(64),
      METABASE_WORKSHOPS_DASHBOARD: '7',
    });
    const app = await buildApp({ config, database: t.database, serveWeb: true });
    try {
      const page = await app.inject({ method: 'GET', url: '/login' });
      expect(page.statusCode).toBe(200);
      const injected = /window\.__ENLAZA_CONFIG__=(.*?);<\/script>/.exec(page.body)?.[1];
      expect(JSON.parse(injected ?? 'null')).toEqual({
        secondBrandDomain: 'mentorup',
        supportEmail: 'ayuda@enlaza.example',
        secondBrandSupportEmail: 'ayuda@mentorup.example',
        oidcProviders: { google: true, microsoft: false },
        // Not a development or demo start: the outbox is not public.
        mailPreview: false,
        landingPages: {
          mentorFormUrl: 'https://formularios.example.org/mentoras?origen=enlaza',
          entrepreneurFormUrl: null,
          mentorApplicationsClosedYear: 2025,
        },
        metabase: { reports: false, workshops: true },
      });
      // The configured form's site may be framed by the landing page, Metabase's by the report pages; no other.
      const frameSrc = /frame-src ([^;]*)/.exec(String(page.headers['content-security-policy']))?.[1];
      expect(frameSrc?.split(' ')).toEqual([
        "'self'",
        'https://www.youtube-nocookie.com',
        'https://formularios.example.org',
        'https://tableros.example.org',
      ]);
    } finally {
      await app.close();
      rmSync(webDistDir, { recursive: true, force: true });
    }
  });

  it('sends hashed assets in the compressed copy the browser accepts, cached for good; the page itself is not, and shows the brand while loading', async () => {
    const webDistDir = mkdtempSync(path.join(os.tmpdir(), 'enlaza-test-web-'));
    const script = 'console.log("enlaza");'.repeat(200);
    mkdirSync(path.join(webDistDir, 'assets'));
    mkdirSync(path.join(webDistDir, '.vite'));
    writeFileSync(
      path.join(webDistDir, 'index.html'),
      '<!doctype html><head><!--enlaza-config--><link rel="stylesheet" crossorigin href="/assets/index-abc123.css">' +
        '</head><body><div id="root"></div></body>',
    );
    writeFileSync(path.join(webDistDir, 'assets/index-abc123.js'), script);
    writeFileSync(path.join(webDistDir, 'assets/index-abc123.css'), '.app-shell{min-height:100vh}');
    mkdirSync(path.join(webDistDir, 'brands/enlaza'), { recursive: true });
    writeFileSync(path.join(webDistDir, 'brands/enlaza/logo.svg'), '<svg><title>Enlaza</title></svg>\n');
    writeFileSync(path.join(webDistDir, 'assets/index-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(webDistDir, 'assets/index-abc123.js.gz'), gzipSync(script));
    writeFileSync(path.join(webDistDir, '.vite/manifest.json'), '{}');
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'false',
      DATA_DIR: t.config.dataDir,
      WEB_DIST_DIR: webDistDir,
    });
    const app = await buildApp({ config, database: t.database, serveWeb: true });
    try {
      const url = '/assets/index-abc123.js';
      const brotli = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(brotli.statusCode).toBe(200);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers.vary).toContain('accept-encoding');
      expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotli.rawPayload.length).toBeLessThan(script.length / 10);

      const gzip = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.rawPayload).toEqual(gzipSync(script));

      const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);

      const page = await app.inject({ method: 'GET', url: '/login' });
      expect(page.headers['cache-control']).toBe('no-cache');
      // Its stylesheet comes inside it, and before its script runs it already shows the host's brand loading.
      expect(page.body).toContain('<style>.app-shell{min-height:100vh}</style>');
      expect(page.body).not.toContain('rel="stylesheet"');
      expect(page.body).toMatch(
        /<div id="root"><div [^>]*role="status"[^>]*><svg><title>Enlaza<\/title><\/svg><\/div>/,
      );
      const secondBrand = await app.inject({
        method: 'GET',
        url: '/login',
        headers: { host: 'mentorup.localhost:3000' },
      });
      // A brand without its logo file names itself in words.
      expect(secondBrand.body).toMatch(/<div id="root"><div [^>]*role="status"[^>]*>MentorUp<\/div>/);
      // The build's own notes (dot folders) are not published: the path is just another page of the app.
      expect((await app.inject({ method: 'GET', url: '/.vite/manifest.json' })).body).toContain('<!doctype html>');
    } finally {
      await app.close();
      rmSync(webDistDir, { recursive: true, force: true });
    }
  });
});

describe('configuration', () => {
  it('stops with a clear message listing every wrong value', () => {
    expect(() => loadConfig({ PORT: 'tres mil', DATABASE_URL: 'no es url', JWT_SECRET: 'corto' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'tres mil', DATABASE_URL: 'no es url', JWT_SECRET: 'corto' });
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL debe ser una URL válida');
      expect(message).toContain('JWT_SECRET debe tener al menos 32 caracteres');
    }
  });

  it('takes a redis:// or rediss:// REDIS_URL and refuses anything else by name', () => {
    expect(loadConfig({ REDIS_URL: 'rediss://:clave@redis.example.com:6380/2' }).redisUrl).toBe(
      'rediss://:clave@redis.example.com:6380/2',
    );
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(() => loadConfig({ REDIS_URL: 'http://redis.example.com' })).toThrow(
      /REDIS_URL debe empezar por redis:\/\//,
    );
    expect(() => loadConfig({ REDIS_URL: 'no es url' })).toThrow(/REDIS_URL debe ser una URL válida/);
  });

  it('defaults to port 3000, ./data and both brand origins', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, dataDir: './data', publicUrl: 'http://localhost:3000' });
    expect(config).toMatchObject({
      supportEmail: 'coordinacion@enlaza.test',
      secondBrandSupportEmail: 'coordinacion@mentorup.test',
    });
    expect(config.webOrigins).toEqual(['http://localhost:3000', 'http://mentorup.localhost:3000']);
  });

  it('asks whether a login still holds every 5 s on PostgreSQL, every 5 minutes on the embedded database, or as set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://enlaza@db.example.com/enlaza' }).loginCheckSeconds).toBe(5);
    // One process owns the embedded database, and it forgets an ended login the moment it ends.
    expect(loadConfig({}).loginCheckSeconds).toBe(300);
    expect(loadConfig({ LOGIN_CHECK_SECONDS: '0' }).loginCheckSeconds).toBe(0);
  });

  it('gives large solves all cores but one by default, each for up to 120 s, and refuses a zero time-out', () => {
    const cores = availableParallelism();
    expect(loadConfig({}).solverPool).toMatchObject({ threads: Math.max(1, cores - 1), timeoutSeconds: 120 });
    expect(loadConfig({ SOLVER_THREADS: '3', SOLVER_TIMEOUT_SECONDS: '0.5' }).solverPool).toMatchObject({
      threads: 3,
      timeoutSeconds: 0.5,
    });
    expect(() => loadConfig({ SOLVER_TIMEOUT_SECONDS: '0' })).toThrow(/SOLVER_TIMEOUT_SECONDS/);
    expect(() => loadConfig({ SOLVER_THREADS: '0' })).toThrow(/SOLVER_THREADS/);
  });
});
