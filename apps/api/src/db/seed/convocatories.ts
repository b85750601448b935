import {
  createConvocatoryRequestSchema,
  todayInAppTimeZone,
  type ConvocatoryAction,
  type ConvocatoryStatus,
  type CreateConvocatoryRequest,
  type ConvocatoryType,
  type InscriptionType,
  type MentorType,
  appInstant,
  shiftDay,
} from '@enlaza/contract';
import { count, eq, inArray } from 'drizzle-orm';
import type { FileStorage } from '../../plugins/storage';
import type { Database } from '../database';
import { applicantProfiles, clients, convocatories, convocatoryInscriptions, users } from '../schema';
import { DEMO_CLIENT_NAME, profileChoiceIds } from './demo';
import { demoPeople } from './people';
import { seedServices } from './services';

/** The demo client's company admin, in charge of the demo convocatories. */
const DEMO_RESPONSIBLE_EMAIL = 'empresa@enlaza.test';

const demoApplicants = demoPeople.applicants;
type DemoApplicant = (typeof demoApplicants)[number];

/** Who applied: a demo applicant (by email) or a demo account (by email, `account: true`). */
interface DemoInscription {
  email: string;
  account?: boolean;
  inscriptionType: InscriptionType;
  motivation: string;
  selected?: boolean;
  /** Days after the open date it arrived. */
  dayOfEnrolment: number;
}

interface DemoConvocatory {
  name: (year: string) => string;
  status: ConvocatoryStatus;
  convocatoryType: ConvocatoryType;
  mentorType: MentorType;
  pairsNumber: number | null;
  /** Days from today. */
  opensInDays: number;
  closesInDays: number;
  socialMediaUrl: string | null;
  /** The PIT enrolment and the data-sharing partner (spec 002 §2.1), when the convocatoria has them. */
  pit?: { partner: string };
  inscriptions: DemoInscription[];
}

const motivations = {
  daniela:
    'Quiero aprender a liderar un equipo sin perder el foco técnico. Una mentora con experiencia en la banca me ' +
    'ayudaría a preparar mi próximo paso y a negociar mejor mis condiciones.',
  sofia:
    'Trabajo en un ambiente muy masculino y me gustaría conversar con alguien que haya recorrido ese camino. Busco ' +
    'herramientas para ganar confianza y postular a una jefatura el próximo año.',
  isidora:
    'Lidero un equipo nuevo y siento que me falta estructura para delegar. Me motiva compartir con otras mujeres ' +
    'de tecnología y ampliar mi red profesional.',
  monica:
    'Me encantaría devolver lo que otras mujeres hicieron por mí. Puedo aportar en estrategia, negociación y en ' +
    'cómo construir una carrera directiva.',
  patricia:
    'Cambié de industria dos veces y sé lo difícil que es. Quiero acompañar a mujeres que están pensando en una ' +
    'transición o en dar un salto a la gerencia.',
  camila:
    'Quiero crecer hacia un rol de liderazgo técnico y necesito a alguien que me ayude a definir metas concretas.',
  valentina: 'Me motiva acompañar a mujeres de la compañía en su desarrollo, como lo hicieron conmigo.',
};

