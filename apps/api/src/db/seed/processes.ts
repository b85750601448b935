import {
  sessionRangeOf,
  todayInAppTimeZone,
  type InvitationStatus,
  type NetworkingConfiguration,
  type ParticipantRole,
  type ProcessStatus,
  type SessionDateRange,
  type SessionStatus,
  appInstant,
  shiftDay,
} from '@enlaza/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../database';
import {
  campuses,
  clients,
  dynamicMentorships,
  eventAttendances,
  mdis,
  mentorships,
  mentorshipSessions,
  pairs,
  pairSessions,
  processCampuses,
  processEvents,
  processes,
  processParticipants,
  questionaryBundles,
  users,
} from '../schema';
import { loadMatchingProfiles, scorePair, type MatchingProfile } from '../../modules/matching';
import { DEMO_CLIENT_NAME, fillProfile, type DemoProfile } from './demo';
import { DEMO_MENTOR_CAMPUS_TITLE, DEMO_STUDENT_CAMPUS_TITLE } from './library/campus';
import { DEMO_GUIDE_NAME } from './library/guides';
import { DEMO_FEEDBACK_BUNDLE_NAME, DEMO_MDI_NAME, DEMO_TEMPLATE_NAME } from './library/measurements';
import { seedDemoChats } from './chats';
import { seedDemoPairTasks } from './pairTasks';
import { insertDemoMatches } from './networking';
import { seedDemoSessionFeedback } from './sessionFeedback';
import { seedDemoSessionGuides } from './sessionGuides';

const OWNER_EMAIL = 'admin@enlaza.test';
const MENTOR_EMAIL = 'mentora@enlaza.test';
const MENTEE_EMAIL = 'mentee@enlaza.test';

interface ExtraPerson {
  email: string;
  name: string;
  lastName: string;
  role: ParticipantRole;
  profile: DemoProfile;
}

/**
 * More demo people, paired among themselves in the process in progress (no password: they never sign in). No mentee
 * shares a company with a mentor, so any mentee–mentor pair among them is allowed (the e2e pairs journey swaps them).
 */
