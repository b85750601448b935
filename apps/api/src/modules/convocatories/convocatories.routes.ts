import {
  CONVOCATORY_LOGO_MAX_BYTES,
  convocatoryActionSchema,
  convocatoryErrorTypes,
  convocatoryIdParamsSchema,
  convocatoryListQuerySchema,
  convocatoryListSchema,
  convocatoryMessages,
  convocatoryMultipartFields,
  convocatorySchema,
  createConvocatoryRequestSchema,
  inscriptionListQuerySchema,
  inscriptionListSchema,
  selectInscriptionRequestSchema,
  selectInscriptionResponseSchema,
  updateConvocatoryRequestSchema,
  resourceId,
} from '@enlaza/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../access';
import { AppError } from '../../plugins/errors';
import { parseForm, readJsonForm } from '../../plugins/jsonForm';
import type { ConvocatoriesService, LockedFields } from './convocatories.service';
import { sendXlsx, fileResponse, XLSX_MIME } from '../../plugins/fileReplies';
import {
  errorResponses,
  uploadErrorResponses,
  uploadWriteErrorResponses,
  writeErrorResponses,
} from '../../plugins/errorResponses';

const common = { tags: ['convocatories'], security: [{ bearerAuth: [] }] };
const logoUpload = {
  [convocatoryMultipartFields.logo]: {
    maxBytes: CONVOCATORY_LOGO_MAX_BYTES,
    tooLarge: () => new AppError(convocatoryErrorTypes.logoTooLarge, 413, convocatoryMessages.logoTooLarge),
  },
};

function lockedFieldsOf(data: unknown): LockedFields {
  if (!data || typeof data !== 'object') return {};
  const { clientId, responsibleId, mentorType } = data as Record<string, unknown>;
  return { clientId, responsibleId, mentorType };
}

/** Spec 002 §2.2, §4.1, §7.1: the admin's convocatories. Every route is for admins only. */
export async function convocatoriesRoutes(
  app: FastifyInstance,
  { convocatoriesService }: { convocatoriesService: ConvocatoriesService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const formDescription =
    'JSON con los campos del formulario, o multipart/form-data con ese JSON en el campo `data` y el logo (JPG/PNG, ' +
    `comprobado por su contenido, máx. ${CONVOCATORY_LOGO_MAX_BYTES / (1024 * 1024)} MB) en \`logo\`.`;

  r.get(
    '/convocatory',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Las convocatorias de un estado por página (10), la fecha estimada de apertura más reciente primero',
        description: 'search busca en el nombre de la convocatoria y en el de su cliente; clientId filtra por cliente.',
        querystring: convocatoryListQuerySchema,
        response: { 200: convocatoryListSchema, ...errorResponses },
      },
    },
    async (request) => convocatoriesService.list(request.query),
  );

  r.post(
    '/convocatory',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Crear una convocatoria (queda en Borrador)',
        description: `${formDescription} El responsable debe ser administrador empresa del cliente elegido.`,
        consumes: ['application/json', 'multipart/form-data'],
        response: { 201: convocatorySchema, ...uploadErrorResponses },
      },
    },
    async (request, reply) => {
      const { data, files } = await readJsonForm(request, logoUpload);
      const logo = files[convocatoryMultipartFields.logo];
      const payload = parseForm(createConvocatoryRequestSchema, data);
      return reply.code(201).send(await convocatoriesService.create(payload, logo));
    },
  );

  r.get(
    '/convocatory/:id',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Una convocatoria con sus conteos de inscritas y seleccionadas y sus enlaces de inscripción',
        params: convocatoryIdParamsSchema,
        response: { 200: convocatorySchema, ...errorResponses },
      },
    },
    async (request) => convocatoriesService.detail(request.params.id),
  );

  r.put(
    '/convocatory/:id',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Editar una convocatoria en Borrador o Abierta',
        description:
          `${formDescription} Cliente, responsable y tipo de mentoría no cambian: pueden enviarse con su valor ` +
          'actual; otro valor se rechaza (400). Un logo nuevo reemplaza al anterior.',
        consumes: ['application/json', 'multipart/form-data'],
        params: convocatoryIdParamsSchema,
        response: { 200: convocatorySchema, ...uploadWriteErrorResponses },
      },
    },
    async (request) => {
      const { data, files } = await readJsonForm(request, logoUpload);
      const logo = files[convocatoryMultipartFields.logo];
      const payload = parseForm(updateConvocatoryRequestSchema, data);
      return convocatoriesService.update(request.params.id, payload, lockedFieldsOf(data), logo);
    },
  );

  r.delete(
    '/convocatory/:id',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Eliminar una convocatoria en Borrador (con su logo)',
        params: convocatoryIdParamsSchema,
        response: { 204: z.null(), ...writeErrorResponses },
      },
    },
    async (request, reply) => {
      await convocatoriesService.delete(request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.put(
    '/convocatory/inscription/:inscriptionId',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Seleccionar o quitar la selección de una inscrita (sólo en Seleccionando participantes)',
        params: z.object({ inscriptionId: resourceId(convocatoryMessages.inscriptionNotFound) }),
        body: selectInscriptionRequestSchema,
        response: { 200: selectInscriptionResponseSchema, ...writeErrorResponses },
      },
    },
    async (request) => convocatoriesService.select(request.params.inscriptionId, request.body.selected),
  );

  r.put(
    '/convocatory/:id/:action',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Cambiar el estado: open, close (cierra inscripciones), finish o return-status',
        description:
          'open: Borrador → Abierta; close: Abierta → Seleccionando participantes (registra la fecha de cierre); ' +
          'finish: Seleccionando → Finalizada; return-status: Abierta → Borrador, Seleccionando → Abierta (borra ' +
          'la fecha de cierre). Cualquier otro cambio responde 409.',
        params: convocatoryIdParamsSchema.extend({ action: convocatoryActionSchema }),
        response: { 200: convocatorySchema, ...writeErrorResponses },
      },
    },
    async (request) => convocatoriesService.transition(request.params.id, request.params.action),
  );

  r.get(
    '/convocatory/:id/inscriptions',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Las inscripciones de un rol (STUDENT o MENTOR) por página, en orden de llegada',
        description: 'search busca en el nombre, apellido y email de la persona.',
        params: convocatoryIdParamsSchema,
        querystring: inscriptionListQuerySchema,
        response: { 200: inscriptionListSchema, ...errorResponses },
      },
    },
    async (request) => convocatoriesService.inscriptions(request.params.id, request.query),
  );

  // Untyped route: the answer is a binary workbook, which no JSON schema describes.
  app.get<{ Params: { id: string } }>(
    '/convocatory/:id/inscriptions/export',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Planilla xlsx de las inscripciones (hojas Mentees y Mentoras) con el perfil y la motivación',
        description: "Sin inscripciones responde 404 'No hay usuarios inscritos'.",
        params: convocatoryIdParamsSchema,
        response: { ...fileResponse('Las inscripciones, en Excel', XLSX_MIME), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { convocatoryName, stream } = await convocatoriesService.exportInscriptions(request.params.id);
      return sendXlsx(reply, `Inscripciones-${convocatoryName}.xlsx`, stream);
    },
  );
}
