import { z } from 'zod';
import { mdiSubTypeLabels, mdiSubTypes, type MdiSubType } from './measurements';
import {
  answerableQuestionTypes,
  OTHER_OPTION_ID,
  OTHER_OPTION_LABEL,
  questionGroupSchema,
  questionScale,
  questionaryRoles,
  type AnswerMap,
  type AnswerValue,
  type BankQuestion,
  type OtherAnswers,
  type QuestionGroup,
  type QuestionaryQuestion,
} from './questionnaires';
import { resourceId } from './ids';

// ── Answering questionnaires (spec 002 §2.6, §3, §4.3, §5.8, §7.3, §8) ───────────────────────────────────────

export const answeringMessages = {
  /** The request failed before the server answered (spec 002 §8 'Invitation load'). */
  loadFailed: 'Error al obtener la invitación',
  notFound: 'La invitación no existe',
  alreadyAnswered: 'La invitación ya fue contestada',
  otherLoadError: 'Ocurrió un error al cargar la invitación',
  expired: 'La invitación ha caducado',
  sent: 'Respuestas enviadas correctamente',
  thanks: '¡Gracias por tu respuesta!',
  openRegistered: (subType: string) => `Se registraron tus respuestas en ${subType}`,
  // Not worded by the spec.
  notYours: 'Esta invitación pertenece a otra persona',
  signInRequired: 'Abre el enlace de tu correo o inicia sesión para responder',
  invalidAnswers: 'Revisa las respuestas marcadas',
  saved: 'Respuestas guardadas',
  draftRestored: 'Recuperamos las respuestas que habías escrito en este equipo',
  notOpen: 'Esta invitación no es abierta',
  banner: 'Tu opinión nos ayuda a medir el impacto del programa',
} as const;

export const answeringErrorTypes = {
  notFound: 'invitation_not_found',
  alreadyAnswered: 'invitation_already_answered',
  expired: 'invitation_expired',
  notYours: 'invitation_not_yours',
  invalidAnswers: 'answers_invalid',
  notOpen: 'invitation_not_open',
} as const;

/** What the answering page shows for a refused invitation, by the server's error type (spec 002 §8). */
export const answeringErrorMessages: Record<string, string> = {
  [answeringErrorTypes.notFound]: answeringMessages.notFound,
  [answeringErrorTypes.alreadyAnswered]: answeringMessages.alreadyAnswered,
  [answeringErrorTypes.expired]: answeringMessages.expired,
  [answeringErrorTypes.notYours]: answeringMessages.notYours,
  [answeringErrorTypes.notOpen]: answeringMessages.notOpen,
};

/** The query parameter of a mailed answering link, and the header the page sends it in (spec 000 §5, 002 §7.3). */
export const USER_TOKEN_QUERY = 'usertoken';
export const USER_TOKEN_HEADER = 'user-token';
/** The header a page sends a mailed link's token in, as the API documents it. */
export const userTokenHeadersSchema = z.object({ [USER_TOKEN_HEADER]: z.string().max(2000).optional() });

export const questionaryInvitationStatuses = ['OPEN', 'SENT', 'COMPLETED'] as const;
export type QuestionaryInvitationStatus = (typeof questionaryInvitationStatuses)[number];
/** MENTORSHIP_GUIDE: a session's guide, answered together by the pair (spec 002 §4.4). */
export const invitationEntityTypes = ['MDI', 'SESSION_FEEDBACK', 'OPEN', 'MENTORSHIP_GUIDE'] as const;
export type InvitationEntityType = (typeof invitationEntityTypes)[number];

/** The address a person answers an invitation at (`/answer/{id}?usertoken=...` in mails). */
export function answerPath(invitationId: string, userToken?: string): string {
  const base = `/answer/${encodeURIComponent(invitationId)}`;
  return userToken ? `${base}?${USER_TOKEN_QUERY}=${encodeURIComponent(userToken)}` : base;
}

/** How a session's feedback is named to people: 'Sesión 2'. */
export const sessionFeedbackLabel = (sessionNumber: number | string) => `Sesión ${sessionNumber}`;

/** The label of an invitation's sub-type: 'Línea base', 'Sesión 2', or an open survey's own name. */
export function invitationSubTypeLabel(entityType: string, entitySubType: string): string {
  if (entityType === 'MDI' && (mdiSubTypes as readonly string[]).includes(entitySubType)) {
    return mdiSubTypeLabels[entitySubType as MdiSubType];
  }
  if (entityType === 'SESSION_FEEDBACK') return sessionFeedbackLabel(entitySubType);
  if (entityType === 'MENTORSHIP_GUIDE') return `Pauta sesión ${entitySubType}`;
  return entitySubType;
}