const extraPeople: ExtraPerson[] = [
  {
    email: 'carolina.rojas@enlaza.test',
    name: 'Carolina',
    lastName: 'Rojas',
    role: 'MENTOR',
    profile: {
      gender: 'FEMALE',
      dateOfBirth: '1976-04-18',
      cellphone: '+56 912345611',
      region: 'Región Metropolitana de Santiago',
      biography:
        'Gerenta de riesgo en banca, veinticinco años en finanzas; mentora de mujeres en carreras financieras.',
      company: 'Banco Andino',
      businessPosition: 'Gerencia',
      businessArea: 'Gerenta de riesgo',
      university: 'Universidad de Chile',
      career: 'Ingeniería comercial',
      interests: [
        ['Finanzas y banca', 'Riesgo y cumplimiento', 4],
        ['Finanzas y banca', 'Fintech', 3],
        ['Tecnología', 'Ciencia de datos', 2],
        // Credit risk of real-estate projects.
        ['Construcción e inmobiliaria', 'Desarrollo inmobiliario', 3],
      ],
      advices: [
        'Liderazgo femenino',
        'Negociación salarial',
        'Liderazgo y gestión de equipos',
        'Desarrollo de carrera',
      ],
      mainAdvice: 'Liderazgo femenino',
      attributes: [
        'Pensamiento estratégico',
        'Comunicación efectiva',
        'Orientación a resultados',
        'Organización',
        'Proactividad',
      ],
    },
  },
  {
    email: 'andres.munoz@enlaza.test',
    name: 'Andrés',
    lastName: 'Muñoz',
    role: 'MENTOR',
    profile: {
      gender: 'MALE',
      dateOfBirth: '1981-08-07',
      cellphone: '+56 912345612',
      region: 'Región de Valparaíso',
      biography:
        'Subgerente de proyectos en construcción y energía; acompaño a profesionales que asumen sus primeros equipos.',
      company: 'Constructora Los Andes',
      businessPosition: 'Subgerencia',
      businessArea: 'Subgerente de proyectos',
      university: 'Universidad Técnica Federico Santa María',
      career: 'Ingeniería civil',
      interests: [
        ['Construcción e inmobiliaria', 'Gestión de proyectos', 4],
        ['Construcción e inmobiliaria', 'Prevención de riesgos', 3],
        ['Energía', 'Eficiencia energética', 3],
        // Financing of the projects he runs.
        ['Finanzas y banca', 'Finanzas corporativas', 3],
      ],
      advices: [
        'Liderazgo y gestión de equipos',
        'Gestión del tiempo y productividad',
        'Habilidades de comunicación',
        'Desarrollo de carrera',
      ],
      mainAdvice: 'Liderazgo y gestión de equipos',
      attributes: ['Organización', 'Trabajo en equipo', 'Toma de decisiones', 'Escucha activa', 'Creatividad'],
    },
  },
  {
    email: 'sofia.diaz@enlaza.test',
    name: 'Sofía',
    lastName: 'Díaz',
    role: 'STUDENT',
    profile: {
      gender: 'FEMALE',
      dateOfBirth: '1995-02-23',
      cellphone: '+56 912345613',
      region: 'Región Metropolitana de Santiago',
      biography: 'Analista de riesgo en seguros; quiero liderar un equipo y negociar mejor mi desarrollo.',
      company: 'Seguros Pacífico',
      businessPosition: 'Analista / Profesional',
      businessArea: 'Analista de riesgo',
      university: 'Universidad de Santiago de Chile',
      career: 'Ingeniería comercial',
      interests: [
        ['Finanzas y banca', 'Riesgo y cumplimiento', 1],
        ['Tecnología', 'Ciencia de datos', 1],
      ],
      advices: ['Liderazgo femenino', 'Negociación salarial', 'Confianza y autoestima profesional'],
      mainAdvice: 'Liderazgo femenino',
      attributes: ['Comunicación efectiva', 'Orientación a resultados', 'Resiliencia'],
    },
  },
  {
    email: 'tomas.silva@enlaza.test',
    name: 'Tomás',
    lastName: 'Silva',
    role: 'STUDENT',
    profile: {
      gender: 'MALE',
      dateOfBirth: '1993-11-02',
      cellphone: '+56 912345614',
      region: 'Región de Valparaíso',
      biography: 'Ingeniero de proyectos inmobiliarios; acabo de asumir mi primer equipo en obra.',
      company: 'Inmobiliaria Costa',
      businessPosition: 'Especialista / Senior',
      businessArea: 'Ingeniero de proyectos',
      university: 'Pontificia Universidad Católica de Valparaíso',
      career: 'Ingeniería en construcción',
      interests: [
        ['Construcción e inmobiliaria', 'Gestión de proyectos', 2],
        ['Energía', 'Eficiencia energética', 1],
      ],
      advices: ['Liderazgo y gestión de equipos', 'Gestión del tiempo y productividad', 'Marca personal'],
      mainAdvice: 'Liderazgo y gestión de equipos',
      attributes: ['Organización', 'Trabajo en equipo', 'Resiliencia'],
    },
  },
];

/**
 * Mentees of the pre-kickoff process only, so it has a networking cohort (with the demo mentee, five): different
 * areas, some at the same level, overlapping interests, so matches mean something under its configuration.
 */
