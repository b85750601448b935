import {
  mdiListQuerySchema,
  mdiListSchema,
  mdiPayloadSchema,
  mdiPreviewSchema,
  mdiSchema,
  mdiErrorMessages,
  mdiErrorTypes,
  resourceId,
} from '@enlaza/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../access';
import type { MdiService } from './mdi.service';
import { accessErrorResponses, errorResponses, writeErrorResponses } from '../../plugins/errorResponses';

const idParams = z.object({ id: resourceId(mdiErrorMessages[mdiErrorTypes.notFound]) });

const common = { tags: ['mdi'], security: [{ bearerAuth: [] }] };

/** Impact measurements (spec 001 §7 "MDI", 002 §7.2): authored by admins only. */
export async function mdiRoutes(app: FastifyInstance, { mdiService }: { mdiService: MdiService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/mdi',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Mediciones de impacto por página (10); searchFilter busca en el nombre; pagination=false entrega 100',
        querystring: mdiListQuerySchema,
        response: { 200: mdiListSchema, ...accessErrorResponses },
      },
    },
    async (request) => mdiService.list(request.query),
  );

  r.post(
    '/mdi',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Crear una medición de impacto con sus mediciones',
        body: mdiPayloadSchema,
        response: { 201: mdiSchema, ...accessErrorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await mdiService.create(request.body)),
  );

  r.get(
    '/mdi/:id',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Una medición de impacto',
        params: idParams,
        response: { 200: mdiSchema, ...errorResponses },
      },
    },
    async (request) => mdiService.detail(request.params.id),
  );

  r.get(
    '/mdi/:id/preview',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Vista previa: cada medición con sus preguntas del banco, como las verán mentoras y mentees',
        params: idParams,
        response: { 200: mdiPreviewSchema, ...errorResponses },
      },
    },
    async (request) => mdiService.preview(request.params.id),
  );

  r.put(
    '/mdi/:id',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Editar una medición de impacto (sus mediciones se reemplazan por las enviadas)',
        params: idParams,
        body: mdiPayloadSchema,
        response: { 200: mdiSchema, ...errorResponses },
      },
    },
    async (request) => mdiService.update(request.params.id, request.body),
  );

  r.delete(
    '/mdi/:id',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Borrar una medición de impacto que ningún proceso usa',
        params: idParams,
        response: { 204: z.null(), ...writeErrorResponses },
      },
    },
    async (request, reply) => {
      await mdiService.delete(request.params.id);
      return reply.code(204).send(null);
    },
  );
}
