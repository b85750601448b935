import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { InscriptionList } from '@enlaza/contract';
import { selectByLabel } from '../support/antd';
import { DEMO_PASSWORD } from '../support/environment';
import { bearer, tokenOf } from '../support/api';
import { createConvocatory } from '../support/convocatories';
import { mailCount, waitForMail } from '../support/mail';

// Whole multi-step forms in a real browser: longer than the default budget.
test.describe.configure({ timeout: 120_000 });

const PHONE = { width: 390, height: 844 };
const run = Date.now().toString(36);

async function inscriptionsOf(request: APIRequestContext, convocatoryId: string, inscriptionType: string) {
  const admin = await tokenOf(request, 'admin@enlaza.test');
  const response = await request.get(
    `/api/convocatory/${convocatoryId}/inscriptions?inscriptionType=${inscriptionType}`,
    { headers: bearer(admin) },
  );
  expect(response.status()).toBe(200);
  return (await response.json()) as InscriptionList;
}

async function startWithEmail(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('checkbox', { name: /Acepto los Términos y Condiciones/ }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
}

async function fillPersonalStep(page: Page, { name, lastName, region }: Record<string, string>) {
  await expect(page.getByRole('combobox', { name: 'Género' })).toBeVisible();
  await page.getByLabel('Nombre', { exact: true }).fill(name!);
  await page.getByLabel('Apellido').fill(lastName!);
  await page.getByLabel('Fecha de nacimiento').fill('12/04/1993');
  await page.getByLabel('Fecha de nacimiento').press('Enter');
  await selectByLabel(page, 'Género', 'Femenino');
  await page.getByLabel('Teléfono').fill('+56 9 8765 4321');
  await selectByLabel(page, 'Región', region!, { search: true });
  await page.getByRole('button', { name: 'Siguiente' }).click();
}

/** The step the bar marks as current. */
const currentStep = (page: Page) => page.locator('.enrolment__steps .ant-steps-item-process .ant-steps-item-title');

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('a new applicant enrols as mentee through the five steps of a massive convocatory', async ({
    page,
    request,
  }) => {
    const name = `Programa Masivo ${run}`;
    const convocatory = await createConvocatory(request, { name, convocatoryType: 'MASSIVE' });
    const email = `mentee.${run}@example.com`;

    // The signed link of the admin's detail page (the token route) leads to the mentee enrolment.
    await page.goto(convocatory.studentFormLink);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Inscripción al programa ${name}`);
    await expect(page.getByText('Mentee', { exact: true })).toBeVisible();
    await expect(page.locator('.enrolment__steps .ant-steps-item')).toHaveCount(5);
    await expect(page.locator('.enrolment__steps')).toContainText('Información personal');
    // Nothing sticks out of the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // Email: required, valid, lowercased as typed, and the terms box.
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByText('Complete este campo')).toBeVisible();
    await expect(
      page.getByText(
        'Debes aceptar los Términos y Condiciones y la Política de Privacidad para empezar tu inscripción.',
      ),
    ).toBeVisible();
    const terms = page.locator('form');
    await expect(terms.getByRole('link', { name: 'Términos y Condiciones' })).toHaveAttribute('href', /terminos/);
    await expect(terms.getByRole('link', { name: 'Política de Privacidad' })).toHaveAttribute('href', /privacidad/);
    await page.getByLabel('Email').fill('no-es-email');
    await expect(page.getByText('Ingrese un email válido')).toBeVisible();
    await page.getByLabel('Email').fill(`Mentee.${run}@Example.com`);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await startWithEmail(page, email);

    // Información personal, with the enrolment email shown read-only.
    await expect(currentStep(page)).toHaveText('Información personal');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Email')).toHaveAttribute('readonly');
    await fillPersonalStep(page, { name: 'Daniela', lastName: 'Fuentes', region: 'Región de Valparaíso' });

    // Intereses: an area, three objectives with a main one, a quality.
    await expect(currentStep(page)).toHaveText('Intereses');
    await selectByLabel(page, 'Industria', 'Tecnología', { search: true });
    await selectByLabel(page, 'Especialidad', 'Ciencia de datos', { search: true });
    await selectByLabel(page, 'Experiencia', '1-3 años');
    await page.getByRole('checkbox', { name: 'Desarrollo de carrera' }).check();
    await page.getByRole('checkbox', { name: 'Marca personal' }).check();
    await page.getByRole('checkbox', { name: 'Liderazgo femenino' }).check();
    await page.getByRole('button', { name: 'Objetivo principal: Liderazgo femenino' }).click();
    await page.getByRole('checkbox', { name: 'Empatía' }).check();
    await page.getByRole('button', { name: 'Siguiente' }).click();

    // Mi empresa.
    await expect(currentStep(page)).toHaveText('Mi empresa');
    await page.getByLabel('Empresa', { exact: true }).fill('Datos del Pacífico');
    await selectByLabel(page, 'Nivel', 'Analista / Profesional');
    await page.getByLabel('Cargo', { exact: true }).fill('Analista de datos');
    await page.getByLabel('Universidad / casa de estudios').fill('Universidad de Valparaíso');
    await page.getByLabel('Carrera', { exact: true }).fill('Ingeniería comercial');
    await page.getByRole('button', { name: 'Siguiente' }).click();

    // Motivación: required, then sent.
    await expect(currentStep(page)).toHaveText('Motivación');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Complete este campo')).toBeVisible();
    // Going back keeps what was typed.
    await page.getByRole('button', { name: 'Regresar' }).click();
    await expect(page.getByLabel('Empresa', { exact: true })).toHaveValue('Datos del Pacífico');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    const mailsBefore = mailCount();
    await page
      .getByLabel('¿Por qué quieres participar en este programa?')
      .fill('Quiero crecer hacia un rol de liderazgo técnico.');
    await page.getByRole('button', { name: 'Enviar' }).click();

    await expect(page.getByText('Inscrito exitosamente')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/convocatory/inscription_result');
    await expect(
      page.getByText('Nos contactaremos contigo para comunicarte los siguientes pasos a seguir'),
    ).toBeVisible();
    const confirmation = await waitForMail(email, mailsBefore);
    expect(confirmation.subject).toContain(name);

    const inscriptions = await inscriptionsOf(request, convocatory.convocatoryId, 'STUDENT');
    expect(inscriptions.docs.map((i) => [i.person.email, i.person.name, i.person.company, i.motivation])).toEqual([
      [email, 'Daniela', 'Datos del Pacífico', 'Quiero crecer hacia un rol de liderazgo técnico.'],
    ]);

    // Enrolling again with the same email leads to the result page.
    await page.goto(`/convocatory/inscription/${convocatory.convocatoryId}/student`);
    await startWithEmail(page, email);
    await expect(page).toHaveURL((url) => url.pathname === '/convocatory/inscription_result');
    expect((await inscriptionsOf(request, convocatory.convocatoryId, 'STUDENT')).totalDocs).toBe(1);
  });
});

test('an entrepreneur enrols in an Emprende convocatory through the Emprende step', async ({ page, request }) => {
  const name = `Emprende ${run}`;
  const convocatory = await createConvocatory(request, { name, convocatoryType: 'EMPRENDE' });
  const email = `emprendedora.${run}@example.com`;

  // The role in the path, in any letter case.
  await page.goto(`/convocatory/inscription/${convocatory.convocatoryId}/STUDENT`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Inscripción al programa ${name}`);
  const stepTitles = page.locator('.enrolment__steps .ant-steps-item-title');
  await expect(stepTitles).toHaveText(['Email', 'Información personal', 'Emprende', 'Motivación']);
  await startWithEmail(page, email);
  await fillPersonalStep(page, { name: 'Rocío', lastName: 'Vidal', region: 'Región de Valparaíso' });

  await expect(currentStep(page)).toHaveText('Emprende');
  await expect(page.getByRole('heading', { name: 'Cuéntanos más sobre tu emprendimiento' })).toBeVisible();
  for (const section of [
    'Información general',
    'Ubicación del emprendimiento',
    'Detalles del emprendimiento',
    'Información adicional',
  ]) {
    await expect(page.getByRole('heading', { name: section })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('Por favor ingresa el nombre de tu emprendimiento')).toBeVisible();
  await expect(page.getByText('Por favor ingresa la comuna del emprendimiento')).toBeVisible();

  await page.getByLabel('Nombre del emprendimiento').fill('Cerámica del Puerto');
  await selectByLabel(page, 'Industria', 'Tecnología', { search: true });
  await page.getByLabel('Tu RUT').fill('123456785');
  await expect(page.getByLabel('Tu RUT')).toHaveValue('12.345.678-5');
  await page.getByLabel('RUT del emprendimiento').fill('761234560');
  await page.getByLabel('Descripción del emprendimiento').fill('Piezas de cerámica hechas a mano en Valparaíso.');
  // The communes of the region chosen in the personal step.
  await selectByLabel(page, 'Comuna donde resides', 'Viña del Mar', { search: true });
  await selectByLabel(page, 'Región del emprendimiento', 'Región de Ñuble', { search: true });
  await selectByLabel(page, 'Comuna del emprendimiento', 'Chillán', { search: true });
  await selectByLabel(page, 'Antigüedad del emprendimiento', '1 a 3 años');
  await selectByLabel(page, 'Etapa del emprendimiento', 'Generando ventas');
  await page.getByLabel('Principal desafío de tu emprendimiento').fill('Llegar a tiendas de otras regiones.');
  // A multiple select: the helper closes its dropdown after the pick.
  await selectByLabel(page, 'Objetivos de Desarrollo Sostenible (ODS)', 'ODS 5: Igualdad de género', { search: true });
  await page.getByLabel('¿Qué esperas de la mentoría?').fill('Ordenar mis finanzas y crecer.');
  await page.getByLabel('¿Qué esperas de Enlaza?').fill('Conocer otras emprendedoras.');
  await page.getByLabel('Sugiere 3 perfiles de mentoras').fill('Finanzas, comercio exterior, marketing digital.');
  await selectByLabel(page, '¿Cómo prefieres que te contactemos?', 'WhatsApp');
  await page.getByRole('button', { name: 'Siguiente' }).click();

  await expect(currentStep(page)).toHaveText('Motivación');
  await page.getByLabel('¿Por qué quieres participar en este programa?').fill('Quiero profesionalizar mi taller.');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/convocatory/inscription_result');

  const inscriptions = await inscriptionsOf(request, convocatory.convocatoryId, 'STUDENT');
  expect(inscriptions.docs.map((i) => [i.person.email, i.person.businessName])).toEqual([
    [email, 'Cerámica del Puerto'],
  ]);
});

test('an account holder proves the email is hers (the mailed link, or signing in) and is asked only for the motivation', async ({
  page,
  request,
}) => {
  const account = 'mentora@enlaza.test';
  const byLink = await createConvocatory(request, { name: `Mentoras ${run}`, convocatoryType: 'DIRECTED' });
  await page.goto(`/convocatory/inscription/${byLink.convocatoryId}/mentor`);
  await expect(page.getByText('Mentor/a', { exact: true })).toBeVisible();

  // Typing an account's email proves nothing: the link goes to that inbox, and nothing of the account is shown.
  const mailsBefore = mailCount();
  await startWithEmail(page, account);
  await expect(
    page.getByText(
      `${account} ya tiene una cuenta. Te enviamos un enlace a tu correo para continuar tu inscripción, o inicia sesión para seguir ahora.`,
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();

  // Spec 002 §4.2: from the mailed link she jumps to the last step; her account's data is neither shown nor changed.
  const mail = await waitForMail(account, mailsBefore);
  const link = /https?:\/\/\S*\/convocatory\/inscription\/\S+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  await page.goto(link!);
  await expect(page.getByLabel('Email')).toHaveValue(account);
  await page.getByRole('checkbox', { name: /Acepto los Términos y Condiciones/ }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(currentStep(page)).toHaveText('Motivación');
  await expect(page.getByText(`Usaremos los datos que ya tenemos registrados con ${account}`)).toBeVisible();
  await page.getByLabel('¿Por qué quieres participar en este programa?').fill('Quiero acompañar a otras mujeres.');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/convocatory/inscription_result');

  // A second time goes to the result page.
  await page.goto(`/convocatory/inscription/${byLink.convocatoryId}/mentor`);
  await startWithEmail(page, account);
  await expect(page).toHaveURL((url) => url.pathname === '/convocatory/inscription_result');
  expect((await inscriptionsOf(request, byLink.convocatoryId, 'MENTOR')).totalDocs).toBe(1);

  // Or she signs in instead, and comes back to the enrolment with her email filled in.
  const bySignIn = await createConvocatory(request, { name: `Mentoras sesión ${run}`, convocatoryType: 'DIRECTED' });
  await page.goto(`/convocatory/inscription/${bySignIn.convocatoryId}/mentor`);
  await startWithEmail(page, account);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await page.getByLabel('Email').fill(account);
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/convocatory/inscription/${bySignIn.convocatoryId}/mentor`);
  await expect(page.getByLabel('Email')).toHaveValue(account);
  await page.getByRole('checkbox', { name: /Acepto los Términos y Condiciones/ }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(currentStep(page)).toHaveText('Motivación');
  await page.getByLabel('¿Por qué quieres participar en este programa?').fill('Quiero seguir aprendiendo.');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/convocatory/inscription_result');
  expect((await inscriptionsOf(request, bySignIn.convocatoryId, 'MENTOR')).totalDocs).toBe(1);
});

test('an interrupted enrolment is resumed from the mailed link, in another browser', async ({ browser, request }) => {
  const convocatory = await createConvocatory(request, { name: `Retomar ${run}`, convocatoryType: 'MASSIVE' });
  const email = `retoma.${run}@example.com`;
  const enrolmentUrl = `/convocatory/inscription/${convocatory.convocatoryId}/student`;

  // First browser: the email and the personal data, then the applicant leaves.
  const first = await browser.newContext({ viewport: PHONE });
  const firstPage = await first.newPage();
  await firstPage.goto(enrolmentUrl);
  await startWithEmail(firstPage, email);
  await fillPersonalStep(firstPage, { name: 'Macarena', lastName: 'Toro', region: 'Región del Maule' });
  await expect(currentStep(firstPage)).toHaveText('Intereses');
  await first.close();

  // A fresh browser knows nothing: typing the email only sends the link to continue, to that email.
  const second = await browser.newContext({ viewport: PHONE });
  const page = await second.newPage();
  await page.goto(enrolmentUrl);
  const mailsBefore = mailCount();
  await startWithEmail(page, email);
  await expect(
    page.getByText(
      `Ya comenzaste una inscripción con ${email}. Te enviamos un correo con un enlace para continuar donde quedaste.`,
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveCount(0);

  const mail = await waitForMail(email, mailsBefore);
  const link = /https?:\/\/\S*\/convocatory\/inscription\/\S+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  await page.goto(link!);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('checkbox', { name: /Acepto los Términos y Condiciones/ }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();

  // It goes on where it stopped, with what was entered.
  await expect(currentStep(page)).toHaveText('Intereses');
  await page.getByRole('button', { name: 'Anterior' }).click();
  await expect(currentStep(page)).toHaveText('Información personal');
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Macarena');
  await expect(page.getByLabel('Apellido')).toHaveValue('Toro');
  await expect(page.getByText('Región del Maule')).toBeVisible();
  await second.close();
});

test('a convocatory in draft has not started yet, a closed one has ended', async ({ page, request }) => {
  const draft = await createConvocatory(request, {
    name: `Borrador ${run}`,
    convocatoryType: 'MASSIVE',
    status: 'DRAFT',
  });
  await page.goto(`/convocatory/inscription/${draft.convocatoryId}/mentor`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Inscripción al programa Borrador ${run}`);
  await expect(page.getByText('Esta convocatoria aún no ha comenzado')).toBeVisible();
  await expect(page.getByText('Fecha estimada de apertura: 15-03-2030')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveCount(0);

  const closed = await createConvocatory(request, {
    name: `Cerrada ${run}`,
    convocatoryType: 'MASSIVE',
    status: 'SELECTING',
  });
  await page.goto(`/convocatory/inscription/${closed.convocatoryId}/student`);
  await expect(page.getByText('Esta convocatoria ya finalizó')).toBeVisible();
  await expect(page.getByText('Fecha estimada de apertura: 15-03-2030')).toBeVisible();

  await page.goto(`/convocatory/inscription/${closed.convocatoryId}/otro`);
  await expect(page.getByText('El enlace de inscripción no es válido')).toBeVisible();
});
