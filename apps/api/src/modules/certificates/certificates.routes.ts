import {
  certificateCredentialSchema,
  certificateFileParamsSchema,
  certificateFileQuerySchema,
  certificateIdParamsSchema,
  certificateListSchema,
  certificateMessages,
  certificateMutationResponseSchema,
  certificateProcessParamsSchema,
  certificateSchema,
  certificateStatusSchema,
  certificateUserPairParamsSchema,
  issueCertificateRequestSchema,
  jwksSchema,
  publicCertificateSchema,
  revokeCertificateRequestSchema,
} from '@enlaza/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentDisposition, fileResponse } from '../../plugins/fileReplies';
import { access } from '../access';
import type { CertificatesService } from './certificates.service';
import { errorResponses, publicErrorResponses, writeErrorResponses } from '../../plugins/errorResponses';

const common = { tags: ['certificates'] };
const publicNote =
  'Pública por decisión: el id del certificado es aleatorio (UUID v4, imposible de adivinar) y quien tiene el enlace ' +
  'de la página pública /certificate/{id} ve lo mismo que esta llamada: el nombre, el programa, el cliente y la ' +
  `fecha; nunca el correo ni el id de la cuenta. Desconocido o revocado: 404 '${certificateMessages.notFound}' ` +
  "(revocado: error.type 'certificate_revoked').";
const JWKS_DESCRIPTION =
  'Las claves públicas (JWKS, Ed25519) con que se firman las credenciales de los certificados; la misma en ' +
  '/.well-known/jwks.json. Sirve para verificar sin conexión una credencial descargada (kid en su cabecera).';

