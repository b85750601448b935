import { todayInAppTimeZone } from '@enlaza/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../database';
import { pairs, pairTasks, processes } from '../schema';

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

/** A YYYY-MM-DD day moved by a number of days. */
function dayAfter(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Tasks of the demo (spec 002 §3 "Task"): the pairs of processes in progress get the first session's tasks, so the
 * guide's task list and its PDF show each state ('Completado', a counter under way, 'Pendiente').
 */
export async function seedDemoPairTasks(db: Database, today: string = todayInAppTimeZone()): Promise<void> {
  if ((await db.$count(pairTasks)) > 0) return;
  const activePairs = await db
    .select({ id: pairs.id, mentorId: pairs.mentorId, studentId: pairs.studentId })
    .from(pairs)
    .innerJoin(processes, eq(processes.id, pairs.processId))
    .where(and(eq(processes.status, 'IN_PROGRESS'), eq(pairs.disabled, false)))
    .orderBy(asc(pairs.createdAt));
  if (activePairs.length === 0) return;
  // A minute apart, in the order above: the list shows them as they were agreed.
  const createdAt = (index: number) => new Date(Date.now() - (demoTasks.length - index) * 60_000);
  await db.insert(pairTasks).values(
    activePairs.flatMap((pair) =>
      demoTasks.map(({ dueInDays, by, ...task }, index) => ({
        ...task,
        pairId: pair.id,
        sessionNumber: 1,
        dueDate: dayAfter(today, dueInDays),
        createdById: by === 'mentor' ? pair.mentorId : pair.studentId,
        createdAt: createdAt(index),
        updatedAt: createdAt(index),
      })),
    ),
  );
}
