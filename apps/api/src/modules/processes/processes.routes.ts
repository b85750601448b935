import {
  attractionProcessSchema,
  CONVOCATORY_LOGO_MAX_BYTES,
  companyAdminProcessesQuerySchema,
  convocatoryMessages,
  companyAdminProcessesSchema,
  messageResponseSchema,
  processActionParamsSchema,
  processActionQuerySchema,
  processActionResponseSchema,
  processCampusRequestSchema,
  processDetailSchema,
  processErrorTypes,
  processGeneralSchema,
  processIdParamsSchema,
  processListPartialQuerySchema,
  processListQuerySchema,
  processListSchema,
  processReportQuerySchema,
  processReportSchema,
  processSummarySchema,
  sessionsDateRangesRequestSchema,
  updateProcessRequestSchema,
} from '@enlaza/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../access';
import { AppError } from '../../plugins/errors';
import { parseForm, readJsonForm } from '../../plugins/jsonForm';
import type { ProcessesService, Viewer } from './processes.service';
import { errorResponses, uploadWriteErrorResponses, writeErrorResponses } from '../../plugins/errorResponses';

const common = { tags: ['processes'], security: [{ bearerAuth: [] }] };
/** The process logo has the same limit and types as a convocatory's. */
const logoUpload = {
  logo: {
    maxBytes: CONVOCATORY_LOGO_MAX_BYTES,
    tooLarge: () => new AppError(processErrorTypes.logoTooLarge, 413, convocatoryMessages.logoTooLarge),
  },
};
const formDescription =
  'JSON, o multipart/form-data con ese JSON en el campo `data` y el logo (JPG/PNG, comprobado por su contenido) en `logo`.';

const viewerOf = (request: FastifyRequest): Viewer => ({ userId: request.auth!.userId, role: request.auth!.role });

