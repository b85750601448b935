import {
  answeredQuestionsOf,
  questionaryAnswerText,
  openInvitationErrorMessages as messages,
  openInvitationErrorTypes as types,
  openInvitationEventTypeLabels,
  questionaryErrorMessages,
  questionaryErrorTypes,
  workshopMethodologyLabels,
  workshopTypeLabels,
  type OpenAnswersExport,
  type OpenInvitation,
  type OpenInvitationEventType,
  type OpenInvitationList,
  type OpenInvitationResponse,
  type ParsedOpenInvitationPayload,
  type QuestionGroup,
  type QuestionaryType,
  type WorkshopMethodology,
  type WorkshopType,
} from '@enlaza/contract';
import { AppError, notFound } from '../../plugins/errors';
import { columnTitle, openAnswersWorkbook } from './openInvitations.documents';
import type { OpenInvitationsRepository } from './openInvitations.repository';
import { pageOf, pageWindow } from '../../db/pagination';

type Found = NonNullable<Awaited<ReturnType<OpenInvitationsRepository['find']>>>;

const error = (type: string, status: number) => new AppError(type, status, messages[type]);
const invitationNotFound = () => notFound(types.notFound, messages[types.notFound]);

const eventTypeOf = (value: string | null): OpenInvitationEventType => (value as OpenInvitationEventType) ?? 'WORKSHOP';

function toInvitation({ invitation, questionary }: Found): OpenInvitation {
  return {
    invitationId: invitation.id,
    status: invitation.status === 'OPEN' ? 'OPEN' : 'COMPLETED',
    acceptsAnswers: invitation.status === 'OPEN',
    questionaryId: invitation.questionaryId,
    questionaryName: questionary?.name ?? null,
    questionaryType: (questionary?.type as QuestionaryType | undefined) ?? null,
    userRole: invitation.userRole,
    entitySubType: invitation.entitySubType,
    eventType: eventTypeOf(invitation.eventType),
    workshopId: invitation.workshopId,
    workshopType: invitation.workshopType as WorkshopType | null,
    methodology: invitation.methodology as WorkshopMethodology | null,
    clientId: invitation.clientId,
    coachId: invitation.coachId,
    processId: invitation.processId,
    createdAt: invitation.createdAt.toISOString(),
    updatedAt: invitation.updatedAt.toISOString(),
  };
}

function eventMetadataOf(row: Found): OpenInvitationResponse['eventMetadata'] {
  const { invitation } = row;
  const eventType = eventTypeOf(invitation.eventType);
  const workshopType = invitation.workshopType as WorkshopType | null;
  const methodology = invitation.methodology as WorkshopMethodology | null;
  return {
    eventType,
    eventTypeLabel: openInvitationEventTypeLabels[eventType],
    workshop: invitation.workshopId && row.workshopName ? { id: invitation.workshopId, name: row.workshopName } : null,
    workshopType,
    workshopTypeLabel: workshopType ? workshopTypeLabels[workshopType] : null,
    methodology,
    methodologyLabel: methodology ? workshopMethodologyLabels[methodology] : null,
    client: invitation.clientId && row.clientName ? { id: invitation.clientId, name: row.clientName } : null,
    coach: row.coach?.id ? row.coach : null,
    process: invitation.processId && row.processName ? { id: invitation.processId, name: row.processName } : null,
    createdBy: row.creator?.id ? row.creator : null,
  };
}

/**
 * Open invitations (spec 002 §2.5, §5.5, §7.3): one link that anyone answers, each person once, to measure a
 * workshop. An admin creates it from a questionary, follows how many answered, closes or reopens it, and downloads
 * the answers.
 */
