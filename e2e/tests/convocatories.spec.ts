import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import type {
  Advice,
  Attribute,
  BusinessPosition,
  Convocatory,
  Industry,
  InscriptionType,
  StartInscriptionResponse,
} from '@enlaza/contract';
import { rutCheckDigit } from '../../packages/contract/src/clients';
import { selectByLabel } from '../support/antd';
import { DEMO_PASSWORD } from '../support/environment';
import { expectSignedInAt, signIn } from '../support/session';

// Whole forms and live updates in a real browser: longer than the default budget.
test.describe.configure({ timeout: 90_000 });

const run = Date.now().toString(36);
/** A 1×1 PNG: the server checks the logo's bytes. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/auth', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The demo client and its company admin Carolina, the responsible of every convocatory made here. */
async function demoClient(request: APIRequestContext, adminToken: string) {
  const list = await request.get(`/api/clients?searchFilter=${encodeURIComponent('Compañía Demo')}`, {
    headers: bearer(adminToken),
  });
  const { docs } = (await list.json()) as { docs: { clientId: string; name: string }[] };
  const client = docs.find((c) => c.name === 'Compañía Demo')!;
  const detail = await request.get(`/api/clients/${client.clientId}`, { headers: bearer(adminToken) });
  const { companyAdmins } = (await detail.json()) as { companyAdmins: { userId: string; email: string }[] };
  return {
    clientId: client.clientId,
    responsibleId: companyAdmins.find((a) => a.email === 'empresa@enlaza.test')!.userId,
  };
}

/** A MASSIVE convocatory of the demo client made through the admin API, moved on with `actions`. */
async function createConvocatory(request: APIRequestContext, name: string, actions: string[] = []) {
  const admin = await tokenOf(request, 'admin@enlaza.test');
  const created = await request.post('/api/convocatory', {
    headers: bearer(admin),
    data: {
      name,
      estimatedOpenDate: '2030-03-15',
      estimatedCloseDate: '2030-04-30',
      convocatoryType: 'MASSIVE',
      pairsNumber: 10,
      mentorType: 'EXTERNAL',
      ...(await demoClient(request, admin)),
    },
  });
  expect(created.status()).toBe(201);
  let convocatory = (await created.json()) as Convocatory;
  for (const action of actions) {
    const moved = await request.put(`/api/convocatory/${convocatory.convocatoryId}/${action}`, {
      headers: bearer(admin),
    });
    expect(moved.status()).toBe(200);
    convocatory = (await moved.json()) as Convocatory;
  }
  return convocatory;
}

interface Applicant {
  email: string;
  name: string;
  lastName: string;
  motivation: string;
}

/** Ids of the reference lists an applicant's profile steps need (read with the admin's session). */
async function profileChoices(request: APIRequestContext) {
  const headers = bearer(await tokenOf(request, 'admin@enlaza.test'));
  const read = async <T>(path: string) => (await (await request.get(path, { headers })).json()) as T;
  const [industries, advices, attributes, positions] = await Promise.all([
    read<Industry[]>('/api/users/metadata/industries'),
    read<Advice[]>('/api/users/metadata/advices'),
    read<Attribute[]>('/api/users/metadata/attributes'),
    read<BusinessPosition[]>('/api/users/metadata/business_positions'),
  ]);
  const industry = industries.find((i) => i.specialties.length > 0)!;
  return {
    interests: [
      { industryId: industry.industryId, specialtyId: industry.specialties[0]!.specialtyId, experienceYears: 2 },
    ],
    adviceIds: advices.slice(0, 3).map((a) => a.adviceId),
    mainAdviceId: advices[0]!.adviceId,
    attributeIds: [attributes[0]!.attributeId],
    businessPositionId: positions[0]!.businessPositionId,
  };
}

/**
 * An applicant without an account enrols through the public API, as the enrolment pages do: the email step, the
 * three profile steps of a regular convocatory with the inscription token, then the motivation.
 */
