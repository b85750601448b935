import {
  deleteSessionDocumentRequestSchema,
  errorTypes,
  GUIDE_DOCUMENT_MAX_BYTES,
  GUIDE_SESSIONS_MAX,
  guideDownloadParamsSchema,
  guideErrorTypes,
  guideIdParamsSchema,
  guideListQuerySchema,
  guideListSchema,
  guideMessages,
  guidePartialListSchema,
  guidePayloadSchema,
  guideSchema,
  mentorshipTypeListSchema,
  type ParsedGuidePayload,
} from '@enlaza/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../access';
import { AppError, badRequest } from '../../plugins/errors';
import { contentDisposition, fileResponse } from '../../plugins/fileReplies';
import { readJsonForm, type UploadField } from '../../plugins/jsonForm';
import { uploadSlot, type GuidesService, type UploadedDocuments } from './guides.service';
import {
  accessErrorResponses,
  createUploadErrorResponses,
  errorResponses,
  uploadWriteErrorResponses,
  writeErrorResponses,
} from '../../plugins/errorResponses';

const common = { tags: ['mentorships'], security: [{ bearerAuth: [] }] };

function parsePayload(data: unknown): ParsedGuidePayload {
  const parsed = guidePayloadSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    // Say which session a message is about: 'Sesión 2: Ingrese titulo de la sesión'.
    const sessionIndex = issue?.path[0] === 'sessions' && typeof issue.path[1] === 'number' ? issue.path[1] : null;
    const message = issue?.message ?? 'Datos inválidos';
    throw badRequest(errorTypes.validation, sessionIndex === null ? message : `Sesión ${sessionIndex + 1}: ${message}`);
  }
  return parsed.data;
}

/** Each session's document fields, `session-{index}-mentor` / `session-{index}-student`: their upload slot. */
const documentSlots = new Map<string, string>();
for (let index = 0; index < GUIDE_SESSIONS_MAX; index++) {
  documentSlots.set(`session-${index}-mentor`, uploadSlot(index, 'MENTOR'));
  documentSlots.set(`session-${index}-student`, uploadSlot(index, 'STUDENT'));
}
const documentUpload: UploadField = {
  maxBytes: GUIDE_DOCUMENT_MAX_BYTES,
  tooLarge: () => new AppError(guideErrorTypes.documentTooLarge, 413, guideMessages.documentTooLarge),
};
const documentUploads = Object.fromEntries([...documentSlots.keys()].map((field) => [field, documentUpload]));

/**
 * The body of POST /mentorships and PUT /mentorships/{id}: multipart with the JSON payload in the field `data` and
 * each session document in a file field `session-{index}-mentor` / `session-{index}-student` (index from 0, the
 * session's position in the payload). Plain JSON is accepted too, for a guide without new files.
 */
async function readGuideForm(
  request: FastifyRequest,
): Promise<{ payload: ParsedGuidePayload; uploads: UploadedDocuments }> {
  const { data, files, fileNames } = await readJsonForm(request, documentUploads, { maxFields: 5 });
  const uploads: UploadedDocuments = new Map();
  for (const [field, bytes] of Object.entries(files)) {
    uploads.set(documentSlots.get(field)!, { bytes, fileName: fileNames[field] ?? '' });
  }
  return { payload: parsePayload(data), uploads };
}

const formDescription =
  'multipart/form-data: el JSON de guidePayloadSchema en el campo `data` y cada documento (PDF, Word, PowerPoint, ' +
  `JPG o PNG, máx. ${GUIDE_DOCUMENT_MAX_BYTES / (1024 * 1024)} MB) en el archivo \`session-{i}-mentor\` o ` +
  '`session-{i}-student` (i = posición de la sesión desde 0). También acepta el JSON solo, sin archivos.';

