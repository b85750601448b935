import { z } from 'zod';
import { requiredText } from './messages';
import { defaultEndDate, processMessages } from './processes';

// ── Talent-attraction processes (spec 001 §2 "Attraction wizard", §5 "Attraction form", §7) ──────────────────

export const attractionProcessMessages = {
  name: processMessages.name,
  client: processMessages.client,
  challenge: 'Ingrese un desafío válido',
  startDate: processMessages.startDate,
  endDate: 'Seleccione fecha de término',
  endBeforeStart: processMessages.endBeforeStart,
  owner: processMessages.owner,
  campusNotFound: 'El campus seleccionado no existe',
  notAttraction: 'El proceso no es de atracción de talentos',
  invitationsSent: {
    MENTOR: 'Los tutores fueron invitadas exitosamente!',
    STUDENT: 'Las estudiantes fueron invitadas exitosamente!',
  },
  kickoffNeedsPeople:
    'Para pasar a la etapa de pre-kickoff, el proceso debe tener al menos un tutor y una estudiante confirmados',
  kickoffPending:
    'Para pasar a la etapa de pre-kickoff, todos los tutores y estudiantes deben haber respondido a la invitación',
  groupsMustExist: 'Para iniciar el proceso, los grupos deben haber sido creados!',
  toDraftWarning: 'Al convertir el proceso en borrador se eliminarán los grupos ya creados. ¿Deseas continuar?',
} as const;

/** Spec 001 §9: the attraction form proposes an end date two months after the start. */
export const ATTRACTION_DEFAULT_MONTHS = 2;
export const attractionDefaultEndDate = (startDate: string) => defaultEndDate(startDate, ATTRACTION_DEFAULT_MONTHS);

const am = attractionProcessMessages;
const isoDate = (message: string) =>
  z
    .string({ error: message })
    .min(1, message)
    .pipe(z.iso.date({ error: message }));

/**
 * POST /api/process/attraction and PUT /api/process/attraction/{id}: the attraction wizard's first step. The
 * service type is always ATTRACTION; the campus is optional.
 */
export const attractionProcessSchema = z
  .object({
    name: requiredText(am.name, 200),
    /** The programme's name on its certificates, as for mentoring ('Participación Programa {fantasyName}'). */
    fantasyName: z.string().trim().max(100).nullish(),
    clientId: z.uuid({ error: am.client }),
    challengeId: z.uuid({ error: am.challenge }),
    estimatedStartDate: isoDate(am.startDate),
    estimatedEndDate: isoDate(am.endDate),
    ownerId: z.uuid({ error: am.owner }),
    campusId: z.uuid({ error: am.campusNotFound }).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.estimatedEndDate < v.estimatedStartDate) {
      ctx.addIssue({ code: 'custom', message: am.endBeforeStart, path: ['estimatedEndDate'] });
    }
  });
export type AttractionProcessInput = z.input<typeof attractionProcessSchema>;
export type AttractionProcess = z.output<typeof attractionProcessSchema>;

/** The attraction wizard's steps (spec 001 §2). */
export const attractionWizardSteps = [
  { step: 1, title: 'Crear proceso' },
  { step: 2, title: 'Asignar estudiantes' },
  { step: 3, title: 'Asignar tutores' },
  { step: 4, title: 'Asignar eventos' },
  { step: 5, title: 'Resumen' },
] as const;
export const ATTRACTION_WIZARD_LAST_STEP = attractionWizardSteps.length;
/** After creation the wizard goes on with the students. */
export const ATTRACTION_STEP_AFTER_CREATION = 2;

/** A step from the query string: a number from 1 to 5, or null (the page then leaves for the processes). */
export function parseAttractionStep(raw: string | null): number | null {
  if (raw === null || raw === '') return 1;
  const step = Number(raw);
  return Number.isInteger(step) && step >= 1 && step <= ATTRACTION_WIZARD_LAST_STEP ? step : null;
}

/** Whether a process is an attraction process (created by its own wizard). */
export const isAttractionProcess = (p: { serviceType?: readonly string[] }) => !!p.serviceType?.includes('ATTRACTION');
