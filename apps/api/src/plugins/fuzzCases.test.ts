import { errorMessages, errorTypes, processAreaMessages, requestErrorMessages as m } from '@enlaza/contract';
import type { InjectOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn, type TestSession } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';

/**
 * The requests of the security review's fuzzing run that answered 500 or outside the envelope (issue 13), and their
 * kin: each must be a 4xx with `{ error: { message, type } }` and a Spanish message.
 */

let t: TestApp;
let admin: TestSession;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' });
  admin = await signIn(t.app, (await createUser(t.db, { roles: ['ADMIN'] })).email);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => t.close());

interface Answer {
  statusCode: number;
  body: string;
}

const inject = async (options: InjectOptions): Promise<Answer> => {
  const res = await t.app.inject(options);
  return { statusCode: res.statusCode, body: res.body };
};

/** A request written as is on a socket: what Node's HTTP parser refuses never reaches Fastify's inject. */
function raw(request: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ statusCode: Number(head.split(' ')[1]), body });
    });
    socket.end(request);
  });
}

const multipart = (boundary: string, parts: Array<{ name: string; value: string; type?: string }>, end = true) =>
  parts
    .map(
      (p) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n` +
        `${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n${p.value}\r\n`,
    )
    .join('') + (end ? `--${boundary}--\r\n` : '');

/** Reachable anonymously: a step of an applicant's profile, whose token the service checks after reading the form. */
const profileStep = (contentType: string, payload: string) =>
  inject({
    method: 'PUT',
    url: `/api/profiles/${randomUUID()}`,
    headers: { 'content-type': contentType, 'inscription-token': 'cualquiera' },
    payload,
  });

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

const cases: Array<{ name: string; send: () => Promise<Answer>; status: number; message: string }> = [
  // A NUL character, refused before it reaches PostgreSQL.
  {
    name: 'NUL in the sign-in email (anonymous)',
    send: () =>
      inject({ method: 'POST', url: '/api/auth', payload: { email: 'ana\u0000@example.com', password: 'x' } }),
    status: 400,
    message: m.nulCharacter,
  },
  {
    name: 'NUL deep in a JSON body',
    send: () =>
      inject({
        method: 'POST',
        url: '/api/auth',
        payload: { email: 'a@example.com', password: 'x', x: [{ y: ['\u0000'] }] },
      }),
    status: 400,
    message: m.nulCharacter,
  },
  {
    name: 'NUL in a JSON key',
    send: () => inject({ method: 'POST', url: '/api/auth', payload: { 'e\u0000': 1, email: 'a@example.com' } }),
    status: 400,
    message: m.nulCharacter,
  },
  {
    name: 'NUL in a search query',
    send: () => inject({ url: '/api/clients?searchFilter=a%00b', headers: admin.headers }),
    status: 400,
    message: m.nulCharacter,
  },
  {
    name: 'NUL in a path parameter',
    send: () => inject({ url: '/api/process/a%00b/measurements', headers: admin.headers }),
    status: 400,
    message: m.nulCharacter,
  },
  {
    name: 'NUL in a multipart field that reaches the database',
    send: () =>
      inject({
        method: 'POST',
        url: '/api/campus',
        headers: { ...admin.headers, 'content-type': 'multipart/form-data; boundary=xyz' },
        payload: multipart('xyz', [
          {
            name: 'data',
            value: JSON.stringify({
              title: 'a\u0000b',
              role: 'MENTOR',
              mentorCampusInfo: { description: 'Lecciones para mentoras', duration: 3 },
            }),
          },
        ]),
      }),
    status: 400,
    message: m.nulCharacter,
  },
  {
    name: 'a JSON body nested 100 000 levels deep',
    send: () =>
      inject({
        method: 'POST',
        url: '/api/auth',
        headers: { 'content-type': 'application/json' },
        payload: nested(1e5),
      }),
    status: 400,
    message: 'Entrada inválida: se esperaba objeto, recibido arreglo',
  },
  // Multipart bodies the parser cannot split.
  {
    name: 'multipart/form-data without a boundary (anonymous)',
    send: () => profileStep('multipart/form-data', 'x'),
    status: 400,
    message: m.invalidMultipart,
  },
  {
    name: 'multipart/form-data with an empty boundary',
    send: () => profileStep('multipart/form-data; boundary=', 'x'),
    status: 400,
    message: m.invalidMultipart,
  },
  {
    name: 'multipart/form-data with a 300-character boundary',
    send: () => profileStep(`multipart/form-data; boundary=${'b'.repeat(300)}`, 'x'),
    status: 400,
    message: m.invalidMultipart,
  },
  {
    name: 'a multipart body cut short',
    send: () =>
      profileStep('multipart/form-data; boundary=xyz', multipart('xyz', [{ name: 'data', value: '{}' }], false)),
    status: 400,
    message: m.invalidMultipart,
  },
  {
    name: 'a multipart body without any boundary line',
    send: () => profileStep('multipart/form-data; boundary=xyz', 'no es un formulario'),
    status: 400,
    message: m.invalidMultipart,
  },
  {
    name: 'a multipart field declared JSON that is not',
    send: () =>
      profileStep(
        'multipart/form-data; boundary=xyz',
        multipart('xyz', [{ name: 'data', value: '{roto', type: 'application/json' }]),
      ),
    status: 400,
    message: m.invalidMultipart,
  },
  // Ids that are no UUID, on the routes that sent them to the database: they name no process.
  {
    name: 'a non-UUID id on GET /api/process/{id}/measurements',
    send: () => inject({ url: '/api/process/no-es-un-id/measurements', headers: admin.headers }),
    status: 404,
    message: processAreaMessages.notFound,
  },
  {
    name: 'a non-UUID id on POST /api/process/{id}/mdi',
    send: () =>
      inject({
        method: 'POST',
        url: '/api/process/no-es-un-id/mdi',
        headers: admin.headers,
        payload: { entitySubType: 'BASELINE' },
      }),
    status: 404,
    message: processAreaMessages.notFound,
  },
  {
    name: 'a non-UUID id on POST /api/process/{id}/resend-mdi',
    send: () =>
      inject({
        method: 'POST',
        url: '/api/process/no-es-un-id/resend-mdi',
        headers: admin.headers,
        payload: { entitySubType: 'BASELINE' },
      }),
    status: 404,
    message: processAreaMessages.notFound,
  },
  // What Fastify answers before or around the routes.
  {
    name: 'malformed JSON',
    send: () =>
      inject({ method: 'POST', url: '/api/auth', headers: { 'content-type': 'application/json' }, payload: '{"a":' }),
    status: 400,
    message: m.invalidJson,
  },
  {
    name: 'an empty JSON body',
    send: () =>
      inject({ method: 'POST', url: '/api/auth', headers: { 'content-type': 'application/json' }, payload: '' }),
    status: 400,
    message: m.emptyJson,
  },
  {
    name: 'an unsupported content type',
    send: () => inject({ method: 'POST', url: '/api/auth', headers: { 'content-type': 'text/xml' }, payload: '<a/>' }),
    status: 415,
    message: m.unsupportedMediaType,
  },
  {
    name: 'a body over the 1 MB limit',
    send: () =>
      inject({
        method: 'POST',
        url: '/api/auth',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'x'.repeat(1024 * 1024) }),
      }),
    status: 413,
    message: m.bodyTooLarge,
  },
  {
    name: 'an unknown API path',
    send: () => inject({ url: '/api/no-existe' }),
    status: 404,
    message: errorMessages[errorTypes.notFound]!,
  },
  {
    name: 'a method the path does not have',
    send: () => inject({ method: 'PATCH', url: '/api/auth', payload: {} }),
    status: 404,
    message: errorMessages[errorTypes.notFound]!,
  },
  {
    name: 'a path with broken percent-encoding',
    send: () => inject({ url: '/api/process/%E0%A4%A/measurements', headers: admin.headers }),
    status: 400,
    message: m.badUrl,
  },
  {
    name: 'a path parameter over 500 characters (414)',
    send: () => inject({ url: `/api/process/${'x'.repeat(600)}/measurements`, headers: admin.headers }),
    status: 414,
    message: m.uriTooLong,
  },
  // What Node's HTTP parser refuses on the socket.
  {
    name: 'headers over 16 KB (431)',
    send: () => raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Relleno: ${'a'.repeat(20_000)}\r\n\r\n`),
    status: 431,
    message: m.headersTooLarge,
  },
  {
    name: 'an address over 16 KB (431)',
    send: () => raw(`GET /api/health?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`),
    status: 431,
    message: m.headersTooLarge,
  },
  {
    name: 'a method that is no HTTP method',
    send: () => raw('FOO /api/health HTTP/1.1\r\nHost: x\r\n\r\n'),
    status: 400,
    message: m.invalid,
  },
  {
    name: 'a request line that is not HTTP',
    send: () => raw('hola\r\n\r\n'),
    status: 400,
    message: m.invalid,
  },
];

describe('fuzzing cases (issue 13)', () => {
  it.each(cases)('$name → $status', async ({ send, status, message }) => {
    const res = await send();
    expect(res.statusCode).toBe(status);
    const body = JSON.parse(res.body) as { error: { message: string; type: string } };
    expect(body).toEqual({ error: { message, type: expect.any(String) } });
    expect(body.error.type).toBe(status === 404 ? errorTypes.notFound : errorTypes.validation);
  });
});
