import {
  answeringErrorTypes as types,
  answeringMessages as m,
  bankQuestionsAsQuestionary,
  clearHiddenAnswers,
  fromAnswerItems,
  invitationSubTypeLabel,
  isBaselineExpired,
  guideAnsweringMessages,
  openInvitationErrorMessages,
  openInvitationErrorTypes,
  participationErrorTypes,
  participationMessages,
  toAnswerItems,
  validateAnswers,
  type AccessTokenClaims,
  type AnswerableQuestionary,
  type AnswerItem,
  type AnswerResult,
  type InvitationView,
  type PairObjective,
  type QuestionGroup,
  type QuestionType,
} from '@enlaza/contract';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { brandOf } from '../../lib/brands';
import { AppError, forbidden, notFound, unauthorized } from '../../plugins/errors';
import type { InvitationTokens } from '../processParticipants';
import type { AnswerTokens } from './answerTokens';
import type { AnswersRepository, InvitationRow } from './answers.repository';

/** Who is answering: their session, or the token of the mailed link. */
export interface Respondent {
  auth: AccessTokenClaims | null;
  userToken?: string;
}

interface Deps {
  repository: AnswersRepository;
  answerTokens: AnswerTokens;
  invitationTokens: InvitationTokens;
  config: Config;
  now?: () => Date;
  /**
   * Told, inside the answer's transaction, that a personal invitation was answered: a session feedback may close
   * its session (the feedback service's `sessionEvaluated`).
   */
  onAnswered?: (
    invitation: { entityType: string; pairId: string | null; entitySubType: string | null },
    tx: Database,
  ) => Promise<void>;
}

/** A session's guide (answered together by the pair, finished through the session guides' own call). */
const GUIDE = 'MENTORSHIP_GUIDE';
const guideSubmitElsewhere = () => new AppError(types.notOpen, 409, guideAnsweringMessages.guideSubmitElsewhere);

const invitationNotFound = () => notFound(types.notFound, m.notFound);
const alreadyAnswered = () => new AppError(types.alreadyAnswered, 409, m.alreadyAnswered);
const expired = () => new AppError(types.expired, 410, m.expired);
/** An open invitation an admin closed: its link takes no answers until it is reopened. */
const openInvitationClosed = () =>
  new AppError(openInvitationErrorTypes.closed, 409, openInvitationErrorMessages[openInvitationErrorTypes.closed]);