const demoConvocatories: DemoConvocatory[] = [
  {
    name: (year) => `Mentoría Mujeres Líderes ${year}`,
    status: 'OPEN',
    convocatoryType: 'MASSIVE',
    mentorType: 'EXTERNAL',
    pairsNumber: 20,
    opensInDays: -10,
    closesInDays: 25,
    socialMediaUrl: 'https://www.linkedin.com/company/enlaza',
    inscriptions: [
      {
        email: 'daniela.fuentes@correo.test',
        inscriptionType: 'STUDENT',
        motivation: motivations.daniela,
        dayOfEnrolment: 1,
      },
      {
        email: 'sofia.araya@correo.test',
        inscriptionType: 'STUDENT',
        motivation: motivations.sofia,
        dayOfEnrolment: 3,
      },
      {
        email: 'isidora.rivas@correo.test',
        inscriptionType: 'STUDENT',
        motivation: motivations.isidora,
        dayOfEnrolment: 6,
      },
      {
        email: 'monica.herrera@correo.test',
        inscriptionType: 'MENTOR',
        motivation: motivations.monica,
        dayOfEnrolment: 2,
      },
      {
        email: 'patricia.lagos@correo.test',
        inscriptionType: 'MENTOR',
        motivation: motivations.patricia,
        dayOfEnrolment: 5,
      },
    ],
  },
  {
    name: (year) => `Programa Talento Interno ${year}`,
    status: 'SELECTING',
    convocatoryType: 'DIRECTED',
    mentorType: 'INTERNAL',
    pairsNumber: 10,
    opensInDays: -60,
    closesInDays: -14,
    socialMediaUrl: null,
    pit: { partner: 'Fundación Aliada por el Empleo' },
    inscriptions: [
      {
        email: 'mentee@enlaza.test',
        account: true,
        inscriptionType: 'STUDENT',
        motivation: motivations.camila,
        selected: true,
        dayOfEnrolment: 4,
      },
      {
        email: 'daniela.fuentes@correo.test',
        inscriptionType: 'STUDENT',
        motivation: motivations.daniela,
        dayOfEnrolment: 9,
      },
      {
        email: 'sofia.araya@correo.test',
        inscriptionType: 'STUDENT',
        motivation: motivations.sofia,
        selected: true,
        dayOfEnrolment: 15,
      },
      {
        email: 'mentora@enlaza.test',
        account: true,
        inscriptionType: 'MENTOR',
        motivation: motivations.valentina,
        selected: true,
        dayOfEnrolment: 2,
      },
      {
        email: 'monica.herrera@correo.test',
        inscriptionType: 'MENTOR',
        motivation: motivations.monica,
        dayOfEnrolment: 11,
      },
    ],
  },
  {
    name: (year) => `Mentoría Liderazgo Femenino ${year}`,
    status: 'FINALIZED',
    convocatoryType: 'MASSIVE',
    mentorType: 'EXTERNAL',
    pairsNumber: 15,
    opensInDays: -260,
    closesInDays: -220,
    socialMediaUrl: 'https://www.instagram.com/enlaza',
    inscriptions: [
      {
        email: 'isidora.rivas@correo.test',
        inscriptionType: 'STUDENT',
        motivation: motivations.isidora,
        selected: true,
        dayOfEnrolment: 8,
      },
      {
        email: 'patricia.lagos@correo.test',
        inscriptionType: 'MENTOR',
        motivation: motivations.patricia,
        selected: true,
        dayOfEnrolment: 12,
      },
    ],
  },
  {
    name: (year) => `Emprende Mujer ${year}`,
    status: 'DRAFT',
    convocatoryType: 'EMPRENDE',
    mentorType: 'EXTERNAL',
    pairsNumber: null,
    opensInDays: 45,
    closesInDays: 90,
    socialMediaUrl: null,
    inscriptions: [],
  },
];

/** The admin's actions that take a new (draft) convocatory to each status. */
const actionsTo: Record<ConvocatoryStatus, ConvocatoryAction[]> = {
  DRAFT: [],
  OPEN: ['open'],
  SELECTING: ['open', 'close'],
  FINALIZED: ['open', 'close', 'finish'],
};

/** Mid-morning in Chile of that day (a plausible enrolment time). */
const atMidMorning = (day: string) => appInstant(day, '10:30');

async function insertApplicant(applicant: DemoApplicant, termsAcceptedAt: Date, tx: Database) {
  const { adviceIds, attributeIds, mainAdviceId, businessPositionId, interests } = await profileChoiceIds(
    applicant,
    tx,
  );
  const [row] = await tx
    .insert(applicantProfiles)
    .values({
      email: applicant.email,
      name: applicant.name,
      lastName: applicant.lastName,
      gender: applicant.gender,
      dateOfBirth: applicant.dateOfBirth,
      cellphone: applicant.cellphone,
      country: 'Chile',
      region: applicant.region,
      biography: applicant.biography,
      interests,
      adviceIds,
      mainAdviceId,
      attributeIds,
      company: applicant.company,
      businessPositionId,
      businessArea: applicant.businessArea,
      university: applicant.university,
      career: applicant.career,
      termsAcceptedAt,
    })
    .onConflictDoNothing({ target: applicantProfiles.email })
    .returning({ id: applicantProfiles.id });
  return row?.id;
}