// ── Answers on the wire ──────────────────────────────────────────────────────────────────────────────────────

const ANSWERS_MAX = 1000;
export const answerValueSchema = z.union([
  z.string().max(10000),
  z.number(),
  z.array(z.string().max(64)).max(100),
  z.record(z.string().max(64), z.number()),
  z.null(),
]);
export const answerItemSchema = z.object({
  questionId: z.string().min(1).max(64),
  value: answerValueSchema,
  /** The text next to 'Otro' when the value is OTHER_OPTION_ID. */
  otherAnswer: z.string().max(10000).optional(),
});
export type AnswerItem = z.infer<typeof answerItemSchema>;

/** Body of POST /api/questionary-invitations/answer/{invitationId} and PUT /api/answers. */
export const answerSubmissionSchema = z.object({
  answers: z.array(answerItemSchema).max(ANSWERS_MAX),
});
export type AnswerSubmission = z.infer<typeof answerSubmissionSchema>;
export const saveAnswersSchema = answerSubmissionSchema.extend({ invitationId: z.uuid() });
export type SaveAnswers = z.infer<typeof saveAnswersSchema>;

/** The form's answers as the wire carries them (one item per answered question, with its 'Otro' text). */
export function toAnswerItems(answers: AnswerMap, others: OtherAnswers = {}): AnswerItem[] {
  return Object.entries(answers)
    .filter(([, value]) => value !== undefined)
    .map(([questionId, value]) => {
      const item: AnswerItem = { questionId, value: (value ?? null) as AnswerItem['value'] };
      if (value === OTHER_OPTION_ID && others[questionId] !== undefined) item.otherAnswer = others[questionId];
      return item;
    });
}

/** The wire's answers back into the form's maps. */
export function fromAnswerItems(items: readonly AnswerItem[]): { answers: AnswerMap; others: OtherAnswers } {
  const answers: AnswerMap = {};
  const others: OtherAnswers = {};
  for (const item of items) {
    answers[item.questionId] = item.value as AnswerValue;
    if (item.otherAnswer !== undefined) others[item.questionId] = item.otherAnswer;
  }
  return { answers, others };
}

// ── The invitation as the answering page gets it ─────────────────────────────────────────────────────────────

export const invitationIdParamsSchema = z.object({ invitationId: resourceId(answeringMessages.notFound) });

export const answerableQuestionarySchema = z.object({
  name: z.string(),
  overview: z.string(),
  questionGroups: z.array(questionGroupSchema),
});
export type AnswerableQuestionary = z.infer<typeof answerableQuestionarySchema>;

export const invitationViewSchema = z.object({
  invitationId: z.string(),
  status: z.enum(questionaryInvitationStatuses),
  entityType: z.enum(invitationEntityTypes),
  entitySubType: z.string(),
  /** 'Línea base', 'Sesión 2', the open survey's name. */
  subTypeLabel: z.string(),
  userRole: z.enum(questionaryRoles),
  processId: z.string().nullable(),
  processName: z.string().nullable(),
  /** 'enlaza' | 'mentorup': the brand the process is run under (the page's logo). */
  brandId: z.string().nullable(),
  questionary: answerableQuestionarySchema,
  /** Answers saved while answering (PUT /api/answers), to resume. */
  answers: z.array(answerItemSchema),
  /** Open invitations: how many people have answered. */
  amountOfCompletedInvitations: z.number().int().optional(),
});
export type InvitationView = z.infer<typeof invitationViewSchema>;

export const answerResultSchema = z.object({
  message: z.string(),
  invitationId: z.string(),
  status: z.enum(questionaryInvitationStatuses),
  entityType: z.enum(invitationEntityTypes),
  subTypeLabel: z.string(),
});
export type AnswerResult = z.infer<typeof answerResultSchema>;

// ── Impact measurements asked with bank questions (spec 002 §3 "Question (bank)", "MDI") ────────────────────

/**
 * A measurement's bank questions as a questionary the answering form renders: TEXT as text, ALTERNATIVE as
 * alternatives (with 'Otro' when the question has it), ALTERNATIVE_MULTIPLE as a likert grid (its rows, one column per
 * alternative) and RATE as a scale from the first to the last point with its end terms. Options are numbered by
 * position, so an answer reads back against the bank question. Every question is required.
 */
