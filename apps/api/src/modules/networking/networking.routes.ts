import {
  createMatchChatRoomsRequestSchema,
  createMatchChatRoomsResponseSchema,
  createMatchesRequestSchema,
  createMatchesResponseSchema,
  matchesExportFileName,
  matchesListQuerySchema,
  matchesListSchema,
  memberNetworkingSchema,
  possibleNumberMatchesSchema,
  resourceId,
} from '@enlaza/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../access';
import { errorResponses, solveErrorResponses, writeErrorResponses } from '../../plugins/errorResponses';
import type { NetworkingService } from './networking.service';
import { sendXlsx, fileResponse, XLSX_MIME } from '../../plugins/fileReplies';

const common = { tags: ['networking'], security: [{ bearerAuth: [] }] };
const idParams = z.object({ id: resourceId() });
const processIdParams = z.object({ processId: resourceId() });
const readAccess =
  'Administradores: cualquier proceso; administradores empresa: sólo los de su cliente (403 si no). Disponible en ' +
  'cualquier estado.';

/** Spec 001 §4 "Matches", §5 "Networking", §7: networking matches between the mentees of a process. */
export async function networkingRoutes(app: FastifyInstance, { service }: { service: NetworkingService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/affinity-matrix/:processId/possible-number-matches',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Los valores posibles de matchs por mentee y de chats por mentee a habilitar',
        description:
          'values: k con k ≤ n − 1 y k·n par (n = mentees confirmadas; con n impar sólo valores pares), para que ' +
          'toda mentee reciba exactamente k matchs. chatValues: chats por mentee que se pueden habilitar ahora sobre ' +
          'los matchs generados (≤ matchs por mentee y mayores que los ya habilitados). Sólo administradores; 409 ' +
          'si el proceso no tiene networking.',
        params: processIdParams,
        response: { 200: possibleNumberMatchesSchema, ...errorResponses },
      },
    },
    async (request) => service.possibleNumbers(request.params.processId),
  );

  r.post(
    '/process/:id/create_matches',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Generar los matchs entre mentees (numberOfMatch distintos por mentee, máxima afinidad total)',
        description:
          'Sólo administradores, en pre-kickoff, con servicio de networking, sin mentees pendientes y con al menos ' +
          'dos confirmadas. Cada mentee recibe exactamente numberOfMatch compañeras distintas (sin repetir ni ' +
          'consigo misma) según la configuración de networking del proceso; 400 si el número no es posible. ' +
          'Reemplaza los matchs anteriores salvo que alguno tenga chat habilitado (409: es irreversible). La ' +
          'selección es localmente óptima (codicioso + intercambios de a dos hasta que ninguno mejora). 503 si el ' +
          'cálculo de una cohorte grande excede su tiempo límite o hay demasiados cálculos en espera.',
        params: idParams,
        body: createMatchesRequestSchema,
        response: { 201: createMatchesResponseSchema, ...solveErrorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createMatches(request.params.id, request.body.numberOfMatch)),
  );

  r.post(
    '/process/:id/create_matches_chat_rooms',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Habilitar chats entre mentees con match (irreversible)',
        description:
          'Sólo administradores, en pre-kickoff o en curso, con matchs generados. Abre salas de chat para que cada ' +
          'mentee tenga exactamente numberOfChatsToEnable chats con sus matchs, conservando los ya abiertos y ' +
          'prefiriendo mayor afinidad. El servidor usa sus propias mentees y matchs (students y matches del cuerpo ' +
          'se ignoran). 400 si el número no está entre los posibles; 409 si no es mayor que el ya habilitado o si ' +
          'con los matchs actuales no hay selección exacta.',
        params: idParams,
        body: createMatchChatRoomsRequestSchema,
        response: { 200: createMatchChatRoomsResponseSchema, ...writeErrorResponses },
      },
    },
    async (request) => service.enableChats(request.params.id, request.body.numberOfChatsToEnable),
  );

  r.get(
    '/process/:id/matches',
    {
      config: { access: access.processStaff('id') },
      schema: {
        ...common,
        summary: 'Los matchs del proceso, paginados (mayor afinidad primero), con su desglose y si tienen chat',
        description: `${readAccess} searchTerm busca en nombre y correo de ambas mentees. Ruta no nombrada por la especificación (la consulta matches).`,
        params: idParams,
        querystring: matchesListQuerySchema,
        response: { 200: matchesListSchema, ...errorResponses },
      },
    },
    async (request) => service.list(request.params.id, request.query),
  );

  r.get(
    '/users/me/networking/matches',
    {
      config: { access: access.member },
      schema: {
        ...common,
        summary: 'Mis matchs de networking por proceso: afinidad, desglose por criterio, la otra persona y su chat',
        description:
          'Sólo usuarias de programa (las administradoras ven los matchs en el back office: 403). Los procesos con ' +
          'networking, no borradores, en que la usuaria es mentee confirmada y sigue participando (en curso primero, ' +
          'luego pre-kickoff y finalizados), cada uno con sus matchs de mayor a menor afinidad (vacío hasta que se ' +
          'generan). breakdown trae los cuatro criterios con la configuración del proceso (DISTINCT/SIMILAR/' +
          'INDIFFERENT) y el porcentaje guardado por el motor (null si el criterio no cuenta). partner es la parte ' +
          'pública del perfil de la otra mentee que muestra una tarjeta (GET /users/{id} da el resto). chatRoomId ' +
          'existe desde que una administradora habilitó el chat del match. Sin procesos de networking: [].',
        response: { 200: memberNetworkingSchema, ...errorResponses },
      },
    },
    async (request) => service.memberMatches(request.auth!.userId),
  );

  // Untyped reply: the answer is a binary file, which no JSON schema describes.
  app.get<{ Params: { id: string } }>(
    '/process/:id/matches/export',
    {
      config: { access: access.processStaff('id') },
      schema: {
        ...common,
        summary: 'Planilla xlsx de matchs (hoja Matchs)',
        description: `${readAccess} Archivo Matchs-{nombre del proceso}.xlsx; 404 'No hay matchs para descargar' sin matchs.`,
        params: idParams,
        response: { ...fileResponse('Los matches, en Excel', XLSX_MIME), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { processName, workbook } = await service.exportWorkbook(request.params.id);
      return sendXlsx(reply, matchesExportFileName(processName), workbook);
    },
  );
}
