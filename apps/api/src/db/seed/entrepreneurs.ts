import { rutCheckDigit, type businessStages, type contactMethods } from '@enlaza/contract';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { hashPassword } from '../../modules/auth';
import { ENTREPRENEUR_FOLDER } from '../../modules/enrolment';
import { storedEntrepreneurInfo } from '../../modules/users';
import { newFileKey, type FileStorage } from '../../plugins/storage';
import type { Database } from '../database';
import { industries, users } from '../schema';
import { DEMO_PASSWORD } from './demo';

/**
 * Entrepreneurs for 'Emprendedoras' (spec 002 §2.9): the demo mentee has a business of her own, so the page can be
 * seen signed in as her, and the directory holds others from several industries, regions and stages, some with a
 * logo. Their accounts take the demo password too.
 */
export interface DemoBusiness {
  businessName: string;
  /** A name of the default industries (referenceData.ts). */
  industry: string;
  description: string;
  businessRegion: string;
  businessCommune: string;
  commune: string;
  stage: (typeof businessStages)[number];
  age: 'LESS_THAN_1' | 'FROM_1_TO_3' | 'FROM_4_TO_6' | 'MORE_THAN_7';
  contactMethod: (typeof contactMethods)[number];
  socialMedia: string | null;
  ods: number[];
  challenge: string;
  /** Colour and shape of a drawn logo; none for a business without one. */
  logo?: { colour: string; shape: 'sun' | 'wave' | 'leaf' | 'book' | 'route' };
}

interface DemoEntrepreneur {
  email: string;
  name: string;
  lastName: string;
  cellphone: string;
  region: string;
  rutBody: string;
  business: DemoBusiness;
}

export const DEMO_MENTEE_EMAIL = 'mentee@enlaza.test';

/** The demo mentee's own business (she is also an analyst at Retail Andino, her profile's company). */
export const demoMenteeBusiness: DemoBusiness & { rutBody: string } = {
  rutBody: '19456782',
  businessName: 'Datos Claros',
  industry: 'Tecnología',
  description: 'Tableros de ventas simples para almacenes y restaurantes de barrio, armados con sus propias planillas.',
  businessRegion: 'Región Metropolitana de Santiago',
  businessCommune: 'Ñuñoa',
  commune: 'Ñuñoa',
  stage: 'VALIDATING',
  age: 'LESS_THAN_1',
  contactMethod: 'EMAIL',
  socialMedia: 'https://datosclaros.example',
  ods: [8, 9],
  challenge: 'Conseguir los primeros diez clientes que paguen.',
};

