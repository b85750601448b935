import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagePreloadsFor, webApp } from './web';

const preloads = [
  { path: '/login', scripts: ['/assets/LoginPage-1.js', '/assets/form-1.js'], styles: ['/assets/form-1.css'] },
  { path: '/password-recovery', scripts: ['/assets/Recovery-1.js'], styles: ['/assets-form.css'] },
  { path: '/user_profile/:userId', scripts: ['/assets/OtherProfile-1.js'], styles: ['/assets/profile-1.css'] },
  { path: '/user_profile/edit', scripts: ['/assets/ProfileEdit-1.js'], styles: [] },
  { path: '/convocatory/inscription/:convocatoryId/:role', scripts: ['/assets/Enrolment-1.js'], styles: [] },
];

describe('the page a path opens', () => {
  const pageOf = pagePreloadsFor(preloads);

  it('is the route with that path, a path written out in full before one with parameters', () => {
    expect(pageOf('/login')?.path).toBe('/login');
    expect(pageOf('/user_profile/edit')?.path).toBe('/user_profile/edit');
    expect(pageOf('/user_profile/4b1c')?.path).toBe('/user_profile/:userId');
    expect(pageOf('/convocatory/inscription/7f2a/mentee')?.path).toBe('/convocatory/inscription/:convocatoryId/:role');
  });

  it('is none for a path no route has', () => {
    expect(pageOf('/login/extra')).toBeUndefined();
    expect(pageOf('/user_profile/4b1c/more')).toBeUndefined();
    expect(pageOf('/nowhere')).toBeUndefined();
  });
});

describe('the web app’s pages', () => {
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'enlaza-web-'));
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html lang="es"><head><title>Enlaza</title><!--enlaza-config--></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(dir, 'route-preloads.json'), JSON.stringify(preloads));
    mkdirSync(path.join(dir, 'brands', 'enlaza'), { recursive: true });
    writeFileSync(path.join(dir, 'brands', 'enlaza', 'logo.svg'), '<svg><title>Enlaza</title></svg>');
    app = fastify();
    const publicConfig = {
      secondBrandDomain: 'mentorup',
      supportEmail: 'a@enlaza.test',
      secondBrandSupportEmail: 'a@mentorup.test',
      oidcProviders: { google: false, microsoft: false },
      mailPreview: false,
    };
    // A stand-in for the web app's renderer (apps/web/src/prerender): the same message, pages of its own.
    writeFileSync(
      path.join(dir, 'renderer.mjs'),
      `import { parentPort, workerData } from 'node:worker_threads';
       parentPort.postMessage(workerData.pages.map((page) => ({ ...page, rendered: {
         html: '<h1>Ingresa a tu cuenta (' + page.brandId + ')</h1>',
         styles: '.css-var-x{--ant-color-primary:#5b2a86}',
         title: 'Título ' + page.brandId,
         documentStyle: '--brand-color:#5b2a86',
       } })));`,
    );
    writeFileSync(path.join(dir, 'assets-form.css'), '.ant-form{margin:0}');
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets', 'form-1.css'), '.ant-input{margin:0}');
    await app.register(webApp, { publicConfig, distDir: dir, rendererFile: path.join(dir, 'renderer.mjs') });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("name the page's own scripts and styles for the browser to fetch with the entry", async () => {
    const response = await app.inject({ url: '/login?next=/home' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<link rel="modulepreload" crossorigin href="/assets/LoginPage-1.js">');
    expect(response.body).toContain('<link rel="modulepreload" crossorigin href="/assets/form-1.js">');
    expect(response.body).not.toContain('OtherProfile');

    const profile = await app.inject({ url: '/user_profile/4b1c' });
    expect(profile.body).toContain('/assets/OtherProfile-1.js');
    expect(profile.body).not.toContain('LoginPage');
    expect(profile.body).toContain('<link rel="preload" as="style" href="/assets/profile-1.css">');
  });

  it('carry the sign-in and recovery pages drawn on the server, per brand, inert until the app replaces them', async () => {
    const login = await app.inject({ url: '/login?next=/home' });
    expect(login.body).toContain(
      '<div id="root" inert aria-disabled="true"><h1>Ingresa a tu cuenta (enlaza)</h1></div>',
    );
    expect(login.body).toContain('<title>Título enlaza</title>');
    expect(login.body).toContain('<html lang="es" style="--brand-color:#5b2a86">');
    expect(login.body).toContain('.css-var-x{--ant-color-primary:#5b2a86}');
    expect(login.body).not.toContain('full-page-loading');

    const recovery = await app.inject({ url: '/password-recovery', headers: { host: 'app.mentorup.test' } });
    expect(recovery.body).toContain('<h1>Ingresa a tu cuenta (mentorup)</h1>');
    // The page's stylesheet is inside the document, so the drawn page paints without fetching it first.
    expect(recovery.body).toContain('.ant-form{margin:0}');
    expect(recovery.body).not.toContain('rel="preload" as="style"');

    const other = await app.inject({ url: '/user_profile/4b1c' });
    expect(other.body).toContain('full-page-loading');
    expect(other.body).not.toContain('inert');
  });

  it('name no page for an address the app does not have', async () => {
    const response = await app.inject({ url: '/nowhere' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.body).not.toContain('modulepreload');
  });

  it('travel compressed as the browser accepts, and are never cached', async () => {
    const plain = await app.inject({ url: '/login' });
    const brotli = await app.inject({ url: '/login', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('accept-encoding');
    expect(brotli.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);

    const gzip = await app.inject({ url: '/login', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});
