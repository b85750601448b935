import {
  bankQuestionListQuerySchema,
  bankQuestionListSchema,
  bankQuestionPayloadSchema,
  bankQuestionSchema,
} from '@enlaza/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../access';
import type { QuestionsService } from './questions.service';
import { accessErrorResponses } from '../../plugins/errorResponses';

const common = { tags: ['questions'], security: [{ bearerAuth: [] }] };

/** Spec 002 §7.2: the question bank used by impact measurements. Admins only. */
export async function questionsRoutes(
  app: FastifyInstance,
  { questionsService }: { questionsService: QuestionsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/questions',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Preguntas del banco, las más nuevas primero; pagination=false entrega hasta 100',
        querystring: bankQuestionListQuerySchema,
        response: { 200: bankQuestionListSchema, ...accessErrorResponses },
      },
    },
    async (request) => questionsService.list(request.query),
  );

  r.post(
    '/questions',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Crear una pregunta del banco (TEXT, ALTERNATIVE, ALTERNATIVE_MULTIPLE, RATE)',
        body: bankQuestionPayloadSchema,
        response: { 201: bankQuestionSchema, ...accessErrorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await questionsService.create(request.body)),
  );
}
