import {
  questionaryIdParamsSchema,
  questionaryListQuerySchema,
  questionaryListSchema,
  questionaryPayloadSchema,
  questionarySchema,
} from '@enlaza/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../access';
import type { QuestionnairesService } from './questionnaires.service';
import { accessErrorResponses, errorResponses, writeErrorResponses } from '../../plugins/errorResponses';

const common = { tags: ['questionaries'], security: [{ bearerAuth: [] }] };

/** Spec 002 §7.3 "Questionary calls": authoring is for admins; respondents get questionaries through invitations. */
export async function questionnairesRoutes(
  app: FastifyInstance,
  { questionnairesService }: { questionnairesService: QuestionnairesService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/questionaries',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Cuestionarios, los más nuevos primero (filtro opcional por type y target_user_role; sin estructura)',
        querystring: questionaryListQuerySchema,
        response: { 200: questionaryListSchema, ...accessErrorResponses },
      },
    },
    async (request) => questionnairesService.list(request.query),
  );

  r.get(
    '/questionaries/:id',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Un cuestionario con sus grupos, preguntas y condiciones',
        params: questionaryIdParamsSchema,
        response: { 200: questionarySchema, ...errorResponses },
      },
    },
    async (request) => questionnairesService.get(request.params.id),
  );

  r.post(
    '/questionaries',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Crear un cuestionario',
        body: questionaryPayloadSchema,
        response: { 201: questionarySchema, ...accessErrorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await questionnairesService.create(request.body)),
  );

  r.put(
    '/questionaries/:id',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Editar un cuestionario (el documento completo)',
        params: questionaryIdParamsSchema,
        body: questionaryPayloadSchema,
        response: { 200: questionarySchema, ...errorResponses },
      },
    },
    async (request) => questionnairesService.update(request.params.id, request.body),
  );

  r.post(
    '/questionaries/:id/duplicate',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: "Duplicar un cuestionario ('Copia de …')",
        params: questionaryIdParamsSchema,
        response: { 201: questionarySchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await questionnairesService.duplicate(request.params.id)),
  );

  r.delete(
    '/questionaries/:id',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Eliminar un cuestionario que no usa ningún paquete, plantilla de pauta ni sesión de pauta',
        params: questionaryIdParamsSchema,
        response: { 204: z.null(), ...writeErrorResponses },
      },
    },
    async (request, reply) => {
      await questionnairesService.delete(request.params.id);
      return reply.code(204).send(null);
    },
  );
}
