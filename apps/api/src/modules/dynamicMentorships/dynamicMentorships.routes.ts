import { z } from 'zod';
import {
  dynamicMentorshipDetailSchema,
  dynamicMentorshipListQuerySchema,
  dynamicMentorshipListSchema,
  dynamicMentorshipPayloadSchema,
  dynamicMentorshipQuestionaryQuerySchema,
  dynamicMentorshipQuestionarySchema,
  dynamicMentorshipSchema,
  dynamicMentorshipErrorMessages,
  dynamicMentorshipErrorTypes,
  resourceId,
} from '@enlaza/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../access';
import type { DynamicMentorshipsService } from './dynamicMentorships.service';
import { accessErrorResponses, errorResponses } from '../../plugins/errorResponses';

const idParams = z.object({ id: resourceId(dynamicMentorshipErrorMessages[dynamicMentorshipErrorTypes.notFound]) });

const common = { tags: ['dynamic-mentorship'], security: [{ bearerAuth: [] }] };

/** Session-guide templates ('Pautas'; spec 001 §7, 002 §7.3): admins only. */
export async function dynamicMentorshipsRoutes(
  app: FastifyInstance,
  { dynamicMentorshipsService }: { dynamicMentorshipsService: DynamicMentorshipsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/dynamic-mentorship',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Pautas (plantillas de sesiones), las más nuevas primero, 10 por página',
        querystring: dynamicMentorshipListQuerySchema,
        response: { 200: dynamicMentorshipListSchema, ...accessErrorResponses },
      },
    },
    async (request) => dynamicMentorshipsService.list(request.query),
  );

  r.post(
    '/dynamic-mentorship',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Crear una pauta: un cuestionario por sesión para el objetivo base y, si es dinámica, por objetivo',
        body: dynamicMentorshipPayloadSchema,
        response: { 201: dynamicMentorshipSchema, ...accessErrorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await dynamicMentorshipsService.create(request.body)),
  );

  r.get(
    '/dynamic-mentorship/:id',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Una pauta con sus cuestionarios por sesión y objetivo',
        params: idParams,
        response: { 200: dynamicMentorshipDetailSchema, ...errorResponses },
      },
    },
    async (request) => dynamicMentorshipsService.detail(request.params.id),
  );

  r.get(
    '/dynamic-mentorship/:id/questionary',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary:
          'El cuestionario de una sesión para un objetivo (adviceId, BASE por defecto; sin guía propia: la base)',
        params: idParams,
        querystring: dynamicMentorshipQuestionaryQuerySchema,
        response: { 200: dynamicMentorshipQuestionarySchema, ...errorResponses },
      },
    },
    async (request) =>
      dynamicMentorshipsService.questionaryFor(request.params.id, request.query.sessionNumber, request.query.adviceId),
  );
}