async function enrol(
  request: APIRequestContext,
  convocatoryId: string,
  inscriptionType: InscriptionType,
  applicant: Applicant,
  choices: Awaited<ReturnType<typeof profileChoices>>,
) {
  const started = await request.post('/api/convocatory/startInscription', {
    data: { convocatoryId, inscriptionType, email: applicant.email, termsAccepted: true },
  });
  expect(started.status()).toBe(200);
  const start = (await started.json()) as StartInscriptionResponse;
  if (start.status !== 'CONTINUE') throw new Error(`unexpected start: ${start.status}`);
  expect(start.nextStep).toBe('PERSONAL');
  const headers = { 'inscription-token': start.inscriptionToken };

  const steps = [
    {
      name: applicant.name,
      lastName: applicant.lastName,
      dateOfBirth: '1993-04-12',
      gender: 'FEMALE',
      contactInfo: { cellphone: '+56 912341234', country: 'Chile', region: 'Región de Valparaíso' },
    },
    {
      interests: choices.interests,
      adviceIds: choices.adviceIds,
      mainAdviceId: choices.mainAdviceId,
      attributeIds: choices.attributeIds,
    },
    {
      professionalInfo: {
        company: 'Andes SpA',
        businessPositionId: choices.businessPositionId,
        businessArea: 'Analista de datos',
        university: 'Universidad de Chile',
        carrer: 'Ingeniería civil',
      },
    },
  ];
  for (const data of steps) {
    const saved = await request.put(`/api/profiles/${start.profileId}`, { headers, data });
    expect(saved.status(), await saved.text()).toBe(200);
  }

  const inscribed = await request.post('/api/convocatory/inscribe', {
    headers,
    data: { convocatoryId, inscriptionType, profileId: start.profileId, motivation: applicant.motivation },
  });
  expect(inscribed.status(), await inscribed.text()).toBe(201);
  expect(((await inscribed.json()) as { message: string }).message).toBe('Inscrito exitosamente');
}

async function openConvocatories(page: Page) {
  await signIn(page, 'admin@enlaza.test');
  await expectSignedInAt(page, '/admin/home', 'Andrea');
  await page
    .getByRole('navigation', { name: 'Menú de administración' })
    .getByRole('link', { name: 'Convocatorias' })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/convocatory');
  await expect(page.getByRole('heading', { level: 1, name: 'Convocatorias' })).toBeVisible();
}

async function typeDate(page: Page, label: string, value: string) {
  await page.getByLabel(label).fill(value);
  await page.getByLabel(label).press('Enter');
}

/** Waits for the opening animation of a dialog or pop-up: a click during its zoom can miss the button. */
async function settled(container: Locator) {
  await expect(container).toBeVisible();
  await container.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}

/** Confirms the lifecycle dialog a button opens. */
async function moveTo(page: Page, action: string, statusLabel: string) {
  await page.getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog');
  await settled(dialog);
  await dialog.getByRole('button', { name: action }).click();
  await expect(page.getByRole('status', { name: `Estado: ${statusLabel}` })).toBeVisible();
}

const table = (page: Page, status: string) => page.getByRole('region', { name: status, exact: true });

