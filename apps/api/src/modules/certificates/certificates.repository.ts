import type { ParticipantRole, ProcessServiceType, ProcessStatus } from '@enlaza/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { activeParticipant } from '../../db/conditions';
import {
  attractionGroups,
  attractionGroupStudents,
  certificates,
  clients,
  pairs,
  processes,
  processParticipants,
  users,
} from '../../db/schema';

export type CertificateRow = typeof certificates.$inferSelect;
export type NewCertificate = typeof certificates.$inferInsert;

/** A process as its certificates need it. */
export interface CertifiedProcess {
  id: string;
  status: ProcessStatus;
  serviceTypes: ProcessServiceType[];
  fantasyName: string | null;
  isMentorup: boolean;
  clientName: string;
  endDate: Date | null;
}

/** Someone who took part in a process to the end, as a certificate names them. */
export interface Recipient {
  userId: string;
  role: ParticipantRole;
  pairId: string | null;
  personName: string;
}

const fullName = sql<string>`trim(${users.name} || ' ' || ${users.lastName})`;

export function createCertificatesRepository(db: Database) {
  return {
    async findProcess(id: string, tx: Database = db): Promise<CertifiedProcess | undefined> {
      const [row] = await tx
        .select({
          id: processes.id,
          status: processes.status,
          serviceTypes: processes.serviceTypes,
          fantasyName: processes.fantasyName,
          isMentorup: processes.isMentorup,
          clientName: clients.name,
          endDate: processes.endDate,
        })
        .from(processes)
        .innerJoin(clients, eq(clients.id, processes.clientId))
        .where(eq(processes.id, id));
      return row;
    },

    /** Both people of each active (not disabled) pair. */
    async pairRecipients(processId: string, tx: Database = db): Promise<Recipient[]> {
      const people = (column: typeof pairs.studentId | typeof pairs.mentorId, role: ParticipantRole) =>
        tx
          .select({ userId: users.id, role: sql<ParticipantRole>`${role}`, pairId: pairs.id, personName: fullName })
          .from(pairs)
          .innerJoin(users, eq(users.id, column))
          .where(and(eq(pairs.processId, processId), eq(pairs.disabled, false)));
      return [...(await people(pairs.studentId, 'STUDENT')), ...(await people(pairs.mentorId, 'MENTOR'))];
    },

    /** The students of every group and each group's tutor. */
    async groupRecipients(processId: string, tx: Database = db): Promise<Recipient[]> {
      const students = await tx
        .select({ userId: users.id, personName: fullName })
        .from(attractionGroupStudents)
        .innerJoin(users, eq(users.id, attractionGroupStudents.userId))
        .where(eq(attractionGroupStudents.processId, processId));
      const tutors = await tx
        .select({ userId: users.id, personName: fullName })
        .from(attractionGroups)
        .innerJoin(users, eq(users.id, attractionGroups.mentorId))
        .where(eq(attractionGroups.processId, processId));
      return [
        ...students.map((s) => ({ ...s, role: 'STUDENT' as const, pairId: null })),
        ...tutors.map((t) => ({ ...t, role: 'MENTOR' as const, pairId: null })),
      ];
    },

    /** Confirmed participants (not removed); with `userId`, only that person. */
    async participantRecipients(processId: string, userId?: string, tx: Database = db): Promise<Recipient[]> {
      const rows = await tx
        .select({ userId: users.id, role: processParticipants.role, personName: fullName })
        .from(processParticipants)
        .innerJoin(users, eq(users.id, processParticipants.userId))
        .where(
          and(
            eq(processParticipants.processId, processId),
            activeParticipant(),
            userId ? eq(processParticipants.userId, userId) : undefined,
          ),
        );
      return rows.map((r) => ({ ...r, pairId: null }));
    },

    /** The person's pair in the process, active or not (a certificate by hand names it when there is one). */
    async pairOf(processId: string, userId: string): Promise<{ id: string; role: ParticipantRole } | undefined> {
      const [row] = await db
        .select({ id: pairs.id, studentId: pairs.studentId })
        .from(pairs)
        .where(and(eq(pairs.processId, processId), sql`${userId} in (${pairs.studentId}, ${pairs.mentorId})`))
        .orderBy(pairs.disabled);
      return row ? { id: row.id, role: row.studentId === userId ? 'STUDENT' : 'MENTOR' } : undefined;
    },

    /** Issues automatic certificates; a person who already has the process's automatic one is skipped. */
    async insertAutomatic(rows: NewCertificate[], tx: Database = db): Promise<number> {
      if (rows.length === 0) return 0;
      const inserted = await tx
        .insert(certificates)
        .values(rows)
        .onConflictDoNothing()
        .returning({ id: certificates.id });
      return inserted.length;
    },

    async insert(row: NewCertificate): Promise<CertificateRow> {
      const [inserted] = await db.insert(certificates).values(row).returning();
      return inserted!;
    },

    async find(id: string): Promise<CertificateRow | undefined> {
      const [row] = await db.select().from(certificates).where(eq(certificates.id, id));
      return row;
    },

    async hasActive(processId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: certificates.id })
        .from(certificates)
        .where(
          and(eq(certificates.processId, processId), eq(certificates.userId, userId), isNull(certificates.revokedAt)),
        )
        .limit(1);
      return !!row;
    },

    /** A person's standing certificates, the newest first. */
    async listActiveOfUser(userId: string): Promise<CertificateRow[]> {
      return db
        .select()
        .from(certificates)
        .where(and(eq(certificates.userId, userId), isNull(certificates.revokedAt)))
        .orderBy(desc(certificates.createdAt));
    },

    /** The person's standing certificate of that pair's process, if any. */
    async findActiveOfUserPair(userId: string, pairId: string): Promise<CertificateRow | undefined> {
      const [row] = await db
        .select({ certificate: certificates })
        .from(certificates)
        .innerJoin(pairs, eq(pairs.processId, certificates.processId))
        .where(and(eq(pairs.id, pairId), eq(certificates.userId, userId), isNull(certificates.revokedAt)))
        .orderBy(desc(certificates.createdAt))
        .limit(1);
      return row?.certificate;
    },

    /** Every certificate of a process, revoked ones included, by person name. */
    async listOfProcess(processId: string): Promise<CertificateRow[]> {
      return db
        .select()
        .from(certificates)
        .where(eq(certificates.processId, processId))
        .orderBy(certificates.personName, desc(certificates.createdAt));
    },

    /** Revokes a standing certificate; undefined when there is none with that id or it was already revoked. */
    async revoke(id: string, revokedById: string, reason: string): Promise<CertificateRow | undefined> {
      const [row] = await db
        .update(certificates)
        .set({ revokedAt: new Date(), revokedById, revokeReason: reason })
        .where(and(eq(certificates.id, id), isNull(certificates.revokedAt)))
        .returning();
      return row;
    },
  };
}
export type CertificatesRepository = ReturnType<typeof createCertificatesRepository>;
