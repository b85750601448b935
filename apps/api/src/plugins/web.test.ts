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
  { path: '/mark-attendance/:eventId', scripts: ['/assets/Attendance-1.js'], styles: ['/assets/events-1.css'] },
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
      '<!doctype html><html lang="es"><head><title>Enlaza</title><!--enlaza-config-->' +
        '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>' +
        '<body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(dir, 'route-preloads.json'), JSON.stringify(preloads));
    mkdirSync(path.join(dir, 'brands', 'enlaza'), { recursive: true });
    writeFileSync(path.join(dir, 'brands', 'enlaza', 'logo.svg'), '<svg><title>Enlaza</title></svg>');
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets', 'index-1.css'), '.app-entry{margin:0}');
    app = fastify();
    // A public read the attendance page is drawn with.
    app.get('/api/events/:eventId/mark-attendance', async (request, reply) =>
      (request.params as { eventId: string }).eventId === 'e-1'
        ? { eventName: 'Encuentro </script> de cierre' }
        : reply.code(404).send({ message: 'El evento no existe' }),
    );
    const publicConfig = {
      secondBrandDomain: 'mentorup',
      supportEmail: 'a@enlaza.test',
      secondBrandSupportEmail: 'a@mentorup.test',
      oidcProviders: { google: false, microsoft: false },
      mailPreview: false,
      landingPages: { mentorFormUrl: null, entrepreneurFormUrl: null, mentorApplicationsClosedYear: null },
      metabase: { reports: false, workshops: false },
    };
    // A stand-in for the web app's renderer (apps/web/src/prerender): the same messages, pages of its own. It asks
    // the server for the event as the attendance page does, and draws what it got.
    writeFileSync(
      path.join(dir, 'renderer.mjs'),
      `import { parentPort } from 'node:worker_threads';
       const fetched = new Map();
       parentPort.on('message', async (request) => {
         if (request.type === 'fetched') return fetched.get(request.fetchId)(request);
         let heading = 'Ingresa a tu cuenta (' + request.brandId + ', ' + request.viewport + ')';
         let pageData = null;
         if (request.path.startsWith('/mark-attendance/')) {
           const answer = await new Promise((resolve) => {
             fetched.set(request.id, resolve);
             parentPort.postMessage({ type: 'fetch', fetchId: request.id, url: '/api/events/' + request.path.split('/')[2] + '/mark-attendance' });
           });
           if (answer.status !== 200) return parentPort.postMessage({ type: 'rendered', id: request.id, page: null });
           heading = JSON.parse(answer.body).eventName.replace(/</g, '&lt;');
           pageData = JSON.stringify({ queries: [{ state: { data: JSON.parse(answer.body) } }] });
         }
         const query = request.path.split('?')[1];
         parentPort.postMessage({ type: 'rendered', id: request.id, page: {
           html: '<h1>' + heading + '</h1>' + (query ? '<p>' + query + '</p>' : ''),
           styles: '/* ' + request.stylesheets.join(' ') + ' */.used-by-page{margin:0}',
           themeStyles: '.css-var-x{--ant-color-primary:#5b2a86}',
           title: 'Título ' + request.brandId,
           documentStyle: '--brand-color:#5b2a86',
           pageData,
         } });
       });
       parentPort.postMessage({ type: 'ready', drawnRoutes: ['/login', '/password-recovery', '/mark-attendance/:eventId'] });`,
    );
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
    expect(profile.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/profile-1.css">');
    // A page the server does not draw carries the app's stylesheet inside it.
    expect(profile.body).toContain('<style>.app-entry{margin:0}</style>');
  });

  it('carry the sign-in and recovery pages drawn on the server, per brand, inert until the app takes them over', async () => {
    const login = await app.inject({ url: '/login?next=/home' });
    expect(login.body).toContain(
      '<div id="root" inert aria-disabled="true" data-drawn-for="desktop">' +
        // Drawn for its address with the query, which the page may read.
        '<h1>Ingresa a tu cuenta (enlaza, desktop)</h1><p>next=/home</p></div>',
    );
    expect(login.body).toContain('<title>Título enlaza</title>');
    expect(login.body).toContain('<html lang="es" style="--brand-color:#5b2a86">');
    expect(login.body).not.toContain('full-page-loading');

    const recovery = await app.inject({ url: '/password-recovery', headers: { host: 'app.mentorup.test' } });
    expect(recovery.body).toContain('<h1>Ingresa a tu cuenta (mentorup, desktop)</h1>');

    const other = await app.inject({ url: '/user_profile/4b1c' });
    expect(other.body).toContain('full-page-loading');
    expect(other.body).not.toContain('inert');
  });

  it('carry only the styles the drawn page uses; the app’s stylesheets load without holding its paint', async () => {
    const login = await app.inject({ url: '/login' });
    // The renderer is told the page's stylesheets, the app's first, and keeps the rules the page uses from them.
    expect(login.body).toContain(
      '<style>.css-var-x{--ant-color-primary:#5b2a86}</style>' +
        '<style data-enlaza-drawn-styles>/* /assets/index-1.css /assets/form-1.css */.used-by-page{margin:0}</style>',
    );
    expect(login.body).toContain(
      '<link rel="stylesheet" media="print" data-enlaza-deferred crossorigin href="/assets/index-1.css">',
    );
    expect(login.body).not.toContain('.app-entry{margin:0}');
  });

  it('are drawn for a phone when the browser says it is one', async () => {
    const phone = await app.inject({ url: '/login', headers: { 'sec-ch-ua-mobile': '?1' } });
    expect(phone.body).toContain('<h1>Ingresa a tu cuenta (enlaza, phone)</h1>');
    const iphone = await app.inject({
      url: '/login',
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1' },
    });
    expect(iphone.body).toContain('<h1>Ingresa a tu cuenta (enlaza, phone)</h1>');
    expect(phone.headers.vary).toBe('accept-encoding, sec-ch-ua-mobile, user-agent');
  });

  it('carry the public data a page was drawn with, for the app to start from', async () => {
    const page = await app.inject({ url: '/mark-attendance/e-1' });
    expect(page.body).toContain('<h1>Encuentro &lt;/script> de cierre</h1>');
    // JSON that no text in it can close: the app reads it back as it was.
    const data = /<script type="application\/json" id="enlaza-page-data">(.*?)<\/script>/.exec(page.body)?.[1];
    expect(JSON.parse(data!)).toEqual({
      queries: [{ state: { data: { eventName: 'Encuentro </script> de cierre' } } }],
    });

    // An event the server does not have is not drawn: the app shows its own message.
    const missing = await app.inject({ url: '/mark-attendance/e-404' });
    expect(missing.statusCode).toBe(200);
    expect(missing.body).toContain('full-page-loading');
    expect(missing.body).not.toContain('enlaza-page-data');
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
    expect(brotli.headers.vary).toBe('accept-encoding, sec-ch-ua-mobile, user-agent');
    expect(brotli.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);

    const gzip = await app.inject({ url: '/login', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});
