import { z } from 'zod';
import {
  bundleListQuerySchema,
  bundleListSchema,
  bundlePayloadSchema,
  bundleSchema,
  bundleErrorMessages,
  bundleErrorTypes,
  resourceId,
} from '@enlaza/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../access';
import type { BundlesService } from './bundles.service';
import { accessErrorResponses, errorResponses } from '../../plugins/errorResponses';

const idParams = z.object({ id: resourceId(bundleErrorMessages[bundleErrorTypes.notFound]) });

const common = { tags: ['questionary-bundle'], security: [{ bearerAuth: [] }] };

/** Questionary bundles (spec 001 §7 "Dynamic mentorships and bundles", 002 §7.2): admins only. */
export async function bundlesRoutes(app: FastifyInstance, { bundlesService }: { bundlesService: BundlesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/questionary-bundle/',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Grupos de cuestionarios de un tipo (MDI o SESSION_FEEDBACK), los más nuevos primero, 10 por página',
        querystring: bundleListQuerySchema,
        response: { 200: bundleListSchema, ...accessErrorResponses },
      },
    },
    async (request) => bundlesService.list(request.query),
  );

  r.post(
    '/questionary-bundle',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Crear un grupo: por cada sesión o medición, un cuestionario para mentoras y uno para mentees',
        body: bundlePayloadSchema,
        response: { 201: bundleSchema, ...accessErrorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await bundlesService.create(request.body)),
  );

  r.get(
    '/questionary-bundle/:id',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Un grupo con el nombre y tipo de cada cuestionario',
        params: idParams,
        response: { 200: bundleSchema, ...errorResponses },
      },
    },
    async (request) => bundlesService.detail(request.params.id),
  );
}