const networkingMentees: ExtraPerson[] = [
  {
    email: 'martina.fuentes@enlaza.test',
    name: 'Martina',
    lastName: 'Fuentes',
    role: 'STUDENT',
    profile: {
      gender: 'FEMALE',
      dateOfBirth: '1994-06-11',
      cellphone: '+56 912345621',
      region: 'Región de Valparaíso',
      biography: 'Analista de comercio exterior en agroindustria; quiero ampliar mi red fuera del rubro.',
      company: 'Agrícola del Valle',
      businessPosition: 'Analista / Profesional',
      businessArea: 'Analista de comercio exterior',
      university: 'Universidad de Valparaíso',
      career: 'Ingeniería en comercio internacional',
      interests: [
        ['Agroindustria y alimentos', 'Exportaciones', 1],
        ['Transporte y logística', 'Comercio exterior', 1],
        ['Tecnología', 'Ciencia de datos', 0],
      ],
      advices: ['Negociación salarial', 'Desarrollo de carrera', 'Networking y relaciones profesionales'],
      mainAdvice: 'Negociación salarial',
      attributes: ['Negociación', 'Adaptabilidad', 'Orientación a resultados'],
    },
  },
  {
    email: 'josefa.morales@enlaza.test',
    name: 'Josefa',
    lastName: 'Morales',
    role: 'STUDENT',
    profile: {
      gender: 'FEMALE',
      dateOfBirth: '1990-12-03',
      cellphone: '+56 912345622',
      region: 'Región del Biobío',
      biography: 'Jefa de enfermería; lidero un equipo de turnos y busco herramientas de gestión.',
      company: 'Clínica Santa Elena',
      businessPosition: 'Jefatura / Supervisión',
      businessArea: 'Jefa de enfermería',
      university: 'Universidad de Concepción',
      career: 'Enfermería',
      interests: [
        ['Salud', 'Gestión hospitalaria', 2],
        ['Salud', 'Salud digital', 1],
      ],
      advices: [
        'Liderazgo y gestión de equipos',
        'Equilibrio entre vida personal y laboral',
        'Gestión del tiempo y productividad',
      ],
      mainAdvice: 'Liderazgo y gestión de equipos',
      attributes: ['Empatía', 'Organización', 'Escucha activa'],
    },
  },
  {
    email: 'ignacia.reyes@enlaza.test',
    name: 'Ignacia',
    lastName: 'Reyes',
    role: 'STUDENT',
    profile: {
      gender: 'FEMALE',
      dateOfBirth: '1997-03-27',
      cellphone: '+56 912345623',
      region: 'Región Metropolitana de Santiago',
      biography: 'Desarrolladora en una fintech; quiero hacerme visible y dar charlas.',
      company: 'Fintech Austral',
      businessPosition: 'Analista / Profesional',
      businessArea: 'Desarrolladora de software',
      university: 'Universidad Técnica Federico Santa María',
      career: 'Ingeniería civil informática',
      interests: [
        ['Tecnología', 'Desarrollo de software', 1],
        ['Tecnología', 'Ciencia de datos', 0],
        ['Finanzas y banca', 'Fintech', 0],
      ],
      advices: [
        'Marca personal',
        'Desarrollo de carrera',
        'Habilidades de comunicación',
        'Confianza y autoestima profesional',
      ],
      mainAdvice: 'Desarrollo de carrera',
      attributes: ['Creatividad', 'Proactividad', 'Autoconfianza'],
    },
  },
  {
    email: 'antonia.herrera@enlaza.test',
    name: 'Antonia',
    lastName: 'Herrera',
    role: 'STUDENT',
    profile: {
      gender: 'FEMALE',
      dateOfBirth: '1991-09-15',
      cellphone: '+56 912345624',
      region: 'Región de Antofagasta',
      biography: 'Ingeniera de proyectos de energía solar; evalúo pasar de la ingeniería a la gestión.',
      company: 'Energía Solar Norte',
      businessPosition: 'Especialista / Senior',
      businessArea: 'Ingeniera de proyectos',
      university: 'Universidad Católica del Norte',
      career: 'Ingeniería civil eléctrica',
      interests: [
        ['Energía', 'Energías renovables', 2],
        ['Energía', 'Hidrógeno verde', 1],
        ['Construcción e inmobiliaria', 'Gestión de proyectos', 1],
      ],
      advices: ['Transición de carrera', 'Liderazgo femenino', 'Networking y relaciones profesionales'],
      mainAdvice: 'Liderazgo femenino',
      attributes: ['Resiliencia', 'Pensamiento estratégico', 'Toma de decisiones'],
    },
  },
];

/**
 * The pre-kickoff process also offers networking: mentees meet peers from other areas (DISTINCT area, SIMILAR level
 * and interests), two matches each, generated by the engine at seed time so the process can start right away; an
 * admin may generate them again until a chat is enabled.
 */
