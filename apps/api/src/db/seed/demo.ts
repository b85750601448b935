import type { EntrepreneurInfoResponse, Gender, Role } from '@enlaza/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth';
import type { Database } from '../database';
import {
  advices,
  attributes,
  businessPositions,
  clients,
  industries,
  specialties,
  userAdvices,
  userAttributes,
  userInterests,
  users,
} from '../schema';

export const DEMO_PASSWORD = 'Enlaza2026!';
export const DEMO_CLIENT_NAME = 'Compañía Demo';

/**
 * A filled-in profile; list entries are names from the default reference lists (referenceData.ts). Filled in enough
 * for the matching engine to tell people apart: interest areas with experience, 3–4 objectives with a main one,
 * qualities, level, 'Cargo' and region.
 */
export interface DemoProfile {
  gender: Gender;
  dateOfBirth: string;
  cellphone: string;
  region: string;
  biography: string;
  company: string;
  businessPosition: string;
  businessArea: string;
  university: string;
  career: string;
  interests: Array<[industry: string, specialty: string, experienceYears: number]>;
  advices: string[];
  mainAdvice: string;
  attributes: string[];
}

/** An entrepreneur's business (spec 002 §3 "Entrepreneur info"); `industry` is a name of the default list. */
export type DemoBusiness = Omit<EntrepreneurInfoResponse, 'industry' | 'businessPictureUrl'> & { industry: string };

interface DemoAccount {
  email: string;
  name: string;
  lastName: string;
  roles: Role[];
  ofDemoClient?: boolean;
  mentor?: boolean;
  /** Absent: only a name, to try the profile wizard from scratch. */
  profile?: DemoProfile;
  /** Present: she has entrepreneur info, so the blog and the entrepreneurs' pages are hers. */
  business?: DemoBusiness;
}