/**
 * One convocatory in each status for the demo client (its company admin in charge), dated around `today`, created and
 * moved to its status through the convocatories service as the admin does: the open one with mentees and mentors
 * already enrolled, the one in selection with some of them selected (the applicants and their inscriptions are
 * history, stored as they arrived). Does nothing when there are convocatories already, or when the demo client or
 * its admin are missing.
 */
export async function seedDemoConvocatories(
  db: Database,
  today: string = todayInAppTimeZone(),
  storage?: FileStorage,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ value: count() }).from(convocatories);
    if ((existing?.value ?? 0) > 0) return;
    const client = await tx.query.clients.findFirst({ where: eq(clients.name, DEMO_CLIENT_NAME) });
    const responsible = await tx.query.users.findFirst({ where: eq(users.email, DEMO_RESPONSIBLE_EMAIL) });
    if (!client || !responsible) return;

    const profileIds = new Map<string, string>();
    const firstEnrolment = shiftDay(today, Math.min(...demoConvocatories.map((c) => c.opensInDays)));
    for (const applicant of demoApplicants) {
      const id = await insertApplicant(applicant, atMidMorning(firstEnrolment), tx);
      if (id) profileIds.set(applicant.email, id);
    }
    const accountEmails = demoConvocatories.flatMap((c) => c.inscriptions.filter((i) => i.account).map((i) => i.email));
    const accounts = new Map(
      (
        await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, accountEmails))
      ).map((row) => [row.email, row.id]),
    );

    const services = seedServices(tx, storage);
    for (const demo of demoConvocatories) {
      const estimatedOpenDate = shiftDay(today, demo.opensInDays);
      const estimatedCloseDate = shiftDay(today, demo.closesInDays);
      const payload: CreateConvocatoryRequest = {
        name: demo.name(estimatedOpenDate.slice(0, 4)),
        convocatoryType: demo.convocatoryType,
        mentorType: demo.mentorType,
        pairsNumber: demo.pairsNumber,
        estimatedOpenDate,
        estimatedCloseDate,
        clientId: client.id,
        responsibleId: responsible.id,
        socialMediaUrl: demo.socialMediaUrl,
        isPit: !!demo.pit,
        dataSharingPartner: demo.pit?.partner ?? null,
      };
      const { convocatoryId } = await services.convocatories.create(createConvocatoryRequestSchema.parse(payload));
      for (const action of actionsTo[demo.status]) await services.convocatories.transition(convocatoryId, action);
      // When it was created and when its enrolment closed are history: dated as they happened.
      const closed = demo.status === 'SELECTING' || demo.status === 'FINALIZED';
      await tx
        .update(convocatories)
        .set({
          createdAt: atMidMorning(shiftDay(estimatedOpenDate, -7)),
          ...(closed ? { closeDate: new Date(`${estimatedCloseDate}T21:00:00Z`) } : {}),
        })
        .where(eq(convocatories.id, convocatoryId));
      const rows = demo.inscriptions.flatMap((inscription) => {
        const userId = inscription.account ? accounts.get(inscription.email) : undefined;
        const profileId = inscription.account ? undefined : profileIds.get(inscription.email);
        if (!userId && !profileId) return [];
        const createdAt = atMidMorning(shiftDay(estimatedOpenDate, inscription.dayOfEnrolment));
        return [
          {
            convocatoryId,
            inscriptionType: inscription.inscriptionType,
            userId: userId ?? null,
            profileId: profileId ?? null,
            motivation: inscription.motivation,
            selected: inscription.selected ?? false,
            createdAt,
            updatedAt: createdAt,
          },
        ];
      });
      if (rows.length > 0) await tx.insert(convocatoryInscriptions).values(rows);
    }
  });
}
