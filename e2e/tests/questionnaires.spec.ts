import { expect, test } from '@playwright/test';
import { selectByLabel } from '../support/antd';
import { expectSignedInAt, signIn } from '../support/session';
import { openAdminMenuLink } from '../support/navigation';

test('an admin adds a bank question after its validation message', async ({ page }) => {
  const stamp = Date.now();
  await signIn(page, 'admin@enlaza.test');
  await expectSignedInAt(page, '/admin/home', 'Andrea');
  await page.goto('/admin/mdi/questions');
  await expect(page.getByRole('heading', { level: 1, name: 'Preguntas' })).toBeVisible();

  await page.getByRole('button', { name: 'Crear pregunta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crear pregunta' });
  await selectByLabel(dialog, /^\*?\s*Tipo$/, 'Alternativas');
  await dialog.getByRole('textbox', { name: /^\*?\s*Pregunta$/ }).fill(`¿En qué área trabajas? ${stamp}`);
  await dialog.getByRole('textbox', { name: 'Alternativa 1' }).fill('Finanzas');
  await dialog.getByRole('button', { name: 'Crear' }).click();
  await expect(dialog.getByText('Se debe ingresar una alternativa')).toBeVisible();

  await dialog.getByRole('button', { name: 'Quitar alternativa 2' }).click();
  await dialog.getByRole('button', { name: 'Crear' }).click();
  await expect(dialog.getByText('Como minimo, la pregunta debe tener dos alternativas')).toBeVisible();

  await dialog.getByRole('button', { name: 'Agregar alternativa' }).click();
  await dialog.getByRole('textbox', { name: 'Alternativa 2' }).fill('Personas');
  await dialog.getByRole('button', { name: 'Crear' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(`¿En qué área trabajas\\? ${stamp}`) });
  await expect(row).toContainText('Alternativas');
  await expect(row).toContainText('Finanzas · Personas');

  // The modal was reset: it opens empty again.
  await page.getByRole('button', { name: 'Crear pregunta' }).click();
  await expect(dialog.getByRole('textbox', { name: /^\*?\s*Pregunta$/ })).toHaveValue('');
});

test('an admin builds a questionnaire with a conditional question and sees it come and go in the preview', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const name = `Feedback sesión e2e ${Date.now()}`;
  await signIn(page, 'admin@enlaza.test');
  await expectSignedInAt(page, '/admin/home', 'Andrea');
  await openAdminMenuLink(page, 'Cuestionarios', 'Listado');
  await expect(page).toHaveURL((url) => url.pathname === '/admin/questionaries');
  await expect(page.getByRole('heading', { level: 1, name: 'Cuestionarios' })).toBeVisible();

  await page.getByRole('button', { name: 'Crear cuestionario' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Crear cuestionario' })).toBeVisible();

  // Everything but the name: the save is refused with the messages, and nothing typed is lost.
  await selectByLabel(page, /^\*?\s*Tipo$/, 'Feedback de sesión');
  await selectByLabel(page, /^\*?\s*Rol$/, 'Mentee');
  await page.getByLabel('Título del grupo 1').fill('La sesión');

  await selectByLabel(page, 'Tipo de la pregunta 1', 'Alternativas');
  await page.getByLabel('Título de la pregunta 1').fill('¿Se realizó la sesión?');
  await page.getByRole('textbox', { name: 'Alternativa 1 de la pregunta 1' }).fill('Sí');
  await page.getByRole('textbox', { name: 'Alternativa 2 de la pregunta 1' }).fill('No');

  await page.getByRole('button', { name: 'Agregar pregunta al grupo 1' }).click();
  await page.getByLabel('Título de la pregunta 2').fill('¿Por qué no se realizó?');
  const second = page.getByRole('group', { name: 'Pregunta 2 del grupo 1' });
  await second.getByRole('checkbox', { name: 'Obligatoria' }).check();
  await second.getByRole('button', { name: 'Agregar condición' }).click();
  await selectByLabel(second, 'Pregunta de la condición 1', 'Grupo 1 · Pregunta 1: ¿Se realizó la sesión?');
  await selectByLabel(second, 'Valor de la condición 1', 'No');

  await page.getByRole('button', { name: 'Guardar' }).first().click();
  await expect(page.getByText('Ingrese nombre del cuestionario')).toBeVisible();
  await expect(page.getByLabel('Título de la pregunta 2')).toHaveValue('¿Por qué no se realizó?');

  await page.getByRole('textbox', { name: /^\*?\s*Nombre$/ }).fill(name);
  await page.getByRole('button', { name: 'Guardar' }).first().click();

  await expect(page).toHaveURL(/\/questionary\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vista previa' })).toBeVisible();
  await expect(page.getByText(name)).toBeVisible();
  const conditional = page.getByText('¿Por qué no se realizó?');
  await expect(page.getByText('¿Se realizó la sesión?')).toBeVisible();
  await expect(conditional).toBeHidden();

  await page.getByRole('radio', { name: 'No' }).check();
  await expect(conditional).toBeVisible();
  await page.getByRole('button', { name: 'Enviar respuestas' }).click();
  await expect(page.getByText('Ingresa tu respuesta')).toBeVisible();
  await page.getByRole('textbox', { name: /¿Por qué no se realizó\?/ }).fill('Se enfermó');

  await page.getByRole('radio', { name: 'Sí' }).check();
  await expect(conditional).toBeHidden();
  await page.getByRole('radio', { name: 'No' }).check();
  // Hidden answers are cleared: the question comes back empty.
  await expect(page.getByRole('textbox', { name: /¿Por qué no se realizó\?/ })).toHaveValue('');

  // The list shows it, with 'Ver' leading back to the preview.
  await page.getByRole('button', { name: 'Atrás' }).click();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Feedback de sesión');
  await expect(row).toContainText('Mentee');
  await row.getByRole('link', { name: `Ver ${name}` }).click();
  await expect(page).toHaveURL(/\/questionary\//);
});
