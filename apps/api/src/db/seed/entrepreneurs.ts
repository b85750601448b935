import { rutCheckDigit } from '@enlaza/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { FileStorage } from '../../plugins/storage';
import type { Database } from '../database';
import { users } from '../schema';
import { DEMO_PASSWORD, ensureDemoPeople, saveOwnBusiness } from './demo';
import { demoPeople, type DemoBusiness } from './people';
import { seedServices } from './services';

/**
 * Entrepreneurs for 'Emprendedoras' (spec 002 §2.9): the demo mentee has a business of her own, so the page can be
 * seen signed in as her, and the directory holds others from several industries, regions and stages, some with a
 * logo. Their accounts take the demo password too.
 */
export const DEMO_MENTEE_EMAIL = 'mentee@enlaza.test';

/** The demo mentee's own business, and the featured entrepreneurs: from `demoPeople.json`. */
export const { menteeBusiness: demoMenteeBusiness, entrepreneurs: demoEntrepreneurs } = demoPeople;

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

/** What she enters in her member form ('Mi emprendimiento'), her RUT with its check digit. */
function businessForm(business: DemoBusiness, rutBody: string) {
  const { logo: _logo, ...fields } = business;
  return {
    ...fields,
    rut: `${rutBody}-${rutCheckDigit(rutBody)}`,
    businessRut: null,
    expectations: 'Ordenar el modelo de negocio y crecer con apoyo de una mentora.',
    productExpectations: 'Conocer a otras emprendedoras y compartir experiencias.',
    expectedMentors: null,
  };
}

/**
 * Creates the demo entrepreneurs that are missing and gives the demo mentee her business when she has none;
 * anything already there is left as it is. An admin imports them with the programme's people; each fills in her
 * profile (the demo password her first one), then saves her business, and uploads its logo, in her own member form
 * (through the service that form calls). Logos are drawn and uploaded only when `storage` is given.
 */
export async function seedDemoEntrepreneurs(db: Database, storage?: FileStorage): Promise<void> {
  const services = seedServices(db, storage);
  const [mentee] = await db
    .select({ id: users.id, emprendeInfo: users.emprendeInfo })
    .from(users)
    .where(eq(users.email, DEMO_MENTEE_EMAIL));
  if (mentee && !mentee.emprendeInfo) {
    await saveOwnBusiness(mentee.id, businessForm(demoMenteeBusiness, demoMenteeBusiness.rutBody), services, db);
  }

  // They come in as the programme's people do: imported (as mentees), each then fills in her own profile, the demo
  // password her first one.
  const { ids, created } = await ensureDemoPeople(
    demoEntrepreneurs.map(({ email, name, lastName, profile }) => ({
      email,
      name,
      lastName,
      role: 'STUDENT',
      profile,
    })),
    db,
    { password: DEMO_PASSWORD, services },
  );
  for (const person of demoEntrepreneurs.filter((e) => created.includes(e.email))) {
    const logo = storage && person.business.logo ? await drawLogo(person.business.logo) : undefined;
    await saveOwnBusiness(ids.get(person.email)!, businessForm(person.business, person.rutBody), services, db, logo);
  }
}
