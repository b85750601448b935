import { createPairTaskSchema, shiftDay, todayInAppTimeZone } from '@enlaza/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../database';
import { pairs, pairTasks, processes } from '../schema';
import { asMember, seedServices } from './services';

/** The tasks each demo pair agreed on in its first session: one done, one under way, one not started. */
const demoTasks: Array<{
  name: string;
  description: string;
  type: 'NUMBER' | 'CHECKBOX';
  maxValue: number;
  value: number;
  /** Days from today to its due date. */
  dueInDays: number;
  by: 'mentor' | 'mentee';
}> = [
  {
    name: 'Escribir tres metas para el semestre',
    description: 'Concretas y medibles; las revisamos en la próxima sesión.',
    type: 'CHECKBOX',
    maxValue: 1,
    value: 1,
    dueInDays: -3,
    by: 'mentor',
  },
  {
    name: 'Delegar tareas en el equipo',
    description: 'Una por semana, anotando qué resultó.',
    type: 'NUMBER',
    maxValue: 4,
    value: 2,
    dueInDays: 14,
    by: 'mentee',
  },
  {
    name: 'Leer la lectura del campus sobre delegación',
    description: '',
    type: 'CHECKBOX',
    maxValue: 1,
    value: 0,
    dueInDays: 7,
    by: 'mentor',
  },
];

/**
 * Tasks of the demo (spec 002 §3 "Task"): the pairs of processes in progress get the first session's tasks, written
 * and advanced by the pair's members through the tasks service, so the guide's task list and its PDF show each state
 * ('Completado', a counter under way, 'Pendiente'). They were agreed a minute apart: dated so afterwards.
 */
export async function seedDemoPairTasks(db: Database, today: string = todayInAppTimeZone()): Promise<void> {
  if ((await db.$count(pairTasks)) > 0) return;
  const { pairTasks: tasks } = seedServices(db);
  const activePairs = await db
    .select({ id: pairs.id, mentorId: pairs.mentorId, studentId: pairs.studentId })
    .from(pairs)
    .innerJoin(processes, eq(processes.id, pairs.processId))
    .where(and(eq(processes.status, 'IN_PROGRESS'), eq(pairs.disabled, false)))
    .orderBy(asc(pairs.createdAt));
  const createdAt = (index: number) => new Date(Date.now() - (demoTasks.length - index) * 60_000);
  for (const pair of activePairs) {
    for (const [index, { dueInDays, by, value, ...task }] of demoTasks.entries()) {
      const member = asMember(by === 'mentor' ? pair.mentorId : pair.studentId);
      const input = createPairTaskSchema.parse({ ...task, sessionNumber: 1, dueDate: shiftDay(today, dueInDays) });
      const { taskId } = await tasks.create(pair.id, input, member);
      if (value > 0) await tasks.update(pair.id, taskId, { value }, member);
      await db
        .update(pairTasks)
        .set({ createdAt: createdAt(index), updatedAt: createdAt(index) })
        .where(eq(pairTasks.id, taskId));
    }
  }
}
