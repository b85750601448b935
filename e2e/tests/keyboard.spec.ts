import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { demoProcessId } from '../support/demoProcesses';
import { tokenOf } from '../support/api';
import { createConvocatory } from '../support/convocatories';
import { choosePasswordByMail, createMenteeLackingInterests } from '../support/people';

/*
 * Journeys done with the keyboard alone: no clicks, only Tab, arrows, Space, Enter, Escape and typing. Every element
 * Tab lands on must show where the focus is.
 */

test.describe.configure({ timeout: 120_000 });

const run = Date.now().toString(36);
const PASSWORD = 'Teclado-2026!';

/**
 * Whether the focused element shows a focus indicator: an outline (or a box shadow) on the element itself or, for
 * an input that lives inside a field's box (select, date picker, password) or under a drawn checkbox, on that box.
 */
async function expectFocusVisible(page: Page) {
  const found = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const indicated = (candidate: Element | null | undefined) => {
      if (!candidate) return false;
      const css = getComputedStyle(candidate);
      const outline = css.outlineStyle !== 'none' && parseFloat(css.outlineWidth) > 0;
      return outline || css.boxShadow !== 'none';
    };
    const box = element.closest('.ant-input-affix-wrapper, .ant-input-number, .ant-picker, .ant-select');
    const drawn = element.matches('.ant-checkbox-input, .ant-radio-input') ? element.nextElementSibling : null;
    return {
      element: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.id ?? '').slice(0, 40)}"`,
      visible: indicated(element) || indicated(box) || indicated(drawn),
    };
  });
  expect(found, 'something has the focus').not.toBeNull();
  expect(found!.visible, `focus indicator on ${found!.element}`).toBe(true);
}

/**
 * Presses Tab (Shift+Tab when `target` comes before the focus in the page) until `target` has the focus, checking the
 * focus is visible at every stop on the way.
 */