export const DEMO_NETWORKING: NetworkingConfiguration = {
  businessAreaConfiguration: 'DISTINCT',
  businessPositionConfiguration: 'SIMILAR',
  interestTypeConfiguration: 'SIMILAR',
  regionConfiguration: 'INDIFFERENT',
  numberOfMatch: 2,
  numberOfChatsEnabled: 0,
};

/**
 * The process in progress offers networking too, among its three mentees (the demo mentee, Sofía and Tomás): two
 * matches each, which is every couple, with every chat open, so the demo mentee's /networking shows matches she can
 * chat with next to the pre-kickoff ones still waiting for their chats.
 */
export const DEMO_NETWORKING_IN_PROGRESS: NetworkingConfiguration = { ...DEMO_NETWORKING, numberOfChatsEnabled: 2 };

/** The instant when it is `hour`:`minute` of `day` (YYYY-MM-DD) in Chile. */
export const santiagoTime = (day: string, hour: number, minute = 0): Date =>
  appInstant(day, `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`);

interface DemoProcess {
  name: string;
  /** The programme's name on its certificates ('Participación Programa {fantasyName}'). */
  fantasyName?: string;
  status: ProcessStatus;
  ungrouped: boolean;
  /** Days from today. */
  start: number;
  end: number;
  started?: boolean;
  finished?: boolean;
  mentor: InvitationStatus;
  mentee: InvitationStatus;
  /** A living programme: the demo mentor and mentee paired, more pairs, sessions in several states, events. */
  living?: boolean;
  /** Paired, every session held. */
  allSessionsHeld?: boolean;
  /** Also NETWORKING, with {@link DEMO_NETWORKING}, more mentees and their matches. */
  networking?: boolean;
  /** Also NETWORKING among its own mentees ({@link DEMO_NETWORKING_IN_PROGRESS}), their chats open. */
  matchesWithChats?: boolean;
}

const demoProcesses: DemoProcess[] = [
  {
    name: `${DEMO_CLIENT_NAME} - Mentoría - 2026`,
    status: 'DRAFT',
    ungrouped: false,
    start: 9,
    end: 100,
    mentor: 'APPROVED',
    mentee: 'PENDING',
  },
  {
    name: `${DEMO_CLIENT_NAME} - Mentoría Líderes - 2026`,
    status: 'KICKOFF',
    ungrouped: true,
    start: 2,
    end: 93,
    mentor: 'APPROVED',
    mentee: 'APPROVED',
    networking: true,
  },
  {
    name: `${DEMO_CLIENT_NAME} - Mentoría Talento - 2026`,
    status: 'IN_PROGRESS',
    ungrouped: false,
    start: -52,
    end: 40,
    started: true,
    living: true,
    matchesWithChats: true,
    mentor: 'APPROVED',
    mentee: 'APPROVED',
  },
  {
    name: `${DEMO_CLIENT_NAME} - Mentoría Primer Semestre - 2026`,
    fantasyName: 'Mujeres que Lideran',
    status: 'FINALIZED',
    ungrouped: false,
    start: -265,
    end: -115,
    started: true,
    finished: true,
    allSessionsHeld: true,
    mentor: 'APPROVED',
    mentee: 'APPROVED',
  },
];

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

interface DemoSession {
  status: SessionStatus;
  scheduleDate?: Date;
}

/**
 * A pair with the affinity, breakdown and objective the engine gives it from both profiles (as create_pairs would
 * store them), so the breakdown an admin opens explains the figure shown.
 */
async function insertPair(
  tx: Transaction,
  processId: string,
  mentor: MatchingProfile,
  mentee: MatchingProfile,
  sessions: DemoSession[],
) {
  const { affinity, breakdown } = scorePair(mentee, mentor);
  const [pair] = await tx
    .insert(pairs)
    .values({
      processId,
      mentorId: mentor.userId,
      studentId: mentee.userId,
      affinity,
      affinityBreakdown: breakdown,
      objectiveId: mentee.mainAdviceId ?? null,
    })
    .returning();
  await tx.insert(pairSessions).values(
    sessions.map((session, index) => ({
      pairId: pair!.id,
      sessionNumber: index + 1,
      status: session.status,
      scheduleDate: session.scheduleDate ?? null,
      completedAt: session.status === 'REALIZED' || session.status === 'COMPLETED' ? session.scheduleDate : null,
    })),
  );
}

