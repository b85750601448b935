import {
  answeredQuestionsOf,
  questionaryAnswerText,
  participationErrorTypes,
  participationMessages,
  processAreaMessages,
  processErrorTypes,
  sessionFeedbackMessages as m,
  type AnsweredFeedback,
  type AnswerItem,
  type FeedbackReport,
  type FeedbackRoleReport,
  type ParticipantRole,
  type PairAnsweredFeedbacks,
  type QuestionGroup,
  type UserAnsweredFeedbacks,
} from '@enlaza/contract';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { brandOf } from '../../lib/brands';
import { notFound } from '../../plugins/errors';
import type { Mailer, MailMessage } from '../../plugins/mail';
import { answerInvitationMail, type AnswersRepository, type AnswerTokens } from '../answers';
import { questionaryReport } from './feedback.answers';
import { feedbackWorkbook, type FeedbackExportColumn, type FeedbackExportRow } from './feedback.documents';
import { SESSION_FEEDBACK, type FeedbackRepository, type NewFeedbackInvitation } from './feedback.repository';

interface Deps {
  repository: FeedbackRepository;
  answers: Pick<AnswersRepository, 'submittedAnswers'>;
  answerTokens: AnswerTokens;
  mailer: Mailer;
  config: Config;
}

const ROLES: readonly ParticipantRole[] = ['MENTOR', 'STUDENT'];
const fullName = (person: { name: string; lastName: string } | undefined) =>
  person ? `${person.name} ${person.lastName}`.trim() : '';

type Submitted = Awaited<ReturnType<AnswersRepository['submittedAnswers']>>[number];
interface LoadedQuestionary {
  name: string;
  groups: QuestionGroup[];
}