async function tabTo(page: Page, target: Locator, { limit = 80 } = {}) {
  const backwards = await target.evaluate(
    (element) =>
      document.activeElement !== null &&
      document.activeElement !== document.body &&
      !!(element.compareDocumentPosition(document.activeElement) & Node.DOCUMENT_POSITION_FOLLOWING),
  );
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    await expectFocusVisible(page);
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`${String(target)} not reached with ${limit} presses of Tab`);
}

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Picks `option` in the antd Select whose combobox has the focus: type to narrow (searchable) or arrow down to it. */
async function chooseWithKeys(page: Page, combobox: Locator, option: string, { search = false } = {}) {
  if (search) await page.keyboard.type(option);
  else await page.keyboard.press('ArrowDown');
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  for (let presses = 0; presses < 40; presses++) {
    const active = await combobox.getAttribute('aria-activedescendant');
    // The listbox screen readers follow names each option by its label (its text may be the value).
    const activeOption = page.locator(`[id="${active}"]`);
    const label = active
      ? ((await activeOption.getAttribute('aria-label')) ?? (await activeOption.textContent()))
      : null;
    if (label?.trim() === option) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  const root = combobox.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-select ")][1]');
  await expect(root.getByTitle(option, { exact: true }).first()).toBeVisible();
  if ((await combobox.getAttribute('aria-expanded')) === 'true') await page.keyboard.press('Escape');
}

async function tabAndType(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

async function tabAndChoose(page: Page, field: Locator, option: string, search = false) {
  await tabTo(page, field);
  await chooseWithKeys(page, field, option, { search });
}

/** Tabs to a checkbox and ticks it with Space. */
async function tick(page: Page, checkbox: Locator) {
  await tabTo(page, checkbox);
  await page.keyboard.press('Space');
  await expect(checkbox).toBeChecked();
}

async function press(page: Page, button: Locator, key: 'Enter' | 'Space' = 'Enter') {
  await tabTo(page, button);
  await page.keyboard.press(key);
}

/** The personal step of the profile wizard and of the enrolment: the fields a name-only profile lacks. */
async function personalStep(page: Page) {
  if (!(await page.getByLabel('Apellido').inputValue())) await tabAndType(page, page.getByLabel('Apellido'), 'Teclado');
  await tabAndType(page, page.getByLabel('Fecha de nacimiento'), '12/04/1993');
  await page.keyboard.press('Enter');
  // Enter picked the date and did not submit the step half filled (which would mark the empty fields in red).
  await expect(page.getByLabel('Fecha de nacimiento')).toHaveValue('12/04/1993');
  await expect(page.locator('.ant-form-item-explain-error')).toHaveCount(0);
  await tabAndChoose(page, page.getByRole('combobox', { name: 'Género' }), 'Femenino');
  await tabAndType(page, page.getByLabel('Teléfono'), '+56 9 8765 4321');
  await tabAndChoose(page, page.getByRole('combobox', { name: 'Región' }), 'Región de Valparaíso', true);
  await press(page, page.getByRole('button', { name: 'Siguiente', exact: true }));
}

async function interestsStep(page: Page) {
  await tabAndChoose(page, page.getByRole('combobox', { name: 'Industria' }), 'Tecnología', true);
  await tabAndChoose(page, page.getByRole('combobox', { name: 'Especialidad' }), 'Ciencia de datos', true);
  await tabAndChoose(page, page.getByRole('combobox', { name: 'Experiencia' }), '1-3 años');
  await tick(page, page.getByRole('checkbox', { name: 'Desarrollo de carrera' }));
  await tick(page, page.getByRole('checkbox', { name: 'Marca personal' }));
  await tick(page, page.getByRole('checkbox', { name: 'Liderazgo femenino' }));
  const star = page.getByRole('button', { name: 'Objetivo principal: Liderazgo femenino' });
  await press(page, star, 'Space');
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await tick(page, page.getByRole('checkbox', { name: 'Empatía' }));
  await press(page, page.getByRole('button', { name: 'Siguiente', exact: true }));
}

async function companyStep(page: Page, submit: string) {
  await tabAndType(page, page.getByLabel('Empresa', { exact: true }), 'Teclas y Compañía');
  await tabAndChoose(page, page.getByRole('combobox', { name: 'Nivel' }), 'Analista / Profesional');
  await tabAndType(page, page.getByLabel('Cargo', { exact: true }), 'Analista de accesibilidad');
  await tabAndType(page, page.getByLabel('Universidad / casa de estudios'), 'Universidad de Valparaíso');
  await tabAndType(page, page.getByLabel('Carrera', { exact: true }), 'Ingeniería informática');
  await press(page, page.getByRole('button', { name: submit }));
}

/** Signs in with the keyboard: Tab to the email, the password and the button, then Enter. */
async function signInWithKeys(page: Page, email: string, password: string) {
  await page.goto('/login');
  // The page comes drawn in the HTML, inert until the app has started: a visitor can use it from then on.
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
  await tabAndType(page, page.getByLabel('Email'), email);
  await tabAndType(page, page.getByLabel('Contraseña'), password);
  await tabTo(page, page.getByRole('button', { name: 'Iniciar sesión' }));
  await page.keyboard.press('Enter');
}

/**
 * A new mentee as an admin registers her (everything the admin form asks for, which leaves out her areas of interest),
 * with a password of her own set through the recovery mail's token.
 */
async function newMentee(request: APIRequestContext): Promise<string> {
  const admin = await tokenOf(request, 'admin@enlaza.test');
  const email = `teclado.${run}@example.com`;
  await createMenteeLackingInterests(request, admin, {
    name: 'Teresa',
    lastName: 'Teclado',
    email,
    company: 'Teclas y Compañía',
  });
  await choosePasswordByMail(request, email, PASSWORD);
  return email;
}

test('sign-in with the keyboard alone', async ({ page }) => {
  await signInWithKeys(page, 'mentee@enlaza.test', 'Enlaza2026!');
  await expect(page).toHaveURL((url) => url.pathname === '/home');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Camila');
});

test('a new mentee completes the profile wizard with the keyboard alone', async ({ page, request }) => {
  const email = await newMentee(request);
  await signInWithKeys(page, email, PASSWORD);
  await expect(page).toHaveURL((url) => url.pathname === '/home');

  await page.goto('/user_profile');
  await expect(page.getByText('Tu perfil está incompleto')).toBeVisible();
  await press(page, page.getByRole('button', { name: 'Editar' }));
  await expect(page).toHaveURL((url) => url.pathname === '/user_profile/edit');

  // Her personal data is there: on to her interests, which she chooses; her company is there too.
  await expect(page.getByLabel('Apellido')).toHaveValue('Teclado');
  // A date typed in full is taken when the focus moves on.
  await tabAndType(page, page.getByLabel('Fecha de nacimiento'), '12/04/1993');
  await press(page, page.getByRole('button', { name: 'Siguiente', exact: true }));
  await expect(page.getByText('Áreas de interés')).toBeVisible();
  await tabAndChoose(page, page.getByRole('combobox', { name: 'Industria' }), 'Tecnología', true);
  await tabAndChoose(page, page.getByRole('combobox', { name: 'Especialidad' }), 'Ciencia de datos', true);
  await tabAndChoose(page, page.getByRole('combobox', { name: 'Experiencia' }), '1-3 años');
  await press(page, page.getByRole('button', { name: 'Siguiente', exact: true }));
  await expect(page.getByLabel('Empresa', { exact: true })).toHaveValue('Teclas y Compañía');
  await press(page, page.getByRole('button', { name: 'Guardar' }));

  await expect(page.getByText('Perfil actualizado correctamente')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/user_profile');
  await expect(page.getByText('Tu perfil está incompleto')).toHaveCount(0);
  await expect(page.getByText('Tecnología – Ciencia de datos – 1-3 años')).toBeVisible();
});

test('a newcomer enrols in an open convocatory with the keyboard alone', async ({ page, request }) => {
  const name = `Convocatoria por teclado ${run}`;
  const { convocatoryId } = await createConvocatory(request, { name, convocatoryType: 'MASSIVE' });

  await page.goto(`/convocatory/inscription/${convocatoryId}/student`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Inscripción al programa ${name}`);
  await tabAndType(page, page.getByLabel('Email'), `teclado.inscripcion.${run}@example.com`);
  await tick(page, page.getByRole('checkbox', { name: /Acepto los Términos y Condiciones/ }));
  await press(page, page.getByRole('button', { name: 'Continuar' }));

  await expect(page.getByRole('combobox', { name: 'Género' })).toBeVisible();
  await tabAndType(page, page.getByLabel('Nombre', { exact: true }), 'Teresa');
  await personalStep(page);
  await expect(page.getByRole('combobox', { name: 'Industria' })).toBeVisible();
  await interestsStep(page);
  await expect(page.getByLabel('Empresa', { exact: true })).toBeVisible();
  await companyStep(page, 'Siguiente');
  await tabAndType(
    page,
    page.getByLabel('¿Por qué quieres participar en este programa?'),
    'Quiero aprender a liderar equipos.',
  );
  await press(page, page.getByRole('button', { name: 'Enviar' }));

  await expect(page.getByText('Inscrito exitosamente')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/convocatory/inscription_result');
});

test('a confirmation dialog keeps the focus inside while open and gives it back to its button', async ({
  page,
  request,
}) => {
  const admin = await tokenOf(request, 'admin@enlaza.test');
  const inProgress = { processId: await demoProcessId(request, 'inProgress', admin) };
  await signInWithKeys(page, 'admin@enlaza.test', 'Enlaza2026!');
  await expect(page).toHaveURL((url) => url.pathname === '/admin/home');
  await page.goto(`/admin/processes/in_progress/${inProgress.processId}`);

  const finalize = page.getByRole('button', { name: 'Finalizar' });
  await expect(finalize).toBeVisible();
  await tabTo(page, finalize);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The focus moves into the dialog and Tab, either way round, never leaves it.
  await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((d) => d.contains(document.activeElement)), `focus inside after ${key}`).toBe(true);
    await expectFocusVisible(page);
  }
  // Escape cancels: nothing is finalized, and the focus is back on the button that opened the dialog.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(() => isFocused(finalize)).toBe(true);
  await expect(finalize).toBeVisible();
});