/** Date ranges of sessions 2..n spread over the process's time, the last one ending with it. */
function spreadRanges(start: string, end: string, sessionsCount: number): SessionDateRange[] {
  const totalDays = Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000);
  const step = Math.max(1, Math.floor(totalDays / sessionsCount));
  return Array.from({ length: Math.max(0, sessionsCount - 1) }, (_, i) => {
    const sessionNumber = i + 2;
    return {
      sessionNumber,
      start: shiftDay(start, step * (sessionNumber - 1)),
      end: sessionNumber === sessionsCount ? end : shiftDay(start, step * sessionNumber - 1),
    };
  });
}

/**
 * Spec 001: one demo process of the demo client in each status, using the demo library (guide, MDI, session
 * feedback, campuses), coordinated by the demo admin, with the demo mentor and mentee as participants. In the
 * process in progress they are paired (sessions held, one to confirm with 'Sesión Realizada?', one not enabled yet),
 * with two more pairs of other demo people, networking matches among its mentees with their chats open, and an event
 * this evening (its QR works today); in the finalized one they are paired with every session held. The pre-kickoff
 * one also offers networking, with four more mentees and their matches (chats not enabled yet). Every pair's
 * affinity is the engine's on the people's profiles. The held sessions come with their session feedback (see
 * seedDemoSessionFeedback). Idempotent: does nothing once any process exists.
 */
