import type { AnswerItem, ParsedOpenInvitationPayload } from '@enlaza/contract';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { containsPattern } from '../../db/conditions';
import type { Database } from '../../db/database';
import {
  clients,
  coaches,
  processes,
  questionaries,
  questionaryAnswers,
  questionaryInvitations,
  questionaryResponses,
  users,
  workshops,
} from '../../db/schema';

export const OPEN_ENTITY_TYPE = 'OPEN';

const isOpenKind = eq(questionaryInvitations.entityType, OPEN_ENTITY_TYPE);
const creators = alias(users, 'creators');

/** The columns an open invitation's payload sets. */
function columnsOf(payload: ParsedOpenInvitationPayload) {
  return {
    questionaryId: payload.questionaryId,
    userRole: payload.userRole,
    entitySubType: payload.entitySubType,
    eventType: payload.eventType,
    workshopId: payload.workshopId,
    workshopType: payload.workshopType,
    methodology: payload.methodology,
    clientId: payload.clientId,
    coachId: payload.coachId,
    processId: payload.processId,
  };
}

export function createOpenInvitationsRepository(db: Database) {
  return {
    async insert(payload: ParsedOpenInvitationPayload, createdById: string) {
      const [row] = await db
        .insert(questionaryInvitations)
        .values({ ...columnsOf(payload), entityType: OPEN_ENTITY_TYPE, status: 'OPEN', userId: null, createdById })
        .returning({ id: questionaryInvitations.id });
      return row!.id;
    },

    async update(id: string, payload: ParsedOpenInvitationPayload): Promise<boolean> {
      const rows = await db
        .update(questionaryInvitations)
        .set({ ...columnsOf(payload), updatedAt: new Date() })
        .where(and(eq(questionaryInvitations.id, id), isOpenKind))
        .returning({ id: questionaryInvitations.id });
      return rows.length > 0;
    },

    /** OPEN takes answers; COMPLETED is an open invitation an admin closed. */
    async setStatus(id: string, status: 'OPEN' | 'COMPLETED'): Promise<boolean> {
      const now = new Date();
      const rows = await db
        .update(questionaryInvitations)
        .set({ status, completedAt: status === 'COMPLETED' ? now : null, updatedAt: now })
        .where(and(eq(questionaryInvitations.id, id), isOpenKind))
        .returning({ id: questionaryInvitations.id });
      return rows.length > 0;
    },

    /** The open invitation with the names of what it points at; undefined for a missing id or another kind. */
    async find(id: string) {
      const [row] = await db
        .select({
          invitation: questionaryInvitations,
          questionary: {
            name: questionaries.name,
            type: questionaries.type,
            structure: questionaries.structure,
          },
          workshopName: workshops.name,
          clientName: clients.name,
          processName: processes.name,
          coach: { id: coaches.id, name: coaches.name, lastName: coaches.lastName, email: coaches.email },
          creator: { id: creators.id, name: creators.name, lastName: creators.lastName },
        })
        .from(questionaryInvitations)
        .leftJoin(questionaries, eq(questionaries.id, questionaryInvitations.questionaryId))
        .leftJoin(workshops, eq(workshops.id, questionaryInvitations.workshopId))
        .leftJoin(clients, eq(clients.id, questionaryInvitations.clientId))
        .leftJoin(processes, eq(processes.id, questionaryInvitations.processId))
        .leftJoin(coaches, eq(coaches.id, questionaryInvitations.coachId))
        .leftJoin(creators, eq(creators.id, questionaryInvitations.createdById))
        .where(and(eq(questionaryInvitations.id, id), isOpenKind));
      return row;
    },

    /** Newest first; `search` looks in the survey's name. */
    async list({ search, offset, limit }: { search: string | null; offset: number; limit: number }) {
      const where = search
        ? and(isOpenKind, ilike(questionaryInvitations.entitySubType, containsPattern(search)))
        : isOpenKind;
      const [rows, [total]] = await Promise.all([
        db
          .select({ invitation: questionaryInvitations, questionaryName: questionaries.name })
          .from(questionaryInvitations)
          .leftJoin(questionaries, eq(questionaries.id, questionaryInvitations.questionaryId))
          .where(where)
          .orderBy(desc(questionaryInvitations.createdAt), desc(questionaryInvitations.id))
          .offset(offset)
          .limit(limit),
        db.select({ value: count() }).from(questionaryInvitations).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** How many people have sent their answers. */
    async submittedCount(invitationId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(questionaryResponses)
        .where(and(eq(questionaryResponses.invitationId, invitationId), isNotNull(questionaryResponses.submittedAt)));
      return row?.n ?? 0;
    },

    /** Every sent response, oldest first, with its answers. */
    async submittedResponses(invitationId: string) {
      const responses = await db
        .select({ id: questionaryResponses.id, submittedAt: questionaryResponses.submittedAt })
        .from(questionaryResponses)
        .where(and(eq(questionaryResponses.invitationId, invitationId), isNotNull(questionaryResponses.submittedAt)))
        .orderBy(asc(questionaryResponses.submittedAt), asc(questionaryResponses.id));
      const answers = responses.length
        ? await db
            .select()
            .from(questionaryAnswers)
            .where(
              inArray(
                questionaryAnswers.responseId,
                responses.map((r) => r.id),
              ),
            )
        : [];
      const byResponse = new Map<string, AnswerItem[]>();
      for (const row of answers) {
        const list = byResponse.get(row.responseId) ?? [];
        list.push({
          questionId: row.questionId,
          value: row.value as AnswerItem['value'],
          ...(row.otherText !== null ? { otherAnswer: row.otherText } : {}),
        });
        byResponse.set(row.responseId, list);
      }
      return responses.map((r) => ({ id: r.id, submittedAt: r.submittedAt!, answers: byResponse.get(r.id) ?? [] }));
    },

    findQuestionary(id: string) {
      return db.query.questionaries.findFirst({
        where: eq(questionaries.id, id),
        columns: { id: true, type: true },
      });
    },
    findWorkshop(id: string) {
      return db.query.workshops.findFirst({ where: eq(workshops.id, id), columns: { id: true } });
    },
    findCoach(id: string) {
      return db.query.coaches.findFirst({ where: eq(coaches.id, id), columns: { id: true } });
    },
    findClient(id: string) {
      return db.query.clients.findFirst({ where: eq(clients.id, id), columns: { id: true } });
    },
    findProcess(id: string) {
      return db.query.processes.findFirst({ where: eq(processes.id, id), columns: { id: true, clientId: true } });
    },

    /** How many open invitations ask a questionary (it cannot be deleted while any does). */
    async countByQuestionary(questionaryId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(questionaryInvitations)
        .where(and(isOpenKind, eq(questionaryInvitations.questionaryId, questionaryId)));
      return row?.value ?? 0;
    },
  };
}

export type OpenInvitationsRepository = ReturnType<typeof createOpenInvitationsRepository>;
