import {
  addUserToCampusSchema,
  CAMPUS_ILLUSTRATION_MAX_BYTES,
  campusErrorTypes,
  campusIdParamsSchema,
  campusListQuerySchema,
  campusListSchema,
  campusMessages,
  campusMultipartFields,
  campusPayloadSchema,
  campusSchema,
  campusSummarySchema,
  errorTypes,
  LESSON_CONTENT_MAX_BYTES,
  lessonContentUploadFieldsSchema,
  lessonListQuerySchema,
  lessonPlanPayloadSchema,
  lessonPlanSchema,
  lessonSchema,
  myCampusesRequestSchema,
  myLessonsRequestSchema,
  removeUserFromCampusSchema,
  toggleRoleAccessSchema,
  type ParsedCampusPayload,
  resourceId,
} from '@enlaza/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../access';
import { AppError, badRequest } from '../../plugins/errors';
import { parseForm, readJsonForm, type UploadField } from '../../plugins/jsonForm';
import type { CampusService } from './campus.service';
import { errorResponses, uploadErrorResponses, writeErrorResponses } from '../../plugins/errorResponses';

const campusTags = { tags: ['campus'], security: [{ bearerAuth: [] }] };
const lessonTags = { tags: ['lessons'], security: [{ bearerAuth: [] }] };

const lessonIdParams = z.object({ id: resourceId(campusMessages.lessonNotFound) });

/** The campus illustration (JPG/PNG, checked by the service): at most CAMPUS_ILLUSTRATION_MAX_BYTES. */
const illustrationUpload: Record<string, UploadField> = {
  [campusMultipartFields.illustration]: {
    maxBytes: CAMPUS_ILLUSTRATION_MAX_BYTES,
    tooLarge: () => new AppError(campusErrorTypes.fileTooLarge, 413, campusMessages.illustrationTooLarge),
  },
};
/** A lesson content's file (PDF, PPT or image, by its type): at most LESSON_CONTENT_MAX_BYTES. */
const contentFileUpload: Record<string, UploadField> = {
  [campusMultipartFields.contentFile]: {
    maxBytes: LESSON_CONTENT_MAX_BYTES,
    tooLarge: () => new AppError(campusErrorTypes.fileTooLarge, 413, campusMessages.contentFileTooLarge),
  },
};

/** The campus form: JSON, or multipart with the same JSON in `data` and the illustration beside it. */
async function readCampusForm(
  request: FastifyRequest,
): Promise<{ payload: ParsedCampusPayload; illustration?: Buffer }> {
  const { data, files } = await readJsonForm(request, illustrationUpload);
  return { payload: parseForm(campusPayloadSchema, data), illustration: files[campusMultipartFields.illustration] };
}