export const demoEntrepreneurs: DemoEntrepreneur[] = [
  {
    email: 'rocio.vidal@enlaza.test',
    name: 'Rocío',
    lastName: 'Vidal',
    cellphone: '+56 987654301',
    region: 'Región de Valparaíso',
    rutBody: '15234567',
    business: {
      businessName: 'Cerámica del Puerto',
      industry: 'Manufactura e industria',
      description: 'Vajilla y piezas de cerámica hechas a mano en Valparaíso, con esmaltes inspirados en los cerros.',
      businessRegion: 'Región de Valparaíso',
      businessCommune: 'Valparaíso',
      commune: 'Valparaíso',
      stage: 'SELLING',
      age: 'FROM_1_TO_3',
      contactMethod: 'WHATSAPP',
      socialMedia: 'https://ceramicadelpuerto.example',
      ods: [8, 12],
      challenge: 'Vender a restaurantes de otras regiones.',
      logo: { colour: '#1f6f8b', shape: 'wave' },
    },
  },
  {
    email: 'antonia.reyes@enlaza.test',
    name: 'Antonia',
    lastName: 'Reyes',
    cellphone: '+56 987654302',
    region: "Región del Libertador General Bernardo O'Higgins",
    rutBody: '16345678',
    business: {
      businessName: 'Huerta Viva',
      industry: 'Agroindustria y alimentos',
      description: 'Canastas de verduras orgánicas de pequeños productores, a domicilio cada semana.',
      businessRegion: "Región del Libertador General Bernardo O'Higgins",
      businessCommune: 'Rancagua',
      commune: 'Rancagua',
      stage: 'SELLING',
      age: 'FROM_4_TO_6',
      contactMethod: 'EMAIL',
      socialMedia: 'https://huertaviva.example',
      ods: [2, 12, 15],
      challenge: 'Ordenar la logística de reparto.',
      logo: { colour: '#3f8f3a', shape: 'leaf' },
    },
  },
  {
    email: 'daniela.fuentes@enlaza.test',
    name: 'Daniela',
    lastName: 'Fuentes',
    cellphone: '+56 987654303',
    region: 'Región de Antofagasta',
    rutBody: '13456789',
    business: {
      businessName: 'Sol del Norte Energía',
      industry: 'Energía',
      description: 'Instalación y mantención de paneles solares para viviendas y pymes del norte.',
      businessRegion: 'Región de Antofagasta',
      businessCommune: 'Calama',
      commune: 'Calama',
      stage: 'SCALING',
      age: 'MORE_THAN_7',
      contactMethod: 'PHONE',
      socialMedia: null,
      ods: [7, 13],
      challenge: 'Financiar el crecimiento a otras ciudades.',
      logo: { colour: '#d9822b', shape: 'sun' },
    },
  },
  {
    email: 'josefa.munoz@enlaza.test',
    name: 'Josefa',
    lastName: 'Muñoz',
    cellphone: '+56 987654304',
    region: 'Región del Biobío',
    rutBody: '17567890',
    business: {
      businessName: 'Aula Abierta',
      industry: 'Educación',
      description: 'Talleres de programación y robótica para niñas en colegios públicos.',
      businessRegion: 'Región del Biobío',
      businessCommune: 'Concepción',
      commune: 'Concepción',
      stage: 'VALIDATING',
      age: 'FROM_1_TO_3',
      contactMethod: 'EMAIL',
      socialMedia: 'https://aulaabierta.example',
      ods: [4, 5],
      challenge: 'Encontrar un modelo que los colegios puedan pagar.',
      logo: { colour: '#6b4fa0', shape: 'book' },
    },
  },
  {
    email: 'macarena.silva@enlaza.test',
    name: 'Macarena',
    lastName: 'Silva',
    cellphone: '+56 987654305',
    region: 'Región de Los Lagos',
    rutBody: '14678901',
    business: {
      businessName: 'Ruta Austral Logística',
      industry: 'Transporte y logística',
      description: 'Despachos consolidados entre Puerto Montt y las islas para comercios locales.',
      businessRegion: 'Región de Los Lagos',
      businessCommune: 'Puerto Montt',
      commune: 'Puerto Varas',
      stage: 'SELLING',
      age: 'FROM_4_TO_6',
      contactMethod: 'WHATSAPP',
      socialMedia: null,
      ods: [9, 11],
      challenge: 'Digitalizar el seguimiento de los envíos.',
      logo: { colour: '#2b5c8a', shape: 'route' },
    },
  },
  {
    email: 'francisca.mamani@enlaza.test',
    name: 'Francisca',
    lastName: 'Mamani',
    cellphone: '+56 987654306',
    region: 'Región de Arica y Parinacota',
    rutBody: '18789012',
    business: {
      businessName: 'Tejidos del Altiplano',
      industry: 'Retail y consumo masivo',
      description: 'Prendas de alpaca tejidas por artesanas aymaras, con venta en línea.',
      businessRegion: 'Región de Arica y Parinacota',
      businessCommune: 'Arica',
      commune: 'Arica',
      stage: 'IDEA',
      age: 'LESS_THAN_1',
      contactMethod: 'WHATSAPP',
      socialMedia: 'https://tejidosdelaltiplano.example',
      ods: [1, 5, 8],
      challenge: 'Llegar a compradores fuera de Chile.',
    },
  },
  {
    email: 'catalina.torres@enlaza.test',
    name: 'Catalina',
    lastName: 'Torres',
    cellphone: '+56 987654307',
    region: 'Región de La Araucanía',
    rutBody: '16890123',
    business: {
      businessName: 'Bienestar en Casa',
      industry: 'Salud',
      description: 'Kinesiología y acompañamiento a domicilio para personas mayores.',
      businessRegion: 'Región de La Araucanía',
      businessCommune: 'Temuco',
      commune: 'Temuco',
      stage: 'IDEA',
      age: 'LESS_THAN_1',
      contactMethod: 'PHONE',
      socialMedia: null,
      ods: [3, 10],
      challenge: 'Armar un equipo de profesionales de confianza.',
    },
  },
  {
    email: 'paula.contreras@enlaza.test',
    name: 'Paula',
    lastName: 'Contreras',
    cellphone: '+56 987654308',
    region: 'Región Metropolitana de Santiago',
    rutBody: '12901234',
    business: {
      businessName: 'Finanzas Claras',
      industry: 'Finanzas y banca',
      description: 'Asesoría contable y tributaria en lenguaje simple para emprendedoras.',
      businessRegion: 'Región Metropolitana de Santiago',
      businessCommune: 'Providencia',
      commune: 'Providencia',
      stage: 'SCALING',
      age: 'MORE_THAN_7',
      contactMethod: 'EMAIL',
      socialMedia: 'https://finanzasclaras.example',
      ods: [5, 8],
      challenge: 'Automatizar las declaraciones mensuales.',
    },
  },
];

