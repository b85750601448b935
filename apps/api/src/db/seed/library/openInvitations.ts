import {
  OTHER_OPTION_ID,
  openInvitationPayloadSchema,
  type AnswerItem,
  questionaryPayloadSchema,
  type OpenInvitationPayload,
  type QuestionaryPayload,
} from '@enlaza/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../database';
import {
  clients,
  coaches,
  questionaries,
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

/** Three people's answers, as the answering page sends them. */
const demoResponses: AnswerItem[][] = [
  [
    { questionId: 'channel', value: 'channel-o1' },
    { questionId: 'statements', value: { 'statements-r1': 5, 'statements-r2': 4 } },
    { questionId: 'score', value: 7 },
    { questionId: 'topics', value: ['topics-o1', 'topics-o3'] },
    { questionId: 'comment', value: 'Muy práctico, me llevo ejercicios para mi equipo.' },
  ],
  [
    { questionId: 'channel', value: 'channel-o2' },
    { questionId: 'statements', value: { 'statements-r1': 4, 'statements-r2': 5 } },
    { questionId: 'score', value: 6 },
    { questionId: 'topics', value: ['topics-o2'] },
  ],
  [
    { questionId: 'channel', value: OTHER_OPTION_ID, otherAnswer: 'Boletín de la cámara de comercio' },
    { questionId: 'statements', value: { 'statements-r1': 3, 'statements-r2': 4 } },
    { questionId: 'score', value: 5 },
    { questionId: 'comment', value: 'Me faltó tiempo para las preguntas.' },
  ],
];

/**
 * A workshop-feedback questionary and one open invitation to it for a demo workshop, created by the demo admin
 * through the services her screens use, dated four days ago and already answered by three people through the
 * answering page's service (their times are history). Only when no open invitation exists yet, and only once the
 * demo client, workshop, coach and admin are there.
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

  // Anyone with the link answers it (no sign-in), as three people did the day it was created.
  const answering = services.answersAsOf();
  for (const items of demoResponses) await answering.answer(invitationId, items, { auth: null });
  const createdAt = new Date(Date.now() - 4 * 24 * 3600 * 1000);
  await db.transaction(async (tx) => {
    await tx
      .update(questionaryInvitations)
      .set({ createdAt, updatedAt: createdAt })
      .where(eq(questionaryInvitations.id, invitationId));
    const responses = await tx
      .select({ id: questionaryResponses.id })
      .from(questionaryResponses)
      .where(eq(questionaryResponses.invitationId, invitationId))
      .orderBy(asc(questionaryResponses.createdAt));
    for (const [index, { id }] of responses.entries()) {
      const submittedAt = new Date(createdAt.getTime() + (index + 1) * 3600 * 1000);
      await tx
        .update(questionaryResponses)
        .set({ submittedAt, createdAt: submittedAt, updatedAt: submittedAt })
        .where(eq(questionaryResponses.id, id));
    }
  });
}