export async function seedDemoProcesses(db: Database, today: string = todayInAppTimeZone()): Promise<void> {
  if ((await db.$count(processes)) > 0) return;
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.name, DEMO_CLIENT_NAME));
  const [guide] = await db
    .select({ id: mentorships.id })
    .from(mentorships)
    .where(eq(mentorships.name, DEMO_GUIDE_NAME));
  const [mdi] = await db.select({ id: mdis.id }).from(mdis).where(eq(mdis.name, DEMO_MDI_NAME));
  // The session guides (pautas) the demo pairs open: the library's dynamic template.
  const [guideTemplate] = await db
    .select({ id: dynamicMentorships.id })
    .from(dynamicMentorships)
    .where(eq(dynamicMentorships.name, DEMO_TEMPLATE_NAME));
  const [bundle] = await db
    .select({ id: questionaryBundles.id })
    .from(questionaryBundles)
    .where(eq(questionaryBundles.name, DEMO_FEEDBACK_BUNDLE_NAME));
  const campusRows = await db
    .select({ id: campuses.id, title: campuses.title })
    .from(campuses)
    .where(inArray(campuses.title, [DEMO_STUDENT_CAMPUS_TITLE, DEMO_MENTOR_CAMPUS_TITLE]));
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [OWNER_EMAIL, MENTOR_EMAIL, MENTEE_EMAIL]));
  const idOf = (email: string) => people.find((p) => p.email === email)?.id;
  const ownerId = idOf(OWNER_EMAIL);
  const mentorId = idOf(MENTOR_EMAIL);
  const menteeId = idOf(MENTEE_EMAIL);
  // Without the demo client, accounts or library there is nothing sensible to seed.
  if (!client || !guide || !ownerId || !mentorId || !menteeId) return;
  const studentCampus = campusRows.find((c) => c.title === DEMO_STUDENT_CAMPUS_TITLE)?.id ?? null;
  const mentorCampus = campusRows.find((c) => c.title === DEMO_MENTOR_CAMPUS_TITLE)?.id ?? null;
  const sessionsCount = Math.max(1, await db.$count(mentorshipSessions, eq(mentorshipSessions.mentorshipId, guide.id)));
  const campusOf = (role: ParticipantRole) => (role === 'MENTOR' ? mentorCampus : studentCampus);

  // The people first, in a transaction of their own: the matching module then reads their profiles with
  // several queries at once, which the pool runs on several connections (a transaction has only one).
  const newcomers = [...extraPeople, ...networkingMentees];
  const extras = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values(
        newcomers.map((p) => ({
          email: p.email,
          name: p.name,
          lastName: p.lastName,
          roles: ['USER' as const],
          mentorshipInfo:
            p.role === 'MENTOR' ? { mentorType: 'INTERNAL' as const, mentorStatus: 'ACTIVE' as const } : null,
        })),
      )
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id, email: users.email });
    // Only the people created now get a profile: one that already existed keeps whatever it has.
    for (const row of inserted) await fillProfile(tx, row.id, newcomers.find((p) => p.email === row.email)!.profile);
    return tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        inArray(
          users.email,
          newcomers.map((p) => p.email),
        ),
      );
  });
  const extraId = (email: string) => extras.find((e) => e.email === email)!.id;
  const { profiles } = await loadMatchingProfiles(db, [
    { userId: mentorId, role: 'MENTOR' },
    { userId: menteeId, role: 'STUDENT' },
    ...newcomers.map((p) => ({ userId: extraId(p.email), role: p.role })),
  ]);

  await db.transaction(async (tx) => {
    const profileOf = (userId: string) => profiles.find((p) => p.userId === userId)!;
    const extraProfile = (email: string) => profileOf(extraId(email));
    const demoMentor = profileOf(mentorId);
    const demoMentee = profileOf(menteeId);

    for (const [index, demo] of demoProcesses.entries()) {
      const startDate = shiftDay(today, demo.start);
      const endDate = shiftDay(today, demo.end);
      const ranges = demo.started ? spreadRanges(startDate, endDate, sessionsCount) : [];
      const [row] = await tx
        .insert(processes)
        .values({
          name: demo.name,
          fantasyName: demo.fantasyName ?? null,
          status: demo.status,
          serviceTypes: demo.networking || demo.matchesWithChats ? ['MENTORING', 'NETWORKING'] : ['MENTORING'],
          networking: demo.networking ? DEMO_NETWORKING : demo.matchesWithChats ? DEMO_NETWORKING_IN_PROGRESS : null,
          clientId: client.id,
          ownerId,
          estimatedStartDate: startDate,
          estimatedEndDate: endDate,
          startDate: demo.started ? new Date(`${startDate}T12:00:00Z`) : null,
          endDate: demo.finished ? new Date(`${endDate}T12:00:00Z`) : null,
          mentorshipId: guide.id,
          mdiId: mdi?.id ?? null,
          dynamicMentorshipId: guideTemplate?.id ?? null,
          sessionsFeedbackBundleId: bundle?.id ?? null,
          ungrouped: demo.ungrouped,
          sessionsDateRanges: ranges,
          // The list shows them in this order (most recently updated first).
          updatedAt: new Date(Date.now() - index * 60_000),
        })
        .returning({ id: processes.id });
      const processId = row!.id;
      const campusIds = campusRows.map((c) => c.id);
      if (campusIds.length) {
        await tx.insert(processCampuses).values(campusIds.map((campusId) => ({ processId, campusId })));
      }
      await tx.insert(processParticipants).values([
        {
          processId,
          userId: mentorId,
          role: 'MENTOR' as const,
          invitationStatus: demo.mentor,
          invitationMailCount: 1,
          campusId: mentorCampus,
        },
        {
          processId,
          userId: menteeId,
          role: 'STUDENT' as const,
          invitationStatus: demo.mentee,
          invitationMailCount: 1,
          campusId: studentCampus,
        },
      ]);

      const evening = (days: number, hour = 19) => santiagoTime(shiftDay(today, days), hour);
      /**
       * A session's evening `days` from today, or the middle of its period, always inside the session's own period
       * (what a member scheduling it is offered).
       */
      const sessionEvening = (sessionNumber: number, days: number | 'middle', hour: number) => {
        const range = sessionRangeOf(sessionNumber, startDate, ranges);
        if (!range) return evening(days === 'middle' ? demo.start + 10 : days, hour);
        const span = Math.round((Date.parse(range.end) - Date.parse(range.start)) / 86_400_000);
        const wanted = days === 'middle' ? shiftDay(range.start, Math.floor(span / 2)) : shiftDay(today, days);
        const day = wanted < range.start ? range.start : wanted > range.end ? range.end : wanted;
        return santiagoTime(day, hour);
      };
      const sessionsOf = (states: DemoSession[]) =>
        Array.from({ length: sessionsCount }, (_, i) => states[i] ?? { status: 'PENDING_NO_DATE' as const });

      if (demo.allSessionsHeld) {
        await insertPair(
          tx,
          processId,
          demoMentor,
          demoMentee,
          Array.from({ length: sessionsCount }, (_, i) => ({
            status: 'COMPLETED' as const,
            scheduleDate: sessionEvening(i + 1, 'middle', 18),
          })),
        );
      }

      if (demo.networking) {
        await tx.insert(processParticipants).values(
          networkingMentees.map((p) => ({
            processId,
            userId: extraId(p.email),
            role: p.role,
            invitationStatus: 'APPROVED' as const,
            invitationMailCount: 1,
            campusId: campusOf(p.role),
          })),
        );
        const cohort = [demoMentee, ...networkingMentees.map((p) => extraProfile(p.email))];
        await insertDemoMatches(tx, processId, cohort, DEMO_NETWORKING);
      }

      if (demo.living) {
        await tx.insert(processParticipants).values(
          extraPeople.map((p) => ({
            processId,
            userId: extraId(p.email),
            role: p.role,
            invitationStatus: 'APPROVED' as const,
            invitationMailCount: 1,
            campusId: campusOf(p.role),
          })),
        );
        // The demo pair: two sessions held, the third past its date and waiting for 'Sesión Realizada?'.
        await insertPair(
          tx,
          processId,
          demoMentor,
          demoMentee,
          sessionsOf([
            { status: 'COMPLETED', scheduleDate: sessionEvening(1, -40, 18) },
            { status: 'REALIZED', scheduleDate: sessionEvening(2, -18, 18) },
            { status: 'PENDING_AND_SCHEDULED', scheduleDate: sessionEvening(3, -1, 18) },
          ]),
        );
        await insertPair(
          tx,
          processId,
          extraProfile('carolina.rojas@enlaza.test'),
          extraProfile('sofia.diaz@enlaza.test'),
          sessionsOf([
            { status: 'COMPLETED', scheduleDate: sessionEvening(1, -35, 17) },
            { status: 'COMPLETED', scheduleDate: sessionEvening(2, -12, 17) },
            { status: 'PENDING_AND_SCHEDULED', scheduleDate: sessionEvening(3, 3, 17) },
          ]),
        );
        await insertPair(
          tx,
          processId,
          extraProfile('andres.munoz@enlaza.test'),
          extraProfile('tomas.silva@enlaza.test'),
          sessionsOf([{ status: 'REALIZED', scheduleDate: sessionEvening(1, -30, 9) }]),
        );
        if (demo.matchesWithChats) {
          const cohort = [
            demoMentee,
            ...extraPeople.filter((p) => p.role === 'STUDENT').map((p) => extraProfile(p.email)),
          ];
          await insertDemoMatches(tx, processId, cohort, DEMO_NETWORKING_IN_PROGRESS, 2);
        }
        const [kickoff] = await tx
          .insert(processEvents)
          .values({ processId, name: 'Kickoff del programa', roles: [], eventDate: evening(demo.start + 1, 18) })
          .returning({ id: processEvents.id });
        await tx.insert(eventAttendances).values([
          { eventId: kickoff!.id, userId: mentorId },
          { eventId: kickoff!.id, userId: menteeId },
        ]);
        await tx.insert(processEvents).values([
          { processId, name: 'Taller de mentoras', roles: ['MENTOR'], eventDate: evening(-20, 18) },
          // Today in the evening, for everyone: its QR page accepts attendance today.
          { processId, name: 'Encuentro de networking', roles: ['MENTOR', 'STUDENT'], eventDate: evening(0, 19) },
          { processId, name: 'Ceremonia de cierre', roles: [], eventDate: evening(demo.end - 1, 18) },
        ]);
      }
    }
  });
  await seedDemoSessionFeedback(db);
  await seedDemoChats(db);
  await seedDemoPairTasks(db, today);
  await seedDemoSessionGuides(db);
}