/** Spec 001 §7 "Campus and lessons": authoring is for admins; the /me calls serve any signed-in person. */
export async function campusRoutes(app: FastifyInstance, { campusService }: { campusService: CampusService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const campusFormDescription =
    'JSON {title, role, studentCampusInfo, mentorCampusInfo, rolesWithAccess?}, o multipart/form-data con ese JSON ' +
    `en el campo \`data\` y la ilustración (JPG/PNG) en \`${campusMultipartFields.illustration}\`.`;

  r.get(
    '/campus',
    {
      config: { access: access.admin },
      schema: {
        ...campusTags,
        summary: 'Campus por página (10), los más nuevos primero; searchFilter busca en el nombre',
        querystring: campusListQuerySchema,
        response: { 200: campusListSchema, ...errorResponses },
      },
    },
    async (request) => campusService.list(request.query),
  );

  r.post(
    '/campus',
    {
      config: { access: access.admin },
      schema: {
        ...campusTags,
        summary: 'Crear un campus',
        description: campusFormDescription,
        consumes: ['application/json', 'multipart/form-data'],
        response: { 201: campusSchema, ...uploadErrorResponses },
      },
    },
    async (request, reply) => {
      const { payload, illustration } = await readCampusForm(request);
      return reply.code(201).send(await campusService.create(payload, illustration));
    },
  );

  r.post(
    '/campus/me/campuses',
    {
      config: { access: access.signedIn },
      schema: {
        ...campusTags,
        summary: 'Los campus habilitados a los que accede la persona (por su rol o compartidos por email)',
        description:
          'Sólo trae la información de las audiencias en que participa. processIds se usará cuando existan procesos.',
        body: myCampusesRequestSchema,
        response: { 200: z.array(campusSummarySchema), ...errorResponses },
      },
    },
    async (request) => campusService.myCampuses(request.auth!, request.body.processIds),
  );

  r.get(
    '/campus/:id',
    {
      config: { access: access.admin },
      schema: {
        ...campusTags,
        summary: 'Un campus',
        params: campusIdParamsSchema,
        response: { 200: campusSchema, ...errorResponses },
      },
    },
    async (request) => campusService.detail(request.params.id),
  );

  r.get(
    '/campus/:id/withUsers',
    {
      config: { access: access.admin },
      schema: {
        ...campusTags,
        summary: 'Un campus con las personas con que se compartió',
        params: campusIdParamsSchema,
        response: { 200: campusSchema, ...errorResponses },
      },
    },
    async (request) => campusService.detail(request.params.id),
  );

  r.get(
    '/campus/:processId/listByProcess',
    {
      config: { access: access.processParticipant('processId') },
      schema: {
        ...campusTags,
        summary: 'Los campus de un proceso',
        description:
          'Administradoras: cualquier proceso; administradoras de empresa: los de su cliente; participantes: los procesos en que participan (403 para el resto).',
        params: z.object({ processId: resourceId() }),
        response: { 200: z.array(campusSummarySchema), ...errorResponses },
      },
    },
    async (request) => campusService.listByProcess(request.params.processId),
  );

  r.put(
    '/campus/:id',
    {
      config: { access: access.admin },
      schema: {
        ...campusTags,
        summary: 'Editar un campus',
        description: campusFormDescription,
        consumes: ['application/json', 'multipart/form-data'],
        params: campusIdParamsSchema,
        response: { 200: campusSchema, ...uploadErrorResponses },
      },
    },
    async (request) => {
      const { payload, illustration } = await readCampusForm(request);
      return campusService.update(request.params.id, payload, illustration);
    },
  );

  r.put(
    '/campus/status/:id',
    {
      config: { access: access.admin },
      schema: {
        ...campusTags,
        summary: 'Alternar el estado del campus (ENABLED ⇄ DISABLED)',
        params: campusIdParamsSchema,
        response: { 200: campusSchema, ...errorResponses },
      },
    },
    async (request) => campusService.toggleStatus(request.params.id),
  );

  r.put(
    '/campus/illustration/:id',
    {
      config: { access: access.admin },
      schema: {
        ...campusTags,
        summary: 'Subir la ilustración del campus (JPG/PNG; reemplaza la anterior)',
        description: `multipart/form-data con el archivo en \`${campusMultipartFields.illustration}\` (máx. ${
          CAMPUS_ILLUSTRATION_MAX_BYTES / (1024 * 1024)
        } MB). Se guarda como JPEG de 512 px de lado mayor.`,
        consumes: ['multipart/form-data'],
        params: campusIdParamsSchema,
        response: { 200: campusSchema, ...uploadErrorResponses },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw badRequest(errorTypes.validation, campusMessages.illustrationType);
      const { files } = await readJsonForm(request, illustrationUpload);
      const illustration = files[campusMultipartFields.illustration];
      if (!illustration) throw badRequest(campusErrorTypes.invalidFile, campusMessages.illustrationType);
      return campusService.uploadIllustration(request.params.id, illustration);
    },
  );

  r.delete(
    '/campus/:id',
    {
      config: { access: access.admin },
      schema: {
        ...campusTags,
        summary: 'Eliminar un campus con sus lecciones y archivos',
        params: campusIdParamsSchema,
        response: { 204: z.null(), ...writeErrorResponses },
      },
    },
    async (request, reply) => {
      await campusService.delete(request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.put(
    '/campus/clone/:id',
    {
      config: { access: access.admin },
      schema: {
        ...campusTags,
        summary: 'Clonar un campus con sus lecciones, contenidos y archivos (copia independiente)',
        params: campusIdParamsSchema,
        response: { 201: campusSchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await campusService.clone(request.params.id)),
  );

  r.put(
    '/campus/:id/addUserToCampus',
    {
      config: { access: access.admin },
      schema: {
        ...campusTags,
        summary: 'Compartir el campus con una persona registrada, por email',
        params: campusIdParamsSchema,
        body: addUserToCampusSchema,
        response: { 200: campusSchema, ...writeErrorResponses },
      },
    },
    async (request) => campusService.addUser(request.params.id, request.body.email),
  );

  r.put(
    '/campus/:id/removeUserFromCampus',
    {
      config: { access: access.admin },
      schema: {
        ...campusTags,
        summary: 'Dejar de compartir el campus con una persona',
        params: campusIdParamsSchema,
        body: removeUserFromCampusSchema,
        response: { 200: campusSchema, ...errorResponses },
      },
    },
    async (request) => campusService.removeUser(request.params.id, request.body.userId),
  );

  r.put(
    '/campus/:id/toggleRoleAccess',
    {
      config: { access: access.admin },
      schema: {
        ...campusTags,
        summary:
          'Dar o quitar acceso al campus a un rol (ADMIN, COMPANY_ADMIN, STUDENT, EXTERNAL_MENTOR, INTERNAL_MENTOR)',
        params: campusIdParamsSchema,
        body: toggleRoleAccessSchema,
        response: { 200: campusSchema, ...errorResponses },
      },
    },
    async (request) => campusService.toggleRoleAccess(request.params.id, request.body.role),
  );

  // ── Lessons ───────────────────────────────────────────────────────────────────────────────────────

  r.post(
    '/lesson/me',
    {
      config: { access: access.signedIn },
      schema: {
        ...lessonTags,
        summary: 'De las lecciones pedidas, las que la persona puede ver y las que se abrirán',
        description:
          'Sólo lecciones habilitadas, de campus a los que accede y de su audiencia. Las que ya comenzaron traen sus ' +
          'contenidos (available: true); las de fecha futura, sólo título y fecha (available: false, sin contenidos).',
        body: myLessonsRequestSchema,
        response: { 200: z.array(lessonSchema), ...errorResponses },
      },
    },
    async (request) => campusService.myLessons(request.auth!, request.body.lessonIds),
  );

  r.get(
    '/lesson/',
    {
      config: { access: access.admin },
      schema: {
        ...lessonTags,
        summary: 'Las lecciones de un campus, por audiencia',
        querystring: lessonListQuerySchema,
        response: { 200: lessonPlanSchema, ...errorResponses },
      },
    },
    async (request) => campusService.lessonPlan(request.query.campusId),
  );

  r.get(
    '/lesson/:id',
    {
      config: { access: access.admin },
      schema: {
        ...lessonTags,
        summary: 'Una lección con sus contenidos',
        params: lessonIdParams,
        response: { 200: lessonSchema, ...errorResponses },
      },
    },
    async (request) => campusService.lesson(request.params.id),
  );

  const planDescription =
    'El plan completo de lecciones del campus (studentLessons, mentorLessons). Las lecciones y contenidos enviados ' +
    'con su id se actualizan (conservan su archivo si no cambian de tipo), los nuevos se crean y los omitidos se ' +
    'eliminan. POST responde 201 y PUT 200; ambos hacen lo mismo.';
  r.post(
    '/lesson/:campusId',
    {
      config: { access: access.admin },
      schema: {
        ...lessonTags,
        summary: 'Crear el plan de lecciones del campus',
        description: planDescription,
        params: z.object({ campusId: resourceId(campusMessages.notFound) }),
        body: lessonPlanPayloadSchema,
        response: { 201: lessonPlanSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await campusService.saveLessonPlan(request.params.campusId, request.body)),
  );

  r.put(
    '/lesson/:campusId',
    {
      config: { access: access.admin },
      schema: {
        ...lessonTags,
        summary: 'Reemplazar el plan de lecciones del campus',
        description: planDescription,
        params: z.object({ campusId: resourceId(campusMessages.notFound) }),
        body: lessonPlanPayloadSchema,
        response: { 200: lessonPlanSchema, ...errorResponses },
      },
    },
    async (request) => campusService.saveLessonPlan(request.params.campusId, request.body),
  );

  r.put(
    '/lesson/status/:id',
    {
      config: { access: access.admin },
      schema: {
        ...lessonTags,
        summary: 'Alternar el estado de la lección (ENABLED ⇄ DISABLED)',
        params: campusIdParamsSchema,
        response: { 200: lessonSchema, ...errorResponses },
      },
    },
    async (request) => campusService.toggleLessonStatus(request.params.id),
  );

  r.delete(
    '/lesson/:id',
    {
      config: { access: access.admin },
      schema: {
        ...lessonTags,
        summary: 'Eliminar una lección con sus contenidos y archivos',
        params: lessonIdParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await campusService.deleteLesson(request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.put(
    '/lesson/content/:lessonId',
    {
      config: { access: access.admin },
      schema: {
        ...lessonTags,
        summary: 'Crear o reemplazar un contenido de la lección (por su número), con su archivo',
        description:
          'multipart/form-data: contentNumber, contentType (VIDEO, PDF, PPT, IMAGE), title, description, videoId ' +
          `(videos) y el archivo \`${campusMultipartFields.contentFile}\` (PDF, PPT/PPTX o PNG/JPG según el tipo, ` +
          `comprobado por su contenido; máx. ${LESSON_CONTENT_MAX_BYTES / (1024 * 1024)} MB). El archivo es ` +
          'obligatorio salvo que el contenido ya tenga uno del mismo tipo.',
        consumes: ['multipart/form-data'],
        params: z.object({ lessonId: resourceId(campusMessages.lessonNotFound) }),
        response: { 200: lessonSchema, ...uploadErrorResponses },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw badRequest(errorTypes.validation, campusMessages.contentFileRequired);
      const { fields, files, fileNames } = await readJsonForm(request, contentFileUpload);
      const parsed = parseForm(lessonContentUploadFieldsSchema, fields);
      const field = campusMultipartFields.contentFile;
      const bytes = files[field];
      return campusService.uploadContent(
        request.params.lessonId,
        parsed,
        bytes ? { bytes, fileName: fileNames[field] ?? '' } : undefined,
      );
    },
  );
}