/** Spec 001 §2–§5: the admin's processes, their lifecycle, and the company admins' read-only views. */
export async function processesRoutes(
  app: FastifyInstance,
  { processesService }: { processesService: ProcessesService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/process',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Crear un proceso (queda en Borrador) con los datos generales del asistente',
        description: `${formDescription} 409 si el cliente ya tiene un proceso con ese nombre (sin distinguir mayúsculas).`,
        consumes: ['application/json', 'multipart/form-data'],
        response: { 201: processDetailSchema, ...uploadWriteErrorResponses },
      },
    },
    async (request, reply) => {
      const { data, files } = await readJsonForm(request, logoUpload);
      const general = parseForm(processGeneralSchema, data);
      return reply.code(201).send(await processesService.create(general, files.logo));
    },
  );

  r.post(
    '/process/attraction',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Crear un proceso de atracción de talentos (queda en Borrador, servicio ATTRACTION)',
        description:
          `${formDescription} Cuerpo: name, clientId, challengeId, estimatedStartDate, estimatedEndDate, ownerId y ` +
          'campusId opcional; 400 con el mensaje del campo si el cliente, el desafío, la coordinadora o el campus no ' +
          'existen; 409 si el cliente ya tiene un proceso con ese nombre.',
        consumes: ['application/json', 'multipart/form-data'],
        response: { 201: processDetailSchema, ...uploadWriteErrorResponses },
      },
    },
    async (request, reply) => {
      const { data, files } = await readJsonForm(request, logoUpload);
      const general = parseForm(attractionProcessSchema, data);
      return reply.code(201).send(await processesService.createAttraction(general, files.logo));
    },
  );

  r.put(
    '/process/attraction/:id',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Editar un proceso de atracción: datos generales (Borrador o Pre-kickoff) o su logo',
        description:
          `${formDescription} Con el cuerpo de la creación se reemplazan los datos generales; un multipart con ` +
          'sólo el logo cambia el logo (en cualquier estado salvo Finalizado).',
        consumes: ['application/json', 'multipart/form-data'],
        params: processIdParamsSchema,
        response: { 200: processDetailSchema, ...uploadWriteErrorResponses },
      },
    },
    async (request) => {
      const { data, files } = await readJsonForm(request, logoUpload);
      const onlyLogo = !!files.logo && typeof data === 'object' && data !== null && Object.keys(data).length === 0;
      const general = onlyLogo ? null : parseForm(attractionProcessSchema, data);
      return processesService.updateAttraction(request.params.id, general, files.logo);
    },
  );

  r.get(
    '/process',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Los procesos por página (10), el actualizado más recientemente primero',
        description: 'status filtra por estado, clientId por cliente y name busca en el nombre.',
        querystring: processListQuerySchema,
        response: { 200: processListSchema, ...errorResponses },
      },
    },
    async (request) => processesService.list(request.query),
  );

  r.get(
    '/process/list-partial',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Los últimos procesos actualizados (inicio del administrador)',
        querystring: processListPartialQuerySchema,
        response: { 200: z.array(processSummarySchema), ...errorResponses },
      },
    },
    async (request) => processesService.listPartial(request.query),
  );

  r.get(
    '/process/progress-report',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Cantidad de procesos por estado y de personas distintas que participan por rol',
        description:
          'mentorsCount y studentsCount cuentan personas distintas (no quitadas) en los procesos considerados, ' +
          'en cualquier estado y con cualquier estado de invitación.',
        querystring: processReportQuerySchema,
        response: { 200: processReportSchema, ...errorResponses },
      },
    },
    async (request) => processesService.report(request.query.clientId),
  );

  r.get(
    '/process/:id',
    {
      config: { access: access.processStaff('id') },
      schema: {
        ...common,
        summary: 'Un proceso con sus datos, campus, sesiones, networking y su verificación de completitud',
        description: 'Administradores: cualquier proceso. Administradores empresa: sólo los de su cliente.',
        params: processIdParamsSchema,
        response: { 200: processDetailSchema, ...errorResponses },
      },
    },
    async (request) => processesService.detail(request.params.id),
  );

  r.put(
    '/process/:id',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Editar un proceso: datos generales, coordinadora, fecha de término, networking, logo',
        description:
          `${formDescription} general y networking sólo en Borrador o Pre-kickoff; coordinadora y fecha de ` +
          'término en cualquier estado salvo Finalizado. 409 si otro proceso del cliente ya tiene ese nombre.',
        consumes: ['application/json', 'multipart/form-data'],
        params: processIdParamsSchema,
        response: { 200: processDetailSchema, ...uploadWriteErrorResponses },
      },
    },
    async (request) => {
      const { data, files } = await readJsonForm(request, logoUpload);
      const payload = parseForm(updateProcessRequestSchema, data);
      return processesService.update(request.params.id, payload, files.logo);
    },
  );

  r.put(
    '/process/:id/campus',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Elegir los campus del proceso (al menos uno para mentees y uno para mentores/as)',
        params: processIdParamsSchema,
        body: processCampusRequestSchema,
        response: { 200: processDetailSchema, ...writeErrorResponses },
      },
    },
    async (request) => processesService.setCampuses(request.params.id, request.body.campusIds),
  );

  r.put(
    '/process/:id/updateSessionsDateRanges',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Fijar los rangos de fechas de las sesiones 2..n de un proceso de mentoría',
        params: processIdParamsSchema,
        body: sessionsDateRangesRequestSchema,
        response: { 200: messageResponseSchema, ...writeErrorResponses },
      },
    },
    async (request) => processesService.setSessionsDateRanges(request.params.id, request.body.sessionsDates),
  );

  r.delete(
    '/process/:id',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Eliminar un proceso en Borrador',
        params: processIdParamsSchema,
        response: { 204: z.null(), ...writeErrorResponses },
      },
    },
    async (request, reply) => {
      await processesService.delete(request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.put(
    '/process/:id/:action',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Cambiar el estado de un proceso: kickoff, draft, start o finalize',
        description:
          'kickoff: Borrador → Pre-kickoff; draft: Pre-kickoff → Borrador; start: Pre-kickoff → En curso (avisa por ' +
          'correo); finalize: En curso → Finalizado. Una transición no permitida responde 409. Iniciar con mentees ' +
          'confirmados sin dupla responde 409 process_start_unpaired con sus nombres en error.details, salvo con ' +
          'confirmUnpaired=true.',
        params: processActionParamsSchema,
        querystring: processActionQuerySchema,
        response: { 200: processActionResponseSchema, ...writeErrorResponses },
      },
    },
    async (request) =>
      processesService.transition(request.params.id, request.params.action, {
        confirmUnpaired: request.query.confirmUnpaired,
      }),
  );

  r.get(
    '/company-admins/me/processes',
    {
      config: { access: access.companyAdmin },
      schema: {
        ...common,
        summary: 'Los procesos en curso y finalizados del cliente de la administradora empresa',
        querystring: companyAdminProcessesQuerySchema,
        response: { 200: companyAdminProcessesSchema, ...errorResponses },
      },
    },
    async (request) => processesService.companyAdminProcesses(viewerOf(request), request.query),
  );

  r.get(
    '/company-admins/me/process/:id',
    {
      config: { access: access.processClientAdmin('id') },
      schema: {
        ...common,
        summary: 'Un proceso del cliente de la administradora empresa (sólo lectura)',
        params: processIdParamsSchema,
        response: { 200: processDetailSchema, ...errorResponses },
      },
    },
    async (request) => processesService.companyAdminProcess(request.params.id),
  );
}
