import {
  answerSubmissionSchema,
  guideResultSchema,
  invitationIdParamsSchema,
  LIVE_CONTENT_LEASE_MS,
  saveSessionNotesSchema,
  SESSION_NOTES_MAX_LENGTH,
  guideAnsweringMessages as m,
  sessionGuideParamsSchema,
  sessionGuideSchema,
  sessionNotesSchema,
} from '@enlaza/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, writeErrorResponses } from '../../plugins/errorResponses';
import { access } from '../access';
import type { SessionGuidesService } from './sessionGuides.service';

const common = { tags: ['sessionGuides'], security: [{ bearerAuth: [] }] };
const viewerOf = (request: FastifyRequest) => ({ userId: request.auth!.userId, role: request.auth!.role });

/** Spec 002 §2.6, §4.4, §7.3, §7.5: a pair's session guide, its finishing and reopening, and private notes. */
export async function sessionGuidesRoutes(
  app: FastifyInstance,
  { sessionGuidesService }: { sessionGuidesService: SessionGuidesService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/process/pair/:pairId/session/:sessionNumber/guide',
    {
      config: { access: access.pairPartner('pairId') },
      schema: {
        ...common,
        summary: 'Abrir la pauta de una sesión de la dupla (se crea la primera vez)',
        description:
          'Ruta no nombrada por la especificación. La primera llamada crea la invitación de la pauta (MENTORSHIP_GUIDE, ' +
          'de la dupla, sin persona: la responden ambas) y su contenido en vivo (las respuestas compartidas); las ' +
          'siguientes, también si las dos personas abren a la vez, devuelven las mismas. El cuestionario es el de la ' +
          'pauta dinámica del proceso para la sesión y el objetivo principal de la mentee, o el BASE. 404 "' +
          `${m.noGuide}" si el proceso no tiene cuestionario para esa sesión. \`content\` es el texto JSON del ` +
          'borrador compartido: se edita en vivo por GraphQL (takeControlLiveContent, updateLiveContent, ' +
          `freeLiveContentControl, liveContentUpdated); el control dura ${LIVE_CONTENT_LEASE_MS} ms tras tomarlo o ` +
          'tras la última edición. Con la pauta terminada, `answers` trae las respuestas enviadas y `reopenable` ' +
          'si se puede volver a editar.',
        params: sessionGuideParamsSchema,
        response: { 200: sessionGuideSchema, ...writeErrorResponses },
      },
    },
    async (request) => sessionGuidesService.open(request.params.pairId, request.params.sessionNumber),
  );

  r.get(
    '/process/pair/:pairId/session/:sessionNumber/notes',
    {
      config: { access: access.pairPartner('pairId') },
      schema: {
        ...common,
        summary: 'Mis notas privadas de una sesión de la dupla',
        description:
          'Ruta no nombrada por la especificación. Solo las propias: la otra persona de la dupla, las ' +
          'administradoras y las administradoras de empresa nunca las leen. Vacías hasta que se escriben.',
        params: sessionGuideParamsSchema,
        response: { 200: sessionNotesSchema, ...errorResponses },
      },
    },
    async (request) =>
      sessionGuidesService.notes(viewerOf(request), request.params.pairId, request.params.sessionNumber),
  );

  r.put(
    '/process/pair/:pairId/session/:sessionNumber/notes',
    {
      config: { access: access.pairPartner('pairId') },
      schema: {
        ...common,
        summary: 'Guardar mis notas privadas de una sesión de la dupla',
        description: `Ruta no nombrada por la especificación. Reemplaza las propias notas (hasta ${SESSION_NOTES_MAX_LENGTH} caracteres).`,
        params: sessionGuideParamsSchema,
        body: saveSessionNotesSchema,
        response: { 200: sessionNotesSchema, ...writeErrorResponses },
      },
    },
    async (request) =>
      sessionGuidesService.saveNotes(
        viewerOf(request),
        request.params.pairId,
        request.params.sessionNumber,
        request.body.content,
      ),
  );

  r.get(
    '/questionary-invitations/template/:invitationId',
    {
      config: { access: access.guideReader('invitationId') },
      schema: {
        ...common,
        tags: ['answers'],
        summary: 'Una pauta de sesión por su invitación (la página /answer/template/{invitationId})',
        description:
          'Ruta no nombrada por la especificación. Lo mismo que abrir la pauta de la sesión: el cuestionario, el ' +
          'borrador compartido en vivo (`liveContentId`, `content`, `editor`), las respuestas enviadas si está ' +
          'terminada y si se puede volver a editar. Las administradoras la leen; 404 "La invitación no existe" ' +
          'para una invitación que no es una pauta.',
        params: invitationIdParamsSchema,
        response: { 200: sessionGuideSchema, ...errorResponses },
      },
    },
    async (request) => sessionGuidesService.byInvitation(request.params.invitationId),
  );

  r.post(
    '/questionary-invitations/template/:invitationId',
    {
      config: { access: access.guidePartner('invitationId') },
      schema: {
        ...common,
        tags: ['answers'],
        summary: 'Terminar la pauta: enviar las respuestas compartidas de la dupla',
        description:
          'Ruta no nombrada por la especificación ("submit template answers"). Las respuestas se revisan con las ' +
          'reglas del formulario (400 "Revisa las respuestas marcadas" con el detalle); la invitación queda ' +
          'COMPLETED y su contenido en vivo terminado (done, sin control). 409 "La invitación ya fue contestada" si ' +
          'ya estaba terminada.',
        params: invitationIdParamsSchema,
        body: answerSubmissionSchema,
        response: { 200: guideResultSchema, ...writeErrorResponses },
      },
    },
    async (request) =>
      sessionGuidesService.submit(request.params.invitationId, request.body.answers, viewerOf(request)),
  );

  r.post(
    '/questionary-invitations/template/:invitationId/reopen',
    {
      config: { access: access.guidePartner('invitationId') },
      schema: {
        ...common,
        tags: ['answers'],
        summary: "Volver a editar una pauta terminada ('reopen template')",
        description:
          'Ruta no nombrada por la especificación (POST /questionary-invitations/reopen/{id} ya reabre las ' +
          'invitaciones abiertas de las administradoras). Reglas de 002 §4.4: se reabre si su sesión es la última ' +
          'con fecha (ninguna posterior está agendada) o si su fecha es anterior a la de la sesión siguiente; la ' +
          'sesión final, mientras su fecha sea futura o no tenga. 409 si no estaba terminada o si no se puede ' +
          'reabrir.',
        params: invitationIdParamsSchema,
        response: { 200: guideResultSchema, ...writeErrorResponses },
      },
    },
    async (request) => sessionGuidesService.reopen(request.params.invitationId),
  );
}