test('an admin creates a convocatory with its logo, finds it in Borrador and opens it', async ({ page }) => {
  const name = `Mentoría Mujeres ${run}`;
  await openConvocatories(page);
  await page.getByRole('button', { name: /Añadir nueva convocatoria/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Convocatorias / Nueva Convocatoria' })).toBeVisible();

  await page.getByLabel('Nombre', { exact: true }).fill(name);
  await expect(page.getByLabel('Fecha de cierre')).toBeDisabled();
  await typeDate(page, 'Fecha de apertura', '15-03-30');
  await expect(page.getByLabel('Fecha de cierre')).toBeEnabled();
  await typeDate(page, 'Fecha de cierre', '30-04-30');
  await selectByLabel(page, 'Tipo de mentoría', 'Externa');
  await selectByLabel(page, 'Cliente', 'Compañía Demo', { search: true });
  await selectByLabel(page, 'Responsable', 'Carolina Muñoz (empresa@enlaza.test)');
  await selectByLabel(page, 'Tipo de convocatoria', 'Masiva');
  await page.getByLabel('Número de duplas').fill('12');
  await page.locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG });

  const created = page.waitForResponse((r) => r.url().endsWith('/api/convocatory') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Crear convocatoria' }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  // With a logo the form travels as multipart: the JSON in `data`, the image in `logo`.
  expect(response.request().headers()['content-type']).toContain('multipart/form-data');
  const { convocatoryId } = (await response.json()) as Convocatory;

  await expect(page.getByText('Convocatoria creada con éxito')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === `/admin/convocatory/view/${convocatoryId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Estado: Borrador' })).toBeVisible();
  await expect(page.getByRole('img', { name: `Logo de ${name}` })).toBeVisible();

  await page.getByRole('link', { name: 'Volver a convocatorias' }).click();
  await page.getByRole('searchbox', { name: 'Buscar convocatorias' }).fill(name);
  const draftRow = table(page, 'Borrador').getByRole('row').filter({ hasText: name });
  await expect(draftRow).toContainText('Compañía Demo');
  await expect(draftRow).toContainText('15-03-30');
  await expect(draftRow).toContainText('30-04-30');
  await draftRow.getByRole('button', { name: `Ver ${name}` }).click();

  await moveTo(page, 'Abrir convocatoria', 'Abierta');
  await page.getByRole('link', { name: 'Volver a convocatorias' }).click();
  await page.getByRole('searchbox', { name: 'Buscar convocatorias' }).fill(name);
  await expect(table(page, 'Abierta').getByRole('row').filter({ hasText: name })).toBeVisible();
  await expect(table(page, 'Borrador').getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

test('applications appear live on the open detail; the admin closes enrolment, selects one and exports them', async ({
  page,
  request,
}) => {
  const name = `Convocatoria en vivo ${run}`;
  const convocatory = await createConvocatory(request, name, ['open']);
  const choices = await profileChoices(request);
  const mentee: Applicant = {
    email: `mentee.vivo.${run}@example.com`,
    name: 'Fernanda',
    lastName: `Araya ${run}`,
    motivation: `Quiero crecer como líder en mi equipo (${run}).`,
  };
  const mentor: Applicant = {
    email: `mentora.vivo.${run}@example.com`,
    name: 'Isidora',
    lastName: `Rojas ${run}`,
    motivation: `Quiero acompañar a otras mujeres en su carrera (${run}).`,
  };

  // The page subscribes to the convocatory's inscriptions over the live connection.
  const subscribed = new Promise<void>((resolve) =>
    page.on('websocket', (socket) =>
      socket.on('framesent', (frame) => {
        if (String(frame.payload).includes('convocatoryInscriptions')) resolve();
      }),
    ),
  );
  await openConvocatories(page);
  await page.goto(`/admin/convocatory/view/${convocatory.convocatoryId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('No hay estudiantes inscritas')).toBeVisible();
  await subscribed;
  // Any reload would drop this mark.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  await enrol(request, convocatory.convocatoryId, 'STUDENT', mentee, choices);
  const menteeRow = page.getByRole('row').filter({ hasText: mentee.email });
  await expect(menteeRow).toBeVisible();
  await expect(menteeRow).toContainText(`${mentee.name} ${mentee.lastName}`);
  await expect(menteeRow).toContainText(mentee.motivation);
  await expect(page.getByRole('tab', { name: 'Mentees (1)' })).toBeVisible();

  await page.getByRole('tab', { name: /Mentoras/ }).click();
  await expect(page.getByText('No hay tutoras inscritas')).toBeVisible();
  await enrol(request, convocatory.convocatoryId, 'MENTOR', mentor, choices);
  await expect(page.getByRole('row').filter({ hasText: mentor.email })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Mentoras (1)' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // While open, nobody can be selected yet.
  await page.getByRole('tab', { name: /Mentees/ }).click();
  const menteeBox = page.getByRole('checkbox', { name: `Seleccionar a ${mentee.name} ${mentee.lastName}` });
  await expect(menteeBox).toBeDisabled();

  await moveTo(page, 'Cerrar inscripciones', 'Seleccionando participantes');
  await expect(menteeBox).toBeEnabled();
  // The box shows the stored selection: it is ticked once the server has answered, not at the click itself.
  await menteeBox.click();
  const menteePanel = page.getByRole('tabpanel', { name: /Mentees/ });
  await expect(menteePanel).toContainText('Seleccionadas: 1');
  await expect(menteeBox).toBeChecked();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /Exportar a Excel/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`Inscripciones-${name}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheetText = (sheetName: string) => {
    const sheet = workbook.getWorksheet(sheetName);
    expect(sheet, `sheet ${sheetName}`).toBeDefined();
    const rows: string[] = [];
    sheet!.eachRow((row) => rows.push((row.values as unknown[]).map((v) => String(v ?? '')).join(' | ')));
    return rows;
  };
  const menteeLine = sheetText('Mentees').find((line) => line.includes(mentee.email));
  expect(menteeLine).toContain(mentee.motivation);
  expect(menteeLine).toContain('Sí');
  const mentorLine = sheetText('Mentoras').find((line) => line.includes(mentor.email));
  expect(mentorLine).toContain(mentor.motivation);
});

test('an admin deletes a draft after confirming', async ({ page, request }) => {
  const name = `Borrador descartable ${run}`;
  await createConvocatory(request, name);
  await openConvocatories(page);
  await page.getByRole('searchbox', { name: 'Buscar convocatorias' }).fill(name);
  const row = table(page, 'Borrador').getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: `Eliminar ${name}` }).click();
  const confirmation = page.locator('.ant-popover').filter({ hasText: 'Deseas borrar esta convocatoria?' });
  await settled(confirmation);
  await confirmation.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(page.getByText('Convocatoria eliminada con éxito')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('a client without finished convocatories shows a note that leads to the convocatory list', async ({
  page,
  request,
}) => {
  const body = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
  const admin = await tokenOf(request, 'admin@enlaza.test');
  const created = await request.post('/api/clients', {
    headers: bearer(admin),
    data: {
      name: `Cliente sin convocatorias ${run}`,
      rut: `${body}-${rutCheckDigit(body)}`,
      contact: { name: 'Paula Vera', email: `paula.${run}@example.com`, phone: '+56 912341234' },
    },
  });
  expect(created.status()).toBe(201);
  const { clientId } = (await created.json()) as { clientId: string };

  await signIn(page, 'admin@enlaza.test');
  await expectSignedInAt(page, '/admin/home', 'Andrea');
  await page.goto(`/admin/clients/${clientId}`);
  await expect(page.getByText('Este cliente aún no tiene convocatorias finalizadas.')).toBeVisible();
  await page.getByRole('link', { name: 'Ver convocatorias' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/convocatory');

  // The demo client has a finished convocatory (demo seed): no note there.
  const { clientId: demoClientId } = await demoClient(request, admin);
  const finalized = page.waitForResponse(
    (r) => r.url().includes('status=FINALIZED') && r.url().includes(`clientId=${demoClientId}`),
  );
  await page.goto(`/admin/clients/${demoClientId}`);
  expect(((await (await finalized).json()) as { totalDocs: number }).totalDocs).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Compañía Demo' })).toBeVisible();
  await expect(page.getByText('Este cliente aún no tiene convocatorias finalizadas.')).toHaveCount(0);
});
