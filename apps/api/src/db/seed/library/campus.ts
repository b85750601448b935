import {
  campusPayloadSchema,
  lessonPlanPayloadSchema,
  shiftDay,
  todayInAppTimeZone,
  type CampusAccessRole,
  type CampusPayload,
  type LessonPayload,
  type LessonPlanPayload,
} from '@enlaza/contract';
import type { FileStorage } from '../../../plugins/storage';
import type { Database } from '../../database';
import { campuses } from '../../schema';
import { seedServices } from '../services';

export const DEMO_STUDENT_CAMPUS_TITLE = 'Campus Mentees: Liderazgo y desarrollo profesional';
export const DEMO_MENTOR_CAMPUS_TITLE = 'Campus Mentoras: Acompañar con propósito';

interface DemoContent {
  title: string;
  description: string;
  /** YouTube id of a public talk. */
  videoId: string;
}
interface DemoLesson {
  title: string;
  /** Days from today: negative lessons are open already, positive ones open later. */
  startsInDays: number;
  contents: DemoContent[];
}
interface DemoCampus {
  title: string;
  role: 'STUDENT' | 'MENTOR';
  description: string;
  duration: number;
  rolesWithAccess: CampusAccessRole[];
  lessons: DemoLesson[];
}

const demoCampuses: DemoCampus[] = [
  {
    title: DEMO_STUDENT_CAMPUS_TITLE,
    role: 'STUDENT',
    description:
      'Un recorrido de cuatro jornadas para sacar el máximo provecho de tu mentoría: conocer tus fortalezas, ' +
      'comunicar con seguridad, definir metas concretas y construir una red profesional que te acompañe.\n\n' +
      'Cada lección combina una charla breve con una actividad para conversar con tu mentora.',
    duration: 4,
    rolesWithAccess: ['STUDENT', 'ADMIN'],
    lessons: [
      {
        title: 'Bienvenida: cómo aprovechar tu mentoría',
        startsInDays: -21,
        contents: [
          {
            title: 'Por qué empezar por el propósito',
            description:
              'Mira la charla y anota en una frase por qué quieres participar en este programa. Llévala a tu primera ' +
              'sesión: será el punto de partida para acordar el objetivo con tu mentora.',
            videoId: 'qp0HIF3SfI4',
          },
        ],
      },
      {
        title: 'Comunicar con seguridad',
        startsInDays: -7,
        contents: [
          {
            title: 'El lenguaje corporal también comunica',
            description:
              'Observa cómo la postura influye en cómo te perciben y en cómo te sientes. Antes de tu próxima ' +
              'presentación o entrevista, prueba el ejercicio de dos minutos que propone la charla.',
            videoId: 'Ks-_Mh1QhMc',
          },
          {
            title: 'Hablar para que te escuchen',
            description:
              'Cinco herramientas para que tu voz transmita lo que quieres decir. Practica una de ellas esta semana ' +
              'y comenta el resultado con tu mentora.',
            videoId: 'eIho2S0ZahI',
          },
        ],
      },
      {
        title: 'Metas y perseverancia',
        startsInDays: 7,
        contents: [
          {
            title: 'La importancia de la determinación',
            description:
              'La pasión y la constancia pesan tanto como el talento. Después de ver el video, escribe una meta ' +
              'para los próximos tres meses y los pasos para lograrla.',
            videoId: 'H14bBuluwB8',
          },
        ],
      },
      {
        title: 'Tu red de apoyo profesional',
        startsInDays: 21,
        contents: [
          {
            title: 'El poder de la vulnerabilidad',
            description:
              'Pedir ayuda y mostrarse tal como una es también construye redes. Identifica tres personas que ' +
              'podrían apoyarte en tu desarrollo y piensa cómo acercarte a ellas.',
            videoId: 'iCvmsMzlF7o',
          },
        ],
      },
    ],
  },
  {
    title: DEMO_MENTOR_CAMPUS_TITLE,
    role: 'MENTOR',
    description:
      'Herramientas prácticas para mentoras: el rol de la mentora, la escucha activa, las preguntas poderosas ' +
      'y el cierre de la mentoría. Pensado para mentoras internas y externas que acompañan por primera vez o ' +
      'quieren renovar su práctica.',
    duration: 3,
    rolesWithAccess: ['INTERNAL_MENTOR', 'EXTERNAL_MENTOR', 'ADMIN'],
    lessons: [
      {
        title: 'El rol de la mentora',
        startsInDays: -14,
        contents: [
          {
            title: 'Inspirar desde el porqué',
            description:
              'Una mentora no da respuestas: ayuda a que la mentee encuentre las suyas. Reflexiona sobre qué te ' +
              'motivó a ser mentora y compártelo en la primera sesión.',
            videoId: 'qp0HIF3SfI4',
          },
        ],
      },
      {
        title: 'Escucha activa y preguntas poderosas',
        startsInDays: -2,
        contents: [
          {
            title: 'Escuchar para comprender',
            description:
              'Claves para escuchar sin interrumpir y preguntar para abrir la conversación. Prepara tres preguntas ' +
              'abiertas para tu próxima sesión.',
            videoId: 'eIho2S0ZahI',
          },
        ],
      },
      {
        title: 'Cerrar la mentoría y celebrar los logros',
        startsInDays: 30,
        contents: [
          {
            title: 'Reconocer el esfuerzo',
            description:
              'El cierre es un momento para revisar el camino recorrido y reconocer la constancia de la mentee. ' +
              'Prepara una conversación de cierre con logros, aprendizajes y próximos pasos.',
            videoId: 'H14bBuluwB8',
          },
        ],
      },
    ],
  },
];

/**
 * Demo campuses (one for mentees, one for mentors) with lessons already open and lessons that open later, so the
 * preview and the member side show both, created through the campus service as the admin's screens do (the campus,
 * then its lesson plan). Only when there is no campus at all: running it again changes nothing.
 */
export async function seedDemoCampus(
  db: Database,
  today: string = todayInAppTimeZone(),
  storage?: FileStorage,
): Promise<void> {
  if ((await db.$count(campuses)) > 0) return;
  const services = seedServices(db, storage);
  for (const campus of demoCampuses) {
    const info = { description: campus.description, duration: campus.duration };
    const payload: CampusPayload = {
      title: campus.title,
      role: campus.role,
      ...(campus.role === 'STUDENT' ? { studentCampusInfo: info } : { mentorCampusInfo: info }),
      rolesWithAccess: campus.rolesWithAccess,
    };
    const { campusId } = await services.campus.create(campusPayloadSchema.parse(payload));
    const lessonPlan = campus.lessons.map((lesson, index): LessonPayload => ({
      lessonNumber: index + 1,
      title: lesson.title,
      startDate: shiftDay(today, lesson.startsInDays),
      contents: lesson.contents.map((content, contentIndex) => ({
        contentNumber: contentIndex + 1,
        title: content.title,
        description: content.description,
        contentType: 'VIDEO',
        videoId: content.videoId,
      })),
    }));
    const plan: LessonPlanPayload =
      campus.role === 'STUDENT' ? { studentLessons: lessonPlan } : { mentorLessons: lessonPlan };
    await services.campus.saveLessonPlan(campusId, lessonPlanPayloadSchema.parse(plan));
  }
}