export const demoAccounts: DemoAccount[] = [
  {
    email: 'admin@enlaza.test',
    name: 'Andrea',
    lastName: 'Rojas',
    roles: ['ADMIN'],
    profile: {
      gender: 'FEMALE',
      dateOfBirth: '1984-03-09',
      cellphone: '+56 912345601',
      region: 'Región Metropolitana de Santiago',
      biography: 'Coordinadora de programas de mentoría con foco en equidad de género.',
      company: 'Enlaza',
      businessPosition: 'Gerencia',
      businessArea: 'Coordinadora de programas',
      university: 'Pontificia Universidad Católica de Chile',
      career: 'Psicología organizacional',
      interests: [['Educación', 'Gestión educacional', 4]],
      advices: ['Liderazgo femenino', 'Networking y relaciones profesionales', 'Desarrollo de carrera'],
      mainAdvice: 'Liderazgo femenino',
      attributes: ['Liderazgo', 'Organización', 'Comunicación efectiva'],
    },
  },
  {
    email: 'empresa@enlaza.test',
    name: 'Carolina',
    lastName: 'Muñoz',
    roles: ['COMPANY_ADMIN'],
    ofDemoClient: true,
    profile: {
      gender: 'FEMALE',
      dateOfBirth: '1987-11-21',
      cellphone: '+56 912345602',
      region: 'Región de Valparaíso',
      biography: 'Responsable de los programas de desarrollo de talento de Compañía Demo.',
      company: DEMO_CLIENT_NAME,
      businessPosition: 'Jefatura / Supervisión',
      businessArea: 'Jefa de personas y cultura',
      university: 'Universidad de Valparaíso',
      career: 'Ingeniería comercial',
      interests: [['Servicios profesionales', 'Recursos humanos', 3]],
      advices: ['Liderazgo y gestión de equipos', 'Gestión del tiempo y productividad', 'Marca personal'],
      mainAdvice: 'Liderazgo y gestión de equipos',
      attributes: ['Empatía', 'Trabajo en equipo'],
    },
  },
  {
    email: 'mentora@enlaza.test',
    name: 'Valentina',
    lastName: 'Soto',
    roles: ['USER'],
    mentor: true,
    profile: {
      gender: 'FEMALE',
      dateOfBirth: '1979-06-02',
      cellphone: '+56 912345603',
      region: 'Región del Biobío',
      biography: 'Gerenta de operaciones con veinte años en minería y energía. Me motiva acompañar a otras mujeres.',
      company: 'Minera del Sur',
      businessPosition: 'Gerencia',
      businessArea: 'Gerenta de operaciones',
      university: 'Universidad de Concepción',
      career: 'Ingeniería civil de minas',
      interests: [
        ['Minería', 'Operaciones mineras', 4],
        ['Energía', 'Energías renovables', 3],
        // She led the mine's move to data-driven operations: the demo mentee's field.
        ['Tecnología', 'Ciencia de datos', 3],
      ],
      advices: [
        'Liderazgo femenino',
        'Liderazgo y gestión de equipos',
        'Desarrollo de carrera',
        'Confianza y autoestima profesional',
      ],
      mainAdvice: 'Liderazgo y gestión de equipos',
      attributes: ['Liderazgo', 'Resiliencia', 'Pensamiento estratégico', 'Negociación', 'Proactividad'],
    },
  },
  {
    email: 'mentee@enlaza.test',
    name: 'Camila',
    lastName: 'González',
    roles: ['USER'],
    profile: {
      gender: 'FEMALE',
      dateOfBirth: '1996-09-14',
      cellphone: '+56 912345604',
      region: 'Región Metropolitana de Santiago',
      biography: 'Analista de datos; quiero crecer hacia un rol de liderazgo técnico.',
      company: 'Retail Andino',
      businessPosition: 'Analista / Profesional',
      businessArea: 'Analista de datos',
      university: 'Universidad de Santiago de Chile',
      career: 'Ingeniería en estadística',
      interests: [
        ['Tecnología', 'Ciencia de datos', 1],
        ['Retail y consumo masivo', 'Comercio electrónico', 0],
      ],
      advices: ['Desarrollo de carrera', 'Habilidades de comunicación', 'Confianza y autoestima profesional'],
      mainAdvice: 'Desarrollo de carrera',
      attributes: ['Proactividad', 'Creatividad'],
    },
  },
  {
    email: 'multi@enlaza.test',
    name: 'Javiera',
    lastName: 'Pérez',
    roles: ['ADMIN', 'COMPANY_ADMIN'],
    ofDemoClient: true,
    profile: {
      gender: 'FEMALE',
      dateOfBirth: '1990-01-30',
      cellphone: '+56 912345605',
      region: 'Región de Los Lagos',
      biography: 'Coordino los procesos de Compañía Demo y apoyo la administración de la plataforma.',
      company: DEMO_CLIENT_NAME,
      businessPosition: 'Subgerencia',
      businessArea: 'Subgerenta de desarrollo organizacional',
      university: 'Universidad Austral de Chile',
      career: 'Administración pública',
      interests: [['Sector público y ONG', 'Gestión pública', 2]],
      advices: ['Transición de carrera', 'Networking y relaciones profesionales', 'Marca personal', 'Emprendimiento'],
      mainAdvice: 'Networking y relaciones profesionales',
      attributes: ['Adaptabilidad', 'Escucha activa', 'Toma de decisiones'],
    },
  },
  // A new mentee with only a name, to go through the profile wizard.
  { email: 'nueva@enlaza.test', name: 'Fernanda', lastName: '', roles: ['USER'] },
  // Two entrepreneurs: they read, like and comment the blog.
  {
    email: 'emprendedora@enlaza.test',
    name: 'Daniela',
    lastName: 'Fuentes',
    roles: ['USER'],
    profile: {
      gender: 'FEMALE',
      dateOfBirth: '1991-05-17',
      cellphone: '+56 912345606',
      region: 'Región de Los Lagos',
      biography: 'Pastelera y fundadora de Dulce Sur: tortas y kuchenes con fruta del sur, hechos a mano.',
      company: 'Dulce Sur',
      businessPosition: 'Gerencia',
      businessArea: 'Fundadora',
      university: 'Universidad de Los Lagos',
      career: 'Gastronomía',
      interests: [
        ['Agroindustria y alimentos', 'Industria alimentaria', 2],
        ['Emprendimiento', 'Marketing digital', 1],
      ],
      advices: ['Emprendimiento', 'Marca personal', 'Gestión del tiempo y productividad'],
      mainAdvice: 'Emprendimiento',
      attributes: ['Creatividad', 'Resiliencia'],
    },
    business: {
      businessName: 'Dulce Sur',
      rut: '15234567-4',
      businessRut: '76543210-3',
      commune: 'Puerto Varas',
      businessRegion: 'Región de Los Lagos',
      businessCommune: 'Puerto Varas',
      description:
        'Pastelería artesanal con fruta del sur de Chile: kuchenes, tortas y mermeladas, con despacho local.',
      socialMedia: 'https://www.instagram.com/dulcesur',
      industry: 'Agroindustria y alimentos',
      age: 'FROM_1_TO_3',
      stage: 'SELLING',
      challenge: 'Llegar a clientes fuera de la región sin perder la frescura del producto.',
      expectations: 'Ordenar costos y precios, y armar un plan de ventas en línea.',
      productExpectations: 'Conocer a otras emprendedoras y aprender de sus caminos.',
      expectedMentors: 'Finanzas para pymes, logística de alimentos y marketing digital.',
      contactMethod: 'WHATSAPP',
      ods: [8, 12],
    },
  },
  {
    email: 'artesana@enlaza.test',
    name: 'Rocío',
    lastName: 'Millán',
    roles: ['USER'],
    profile: {
      gender: 'FEMALE',
      dateOfBirth: '1988-12-03',
      cellphone: '+56 912345607',
      region: 'Región Metropolitana de Santiago',
      biography: 'Diseñadora textil; tejo a telar con lanas naturales teñidas con plantas.',
      company: 'Telar Vivo',
      businessPosition: 'Gerencia',
      businessArea: 'Diseñadora y fundadora',
      university: 'Universidad de Chile',
      career: 'Diseño',
      interests: [['Emprendimiento', 'Ventas', 1]],
      advices: ['Emprendimiento', 'Networking y relaciones profesionales', 'Confianza y autoestima profesional'],
      mainAdvice: 'Emprendimiento',
      attributes: ['Creatividad', 'Proactividad'],
    },
    business: {
      businessName: 'Telar Vivo',
      rut: '17845321-1',
      businessRut: null,
      commune: 'Ñuñoa',
      businessRegion: 'Región Metropolitana de Santiago',
      businessCommune: 'Ñuñoa',
      description: 'Mantas, bufandas y cojines tejidos a telar con lana natural teñida con plantas.',
      socialMedia: null,
      industry: 'Manufactura e industria',
      age: 'LESS_THAN_1',
      stage: 'VALIDATING',
      challenge: 'Validar precios y encontrar tiendas que vendan mis productos.',
      expectations: 'Definir mi propuesta de valor y mis canales de venta.',
      productExpectations: 'Una red de apoyo para crecer.',
      expectedMentors: null,
      contactMethod: 'EMAIL',
      ods: [5, 12],
    },
  },
];

