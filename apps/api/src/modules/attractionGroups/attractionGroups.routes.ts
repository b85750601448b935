import {
  addGroupStudentRequestSchema,
  attractionGroupsResponseSchema,
  attractionProcessParamsSchema,
  createGroupsRequestSchema,
  createGroupsResponseSchema,
  groupsExportFileName,
  groupsMessageResponseSchema,
  swapGroupMentorRequestSchema,
  swapGroupsRequestSchema,
} from '@enlaza/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, type Viewer } from '../access';
import { errorResponses, solveErrorResponses, writeErrorResponses } from '../../plugins/errorResponses';
import { sendXlsx, fileResponse, XLSX_MIME } from '../../plugins/fileReplies';
import type { AttractionGroupsService } from './attractionGroups.service';

const common = { tags: ['attraction'], security: [{ bearerAuth: [] }] };
const editableNote = 'Sólo administradores, con el proceso de atracción en pre-kickoff o en curso; en una transacción.';
const readersNote =
  'Administradores: cualquier proceso. Administradores empresa: sólo los de su cliente (403 si no); el correo de ' +
  "un tutor externo aparece como '-' para quien no es administrador.";

const viewerOf = (request: FastifyRequest): Viewer => ({ userId: request.auth!.userId, role: request.auth!.role });

/** Spec 001 §4 "Attraction groups", §5 "Groups", §7: the groups of a talent-attraction process. */
export async function attractionGroupsRoutes(app: FastifyInstance, { service }: { service: AttractionGroupsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/process/:id/create_groups',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Crear los grupos del proceso: a mano (groupsAssignation) o por afinidad, de tamaños equilibrados',
        description:
          'Sólo en pre-kickoff y sin invitaciones pendientes. Con groupsAssignation cada estudiante confirmada va en ' +
          'exactamente un grupo y ningún grupo queda vacío; los tutores deben ser tutores confirmados del proceso. Sin ' +
          'ella se forma un grupo por tutor confirmado, con tamaños que difieren a lo más en 1 y cada estudiante con ' +
          'el tutor de mayor afinidad posible (asignación óptima). Reemplaza los grupos anteriores, en una transacción. ' +
          '503 si el cálculo de una cohorte grande excede su tiempo límite o hay demasiados cálculos en espera.',
        params: attractionProcessParamsSchema,
        body: createGroupsRequestSchema,
        response: { 201: createGroupsResponseSchema, ...solveErrorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await service.createGroups(request.params.id, request.body)),
  );

  r.post(
    '/process/:id/swap_groups',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Intercambiar de grupo a dos estudiantes de grupos distintos',
        description: `${editableNote} 400 si no son 2 estudiantes de grupos distintos.`,
        params: attractionProcessParamsSchema,
        body: swapGroupsRequestSchema,
        response: { 200: groupsMessageResponseSchema, ...writeErrorResponses },
      },
    },
    async (request) => service.swapGroups(request.params.id, request.body),
  );

  r.put(
    '/process/attraction/:id/swap_mentor',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Cambiar el tutor de un grupo por otro tutor confirmado que no lidera otro grupo',
        description: editableNote,
        params: attractionProcessParamsSchema,
        body: swapGroupMentorRequestSchema,
        response: { 200: groupsMessageResponseSchema, ...writeErrorResponses },
      },
    },
    async (request) => service.swapMentor(request.params.id, request.body),
  );

  r.put(
    '/process/attraction/:id/add_student',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Añadir a un grupo una estudiante confirmada que no está en ningún grupo',
        description: editableNote,
        params: attractionProcessParamsSchema,
        body: addGroupStudentRequestSchema,
        response: { 200: groupsMessageResponseSchema, ...writeErrorResponses },
      },
    },
    async (request) => service.addStudent(request.params.id, request.body),
  );

  r.get(
    '/process/groups/:id',
    {
      config: { access: access.processStaff('id') },
      schema: {
        ...common,
        summary: 'Los grupos del proceso con su color, tutor, estudiantes, mensajes y estado de actividad',
        description:
          `${readersNote} Actividad según los mensajes de texto que los miembros actuales escribieron en el chat del ` +
          'grupo: INACTIVE nadie, ACTIVE alguien, PARTICIPATIVE todos, SUCCESSFUL todos con 200 palabras o más; ' +
          'challengeMessageCounter lo mismo desde el último desafío enviado. Incluye tutores y estudiantes ' +
          'confirmados y las invitaciones pendientes, para la vista de creación.',
        params: attractionProcessParamsSchema,
        response: { 200: attractionGroupsResponseSchema, ...writeErrorResponses },
      },
    },
    async (request) => service.list(request.params.id, viewerOf(request)),
  );

  r.get(
    '/process/groups/:id/export',
    {
      config: { access: access.processStaff('id') },
      schema: {
        ...common,
        summary: 'Planilla xlsx de grupos: tutor, estudiantes, mensajes y estado de actividad',
        description: `${readersNote} Ruta no nombrada por la especificación. Archivo Grupos-{nombre del proceso}.xlsx; 404 si aún no hay grupos.`,
        params: attractionProcessParamsSchema,
        response: {
          ...fileResponse('Los grupos, en Excel', XLSX_MIME),
          ...errorResponses,
          409: writeErrorResponses[409],
        },
      },
    },
    async (request, reply) => {
      const { processName, workbook } = await service.export(request.params.id, viewerOf(request));
      return sendXlsx(reply, groupsExportFileName(processName), workbook);
    },
  );
}