export function createAnswersService({
  repository,
  answerTokens,
  invitationTokens,
  config,
  now = () => new Date(),
  onAnswered = async () => undefined,
}: Deps) {
  async function existing(invitationId: string): Promise<InvitationRow> {
    const row = await repository.findInvitation(invitationId);
    if (!row) throw invitationNotFound();
    return row;
  }

  /**
   * The person a personal invitation belongs to must be the one asking: by their session or by the link's token.
   * Open invitations are anyone's. Returns who answers (null: someone without an account).
   */
  async function respondentOf(row: InvitationRow, respondent: Respondent): Promise<string | null> {
    const { invitation } = row;
    if (invitation.entityType === 'OPEN') return respondent.auth?.userId ?? null;
    if (invitation.entityType === GUIDE) {
      // A session guide belongs to its pair: either of its two people, signed in.
      if (!respondent.auth) throw unauthorized(types.notYours, m.signInRequired);
      const { userId } = respondent.auth;
      if (userId === row.pairMentorId || userId === row.pairStudentId) return userId;
      throw forbidden(types.notYours, m.notYours);
    }
    if (respondent.auth && respondent.auth.userId === invitation.userId) return invitation.userId;
    if (respondent.userToken) {
      const grant = await answerTokens.verify(respondent.userToken);
      if (grant && grant.invitationId === invitation.id && grant.userId === invitation.userId) return invitation.userId;
      if (!respondent.auth) throw unauthorized(types.notYours, m.signInRequired);
    }
    if (!respondent.auth) throw unauthorized(types.notYours, m.signInRequired);
    throw forbidden(types.notYours, m.notYours);
  }

  /** Spec 002 §4.3: a non-Emprende process's baseline cannot be answered 14 or more days after the start. */
  function isExpired(row: InvitationRow): boolean {
    const { invitation } = row;
    if (invitation.entityType !== 'MDI' || invitation.entitySubType !== 'BASELINE') return false;
    const start = row.startDate?.toISOString() ?? row.estimatedStartDate ?? null;
    return isBaselineExpired({ startDate: start, emprende: row.emprendeType !== null }, now());
  }

  async function questionaryOf(row: InvitationRow): Promise<AnswerableQuestionary> {
    const { invitation } = row;
    if (invitation.questionaryId) {
      const found = await repository.findQuestionary(invitation.questionaryId);
      if (found) {
        return { name: found.name, overview: found.overview, questionGroups: found.structure as QuestionGroup[] };
      }
    }
    if (invitation.mdiMeasurementId) {
      const measurement = await repository.measurementQuestions(invitation.mdiMeasurementId, invitation.userRole);
      if (measurement) return bankQuestionsAsQuestionary(measurement.name, measurement.questions);
    }
    // The questionnaire was deleted after the invitation went out: nothing can be answered.
    throw invitationNotFound();
  }

  /** The question types by id, for storing each value with its type. */
  function typesOf(questionary: AnswerableQuestionary) {
    const byId = new Map<string, QuestionType>();
    for (const group of questionary.questionGroups) for (const q of group.questions) byId.set(q.id, q.type);
    return (id: string) => byId.get(id);
  }

  /** Refusals common to reading and answering, in the order the page shows them. */
  function ensureAnswerable(row: InvitationRow) {
    if (row.invitation.entityType === 'OPEN' && row.invitation.status !== 'OPEN') throw openInvitationClosed();
    if (row.invitation.status === 'COMPLETED') throw alreadyAnswered();
    if (isExpired(row)) throw expired();
  }

  const labelOf = (row: InvitationRow) =>
    invitationSubTypeLabel(row.invitation.entityType, row.invitation.entitySubType);

  return {
    /** GET /api/questionary-invitations/{invitationId}: the questionnaire to answer and any answers saved so far. */
    async view(invitationId: string, respondent: Respondent): Promise<InvitationView> {
      const row = await existing(invitationId);
      const { invitation } = row;
      const guide = invitation.entityType === GUIDE;
      // Admins read a guide (support); a finished guide is shown filled from its saved answers (002 §4.4).
      if (!guide || respondent.auth?.role !== 'ADMIN') await respondentOf(row, respondent);
      if (!guide) ensureAnswerable(row);
      const questionary = await questionaryOf(row);
      const isOpen = invitation.status === 'OPEN';
      const saved = isOpen ? undefined : await repository.personalResponse(invitation.id);
      const answers = saved ? (await repository.answersOf([saved.id])).map(({ responseId: _, ...item }) => item) : [];
      return {
        invitationId: invitation.id,
        status: invitation.status as InvitationView['status'],
        entityType: invitation.entityType as InvitationView['entityType'],
        entitySubType: invitation.entitySubType,
        subTypeLabel: labelOf(row),
        userRole: invitation.userRole,
        processId: invitation.processId,
        processName: row.processName,
        brandId: invitation.processId ? brandOf(config, row.isMentorup ?? false).id : null,
        questionary,
        answers,
        ...(isOpen ? { amountOfCompletedInvitations: await repository.submittedCount(invitation.id) } : {}),
      };
    },

    /**
     * POST /api/questionary-invitations/answer/{invitationId}: checks the answers with the form's own rules (answers
     * to questions whose conditions do not hold are dropped), then stores them and, for a personal invitation, marks
     * it answered — once: a second answer is refused, whoever sends it first wins.
     */
    async answer(invitationId: string, items: readonly AnswerItem[], respondent: Respondent): Promise<AnswerResult> {
      const row = await existing(invitationId);
      if (row.invitation.entityType === GUIDE) throw guideSubmitElsewhere();
      const userId = await respondentOf(row, respondent);
      ensureAnswerable(row);
      const questionary = await questionaryOf(row);
      const { answers, others } = fromAnswerItems(items);
      const shown = clearHiddenAnswers(questionary, answers);
      const problems = validateAnswers(questionary, shown, others);
      const details = Object.entries(problems).map(([questionId, message]) => `${questionId}: ${message}`);
      if (details.length) throw new AppError(types.invalidAnswers, 400, m.invalidAnswers, details);
      const kept = toAnswerItems(shown, others);
      const typeOf = typesOf(questionary);
      const { invitation } = row;
      await repository.transaction(async (tx) => {
        if (invitation.status === 'OPEN') {
          await repository.addOpenResponse({ invitationId: invitation.id, userId, items: kept, typeOf }, tx);
          return;
        }
        if (!(await repository.complete(invitation.id, tx))) throw alreadyAnswered();
        await repository.savePersonal({ invitationId: invitation.id, userId, items: kept, typeOf, submit: true }, tx);
        await onAnswered(invitation, tx);
      });
      return {
        message: m.sent,
        invitationId: invitation.id,
        status: invitation.status === 'OPEN' ? 'OPEN' : 'COMPLETED',
        entityType: invitation.entityType as AnswerResult['entityType'],
        subTypeLabel: labelOf(row),
      };
    },

    /**
     * PUT /api/answers: keeps a personal invitation's answers while the person is still answering (nothing is checked
     * but the questions they belong to; sending them checks everything).
     */
    async save(invitationId: string, items: readonly AnswerItem[], respondent: Respondent) {
      const row = await existing(invitationId);
      if (row.invitation.status === 'OPEN')
        throw new AppError(types.notOpen, 409, 'Las invitaciones abiertas no guardan borradores');
      // A guide's draft is its live content, shared by the pair.
      if (row.invitation.entityType === GUIDE) throw guideSubmitElsewhere();
      const userId = await respondentOf(row, respondent);
      ensureAnswerable(row);
      const questionary = await questionaryOf(row);
      const typeOf = typesOf(questionary);
      const known = items.filter((item) => typeOf(item.questionId) !== undefined);
      await repository.transaction(async (tx) => {
        // Checked again under the invitation's lock: a draft never overwrites the answers sent meanwhile.
        await repository.lockInvitation(
          row.invitation.id,
          (locked) => {
            if (!locked) throw invitationNotFound();
            ensureAnswerable(locked);
          },
          tx,
        );
        await repository.savePersonal(
          { invitationId: row.invitation.id, userId, items: known, typeOf, submit: false },
          tx,
        );
      });
      return { message: m.saved, invitationId: row.invitation.id };
    },

    /** GET /api/answers/getByInvitation: the person's own answers (or any, for an admin). */
    async byInvitation(invitationId: string, respondent: Respondent) {
      const row = await existing(invitationId);
      if (respondent.auth?.role !== 'ADMIN') await respondentOf(row, respondent);
      const questionary = await questionaryOf(row);
      const mine = await repository.submittedAnswers({ invitationId });
      return {
        invitationId,
        status: row.invitation.status,
        subTypeLabel: labelOf(row),
        questionary,
        responses: mine.map((s) => ({
          responseId: s.response.id,
          userId: s.response.userId,
          submittedAt: s.response.submittedAt?.toISOString() ?? null,
          answers: s.answers,
        })),
      };
    },

    /**
     * GET /api/answers/getByProcess and GET /api/answers: sent answers with the invitation each answers, filtered by
     * process, pair, person and kind (tag: MDI, SESSION_FEEDBACK, OPEN).
     */
    async list(filter: { processId?: string; pairId?: string; userId?: string; tag?: string }) {
      const rows = await repository.submittedAnswers({
        processId: filter.processId,
        pairId: filter.pairId,
        userId: filter.userId,
        entityType: filter.tag,
      });
      return rows.map(({ response, invitation, answers }) => ({
        invitationId: invitation.id,
        responseId: response.id,
        entityType: invitation.entityType,
        entitySubType: invitation.entitySubType,
        subTypeLabel: invitationSubTypeLabel(invitation.entityType, invitation.entitySubType),
        processId: invitation.processId,
        pairId: invitation.pairId,
        userId: response.userId ?? invitation.userId,
        userRole: invitation.userRole,
        submittedAt: response.submittedAt?.toISOString() ?? null,
        answers,
      }));
    },

    /** GET /api/process/translateLegacyMdi: the invitation an older measurement link (process, measurement, role) meant. */
    async translateLegacyMdi(
      input: { processId: string; measurementId: string; userRole: string },
      respondent: Respondent,
    ): Promise<{ invitationId: string; userToken?: string }> {
      let userId = respondent.auth?.userId;
      let byLink = false;
      if (respondent.userToken) {
        const grant = await invitationTokens.verify(respondent.userToken);
        if (grant && grant.processId === input.processId) {
          userId = grant.userId;
          byLink = true;
        }
      }
      if (!userId) throw unauthorized(types.notYours, m.signInRequired);
      const id = await repository.findMeasurementInvitation(
        input.processId,
        input.measurementId,
        userId,
        input.userRole,
      );
      if (!id) throw invitationNotFound();
      // Someone who came by the old link, not signed in, goes on with an answering link of today's kind.
      if (!byLink) return { invitationId: id };
      return { invitationId: id, userToken: await answerTokens.sign({ userId, invitationId: id }) };
    },

    /** GET /api/process/getUserMdi/{processId}: the caller's measurements of a process. */
    async userMdi(processId: string, userId: string) {
      const rows = await repository.invitationsOfUser(userId, processId, 'MDI');
      const row = rows[0] ? await repository.findInvitation(rows[0].id) : undefined;
      return rows.map((invitation) => ({
        invitationId: invitation.id,
        entitySubType: invitation.entitySubType,
        label: invitationSubTypeLabel('MDI', invitation.entitySubType),
        userRole: invitation.userRole,
        status: invitation.status,
        expired: row ? isExpired({ ...row, invitation }) && invitation.status !== 'COMPLETED' : false,
        createdAt: invitation.createdAt.toISOString(),
      }));
    },

    /** GET /api/process/getPairFeedbackByUserAndProcessId/{processId}: the caller's session feedbacks of a process. */
    async pairFeedback(processId: string, userId: string) {
      const rows = await repository.invitationsOfUser(userId, processId, 'SESSION_FEEDBACK');
      return rows.map((invitation) => ({
        invitationId: invitation.id,
        pairId: invitation.pairId,
        sessionNumber: Number(invitation.entitySubType),
        userRole: invitation.userRole,
        status: invitation.status,
        createdAt: invitation.createdAt.toISOString(),
      }));
    },

    /** The pair's main objective (spec 002 §3 "Pair" objectiveId, §7.3 GET /answers/objective/{pairId}), or null. */
    async objective(pairId: string): Promise<PairObjective> {
      const objective = await repository.pairObjective(pairId);
      if (objective === undefined)
        throw notFound(participationErrorTypes.pairNotFound, participationMessages.pairNotFound);
      return objective;
    },

    /** Signs the link a mail carries for one invitation. */
    linkToken: (userId: string, invitationId: string) => answerTokens.sign({ userId, invitationId }),
  };
}

export type AnswersService = ReturnType<typeof createAnswersService>;
