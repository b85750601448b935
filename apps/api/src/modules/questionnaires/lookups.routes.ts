import {
  coachListQuerySchema,
  coachListSchema,
  coachPayloadSchema,
  coachSchema,
  workshopListSchema,
  workshopPayloadSchema,
  workshopSchema,
  lookupErrorMessages,
  lookupErrorTypes,
  resourceId,
} from '@enlaza/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../access';
import type { LookupsService } from './lookups.service';
import {
  accessErrorResponses,
  createErrorResponses,
  errorResponses,
  writeErrorResponses,
} from '../../plugins/errorResponses';

const coachesDoc = { tags: ['coaches'], security: [{ bearerAuth: [] }] };
const workshopsDoc = { tags: ['workshops'], security: [{ bearerAuth: [] }] };
const coachParams = z.object({ id: resourceId(lookupErrorMessages[lookupErrorTypes.coachNotFound]) });
const workshopParams = z.object({ id: resourceId(lookupErrorMessages[lookupErrorTypes.workshopNotFound]) });

/** Spec 002 §7.4: coaches (CRUD with search) and workshops, chosen by admins for open invitations. */
export async function lookupsRoutes(app: FastifyInstance, { lookupsService }: { lookupsService: LookupsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/coaches',
    {
      config: { access: access.admin },
      schema: {
        ...coachesDoc,
        summary: 'Coaches por nombre; searchTerm busca en nombre, apellido y email',
        querystring: coachListQuerySchema,
        response: { 200: coachListSchema, ...accessErrorResponses },
      },
    },
    async (request) => lookupsService.listCoaches(request.query),
  );
  r.post(
    '/coaches',
    {
      config: { access: access.admin },
      schema: {
        ...coachesDoc,
        summary: 'Crear un coach (email único)',
        body: coachPayloadSchema,
        response: { 201: coachSchema, ...createErrorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await lookupsService.createCoach(request.body)),
  );
  r.get(
    '/coaches/:id',
    {
      config: { access: access.admin },
      schema: {
        ...coachesDoc,
        summary: 'Un coach',
        params: coachParams,
        response: { 200: coachSchema, ...errorResponses },
      },
    },
    async (request) => lookupsService.getCoach(request.params.id),
  );
  r.put(
    '/coaches/:id',
    {
      config: { access: access.admin },
      schema: {
        ...coachesDoc,
        summary: 'Editar un coach',
        params: coachParams,
        body: coachPayloadSchema,
        response: { 200: coachSchema, ...writeErrorResponses },
      },
    },
    async (request) => lookupsService.updateCoach(request.params.id, request.body),
  );
  r.delete(
    '/coaches/:id',
    {
      config: { access: access.admin },
      schema: {
        ...coachesDoc,
        summary: 'Eliminar un coach',
        params: coachParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await lookupsService.deleteCoach(request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/workshops',
    {
      config: { access: access.admin },
      schema: {
        ...workshopsDoc,
        summary: 'Talleres por nombre',
        response: { 200: workshopListSchema, ...accessErrorResponses },
      },
    },
    async () => lookupsService.listWorkshops(),
  );
  r.get(
    '/workshops/:id',
    {
      config: { access: access.admin },
      schema: {
        ...workshopsDoc,
        summary: 'Un taller',
        params: workshopParams,
        response: { 200: workshopSchema, ...errorResponses },
      },
    },
    async (request) => lookupsService.getWorkshop(request.params.id),
  );
  r.post(
    '/workshops',
    {
      config: { access: access.admin },
      schema: {
        ...workshopsDoc,
        summary: 'Agregar un taller (nombre único)',
        body: workshopPayloadSchema,
        response: { 201: workshopSchema, ...createErrorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await lookupsService.createWorkshop(request.body.name)),
  );
}
