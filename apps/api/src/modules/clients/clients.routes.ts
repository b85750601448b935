import {
  clientDetailSchema,
  clientIdParamsSchema,
  clientListQuerySchema,
  clientListSchema,
  clientPayloadSchema,
  clientSchema,
} from '@enlaza/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../access';
import type { ClientsService } from './clients.service';
import {
  accessErrorResponses,
  createErrorResponses,
  errorResponses,
  writeErrorResponses,
} from '../../plugins/errorResponses';

const common = { tags: ['clients'], security: [{ bearerAuth: [] }] };

/** Spec 001 §7 "Clients". Writes and lists are for admins; a company admin may read its own client. */
export async function clientsRoutes(app: FastifyInstance, { clientsService }: { clientsService: ClientsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/clients',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: "Clientes por página; searchFilter '.*' lista todos; pagination=false entrega hasta 100 (selects)",
        querystring: clientListQuerySchema,
        response: { 200: clientListSchema, ...accessErrorResponses },
      },
    },
    async (request) => clientsService.list(request.query),
  );

  r.post(
    '/clients',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Crear un cliente',
        body: clientPayloadSchema,
        response: { 201: clientSchema, ...createErrorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await clientsService.create(request.auth!, request.body)),
  );

  r.get(
    '/clients/:id',
    {
      config: { access: access.clientStaff('id') },
      schema: {
        ...common,
        summary: 'Un cliente con sus administradoras de empresa',
        params: clientIdParamsSchema,
        response: { 200: clientDetailSchema, ...errorResponses },
      },
    },
    async (request) => clientsService.detail(request.params.id),
  );

  r.put(
    '/clients/:id',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Editar un cliente (el formulario completo; lo omitido queda vacío)',
        params: clientIdParamsSchema,
        body: clientPayloadSchema,
        response: { 200: clientSchema, ...writeErrorResponses },
      },
    },
    async (request) => clientsService.update(request.params.id, request.body),
  );

  r.delete(
    '/clients/:id',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Eliminar un cliente sin usuarios ni procesos asociados',
        params: clientIdParamsSchema,
        response: { 204: z.null(), ...writeErrorResponses },
      },
    },
    async (request, reply) => {
      await clientsService.delete(request.params.id);
      return reply.code(204).send(null);
    },
  );
}
