import {
  measurementStatusRequestSchema,
  processIdParamsSchema,
  processMeasurementsSchema,
  sendMeasurementRequestSchema,
  sendMeasurementResponseSchema,
} from '@enlaza/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../access';
import type { ProcessMeasurementsService } from './processMeasurements.service';
import { errorResponses, writeErrorResponses } from '../../plugins/errorResponses';

const common = { tags: ['processes'], security: [{ bearerAuth: [] }] };
const answeringNote =
  'Cada participante recibe el correo "Tienes una nueva medición pendiente" con su propio enlace para responder ' +
  '(/answer/{invitationId}?usertoken=...), que funciona sin iniciar sesión.';

/** Spec 001 §4 "Measurement (MDI) sends" and §7: the MDI measurements of a process, sent in order. */
export async function processMeasurementsRoutes(
  app: FastifyInstance,
  { processMeasurementsService }: { processMeasurementsService: ProcessMeasurementsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/process/:id/measurements',
    {
      config: { access: access.processStaff('id') },
      schema: {
        ...common,
        summary: 'Las mediciones del MDI del proceso en orden, con su envío, respuestas y si se pueden (re)enviar',
        description:
          'Ruta no nombrada por la especificación. Administradores: cualquier proceso; administradores empresa: ' +
          'sólo los de su cliente. canSend/canResend vienen con el motivo en español cuando no se puede.',
        params: processIdParamsSchema,
        response: { 200: processMeasurementsSchema, ...errorResponses },
      },
    },
    async (request) => processMeasurementsService.list(request.params.id),
  );

  r.post(
    '/process/:id/mdi',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Enviar una medición del MDI a las participantes confirmadas (en orden)',
        description:
          'La línea base en pre-kickoff (o en curso si no se envió); las siguientes en curso o finalizado, cada una ' +
          `después de la anterior. Crea una invitación por participante confirmada en una transacción. ${answeringNote}`,
        params: processIdParamsSchema,
        body: sendMeasurementRequestSchema,
        response: { 201: sendMeasurementResponseSchema, ...writeErrorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await processMeasurementsService.send(request.params.id, request.body.entitySubType)),
  );

  r.post(
    '/process/:id/resend-mdi',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Reenviar una medición ya enviada (máximo 2 veces, antes de 14 días desde el inicio)',
        description:
          'Vuelve a escribir a quienes no han respondido e invita a las participantes confirmadas que aún no ' +
          `tenían invitación. ${answeringNote}`,
        params: processIdParamsSchema,
        body: sendMeasurementRequestSchema,
        response: { 200: sendMeasurementResponseSchema, ...writeErrorResponses },
      },
    },
    async (request) => processMeasurementsService.resend(request.params.id, request.body.entitySubType),
  );

  r.put(
    '/process/:id/mdi/status',
    {
      config: { access: access.admin },
      schema: {
        ...common,
        summary: 'Marcar la medición de una participante como respondida, o dejarla pendiente otra vez',
        description:
          'Forma de la especificación: {status}; se agregan entitySubType y userId para nombrar la invitación. ' +
          'COMPLETED cuenta la medición como respondida fuera de la plataforma (por ejemplo, en papel); SENT la ' +
          'reabre y borra lo respondido. 404 si la participante no tiene esa medición.',
        params: processIdParamsSchema,
        body: measurementStatusRequestSchema,
        response: {
          200: measurementStatusRequestSchema.extend({ message: z.string() }),
          ...writeErrorResponses,
        },
      },
    },
    async (request) => processMeasurementsService.setStatus(request.params.id, request.body),
  );
}
