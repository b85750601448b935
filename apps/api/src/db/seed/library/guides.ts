import {
  guidePayloadSchema,
  questionaryPayloadSchema,
  type GuidePayload,
  type QuestionaryPayload,
} from '@enlaza/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../database';
import { mentorships, questionaries } from '../../schema';
import type { FileStorage } from '../../../plugins/storage';
import { ensureMentorshipTypes } from '../mentorshipTypes';
import { seedServices } from '../services';

export const DEMO_GUIDE_NAME = 'Pauta Mentoría Enlaza';

interface DemoSession {
  title: string;
  description: string;
  mentorLink: string;
  studentLink: string;
}

const demoSessions: DemoSession[] = [
  {
    title: 'Conociéndonos y acordando la mentoría',
    description:
      'Primera conversación para conocerse, compartir trayectorias y expectativas, y acordar la frecuencia, el canal ' +
      'y las reglas de confidencialidad de la mentoría.',
    mentorLink: 'https://enlaza.example.cl/recursos/sesion-1-mentora',
    studentLink: 'https://enlaza.example.cl/recursos/sesion-1-mentee',
  },
  {
    title: 'Definiendo el objetivo de mentoría',
    description:
      'La mentee elige su objetivo principal y lo convierte en metas concretas y medibles para los próximos meses; ' +
      'la mentora ayuda a priorizar y a identificar obstáculos.',
    mentorLink: 'https://enlaza.example.cl/recursos/sesion-2-mentora',
    studentLink: 'https://enlaza.example.cl/recursos/sesion-2-mentee',
  },
  {
    title: 'Plan de acción y redes de apoyo',
    description:
      'Revisión de avances, diseño de un plan de acción con tareas y plazos, y mapa de personas y espacios que ' +
      'pueden apoyar el desarrollo profesional de la mentee.',
    mentorLink: 'https://enlaza.example.cl/recursos/sesion-3-mentora',
    studentLink: 'https://enlaza.example.cl/recursos/sesion-3-mentee',
  },
  {
    title: 'Cierre y próximos pasos',
    description:
      'Balance de lo logrado respecto del objetivo, aprendizajes de ambas, compromisos para seguir avanzando de ' +
      'forma autónoma y evaluación de la experiencia de mentoría.',
    mentorLink: 'https://enlaza.example.cl/recursos/sesion-4-mentora',
    studentLink: 'https://enlaza.example.cl/recursos/sesion-4-mentee',
  },
];

const demoTags = ['Liderazgo', 'Desarrollo de carrera', 'Networking'];

/** The smallest guide questionnaire the builder accepts: an introduction and one open question. */
function minimalTemplate(sessionNumber: number, title: string): QuestionaryPayload {
  return {
    name: `Pauta sesión ${sessionNumber}: ${title}`,
    overview: `Guía de conversación para la sesión ${sessionNumber}.`,
    type: 'MENTORSHIP_GUIDE',
    target_user_role: 'ANY',
    questionGroups: [
      {
        id: `g${sessionNumber}-1`,
        title,
        minutes: 45,
        questions: [
          {
            id: `g${sessionNumber}-intro`,
            type: 'MARKDOWN',
            title: '',
            description: 'Conversen con calma; estas preguntas son una guía, no un cuestionario cerrado.',
            required: false,
            displayTitle: false,
          },
          {
            id: `g${sessionNumber}-notes`,
            type: 'TEXT',
            title: '¿Qué acuerdos y aprendizajes se llevan de esta sesión?',
            required: true,
            placeholder: 'Escribe aquí los acuerdos',
            displayTitle: true,
          },
        ],
      },
    ],
  };
}

/**
 * The demo library's mentoring guide: 'Pauta Mentoría Enlaza', 4 sessions whose materials are links (no files to
 * ship), each session linked to a MENTORSHIP_GUIDE questionnaire — the ones the questionnaires library seeds (by
 * name 'Pauta sesión N…' when present, else in creation order), or minimal ones created here when there are none.
 * Created through the guides service as the admin's form does. Runs only while there is no guide at all. The demo
 * uses links, so `storage` stores nothing.
 */
export async function seedDemoGuides(db: Database, storage?: FileStorage): Promise<void> {
  await ensureMentorshipTypes(db);
  if ((await db.$count(mentorships)) > 0) return;
  const services = seedServices(db, storage);

  const templatesByAge = () =>
    db
      .select({ id: questionaries.id, name: questionaries.name })
      .from(questionaries)
      .where(eq(questionaries.type, 'MENTORSHIP_GUIDE'))
      .orderBy(asc(questionaries.createdAt), asc(questionaries.name));
  let templates = await templatesByAge();
  if (templates.length === 0) {
    for (const [index, session] of demoSessions.entries()) {
      await services.questionnaires.create(questionaryPayloadSchema.parse(minimalTemplate(index + 1, session.title)));
    }
    templates = await templatesByAge();
  }
  const templateFor = (sessionNumber: number) =>
    templates.find((template) => new RegExp(`sesi[oó]n\\s*${sessionNumber}\\b`, 'i').test(template.name)) ??
    templates[(sessionNumber - 1) % templates.length]!;

  const tags = await services.guides.mentorshipTypes();
  const payload: GuidePayload = {
    name: DEMO_GUIDE_NAME,
    description:
      'Pauta base del programa de mentoría Enlaza: cuatro sesiones que acompañan a la mentee desde el primer ' +
      'encuentro hasta el cierre, con materiales para la mentora y para la mentee en cada sesión.',
    mentorshipTypeIds: tags.filter((tag) => demoTags.includes(tag.name)).map((tag) => tag.id),
    sessions: demoSessions.map((session, index) => ({
      title: session.title,
      description: session.description,
      templateQuestionaryId: templateFor(index + 1).id,
      mentor: { link: session.mentorLink },
      student: { link: session.studentLink },
    })),
  };
  await services.guides.create(guidePayloadSchema.parse(payload), new Map());
}