export function bankQuestionsAsQuestionary(
  name: string,
  questions: readonly Pick<
    BankQuestion,
    'questionId' | 'question' | 'type' | 'alternatives' | 'other' | 'alternativesMultiple' | 'rate'
  >[],
): AnswerableQuestionary {
  const asQuestion = (bank: (typeof questions)[number]): QuestionaryQuestion => {
    const base = {
      id: bank.questionId,
      title: bank.question,
      description: '',
      required: true,
      placeholder: '',
      displayTitle: true,
      options: [] as { id: string; value: string }[],
      other: false,
      rangeInfo: null as QuestionaryQuestion['rangeInfo'],
      conditions: [],
    };
    const numbered = (list: readonly string[]) => list.map((value, index) => ({ id: String(index), value }));
    switch (bank.type) {
      case 'TEXT':
        return { ...base, type: 'TEXT' };
      case 'ALTERNATIVE':
        return { ...base, type: 'OPTIONS', options: numbered(bank.alternatives), other: bank.other };
      case 'ALTERNATIVE_MULTIPLE':
        return {
          ...base,
          type: 'LIKERT-LIKE-GROUP',
          options: numbered(bank.alternativesMultiple),
          rangeInfo: {
            startValue: 1,
            endValue: Math.max(bank.alternatives.length, 2),
            startText: '',
            endText: '',
            labels: [...bank.alternatives],
          },
        };
      case 'RATE': {
        const points = bank.alternatives.map(Number).filter(Number.isFinite);
        return {
          ...base,
          type: 'RATE',
          rangeInfo: {
            startValue: points.length ? Math.min(...points) : 0,
            endValue: points.length > 1 ? Math.max(...points) : 1,
            startText: bank.rate?.left ?? '',
            endText: bank.rate?.right ?? '',
          },
        };
      }
    }
  };
  const group: QuestionGroup = {
    id: 'measurement',
    title: name,
    type: 'DEFAULT',
    minutes: 0,
    range: null,
    questions: questions.map(asQuestion),
    conditions: [],
  };
  return { name, overview: '', questionGroups: questions.length ? [group] : [] };
}

// ── Answers as people read them (reports and downloads) ─────────────────────────────────────────────────────

/** A question that takes an answer, with the group whose scale it may share. */
export interface AnsweredQuestion {
  question: QuestionaryQuestion;
  group: QuestionGroup;
}

/** The questions of a questionary that take an answer (not text blocks nor tasks), in order. */
export function answeredQuestionsOf(groups: readonly QuestionGroup[]): AnsweredQuestion[] {
  return groups.flatMap((group) =>
    group.questions.filter((q) => answerableQuestionTypes.includes(q.type)).map((question) => ({ question, group })),
  );
}

/**
 * An answer as a person reads it: option ids as their text ('Otro: …' with what was written), chosen options
 * separated by commas, a point of a named scale by its label, a likert group as 'row: point' per row (in the
 * question's order, then rows the questionary no longer has), anything else as written. '' when unanswered.
 */
export function questionaryAnswerText(
  { question, group }: AnsweredQuestion,
  item: Pick<AnswerItem, 'value' | 'otherAnswer'> | undefined,
): string {
  const value = item?.value;
  if (value === undefined || value === null) return '';
  const optionText = (id: string) =>
    id === OTHER_OPTION_ID ? OTHER_OPTION_LABEL : (question.options.find((o) => o.id === id)?.value ?? id);
  const scale = questionScale(question, group);
  const pointText = (n: number) => (scale && scale.labels[n - scale.start]) || String(n);
  switch (question.type) {
    case 'OPTIONS':
      if (value === OTHER_OPTION_ID && item?.otherAnswer) return `${OTHER_OPTION_LABEL}: ${item.otherAnswer}`;
      return typeof value === 'string' ? optionText(value) : String(value);
    case 'MULTIPLE_CHOICE':
      return Array.isArray(value) ? value.map(optionText).join(', ') : String(value);
    case 'RATE':
      return typeof value === 'number' ? pointText(value) : String(value);
    case 'LIKERT-LIKE-GROUP': {
      if (typeof value !== 'object' || Array.isArray(value)) return String(value);
      const rows = [
        ...question.options.filter((row) => row.id in value).map((row) => row.id),
        ...Object.keys(value).filter((id) => !question.options.some((row) => row.id === id)),
      ];
      return rows.map((id) => `${optionText(id)}: ${pointText(value[id]!)}`).join('; ');
    }
    default:
      return Array.isArray(value) ? value.join(', ') : String(value);
  }
}