/** A simple drawn logo (shapes only: no fonts needed wherever the seed runs), as the member form stores one. */
export async function drawLogo(logo: NonNullable<DemoBusiness['logo']>): Promise<Buffer> {
  const shapes: Record<NonNullable<DemoBusiness['logo']>['shape'], string> = {
    sun: '<circle cx="120" cy="120" r="52" fill="#fff"/><circle cx="120" cy="120" r="80" fill="none" stroke="#fff" stroke-width="10" stroke-dasharray="18 14"/>',
    wave: '<path d="M30 130 q30 -40 60 0 t60 0 t60 0" fill="none" stroke="#fff" stroke-width="16" stroke-linecap="round"/><path d="M30 170 q30 -40 60 0 t60 0 t60 0" fill="none" stroke="#fff" stroke-width="16" stroke-linecap="round" opacity="0.6"/>',
    leaf: '<path d="M60 180 C60 90 120 50 190 50 C190 130 140 180 60 180 Z" fill="#fff"/><path d="M60 180 L150 90" stroke="#3f8f3a" stroke-width="8"/>',
    book: '<path d="M40 70 L120 90 L200 70 L200 180 L120 200 L40 180 Z" fill="#fff"/><path d="M120 90 L120 200" stroke="#6b4fa0" stroke-width="8"/>',
    route:
      '<circle cx="60" cy="180" r="18" fill="#fff"/><circle cx="180" cy="60" r="18" fill="#fff"/><path d="M60 180 C60 100 180 140 180 60" fill="none" stroke="#fff" stroke-width="12" stroke-dasharray="20 12"/>',
  };
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240"><rect width="240" height="240" rx="40" fill="${logo.colour}"/>${shapes[logo.shape]}</svg>`;
  return sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).jpeg({ quality: 85 }).toBuffer();
}

type IndustryIds = Map<string, string>;

function storedBusiness(business: DemoBusiness, rutBody: string, industryIds: IndustryIds, logoKey: string | null) {
  const { logo: _logo, industry, ...fields } = business;
  return storedEntrepreneurInfo(
    {
      ...fields,
      // An industry renamed since is left for her to choose again in the form.
      industry: industryIds.get(industry) ?? '',
      rut: `${rutBody}-${rutCheckDigit(rutBody)}`,
      businessRut: null,
      expectations: 'Ordenar el modelo de negocio y crecer con apoyo de una mentora.',
      productExpectations: 'Conocer a otras emprendedoras y compartir experiencias.',
      expectedMentors: null,
    },
    logoKey,
  );
}

/**
 * Creates the demo entrepreneurs that are missing and gives the demo mentee her business when she has none;
 * anything already there is left as it is. Logos are drawn and stored only when `storage` is given.
 */
export async function seedDemoEntrepreneurs(db: Database, storage?: FileStorage): Promise<void> {
  const industryNames = [demoMenteeBusiness, ...demoEntrepreneurs.map((e) => e.business)].map((b) => b.industry);
  const industryIds: IndustryIds = new Map(
    (await db.select().from(industries).where(inArray(industries.name, industryNames))).map((i) => [i.name, i.id]),
  );

  const [mentee] = await db
    .select({ id: users.id, emprendeInfo: users.emprendeInfo })
    .from(users)
    .where(eq(users.email, DEMO_MENTEE_EMAIL));
  if (mentee && !mentee.emprendeInfo) {
    await db
      .update(users)
      .set({ emprendeInfo: storedBusiness(demoMenteeBusiness, demoMenteeBusiness.rutBody, industryIds, null) })
      .where(eq(users.id, mentee.id));
  }

  const existing = new Set(
    (
      await db
        .select({ email: users.email })
        .from(users)
        .where(
          inArray(
            users.email,
            demoEntrepreneurs.map((e) => e.email),
          ),
        )
    ).map((row) => row.email),
  );
  const missing = demoEntrepreneurs.filter((e) => !existing.has(e.email));
  if (missing.length === 0) return;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const person of missing) {
    let logoKey: string | null = null;
    if (storage && person.business.logo) {
      logoKey = newFileKey(ENTREPRENEUR_FOLDER, '.jpg');
      await storage.put(logoKey, await drawLogo(person.business.logo));
    }
    await db
      .insert(users)
      .values({
        email: person.email,
        name: person.name,
        lastName: person.lastName,
        roles: ['USER'],
        passwordHash,
        gender: 'FEMALE',
        cellphone: person.cellphone,
        country: 'Chile',
        region: person.region,
        emprendeInfo: storedBusiness(person.business, person.rutBody, industryIds, logoKey),
      })
      .onConflictDoNothing({ target: users.email });
  }
}