export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return (row?.count ?? 0) === 0;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Fills a just-created account's profile; list names missing from the reference lists are skipped. */
export async function fillProfile(tx: Transaction, userId: string, profile: DemoProfile) {
  const idsByName = async (table: typeof advices | typeof attributes, names: string[]) =>
    new Map(
      (await tx.select({ id: table.id, name: table.name }).from(table).where(inArray(table.name, names))).map((r) => [
        r.name,
        r.id,
      ]),
    );
  const adviceIds = await idsByName(advices, profile.advices);
  const attributeIds = await idsByName(attributes, profile.attributes);
  const [position] = await tx
    .select({ id: businessPositions.id })
    .from(businessPositions)
    .where(eq(businessPositions.name, profile.businessPosition));

  await tx
    .update(users)
    .set({
      gender: profile.gender,
      dateOfBirth: profile.dateOfBirth,
      cellphone: profile.cellphone,
      country: 'Chile',
      region: profile.region,
      biography: profile.biography,
      company: profile.company,
      businessPositionId: position?.id ?? null,
      businessArea: profile.businessArea,
      university: profile.university,
      career: profile.career,
      mainAdviceId: adviceIds.get(profile.mainAdvice) ?? null,
    })
    .where(eq(users.id, userId));

  const interests = [];
  for (const [industryName, specialtyName, experienceYears] of profile.interests) {
    const [match] = await tx
      .select({ industryId: industries.id, specialtyId: specialties.id })
      .from(specialties)
      .innerJoin(industries, eq(industries.id, specialties.industryId))
      .where(and(eq(industries.name, industryName), eq(specialties.name, specialtyName)));
    if (match) interests.push({ userId, position: interests.length, experienceYears, ...match });
  }
  if (interests.length) await tx.insert(userInterests).values(interests);
  if (adviceIds.size)
    await tx.insert(userAdvices).values([...adviceIds.values()].map((adviceId) => ({ userId, adviceId })));
  if (attributeIds.size) {
    await tx.insert(userAttributes).values([...attributeIds.values()].map((attributeId) => ({ userId, attributeId })));
  }
}

/** Stores an entrepreneur's business as the member's own form does; an industry missing from the list is skipped. */
async function setBusiness(tx: Transaction, userId: string, { industry, ...business }: DemoBusiness) {
  const [row] = await tx.select({ id: industries.id }).from(industries).where(eq(industries.name, industry));
  if (!row) return;
  const emprendeInfo: EntrepreneurInfoResponse = { ...business, industry: row.id, businessPictureUrl: null };
  await tx.update(users).set({ emprendeInfo }).where(eq(users.id, userId));
}

/** Creates the demo client and accounts that are missing; existing rows are left as they are. */
export async function seedDemoData(db: Database): Promise<{ created: string[] }> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    let client = await tx.query.clients.findFirst({ where: eq(clients.name, DEMO_CLIENT_NAME) });
    if (!client) [client] = await tx.insert(clients).values({ name: DEMO_CLIENT_NAME }).returning();
    const created: string[] = [];
    for (const account of demoAccounts) {
      const [inserted] = await tx
        .insert(users)
        .values({
          email: account.email,
          name: account.name,
          lastName: account.lastName,
          roles: account.roles,
          passwordHash,
          clientId: account.ofDemoClient ? client!.id : null,
          mentorshipInfo: account.mentor ? { mentorType: 'INTERNAL', mentorStatus: 'ACTIVE' } : null,
        })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id, email: users.email });
      if (!inserted) continue;
      created.push(inserted.email);
      if (account.profile) await fillProfile(tx, inserted.id, account.profile);
      if (account.business) await setBusiness(tx, inserted.id, account.business);
    }
    return { created };
  });
}