export function createOpenInvitationsService({ repository }: { repository: OpenInvitationsRepository }) {
  async function existing(id: string): Promise<Found> {
    const row = await repository.find(id);
    if (!row) throw invitationNotFound();
    return row;
  }

  /** What the payload points at must exist, and the process must be one of the chosen client's. */
  async function checkReferences(payload: ParsedOpenInvitationPayload) {
    const questionary = await repository.findQuestionary(payload.questionaryId);
    if (!questionary)
      throw notFound(questionaryErrorTypes.notFound, questionaryErrorMessages[questionaryErrorTypes.notFound]);
    if (questionary.type === 'MENTORSHIP_GUIDE') throw error(types.guideNotAllowed, 400);
    if (!(await repository.findWorkshop(payload.workshopId))) throw error(types.workshopNotFound, 404);
    if (!(await repository.findClient(payload.clientId))) throw error(types.clientNotFound, 404);
    if (!(await repository.findCoach(payload.coachId))) throw error(types.coachNotFound, 404);
    if (payload.processId) {
      const process = await repository.findProcess(payload.processId);
      if (!process) throw error(types.processNotFound, 404);
      if (process.clientId !== payload.clientId) throw error(types.processOfAnotherClient, 400);
    }
  }

  async function response(id: string): Promise<OpenInvitationResponse> {
    const row = await existing(id);
    return {
      invitation: toInvitation(row),
      amountOfCompletedInvitations: await repository.submittedCount(id),
      eventMetadata: eventMetadataOf(row),
    };
  }

  /** The questionary's answered questions and every sent response, each answer also as a person reads it. */
  async function answersOf(id: string) {
    const row = await existing(id);
    const groups = (row.questionary?.structure ?? []) as QuestionGroup[];
    const questions = answeredQuestionsOf(groups);
    const responses = await repository.submittedResponses(id);
    return { row, questions, responses };
  }

  return {
    /** POST /api/questionary-invitations/open */
    async create(payload: ParsedOpenInvitationPayload, createdById: string): Promise<OpenInvitationResponse> {
      await checkReferences(payload);
      return response(await repository.insert(payload, createdById));
    },

    /** PUT /api/questionary-invitations/open/{id}: the same fields; the answers already sent stay. */
    async update(id: string, payload: ParsedOpenInvitationPayload): Promise<OpenInvitationResponse> {
      await existing(id);
      await checkReferences(payload);
      if (!(await repository.update(id, payload))) throw invitationNotFound();
      return response(id);
    },

    get: response,

    async list(query: { page: number; limit: number; searchFilter: string }): Promise<OpenInvitationList> {
      const term = query.searchFilter.trim();
      const { rows, total } = await repository.list({
        search: term || null,
        ...pageWindow(query),
      });
      return pageOf(
        rows.map(({ invitation, questionaryName }) => ({
          invitationId: invitation.id,
          entitySubType: invitation.entitySubType,
          userRole: invitation.userRole,
          acceptsAnswers: invitation.status === 'OPEN',
          questionaryName,
          createdAt: invitation.createdAt.toISOString(),
        })),
        total,
        query,
      );
    },

    /** Closing keeps the link and the answers; the link refuses new answers until the invitation is reopened. */
    async close(id: string): Promise<OpenInvitationResponse> {
      await existing(id);
      if (!(await repository.setStatus(id, 'COMPLETED'))) throw invitationNotFound();
      return response(id);
    },

    /** POST /api/questionary-invitations/reopen/{id}: a closed open invitation takes answers again. */
    async reopen(id: string): Promise<OpenInvitationResponse> {
      await existing(id);
      if (!(await repository.setStatus(id, 'OPEN'))) throw invitationNotFound();
      return response(id);
    },

    /** GET /api/answers/open/{id} (spec 002 §3 "Answer export response"). */
    async answers(id: string): Promise<OpenAnswersExport> {
      const { row, questions, responses } = await answersOf(id);
      const byId = new Map(questions.map((q) => [q.question.id, q]));
      return {
        invitationId: id,
        entitySubType: row.invitation.entitySubType,
        questions: questions.map((q) => ({ id: q.question.id, title: columnTitle(q) })),
        answeredInvitations: responses.map((r) => ({
          responseId: r.id,
          submittedAt: r.submittedAt.toISOString(),
          answers: r.answers.flatMap((item) => {
            const question = byId.get(item.questionId);
            return question ? [{ ...item, text: questionaryAnswerText(question, item) }] : [];
          }),
        })),
      };
    },

    /** The answers as a workbook: one row per person, one column per question. */
    async answersWorkbook(id: string): Promise<{ surveyName: string; workbook: Buffer }> {
      const { row, questions, responses } = await answersOf(id);
      return { surveyName: row.invitation.entitySubType, workbook: await openAnswersWorkbook(questions, responses) };
    },

    /** For the questionnaires area: a questionary that open invitations ask cannot be deleted. */
    async questionaryInUse(questionaryId: string): Promise<string | null> {
      const n = await repository.countByQuestionary(questionaryId);
      if (n === 0) return null;
      const what = n === 1 ? '1 invitación abierta' : `${n} invitaciones abiertas`;
      return `No se puede eliminar el cuestionario porque está en uso en: ${what}.`;
    },
  };
}

export type OpenInvitationsService = ReturnType<typeof createOpenInvitationsService>;
