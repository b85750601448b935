import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../database';
import { mentorships, mentorshipSessions, mentorshipTags, mentorshipTypes, questionaries } from '../../schema';
import type { FileStorage } from '../../../plugins/storage';
import { ensureMentorshipTypes } from '../mentorshipTypes';

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
function minimalTemplate(sessionNumber: number, title: string) {
  return {
    name: `Pauta sesión ${sessionNumber}: ${title}`,
    overview: `Guía de conversación para la sesión ${sessionNumber}.`,
    type: 'MENTORSHIP_GUIDE',
    targetUserRole: 'ANY',
    structure: [
      {
        id: `g${sessionNumber}-1`,
        title,
        type: 'DEFAULT',
        minutes: 45,
        range: null,
        conditions: [],
        questions: [
          {
            id: `g${sessionNumber}-intro`,
            type: 'MARKDOWN',
            title: '',
            description: 'Conversen con calma; estas preguntas son una guía, no un cuestionario cerrado.',
            required: false,
            placeholder: '',
            displayTitle: false,
            options: [],
            rangeInfo: null,
            conditions: [],
          },
          {
            id: `g${sessionNumber}-notes`,
            type: 'TEXT',
            title: '¿Qué acuerdos y aprendizajes se llevan de esta sesión?',
            description: '',
            required: true,
            placeholder: 'Escribe aquí los acuerdos',
            displayTitle: true,
            options: [],
            rangeInfo: null,
            conditions: [],
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
 * Runs only while there is no guide at all. `storage` is accepted for symmetry with the other libraries: the demo
 * uses links, so nothing is stored.
 */
export async function seedDemoGuides(db: Database, _storage?: FileStorage): Promise<void> {
  await ensureMentorshipTypes(db);
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(mentorships);
    if (existing?.n !== 0) return;

    let templates = await tx
      .select({ id: questionaries.id, name: questionaries.name })
      .from(questionaries)
      .where(eq(questionaries.type, 'MENTORSHIP_GUIDE'))
      .orderBy(asc(questionaries.createdAt), asc(questionaries.name));
    if (templates.length === 0) {
      templates = await tx
        .insert(questionaries)
        .values(demoSessions.map((session, index) => minimalTemplate(index + 1, session.title)))
        .returning({ id: questionaries.id, name: questionaries.name });
    }
    const templateFor = (sessionNumber: number) =>
      templates.find((template) => new RegExp(`sesi[oó]n\\s*${sessionNumber}\\b`, 'i').test(template.name)) ??
      templates[(sessionNumber - 1) % templates.length]!;

    const tags = await tx.select().from(mentorshipTypes);
    const tagIds = tags.filter((tag) => demoTags.includes(tag.name)).map((tag) => tag.id);

    const [guide] = await tx
      .insert(mentorships)
      .values({
        name: DEMO_GUIDE_NAME,
        description:
          'Pauta base del programa de mentoría Enlaza: cuatro sesiones que acompañan a la mentee desde el primer ' +
          'encuentro hasta el cierre, con materiales para la mentora y para la mentee en cada sesión.',
      })
      .returning({ id: mentorships.id });
    const mentorshipId = guide!.id;
    if (tagIds.length > 0) {
      await tx.insert(mentorshipTags).values(tagIds.map((mentorshipTypeId) => ({ mentorshipId, mentorshipTypeId })));
    }
    await tx.insert(mentorshipSessions).values(
      demoSessions.map((session, index) => ({
        mentorshipId,
        number: index + 1,
        title: session.title,
        description: session.description,
        templateQuestionaryId: templateFor(index + 1).id,
        mentorLink: session.mentorLink,
        studentLink: session.studentLink,
      })),
    );
  });
}
