import {
  createConvocatoryRequestSchema,
  inscribeRequestSchema,
  startInscriptionRequestSchema,
  todayInAppTimeZone,
  updateApplicantProfileRequestSchema,
  type AccessTokenClaims,
  type InscribeRequest,
  type Role,
  type StartInscriptionRequest,
  type UpdateApplicantProfileRequest,
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
import { DEMO_CLIENT_NAME, profileStepsInput } from './demo';
import { demoPeople } from './people';
import { seedServices, type SeedServices } from './services';

/** The demo client's company admin, in charge of the demo convocatories. */
const DEMO_RESPONSIBLE_EMAIL = 'empresa@enlaza.test';

const demoApplicants = demoPeople.applicants;

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

/** The accounts that apply sign in first: the enrolment then goes on with their account. */
const signedInAs = (user: { id: string; roles: Role[] }): AccessTokenClaims => ({
  userId: user.id,
  role: user.roles[0]!,
  roles: user.roles,
  sid: 'demo-seed',
});

/**
 * One application as the enrolment page makes it: the email step (with the token this person's browser kept from an
 * earlier convocatoria, or signed in as her account), the profile steps a new applicant fills, and the motivation.
 * Answers the inscription's id.
 */
async function apply(
  services: SeedServices,
  convocatory: { id: string; isPit: boolean },
  inscription: DemoInscription,
  tokens: Map<string, string>,
  db: Database,
): Promise<string> {
  const account = inscription.account
    ? await db.query.users.findFirst({ where: eq(users.email, inscription.email) })
    : undefined;
  const partnerConsent = convocatory.isPit ? true : undefined;
  const started = await services.enrolment.startInscription(
    startInscriptionRequestSchema.parse({
      convocatoryId: convocatory.id,
      inscriptionType: inscription.inscriptionType,
      email: inscription.email,
      termsAccepted: true,
      partnerConsent,
      resumeToken: tokens.get(inscription.email),
      isMentorup: false,
    } satisfies StartInscriptionRequest),
    account ? signedInAs(account) : null,
  );
  if (started.status !== 'CONTINUE') throw new Error(`The demo enrolment of ${inscription.email} did not go on`);
  const { inscriptionToken: token, profileId, userId } = started;
  tokens.set(inscription.email, token);
  const applicant = demoApplicants.find((a) => a.email === inscription.email);
  if (profileId && applicant && started.nextStep !== 'MOTIVATION') {
    const steps = updateApplicantProfileRequestSchema.parse({
      name: applicant.name,
      lastName: applicant.lastName,
      ...(await profileStepsInput(applicant, db)),
    } satisfies UpdateApplicantProfileRequest);
    await services.enrolment.updateProfile(token, profileId, steps, {});
  }
  const { inscriptionId } = await services.enrolment.inscribe(
    token,
    inscribeRequestSchema.parse({
      convocatoryId: convocatory.id,
      inscriptionType: inscription.inscriptionType,
      profileId,
      userId,
      motivation: inscription.motivation,
      partnerConsent,
    } satisfies InscribeRequest),
  );
  return inscriptionId;
}

/**
 * One convocatory in each status for the demo client (its company admin in charge), dated around `today`, made as
 * they happen: the admin creates and opens each one (convocatories service), the applicants and demo accounts apply
 * through the enrolment (new applicants fill in their profile), the admin closes it, selects and finalizes. The
 * open one has mentees and mentors enrolled, the one in selection some of them selected. When things happened
 * (creation, applications, closing) is set afterwards, as history. Does nothing when there are convocatories
 * already, or when the demo client or its admin are missing.
 */
export async function seedDemoConvocatories(
  db: Database,
  today: string = todayInAppTimeZone(),
  storage?: FileStorage,
): Promise<void> {
  const [existing] = await db.select({ value: count() }).from(convocatories);
  if ((existing?.value ?? 0) > 0) return;
  const client = await db.query.clients.findFirst({ where: eq(clients.name, DEMO_CLIENT_NAME) });
  const responsible = await db.query.users.findFirst({ where: eq(users.email, DEMO_RESPONSIBLE_EMAIL) });
  if (!client || !responsible) return;

  const services = seedServices(db, storage);
  // What each applicant's browser keeps between convocatorias: her last enrolment token.
  const tokens = new Map<string, string>();
  const firstEnrolment = shiftDay(today, Math.min(...demoConvocatories.map((c) => c.opensInDays)));
  // The oldest first: an applicant's first enrolment fills in her profile.
  for (const demo of [...demoConvocatories].sort((a, b) => a.opensInDays - b.opensInDays)) {
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
    const [opening, ...afterwards] = actionsTo[demo.status];
    if (opening) await services.convocatories.transition(convocatoryId, opening);
    const applied: Array<{ id: string; inscription: DemoInscription }> = [];
    for (const inscription of [...demo.inscriptions].sort((a, b) => a.dayOfEnrolment - b.dayOfEnrolment)) {
      const id = await apply(services, { id: convocatoryId, isPit: !!demo.pit }, inscription, tokens, db);
      applied.push({ id, inscription });
    }
    for (const action of afterwards) {
      // The selection is made while the convocatory is in selection, before it is finalized.
      if (action === 'finish') await selectChosen(services, applied);
      await services.convocatories.transition(convocatoryId, action);
    }
    if (demo.status === 'SELECTING') await selectChosen(services, applied);

    // When it was created, its applications arrived and its enrolment closed are history: dated as they happened.
    const closed = demo.status === 'SELECTING' || demo.status === 'FINALIZED';
    await db
      .update(convocatories)
      .set({
        createdAt: atMidMorning(shiftDay(estimatedOpenDate, -7)),
        ...(closed ? { closeDate: new Date(`${estimatedCloseDate}T21:00:00Z`) } : {}),
      })
      .where(eq(convocatories.id, convocatoryId));
    for (const { id, inscription } of applied) {
      const arrived = atMidMorning(shiftDay(estimatedOpenDate, inscription.dayOfEnrolment));
      await db
        .update(convocatoryInscriptions)
        .set({ createdAt: arrived, updatedAt: arrived })
        .where(eq(convocatoryInscriptions.id, id));
    }
  }
  const applicantEmails = demoApplicants.map((a) => a.email);
  const firstArrival = atMidMorning(firstEnrolment);
  await db
    .update(applicantProfiles)
    .set({ createdAt: firstArrival, termsAcceptedAt: firstArrival })
    .where(inArray(applicantProfiles.email, applicantEmails));
}

/** The admin marks the chosen applications in the selection. */
async function selectChosen(services: SeedServices, applied: Array<{ id: string; inscription: DemoInscription }>) {
  for (const { id, inscription } of applied) if (inscription.selected) await services.convocatories.select(id, true);
}