/** Spec 001 §7 "Mentorship guides": authoring is for admins; downloads for admins (members when processes exist). */
export async function guidesRoutes(app: FastifyInstance, { guidesService }: { guidesService: GuidesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const path of ['/mentorships', '/mentorships/']) {
    r.get(
      path,
      {
        config: { access: access.admin },
        schema: {
          ...common,
          hide: path.endsWith('/'),
          summary: 'Pautas por página (10), las más nuevas primero; searchFilter busca en nombre y descripción',
          querystring: guideListQuerySchema,
          response: { 200: guideListSchema, ...accessErrorResponses },
        },
      },
      async (request) => guidesService.list(request.query),
    );
  }

  r.get(
    '/mentorships/list-partial',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Pautas para un select: id, nombre, cantidad de sesiones y creación (pagination=false: hasta 100)',
        querystring: guideListQuerySchema,
        response: { 200: guidePartialListSchema, ...accessErrorResponses },
      },
    },
    async (request) => guidesService.listPartial(request.query),
  );

  r.get(
    '/mentorships/metadata/mentorship_types',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Etiquetas de las pautas',
        response: { 200: mentorshipTypeListSchema, ...accessErrorResponses },
      },
    },
    async () => guidesService.mentorshipTypes(),
  );

  r.get(
    '/mentorships/:id',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Una pauta con sus sesiones, documentos y links; locked si un proceso la usa',
        params: guideIdParamsSchema,
        response: { 200: guideSchema, ...errorResponses },
      },
    },
    async (request) => guidesService.detail(request.params.id),
  );

  r.post(
    '/mentorships',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Crear una pauta',
        description: formDescription,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: guideSchema, ...createUploadErrorResponses },
      },
    },
    async (request, reply) => {
      const { payload, uploads } = await readGuideForm(request);
      return reply.code(201).send(await guidesService.create(payload, uploads));
    },
  );

  r.put(
    '/mentorships/:id',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Editar una pauta (el formulario completo); 409 si un proceso la usa',
        description:
          `${formDescription} Las sesiones existentes llevan su sessionId; las que faltan se eliminan. Un documento ` +
          'guardado se mantiene salvo que llegue otro archivo o un link para esa audiencia.',
        consumes: ['multipart/form-data', 'application/json'],
        params: guideIdParamsSchema,
        response: {
          200: guideSchema,
          ...uploadWriteErrorResponses,
        },
      },
    },
    async (request) => {
      const { payload, uploads } = await readGuideForm(request);
      return guidesService.update(request.params.id, payload, uploads);
    },
  );

  r.delete(
    '/mentorships/:id',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Eliminar una pauta y sus documentos; 409 si un proceso la usa',
        params: guideIdParamsSchema,
        response: { 204: z.null(), ...writeErrorResponses },
      },
    },
    async (request, reply) => {
      await guidesService.delete(request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/mentorships/:id/duplicate',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Duplicar una pauta: "{nombre} (copia)" con las mismas sesiones y su propia copia de cada documento',
        params: guideIdParamsSchema,
        response: { 201: guideSchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await guidesService.duplicate(request.params.id)),
  );

  r.post(
    '/mentorships/delete_session_document',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Quitar un documento de su sesión y borrar el archivo; responde la pauta actualizada',
        body: deleteSessionDocumentRequestSchema,
        response: { 200: guideSchema, ...writeErrorResponses },
      },
    },
    async (request) => guidesService.deleteSessionDocument(request.body.documentKey),
  );

  r.get(
    '/mentorships/:id/session/:sessionId/download/:role',
    {
      // Any signed-in user reaches the service, which decides: admins today, participants once processes exist.
      config: { access: access.guideAudience('id', 'role') },
      schema: {
        ...common,
        summary: 'Descargar el documento de una sesión para MENTOR o STUDENT, con su nombre original',
        params: guideDownloadParamsSchema,
        response: {
          ...fileResponse('El documento de la sesión, con su tipo y su nombre originales', '*/*'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { id, sessionId, role } = request.params;
      const file = await guidesService.download(id, sessionId, role);
      return (
        reply
          .header('content-type', file.contentType)
          .header('content-length', file.size)
          .header('content-disposition', contentDisposition(file.fileName))
          .header('cache-control', 'private, no-store')
          // A stream is piped as is; the typed reply only knows the JSON answers.
          .send(file.stream as never)
      );
    },
  );
}
