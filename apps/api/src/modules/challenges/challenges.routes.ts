import {
  challengeIdParamsSchema,
  challengeInputSchema,
  challengeListQuerySchema,
  challengeListSchema,
  challengeSchema,
} from '@enlaza/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, writeErrorResponses } from '../../plugins/errorResponses';
import { access } from '../access';
import type { ChallengesService } from './challenges.service';

const common = { tags: ['challenge'], security: [{ bearerAuth: [] }] };

/** Spec 001 §7 "Challenges": the library of challenges attraction processes send to their groups. Admins only. */
export async function challengesRoutes(
  app: FastifyInstance,
  { challengesService }: { challengesService: ChallengesService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/challenge',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Desafíos, los más nuevos primero, 10 por página; searchFilter busca en el título',
        description: 'Con `pagination=false` entrega todos los que coinciden (la lista del asistente de atracción).',
        querystring: challengeListQuerySchema,
        response: { 200: challengeListSchema, ...errorResponses },
      },
    },
    async (request) => challengesService.list(request.query),
  );

  r.post(
    '/challenge',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Crear un desafío: título y al menos un mensaje (título y texto)',
        body: challengeInputSchema,
        response: { 201: challengeSchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await challengesService.create(request.body)),
  );

  r.get(
    '/challenge/:challengeId',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Un desafío con sus mensajes',
        params: challengeIdParamsSchema,
        response: { 200: challengeSchema, ...errorResponses },
      },
    },
    async (request) => challengesService.detail(request.params.challengeId),
  );

  r.put(
    '/challenge/:challengeId',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Editar un desafío (los mensajes ya enviados a un proceso no cambian)',
        params: challengeIdParamsSchema,
        body: challengeInputSchema,
        response: { 200: challengeSchema, ...errorResponses },
      },
    },
    async (request) => challengesService.update(request.params.challengeId, request.body),
  );

  r.delete(
    '/challenge/:challengeId',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Eliminar un desafío; 409 si un proceso lo usa',
        params: challengeIdParamsSchema,
        response: { 204: z.null(), ...writeErrorResponses },
      },
    },
    async (request, reply) => {
      await challengesService.remove(request.params.challengeId);
      return reply.code(204).send(null);
    },
  );
}