/** The platform's published key, at the well-known address anyone verifying a credential looks for. */
export async function certificateWellKnownRoutes(
  app: FastifyInstance,
  { certificatesService }: { certificatesService: CertificatesService },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/.well-known/jwks.json',
    {
      config: { access: access.public },
      schema: {
        ...common,
        summary: 'Claves públicas de firma de los certificados (JWKS)',
        description: JWKS_DESCRIPTION,
        response: { 200: jwksSchema },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=3600').send(await certificatesService.jwks()),
  );
}

/** Participation certificates (spec 002 §2.10, §3 "Certificate", §7.7), each an Open Badges 3.0 credential. */
export async function certificatesRoutes(
  app: FastifyInstance,
  { certificatesService }: { certificatesService: CertificatesService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/certificates/jwks.json',
    {
      config: { access: access.public },
      schema: {
        ...common,
        summary: 'Claves públicas de firma de los certificados (JWKS)',
        description: JWKS_DESCRIPTION,
        response: { 200: jwksSchema },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=3600').send(await certificatesService.jwks()),
  );

  r.get(
    '/certificates/me',
    {
      config: { access: access.signedIn },
      schema: {
        ...common,
        summary: 'Mis certificados vigentes, el más reciente primero',
        response: { 200: certificateListSchema, ...errorResponses },
      },
    },
    async (request) => certificatesService.mine(request.auth!.userId),
  );

  r.get(
    '/certificates/process/:processId',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Los certificados de un proceso (también los revocados), por nombre',
        params: certificateProcessParamsSchema,
        response: { 200: certificateListSchema, ...errorResponses },
      },
    },
    async (request) => certificatesService.ofProcess(request.params.processId),
  );

  r.post(
    '/certificates',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Emitir a mano el certificado de una participante de un proceso finalizado, con un motivo',
        description:
          `Mensajes: '${certificateMessages.reason}', '${certificateMessages.person}'. 409 si el proceso no está ` +
          `finalizado ('${certificateMessages.processNotFinalized}'), si la persona no participa ` +
          `('${certificateMessages.notParticipant}') o ya tiene uno vigente ('${certificateMessages.alreadyIssued}').`,
        body: issueCertificateRequestSchema,
        response: { 201: certificateMutationResponseSchema, ...writeErrorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        message: certificateMessages.issued,
        certificate: await certificatesService.issueByHand(request.auth!.userId, request.body),
      }),
  );

  r.post(
    '/certificates/:certificateId/revoke',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Revocar un certificado, con un motivo',
        description:
          'Desde ese momento la página pública dice que fue revocado, la credencial y los archivos responden 404 y la ' +
          `verificación lo informa. 409 si ya estaba revocado ('${certificateMessages.alreadyRevoked}').`,
        params: certificateIdParamsSchema,
        body: revokeCertificateRequestSchema,
        response: { 200: certificateMutationResponseSchema, ...writeErrorResponses },
      },
    },
    async (request) => ({
      message: certificateMessages.revokedDone,
      certificate: await certificatesService.revoke(
        request.auth!.userId,
        request.params.certificateId,
        request.body.reason,
      ),
    }),
  );

  r.get(
    '/certificates/userPair/:userId/:pairId',
    {
      config: { access: access.self('userId') },
      schema: {
        ...common,
        summary: 'El certificado vigente de la persona en el proceso de la dupla (paso Diploma del avance)',
        description: `404 '${certificateMessages.notFound}' si aún no tiene uno.`,
        params: certificateUserPairParamsSchema,
        response: { 200: certificateSchema, ...errorResponses },
      },
    },
    async (request) => certificatesService.ofUserPair(request.params.userId, request.params.pairId),
  );

  r.get(
    '/certificates/:certificateId',
    {
      config: { access: access.public },
      schema: {
        ...common,
        summary: 'Los datos públicos de un certificado (la página /certificate/{id})',
        description: publicNote,
        params: certificateIdParamsSchema,
        response: { 200: publicCertificateSchema, ...publicErrorResponses },
      },
    },
    async (request) => certificatesService.publicData(request.params.certificateId),
  );

  r.get(
    '/certificates/:certificateId/status',
    {
      config: { access: access.public },
      schema: {
        ...common,
        summary: 'Si el certificado está vigente (ACTIVE) o revocado (REVOKED)',
        description: 'Pública: lo consulta quien verifica una credencial, además de su firma. 404 si no existe.',
        params: certificateIdParamsSchema,
        response: { 200: certificateStatusSchema, ...publicErrorResponses },
      },
    },
    async (request) => certificatesService.status(request.params.certificateId),
  );

  r.get(
    '/certificates/:certificateId/credential',
    {
      config: { access: access.public },
      schema: {
        ...common,
        summary: 'La credencial Open Badges 3.0 (OpenBadgeCredential) firmada, como JSON descargable',
        description:
          `${publicNote} Formato: { jwt, credential, jwksUrl }. jwt es la credencial asegurada como JWT ` +
          "(VC-JOSE-COSE, cabecera typ 'vc+jwt', alg EdDSA, kid de la clave en /.well-known/jwks.json); " +
          'credential es su contenido (W3C Verifiable Credentials 2.0) para leerlo.',
        params: certificateIdParamsSchema,
        response: { 200: certificateCredentialSchema, ...publicErrorResponses },
      },
    },
    async (request, reply) =>
      reply
        .header('content-disposition', contentDisposition(`certificado-${request.params.certificateId}.json`))
        .send(await certificatesService.credential(request.params.certificateId)),
  );

  r.get(
    '/certificates/:certificateId/file/:kind',
    {
      config: { access: access.public },
      schema: {
        ...common,
        summary: 'El certificado en PDF (A4 apaisado, descarga) o en imagen PNG con la credencial horneada',
        description:
          `${publicNote} isMentorup elige el aspecto de la marca (sin él, la marca del proceso). La imagen lleva la ` +
          "credencial (JWT) en un fragmento iTXt 'openbadgecredential' (horneado de Open Badges 3.0).",
        params: certificateFileParamsSchema,
        querystring: certificateFileQuerySchema,
        response: {
          ...fileResponse('El certificado: PDF o imagen PNG según kind', 'application/pdf', 'image/png'),
          ...publicErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const { certificateId, kind } = request.params;
      const file = await certificatesService.file(certificateId, kind, request.query.isMentorup);
      reply.type(file.type).header('cache-control', 'no-cache');
      if (kind === 'pdf') reply.header('content-disposition', contentDisposition(file.fileName));
      return reply.send(file.bytes as never);
    },
  );
}
