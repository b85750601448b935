import { expect, test, type APIRequestContext } from '@playwright/test';
import { selectByLabel } from '../support/antd';
import { bearer, getJson, tokenOf } from '../support/api';
import { choosePasswordByMail, createMenteeLackingInterests } from '../support/people';
import { signIn } from '../support/session';

/*
 * 'Emprendedoras' and the business data of the own profile (spec 002 §2.9, §5.1): an entrepreneur finds the others
 * but not herself, and edits her business, whose commune choices follow its region.
 */

test.describe.configure({ timeout: 120_000 });

const run = Date.now().toString(36);
const PASSWORD = 'Emprende-2026!';

/** A new member, made an entrepreneur by an admin (who may edit a profile's business data); her user id. */
async function newEntrepreneur(
  request: APIRequestContext,
  person: { name: string; lastName: string; email: string; businessName: string },
): Promise<string> {
  const admin = await tokenOf(request, 'admin@enlaza.test');
  const userId = await createMenteeLackingInterests(request, admin, { ...person, company: 'Independiente' });
  const industries = await getJson<{ industryId: string; industryName: string }[]>(
    request,
    admin,
    '/api/users/metadata/industries',
  );
  const saved = await request.put(`/api/users/emprendeInfo/${userId}/`, {
    headers: bearer(admin),
    data: {
      businessName: person.businessName,
      rut: '11.111.111-1',
      businessRut: null,
      commune: 'Ñuñoa',
      businessRegion: 'Región de Valparaíso',
      businessCommune: 'Viña del Mar',
      description: `El emprendimiento de ${person.name}.`,
      socialMedia: null,
      industry: industries.find((i) => i.industryName === 'Salud')!.industryId,
      age: 'FROM_1_TO_3',
      stage: 'SELLING',
      challenge: 'Crecer.',
      expectations: 'Aprender.',
      productExpectations: 'Conocer a otras emprendedoras.',
      expectedMentors: null,
      contactMethod: 'EMAIL',
      ods: [3],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return userId;
}

test('an entrepreneur finds the others, not herself, and edits her business in her profile', async ({
  page,
  request,
}) => {
  const me = {
    name: 'Elena',
    lastName: `Emprende ${run}`,
    email: `elena.${run}@example.com`,
    businessName: `Panadería Elena ${run}`,
  };
  const other = {
    name: 'Olga',
    lastName: `Otra ${run}`,
    email: `olga.${run}@example.com`,
    businessName: `Jabones Olga ${run}`,
  };
  await newEntrepreneur(request, me);
  await newEntrepreneur(request, other);
  await choosePasswordByMail(request, me.email, PASSWORD);

  await signIn(page, me.email, PASSWORD);
  await expect(page).toHaveURL((url) => url.pathname === '/home');
  await page.getByRole('link', { name: 'Emprendedoras' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Emprendedoras' })).toBeVisible();

  // Both businesses carry this run's tag: the search finds the other one only.
  await page.getByRole('searchbox', { name: 'Buscar emprendedoras' }).fill(run);
  const card = page.getByRole('article', { name: other.businessName });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: `${other.name} ${other.lastName}` })).toBeVisible();
  await expect(card.getByText('Viña del Mar, Región de Valparaíso')).toBeVisible();
  await expect(card.getByRole('link', { name: `Email: ${other.email}` })).toHaveAttribute(
    'href',
    `mailto:${other.email}`,
  );
  await expect(page.getByRole('status')).toHaveText('1 emprendedora');
  await expect(page.getByRole('article', { name: me.businessName })).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === run);

  // Her own business, in her profile.
  await page.goto('/user_profile');
  const business = page.locator('.ant-card').filter({ has: page.getByText('Mi emprendimiento', { exact: true }) });
  await expect(business.getByText(me.businessName)).toBeVisible();
  await business.getByRole('button', { name: 'Editar' }).click();
  const name = business.getByLabel('Nombre del emprendimiento');
  await name.fill('');
  await business.getByRole('button', { name: 'Guardar' }).click();
  await expect(business.getByText('Por favor ingresa el nombre de tu emprendimiento')).toBeVisible();
  await name.fill(`Panadería del Sur ${run}`);

  // Another region asks for the commune again, among that region's communes only.
  await selectByLabel(business, 'Región del emprendimiento', 'Región de La Araucanía', { search: true });
  const commune = business.getByRole('combobox', { name: 'Comuna del emprendimiento' });
  // The chosen commune shows as the select's title: none now.
  await expect(business.getByTitle('Viña del Mar', { exact: true })).toHaveCount(0);
  await commune.click();
  await commune.fill('Viña');
  await expect(page.locator('.ant-select-dropdown:visible').getByTitle('Viña del Mar', { exact: true })).toHaveCount(0);
  await commune.fill('');
  await commune.press('Escape');
  await business.getByRole('button', { name: 'Guardar' }).click();
  await expect(business.getByText('Por favor ingresa la comuna del emprendimiento')).toBeVisible();
  await selectByLabel(business, 'Comuna del emprendimiento', 'Temuco', { search: true });
  await business.getByRole('button', { name: 'Guardar' }).click();

  await expect(page.getByText('Datos del emprendimiento guardados')).toBeVisible();
  await expect(business.getByText(`Panadería del Sur ${run}`)).toBeVisible();
  await expect(business.getByText('Temuco, Región de La Araucanía')).toBeVisible();
  await page.reload();
  await expect(page.getByText(`Panadería del Sur ${run}`)).toBeVisible();
  await expect(page.getByText('Temuco, Región de La Araucanía')).toBeVisible();

  // The others see it on her card.
  const admin = await tokenOf(request, 'admin@enlaza.test');
  const seen = await getJson<{ docs: { emprendeInfo: { businessName: string; businessCommune: string } }[] }>(
    request,
    admin,
    `/api/users/entrepreneurs/?search=${encodeURIComponent(`Panadería del Sur ${run}`)}`,
  );
  expect(seen.docs.map((d) => d.emprendeInfo)).toEqual([
    expect.objectContaining({ businessName: `Panadería del Sur ${run}`, businessCommune: 'Temuco' }),
  ]);
});

test('a member without entrepreneur info is sent home from the page, and the API refuses her', async ({
  page,
  request,
}) => {
  await signIn(page, 'mentora@enlaza.test');
  await expect(page).toHaveURL((url) => url.pathname === '/home');
  await expect(page.getByRole('link', { name: 'Emprendedoras' })).toHaveCount(0);
  await page.goto('/entrepreneurs');
  await expect(page).toHaveURL((url) => url.pathname === '/home');

  const refused = await request.get('/api/users/entrepreneurs/', {
    headers: bearer(await tokenOf(request, 'mentora@enlaza.test')),
  });
  expect(refused.status()).toBe(403);
});
