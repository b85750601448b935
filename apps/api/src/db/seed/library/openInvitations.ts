import {
  openInvitationPayloadSchema,
  questionaryPayloadSchema,
  type OpenInvitationPayload,
  type QuestionaryPayload,
} from '@enlaza/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../database';
import {
  clients,
  coaches,
  questionaries,
  questionaryAnswers,
  questionaryInvitations,
  questionaryResponses,
  users,
  workshops,
} from '../../schema';
import { seedServices } from '../services';

export const DEMO_WORKSHOP_FEEDBACK_NAME = 'Feedback de taller';
export const DEMO_OPEN_SURVEY_NAME = 'Taller Liderazgo con propósito — Compañía Demo';
const DEMO_CLIENT = 'Compañía Demo';
const DEMO_WORKSHOP = 'Liderazgo con propósito';
const DEMO_COACH_EMAIL = 'carolina.fuentes@coaches.enlaza.test';
const DEMO_ADMIN_EMAIL = 'admin@enlaza.test';

const workshopFeedback: QuestionaryPayload = {
  name: DEMO_WORKSHOP_FEEDBACK_NAME,
  overview: 'Cuéntanos cómo te fue en el taller. Toma menos de 2 minutos y es anónimo.',
  type: 'WORKSHOP_FEEDBACK',
  target_user_role: 'ANY',
  questionGroups: [
    {
      id: 'g1',
      title: 'El taller',
      range: {
        start: 1,
        end: 5,
        labels: ['Muy en desacuerdo', 'En desacuerdo', 'Neutral', 'De acuerdo', 'Muy de acuerdo'],
      },
      questions: [
        {
          id: 'channel',
          type: 'OPTIONS',
          title: '¿Cómo te enteraste del taller?',
          required: true,
          other: true,
          options: [
            { id: 'channel-o1', value: 'Por mi empresa' },
            { id: 'channel-o2', value: 'Por una colega' },
            { id: 'channel-o3', value: 'Redes sociales' },
          ],
        },
        {
          id: 'statements',
          type: 'LIKERT-LIKE-GROUP',
          title: '¿Qué tan de acuerdo estás con estas afirmaciones?',
          required: true,
          options: [
            { id: 'statements-r1', value: 'Los contenidos me serán útiles en mi trabajo' },
            { id: 'statements-r2', value: 'La coach explicó con claridad' },
          ],
        },
        {
          id: 'score',
          type: 'RATE',
          title: 'Evalúa el taller de 1 a 7',
          required: true,
          rangeInfo: { startValue: 1, endValue: 7, startText: 'Muy malo', endText: 'Excelente' },
        },
        {
          id: 'topics',
          type: 'MULTIPLE_CHOICE',
          title: '¿Qué temas quisieras profundizar?',
          required: false,
          options: [
            { id: 'topics-o1', value: 'Comunicación' },
            { id: 'topics-o2', value: 'Negociación' },
            { id: 'topics-o3', value: 'Gestión de equipos' },
          ],
        },
        { id: 'comment', type: 'TEXT', title: '¿Algo que quieras agregar?', required: false, placeholder: 'Opcional' },
      ],
    },
  ],
};

type Answer = { questionId: string; valueType: string; value: unknown; otherText?: string };
const demoResponses: Answer[][] = [
  [
    { questionId: 'channel', valueType: 'OPTION', value: 'channel-o1' },
    { questionId: 'statements', valueType: 'LIKERT', value: { 'statements-r1': 5, 'statements-r2': 4 } },
    { questionId: 'score', valueType: 'NUMBER', value: 7 },
    { questionId: 'topics', valueType: 'OPTIONS', value: ['topics-o1', 'topics-o3'] },
    { questionId: 'comment', valueType: 'TEXT', value: 'Muy práctico, me llevo ejercicios para mi equipo.' },
  ],
  [
    { questionId: 'channel', valueType: 'OPTION', value: 'channel-o2' },
    { questionId: 'statements', valueType: 'LIKERT', value: { 'statements-r1': 4, 'statements-r2': 5 } },
    { questionId: 'score', valueType: 'NUMBER', value: 6 },
    { questionId: 'topics', valueType: 'OPTIONS', value: ['topics-o2'] },
  ],
  [
    { questionId: 'channel', valueType: 'OPTION', value: '__other__', otherText: 'Boletín de la cámara de comercio' },
    { questionId: 'statements', valueType: 'LIKERT', value: { 'statements-r1': 3, 'statements-r2': 4 } },
    { questionId: 'score', valueType: 'NUMBER', value: 5 },
    { questionId: 'comment', valueType: 'TEXT', value: 'Me faltó tiempo para las preguntas.' },
  ],
];

/**
 * A workshop-feedback questionary and one open invitation to it for a demo workshop, created by the demo admin
 * through the services her screens use, dated four days ago and already answered by three people (the answers are
 * history: stored as they were sent). Only when no open invitation exists yet, and only once the demo client,
 * workshop, coach and admin are there.
 */
export async function seedDemoOpenInvitations(db: Database): Promise<void> {
  const [existingOpen] = await db
    .select({ id: questionaryInvitations.id })
    .from(questionaryInvitations)
    .where(eq(questionaryInvitations.entityType, 'OPEN'))
    .limit(1);
  if (existingOpen) return;
  const [client, workshop, coach, admin] = await Promise.all([
    db.query.clients.findFirst({ where: eq(clients.name, DEMO_CLIENT) }),
    db.query.workshops.findFirst({ where: eq(workshops.name, DEMO_WORKSHOP) }),
    db.query.coaches.findFirst({ where: eq(coaches.email, DEMO_COACH_EMAIL) }),
    db.query.users.findFirst({ where: eq(users.email, DEMO_ADMIN_EMAIL) }),
  ]);
  if (!client || !workshop || !coach || !admin) return;
  const services = seedServices(db);

  const existingQuestionary = await db.query.questionaries.findFirst({
    where: and(eq(questionaries.name, DEMO_WORKSHOP_FEEDBACK_NAME), eq(questionaries.type, 'WORKSHOP_FEEDBACK')),
  });
  const questionaryId =
    existingQuestionary?.id ??
    (await services.questionnaires.create(questionaryPayloadSchema.parse(workshopFeedback))).id;
  const invitation: OpenInvitationPayload = {
    questionaryId,
    entitySubType: DEMO_OPEN_SURVEY_NAME,
    userRole: 'ANY',
    eventType: 'WORKSHOP',
    workshopId: workshop.id,
    workshopType: 'INDEPENDENT',
    methodology: 'ON_SITE',
    clientId: client.id,
    coachId: coach.id,
  };
  const created = await services.openInvitations.create(openInvitationPayloadSchema.parse(invitation), admin.id);
  const invitationId = created.invitation.invitationId;

  const createdAt = new Date(Date.now() - 4 * 24 * 3600 * 1000);
  await db.transaction(async (tx) => {
    await tx
      .update(questionaryInvitations)
      .set({ createdAt, updatedAt: createdAt })
      .where(eq(questionaryInvitations.id, invitationId));
    for (const [index, answers] of demoResponses.entries()) {
      const submittedAt = new Date(createdAt.getTime() + (index + 1) * 3600 * 1000);
      const [response] = await tx
        .insert(questionaryResponses)
        .values({ invitationId, submittedAt, createdAt: submittedAt, updatedAt: submittedAt })
        .returning();
      await tx
        .insert(questionaryAnswers)
        .values(
          answers.map((answer) => ({ ...answer, otherText: answer.otherText ?? null, responseId: response!.id })),
        );
    }
  });
}