export function createFeedbackService({ repository, answers, answerTokens, mailer, config }: Deps) {
  const processNotFound = () => notFound(processErrorTypes.notFound, processAreaMessages.notFound);

  async function existingProcess(id: string) {
    const found = await repository.findProcess(id);
    if (!found) throw processNotFound();
    return found;
  }

  async function questionariesOf(ids: Iterable<string | null>): Promise<Map<string, LoadedQuestionary>> {
    const wanted = [...new Set([...ids].filter((id): id is string => !!id))];
    const rows = await repository.questionaries(wanted);
    return new Map(rows.map((q) => [q.id, { name: q.name, groups: q.structure as QuestionGroup[] }]));
  }

  const submittedFeedbacks = (filter: { processId?: string; pairId?: string; userId?: string }) =>
    answers.submittedAnswers({ ...filter, entityType: SESSION_FEEDBACK });

  /** Answered feedbacks as people read them: the questionary's questions in order, option ids as their text. */
  async function asAnswered(rows: readonly Submitted[]): Promise<AnsweredFeedback[]> {
    const questionaries = await questionariesOf(rows.map((r) => r.invitation.questionaryId));
    const processNames = new Map(
      (await repository.processNames([...new Set(rows.map((r) => r.invitation.processId!))])).map((p) => [
        p.id,
        p.name,
      ]),
    );
    const people = new Map(
      (await repository.people([...new Set(rows.map((r) => r.invitation.userId!))])).map((p) => [p.id, p]),
    );
    return rows.map(({ invitation, response, answers: items }) => {
      const questionary = questionaries.get(invitation.questionaryId ?? '');
      const byId = new Map(items.map((item) => [item.questionId, item]));
      return {
        invitationId: invitation.id,
        processId: invitation.processId!,
        processName: processNames.get(invitation.processId!) ?? '',
        pairId: invitation.pairId!,
        sessionNumber: Number(invitation.entitySubType),
        userRole: invitation.userRole as ParticipantRole,
        userId: invitation.userId!,
        respondentName: fullName(people.get(invitation.userId!)),
        questionaryName: questionary?.name ?? '',
        submittedAt: (response.submittedAt ?? invitation.completedAt ?? invitation.updatedAt).toISOString(),
        answers: answeredQuestionsOf(questionary?.groups ?? [])
          .filter(({ question }) => byId.has(question.id))
          .map(({ question, group }) => ({
            questionId: question.id,
            title: question.title,
            type: question.type,
            value: byId.get(question.id)!.value,
            text: questionaryAnswerText({ question, group }, byId.get(question.id)),
          })),
      };
    });
  }

  return {
    /**
     * When a feedback invitation is answered, inside that transaction: its session closes ('Realizada') once both
     * members have evaluated it (spec 002 §4.5: REALIZED reads 'Sin feedback'). Any other invitation changes nothing.
     */
    async sessionEvaluated(
      invitation: { entityType: string; pairId: string | null; entitySubType: string | null },
      tx: Database,
    ): Promise<void> {
      if (invitation.entityType !== SESSION_FEEDBACK || !invitation.pairId) return;
      const sessionNumber = Number(invitation.entitySubType);
      if (!Number.isInteger(sessionNumber)) return;
      await repository.closeEvaluatedSession(invitation.pairId, sessionNumber, tx);
    },

    /**
     * When sessions are marked done ('Sesión Realizada?'), inside that transaction: each member of the pair gets the
     * session's feedback invitation (the questionary the process's session-feedback bundle names for that session
     * and role) and a mail with their own answering link, in the process's brand. Nothing without a bundle or a
     * questionary for that session (the session then closes: 'Realizada'); never a second invitation for the same
     * pair, session and role.
     */
    async inviteAfterSessions(
      sessions: readonly { pairId: string; sessionNumber: number }[],
      tx: Database,
    ): Promise<number> {
      const mails: MailMessage[] = [];
      for (const pairId of new Set(sessions.map((s) => s.pairId))) {
        const ofPair = sessions.filter((s) => s.pairId === pairId);
        const found = await repository.pairWithProcess(pairId, tx);
        if (!found?.bundleId) {
          // Nobody has an evaluation to give: the sessions close as held.
          for (const { sessionNumber } of ofPair) await repository.closeEvaluatedSession(pairId, sessionNumber, tx);
          continue;
        }
        const { pair, processName } = found;
        const items = await repository.bundleItems(found.bundleId, tx);
        const people = await repository.people([pair.mentorId, pair.studentId], tx);
        const brand = brandOf(config, found.isMentorup);
        for (const { sessionNumber } of ofPair) {
          const invited = await repository.invitedRoles(pairId, sessionNumber, tx);
          const rows = ROLES.flatMap((role): NewFeedbackInvitation[] => {
            const item = items.find((i) => i.userRole === role && i.entitySubType === String(sessionNumber));
            if (!item || invited.has(role)) return [];
            const userId = role === 'MENTOR' ? pair.mentorId : pair.studentId;
            return [
              {
                processId: pair.processId,
                pairId,
                userId,
                userRole: role,
                sessionNumber,
                questionaryId: item.questionaryId,
              },
            ];
          });
          for (const invitation of await repository.insertInvitations(rows, tx)) {
            const person = people.find((p) => p.id === invitation.userId);
            if (!person) continue;
            mails.push(
              answerInvitationMail({
                brand,
                to: person.email,
                name: person.name,
                subject: m.mailSubject,
                body: m.mailBody(sessionNumber, processName),
                invitationId: invitation.id,
                userToken: await answerTokens.sign({ userId: person.id, invitationId: invitation.id }),
              }),
            );
          }
          // A session the bundle does not evaluate closes as held; one with an evaluation just sent waits for it.
          if (rows.length === 0) await repository.closeEvaluatedSession(pairId, sessionNumber, tx);
        }
      }
      await mailer.send(mails, tx);
      return mails.length;
    },

    /**
     * GET /api/feedback/listAnsweredFeedbacksReport: the process's answered feedbacks by session and role, with the
     * figures of each question, and how many were sent and answered.
     */
    async report(processId: string): Promise<FeedbackReport> {
      const process = await existingProcess(processId);
      const sessionsCount = await repository.sessionsPerPair(process);
      const invitations = await repository.invitationsOfProcess(processId);
      const submitted = await submittedFeedbacks({ processId });
      const questionaries = await questionariesOf(submitted.map((s) => s.invitation.questionaryId));
      const lastSession = Math.max(sessionsCount, ...invitations.map((i) => Number(i.entitySubType) || 0));
      const ofSession = (n: number, role: ParticipantRole) => (i: { entitySubType: string; userRole: string }) =>
        i.entitySubType === String(n) && i.userRole === role;

      const roleReport = (n: number, role: ParticipantRole): FeedbackRoleReport => {
        const own = invitations.filter(ofSession(n, role));
        const answered = submitted.filter((s) => ofSession(n, role)(s.invitation));
        // Usually one questionary per session and role; a bundle changed midway gives each its own questions.
        const byQuestionary = new Map<string, AnswerItem[][]>();
        for (const row of answered) {
          const id = row.invitation.questionaryId;
          if (id) byQuestionary.set(id, [...(byQuestionary.get(id) ?? []), row.answers]);
        }
        return {
          role,
          sent: own.length,
          answered: own.filter((i) => i.status === 'COMPLETED').length,
          questions: [...byQuestionary].flatMap(([id, responses]) =>
            questionaryReport(id, questionaries.get(id)?.groups ?? [], responses),
          ),
        };
      };

      return {
        processId: process.id,
        processName: process.name,
        sessionsCount,
        hasBundle: process.sessionsFeedbackBundleId !== null,
        sent: invitations.length,
        answered: invitations.filter((i) => i.status === 'COMPLETED').length,
        sessions: Array.from({ length: lastSession }, (_, i) => ({
          sessionNumber: i + 1,
          roles: ROLES.map((role) => roleReport(i + 1, role)),
        })),
      };
    },

    /**
     * GET /api/feedback/getAllAnsweredFeedbacks: a pair's answered feedbacks. Admins read both members'; a member
     * reads only their own, since each one evaluates the sessions (and so their partner) in confidence.
     */
    async pairAnswers(pairId: string, reader: { userId: string; isAdmin: boolean }): Promise<PairAnsweredFeedbacks> {
      if (!(await repository.pairExists(pairId))) {
        throw notFound(participationErrorTypes.pairNotFound, participationMessages.pairNotFound);
      }
      const filter = reader.isAdmin ? { pairId } : { pairId, userId: reader.userId };
      return { pairId, answers: await asAnswered(await submittedFeedbacks(filter)) };
    },

    /** GET /api/users/feedback/{userId}: the session feedbacks a person answered, in every process. */
    async userAnswers(userId: string): Promise<UserAnsweredFeedbacks> {
      if (!(await repository.userExists(userId))) throw notFound(undefined, m.userNotFound);
      return { userId, feedbacks: await asAnswered(await submittedFeedbacks({ userId })) };
    },

    /**
     * The feedback Excel: a sheet per role, a row per answered feedback with its session, the pair's people and the
     * date, then a column per question (the same question of several questionaries shares a column).
     */
    async exportWorkbook(processId: string) {
      const process = await existingProcess(processId);
      const submitted = await submittedFeedbacks({ processId });
      const questionaries = await questionariesOf(submitted.map((s) => s.invitation.questionaryId));
      const pairs = new Map((await repository.pairsOfProcess(processId)).map((p) => [p.id, p]));
      const people = new Map(
        (await repository.people([...pairs.values()].flatMap((p) => [p.mentorId, p.studentId]))).map((p) => [p.id, p]),
      );
      const columns: FeedbackExportColumn[] = [];
      const columnKey = (role: string, questionId: string, title: string) => `${role}|${questionId}|${title}`;
      const sorted = [...submitted].sort(
        (a, b) =>
          Number(a.invitation.entitySubType) - Number(b.invitation.entitySubType) ||
          fullName(people.get(pairs.get(a.invitation.pairId!)?.studentId ?? '')).localeCompare(
            fullName(people.get(pairs.get(b.invitation.pairId!)?.studentId ?? '')),
          ),
      );
      const rows: FeedbackExportRow[] = sorted.map(({ invitation, response, answers: items }) => {
        const role = invitation.userRole as ParticipantRole;
        const pair = pairs.get(invitation.pairId!);
        const mentee = people.get(pair?.studentId ?? '');
        const mentor = people.get(pair?.mentorId ?? '');
        const byId = new Map(items.map((item) => [item.questionId, item]));
        const values = new Map<string, string | number>();
        for (const { question, group } of answeredQuestionsOf(
          questionaries.get(invitation.questionaryId ?? '')?.groups ?? [],
        )) {
          const key = columnKey(role, question.id, question.title);
          if (!columns.some((c) => c.key === key)) columns.push({ role, key, title: question.title });
          const item = byId.get(question.id);
          if (!item) continue;
          values.set(
            key,
            (question.type === 'RATE' || question.type === 'NUMERIC') && typeof item.value === 'number'
              ? item.value
              : questionaryAnswerText({ question, group }, item),
          );
        }
        return {
          role,
          sessionNumber: Number(invitation.entitySubType),
          mentee: fullName(mentee),
          menteeEmail: mentee?.email ?? '',
          mentor: fullName(mentor),
          mentorEmail: mentor?.email ?? '',
          submittedAt: response.submittedAt,
          answers: values,
        };
      });
      return { processName: process.name, workbook: await feedbackWorkbook(columns, rows) };
    },
  };
}
export type FeedbackService = ReturnType<typeof createFeedbackService>;
