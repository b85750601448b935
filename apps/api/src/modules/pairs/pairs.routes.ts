import {
  addPairsFromEmailsRequestSchema,
  createPairsResponseSchema,
  pairEmailsSchema,
  pairingMessageResponseSchema,
  pairingPairParamsSchema,
  pairingProcessParamsSchema,
  pairsListQuerySchema,
  pairsListSchema,
  pairsWrittenResponseSchema,
  pairWeightsResponseSchema,
  pairWeightsSchema,
  swapPairsRequestSchema,
} from '@enlaza/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../access';
import type { PairsService } from './pairs.service';
import { errorResponses, solveErrorResponses, writeErrorResponses } from '../../plugins/errorResponses';

const common = { tags: ['pairs'], security: [{ bearerAuth: [] }] };
const editableNote = 'Sólo administradores, con el proceso de mentoría en pre-kickoff o en curso.';

/** Spec 001 §4 "Pairs", §5, §7: creating, reviewing and editing the mentor–mentee pairs of a process. */
export async function pairsRoutes(app: FastifyInstance, { service }: { service: PairsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/process/:id/create_pairs',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Crear las duplas del proceso con la asignación óptima (máxima afinidad total)',
        description:
          'Sólo en pre-kickoff, en un proceso de mentoría no desagrupado, sin invitaciones pendientes, con igual ' +
          'cantidad de mentees y mentores/as confirmadas y sin duplas previas. Respeta las restricciones duras ' +
          '(409 con el motivo si alguien no puede tener dupla). La afinidad usa la ponderación del proceso ' +
          '(pair-weights). Duplas y sesiones en una transacción. 503 si el cálculo de una cohorte grande excede ' +
          'su tiempo límite o hay demasiados cálculos en espera.',
        params: pairingProcessParamsSchema,
        response: { 201: createPairsResponseSchema, ...solveErrorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await service.createPairs(request.params.id)),
  );

  r.get(
    '/process/pairs/:id',
    {
      config: { access: access.processStaff('id') },
      schema: {
        ...common,
        summary: 'Las duplas del proceso, paginadas, con su afinidad y desglose, y promedio / mínimo / máximo',
        description:
          'Administradores: cualquier proceso; administradores empresa: sólo los de su cliente (el correo de una ' +
          "mentora externa aparece como '-'). searchTerm busca en nombre y correo de mentee y mentor/a.",
        params: pairingProcessParamsSchema,
        querystring: pairsListQuerySchema,
        response: { 200: pairsListSchema, ...errorResponses },
      },
    },
    async (request) =>
      service.list(request.params.id, { userId: request.auth!.userId, role: request.auth!.role }, request.query),
  );

  r.post(
    '/process/:id/swap_pairs',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Intercambiar las mentoras/es de dos duplas activas del proceso',
        description:
          `${editableNote} Recalcula ambas afinidades; 409 si una nueva dupla rompe una restricción, o si el proceso ` +
          'está en curso y alguna de las dos ya tiene una sesión realizada.',
        params: pairingProcessParamsSchema,
        body: swapPairsRequestSchema,
        response: { 200: pairingMessageResponseSchema, ...writeErrorResponses },
      },
    },
    async (request) => service.swap(request.params.id, request.body.pairId1, request.body.pairId2),
  );

  r.delete(
    '/process/pair/:pairId',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Eliminar una dupla (y sus sesiones)',
        description: `${editableNote} Una dupla desactivada se conserva.`,
        params: pairingPairParamsSchema,
        response: { 200: pairingMessageResponseSchema, ...writeErrorResponses },
      },
    },
    async (request) => service.remove(request.params.pairId),
  );

  r.post(
    '/process/pair/disable/:pairId',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Desactivar una dupla (irreversible): ambas personas salen del proceso',
        description: 'Sólo administradores, con el proceso en curso.',
        params: pairingPairParamsSchema,
        response: { 200: pairingMessageResponseSchema, ...writeErrorResponses },
      },
    },
    async (request) => service.disable(request.params.pairId),
  );

  r.post(
    '/process/:id/add_pairs_from_emails',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Agregar duplas de usuarias existentes a partir de sus correos (todo o nada)',
        description:
          `${editableNote} Cada persona queda como participante confirmada en su rol; nadie puede estar ya en una ` +
          'dupla del proceso; se respetan las restricciones duras.',
        params: pairingProcessParamsSchema,
        body: addPairsFromEmailsRequestSchema,
        response: { 201: pairsWrittenResponseSchema, ...writeErrorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await service.addFromEmails(request.params.id, request.body.pairs)),
  );

  r.put(
    '/process/:id/pair',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Agregar una dupla de usuarias existentes a partir de sus correos',
        description: `${editableNote} Mismas reglas que add_pairs_from_emails.`,
        params: pairingProcessParamsSchema,
        body: pairEmailsSchema,
        response: { 201: pairsWrittenResponseSchema, ...writeErrorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await service.addFromEmails(request.params.id, [request.body])),
  );

  r.get(
    '/process/:id/pair-weights',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary:
          'Ponderación de los criterios de afinidad del proceso (intereses, objetivos, cualidades, área, nivel, región)',
        description:
          'Sólo administradores. Ruta no nombrada por la especificación. weights son los pesos del proceso, o los ' +
          'predeterminados si no los cambió (isDefault); cada peso es relativo: la afinidad divide por su suma. ' +
          'editable indica si se pueden cambiar ahora: proceso de mentoría en borrador o pre-kickoff y sin duplas; ' +
          'si no, lockedBecause dice por qué (notMentoring, processStatus o pairsExist).',
        params: pairingProcessParamsSchema,
        response: { 200: pairWeightsResponseSchema, ...errorResponses },
      },
    },
    async (request) => service.weights(request.params.id),
  );

  r.put(
    '/process/:id/pair-weights',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Cambiar la ponderación de los criterios de afinidad del proceso',
        description:
          'Sólo administradores. Ruta no nombrada por la especificación. Pesos enteros de 0 a 100, al menos uno ' +
          'mayor a 0. Sólo en un proceso de mentoría en borrador o pre-kickoff y antes de crear las duplas (409 si ' +
          'no, con el motivo). create_pairs, swap_pairs y las duplas agregadas por correo calculan la afinidad con estos pesos.',
        params: pairingProcessParamsSchema,
        body: pairWeightsSchema,
        response: { 200: pairWeightsResponseSchema, ...writeErrorResponses },
      },
    },
    async (request) => service.saveWeights(request.params.id, request.body),
  );
}
