import {
  adviceSchema,
  attributeSchema,
  businessPositionOrderRequestSchema,
  businessPositionSchema,
  genderOptionSchema,
  industrySchema,
  metadataNameRequestSchema,
  specialtySchema,
  resourceId,
} from '@enlaza/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../access';
import type { SimpleList } from './metadata.repository';
import type { MetadataService } from './metadata.service';
import { signedInResourceErrorResponses, writeErrorResponses } from '../../plugins/errorResponses';

const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: resourceId() });
const specialtyParams = z.object({
  industryId: resourceId(),
  specialtyId: resourceId(),
});
const noContent = z.null().describe('Sin contenido');

/**
 * Reading the lists under /users/metadata — static paths, so they win over /users/:id — and their administration
 * (ADMIN only) under /metadata. The lists are public: the convocatory enrolment asks applicants without an account
 * for their interests, objectives and level (issue 5). One person's chosen objectives still need a signed-in user.
 */
export async function metadataRoutes(app: FastifyInstance, { metadataService }: { metadataService: MetadataService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/users/metadata/industries',
    {
      config: { access: access.public },
      schema: {
        tags: ['metadata'],
        summary: 'Industrias con sus especialidades, ordenadas por nombre',
        response: { 200: z.array(industrySchema) },
      },
    },
    async () => metadataService.industries(),
  );
  r.get(
    '/users/metadata/attributes',
    {
      config: { access: access.public },
      schema: {
        tags: ['metadata'],
        summary: 'Cualidades (atributos), ordenadas por nombre',
        response: { 200: z.array(attributeSchema) },
      },
    },
    async () => metadataService.attributes(),
  );
  r.get(
    '/users/metadata/advices',
    {
      config: { access: access.profileViewer('userId') },
      // The list is public; one person's choices only for those who may see that person's private profile.
      schema: {
        tags: ['metadata'],
        summary: 'Objetivos de mentoría; con userId, los que eligió esa persona (el principal primero)',
        description: 'La lista es pública; con userId, sólo para quien puede ver el perfil privado de esa persona.',
        // Optional: the list needs no session, one person's choices do.
        security: [{}, ...security],
        querystring: z.object({ userId: resourceId().optional() }),
        response: { 200: z.array(adviceSchema), ...signedInResourceErrorResponses },
      },
    },
    async (request) => metadataService.advices(request.query.userId),
  );
  r.get(
    '/users/metadata/business_positions',
    {
      config: { access: access.public },
      schema: {
        tags: ['metadata'],
        summary: 'Niveles de cargo, en su orden (de menor a mayor)',
        response: { 200: z.array(businessPositionSchema) },
      },
    },
    async () => metadataService.businessPositions(),
  );
  r.get(
    '/users/metadata/genders',
    {
      config: { access: access.public },
      schema: {
        tags: ['metadata'],
        summary: 'Géneros',
        response: { 200: z.array(genderOptionSchema) },
      },
    },
    async () => metadataService.genders(),
  );

  // Industries and their specialties.
  r.post(
    '/metadata/industries',
    {
      config: { access: access.admin },
      schema: {
        tags: ['metadata'],
        summary: 'Crear una industria (sin especialidades). 409 si el nombre ya existe',
        security,
        body: metadataNameRequestSchema,
        response: { 201: industrySchema, ...writeErrorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await metadataService.createIndustry(request.body.name)),
  );
  r.put(
    '/metadata/industries/:id',
    {
      config: { access: access.admin },
      schema: {
        tags: ['metadata'],
        summary: 'Renombrar una industria. 409 si el nombre ya existe',
        security,
        params: idParams,
        body: metadataNameRequestSchema,
        response: { 200: industrySchema, ...writeErrorResponses },
      },
    },
    async (request) => metadataService.renameIndustry(request.params.id, request.body.name),
  );
  r.delete(
    '/metadata/industries/:id',
    {
      config: { access: access.admin },
      schema: {
        tags: ['metadata'],
        summary: 'Eliminar una industria y sus especialidades. 409 si alguna persona la tiene en su perfil',
        security,
        params: idParams,
        response: { 204: noContent, ...writeErrorResponses },
      },
    },
    async (request, reply) => {
      await metadataService.deleteIndustry(request.params.id);
      return reply.code(204).send(null);
    },
  );
  r.post(
    '/metadata/industries/:id/specialties',
    {
      config: { access: access.admin },
      schema: {
        tags: ['metadata'],
        summary: 'Agregar una especialidad a una industria. 409 si la industria ya tiene una con ese nombre',
        security,
        params: idParams,
        body: metadataNameRequestSchema,
        response: { 201: specialtySchema, ...writeErrorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await metadataService.createSpecialty(request.params.id, request.body.name)),
  );
  r.put(
    '/metadata/industries/:industryId/specialties/:specialtyId',
    {
      config: { access: access.admin },
      schema: {
        tags: ['metadata'],
        summary: 'Renombrar una especialidad. 409 si la industria ya tiene una con ese nombre',
        security,
        params: specialtyParams,
        body: metadataNameRequestSchema,
        response: { 200: specialtySchema, ...writeErrorResponses },
      },
    },
    async (request) =>
      metadataService.renameSpecialty(request.params.industryId, request.params.specialtyId, request.body.name),
  );
  r.delete(
    '/metadata/industries/:industryId/specialties/:specialtyId',
    {
      config: { access: access.admin },
      schema: {
        tags: ['metadata'],
        summary: 'Eliminar una especialidad. 409 si alguna persona la tiene en su perfil',
        security,
        params: specialtyParams,
        response: { 204: noContent, ...writeErrorResponses },
      },
    },
    async (request, reply) => {
      await metadataService.deleteSpecialty(request.params.industryId, request.params.specialtyId);
      return reply.code(204).send(null);
    },
  );

  // The business levels' order is rewritten as a whole, so two positions never share a place.
  r.put(
    '/metadata/business_positions/order',
    {
      config: { access: access.admin },
      schema: {
        tags: ['metadata'],
        summary: 'Reordenar los niveles de cargo: todos sus ids, de menor a mayor nivel',
        security,
        body: businessPositionOrderRequestSchema,
        response: { 200: z.array(businessPositionSchema), ...writeErrorResponses },
      },
    },
    async (request) => metadataService.reorderBusinessPositions(request.body.businessPositionIds),
  );

  const simpleLists: Array<{ list: SimpleList; label: string; item: z.ZodType }> = [
    { list: 'attributes', label: 'una cualidad', item: attributeSchema },
    { list: 'advices', label: 'un objetivo de mentoría', item: adviceSchema },
    { list: 'business_positions', label: 'un nivel de cargo (va al final del orden)', item: businessPositionSchema },
  ];
  for (const { list, label, item } of simpleLists) {
    r.post(
      `/metadata/${list}`,
      {
        config: { access: access.admin },
        schema: {
          tags: ['metadata'],
          summary: `Crear ${label}. 409 si el nombre ya existe`,
          security,
          body: metadataNameRequestSchema,
          response: { 201: item, ...writeErrorResponses },
        },
      },
      async (request, reply) => reply.code(201).send(await metadataService.createItem(list, request.body.name)),
    );
    r.put(
      `/metadata/${list}/:id`,
      {
        config: { access: access.admin },
        schema: {
          tags: ['metadata'],
          summary: `Renombrar ${label.replace(/ \(.*\)$/, '')}. 409 si el nombre ya existe`,
          security,
          params: idParams,
          body: metadataNameRequestSchema,
          response: { 200: item, ...writeErrorResponses },
        },
      },
      async (request) => metadataService.renameItem(list, request.params.id, request.body.name),
    );
    r.delete(
      `/metadata/${list}/:id`,
      {
        config: { access: access.admin },
        schema: {
          tags: ['metadata'],
          summary: `Eliminar ${label.replace(/ \(.*\)$/, '')}. 409 si alguna persona lo tiene en su perfil`,
          security,
          params: idParams,
          response: { 204: noContent, ...writeErrorResponses },
        },
      },
      async (request, reply) => {
        await metadataService.deleteItem(list, request.params.id);
        return reply.code(204).send(null);
      },
    );
  }
}
