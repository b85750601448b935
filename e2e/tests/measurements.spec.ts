import { expect, test, type APIRequestContext } from '@playwright/test';
import { selectByLabel } from '../support/antd';
import { DEMO_PASSWORD } from '../support/environment';
import { expectSignedInAt, signIn } from '../support/session';
import { openAdminMenuLink } from '../support/navigation';

/** An admin's bearer header for setting up rows another area owns (bank questions, questionaries). */
async function adminHeaders(request: APIRequestContext) {
  const res = await request.post('/api/auth', { data: { email: 'admin@enlaza.test', password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  return { authorization: `Bearer ${(await res.json()).accessToken as string}` };
}

async function createBankQuestion(request: APIRequestContext, headers: Record<string, string>, question: string) {
  const res = await request.post('/api/questions', { headers, data: { question, type: 'TEXT' } });
  expect(res.status()).toBe(201);
}

async function createQuestionary(
  request: APIRequestContext,
  headers: Record<string, string>,
  name: string,
  target_user_role: 'MENTOR' | 'STUDENT',
) {
  const res = await request.post('/api/questionaries', {
    headers,
    data: {
      name,
      type: 'SESSION_FEEDBACK',
      target_user_role,
      questionGroups: [
        {
          id: 'g1',
          title: 'La sesión',
          questions: [{ id: 'q1', type: 'TEXT', title: '¿Cómo resultó la sesión?', required: true }],
        },
      ],
    },
  });
  expect(res.status()).toBe(201);
}

test('an admin creates an MDI with two measurements, sees it listed and previews it', async ({
  page,
  request,
  context,
}) => {
  // A long journey (create with errors, preview in a new tab, edit, delete): more than 30 s on a busy machine.
  test.setTimeout(90_000);
  const stamp = Date.now();
  const mentorQuestion = `¿Qué aprendiste como mentora? ${stamp}`;
  const menteeQuestion = `¿Qué meta lograste este mes? ${stamp}`;
  const headers = await adminHeaders(request);
  await createBankQuestion(request, headers, mentorQuestion);
  await createBankQuestion(request, headers, menteeQuestion);
  const name = `Medición Mentoras ${stamp}`;

  await signIn(page, 'admin@enlaza.test');
  await expectSignedInAt(page, '/admin/home', 'Andrea');
  await page.goto('/admin/mdi/forms');
  await expect(page.getByRole('heading', { level: 1, name: 'Mediciones de Impacto' })).toBeVisible();

  await page.getByRole('button', { name: 'Agregar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva medición de impacto' });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Ingrese nombre de la medición de impacto')).toBeVisible();
  await expect(dialog.getByText('Ingrese nombre de la medición', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Debe ingresar como minimo una pregunta por rol a cada medición')).toHaveCount(2);

  // Removing the only measurement asks first, then the form asks for one.
  await dialog.getByRole('button', { name: 'Borrar medición 1' }).click();
  await expect(page.getByText('Deseas borrar esta medición?')).toBeVisible();
  await page.getByRole('button', { name: 'Borrar', exact: true }).click();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Debe ingresar como una medición')).toBeVisible();

  await dialog.getByLabel('Nombre', { exact: true }).fill(name);
  for (const [index, measurementName] of ['Línea base', 'Cierre'].entries()) {
    await dialog.getByRole('button', { name: 'Agregar medición' }).click();
    const n = index + 1;
    await dialog.getByLabel('Nombre de la medición').nth(index).fill(measurementName);
    // The question picker lists each bank question with its type.
    await selectByLabel(page, `Preguntas para mentoras de la medición ${n}`, `${mentorQuestion} (Texto)`, {
      search: true,
    });
    await selectByLabel(page, `Preguntas para mentees de la medición ${n}`, `${menteeQuestion} (Texto)`, {
      search: true,
    });
  }
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('¡Mdi creado con exito!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Línea base');
  await expect(row).toContainText('Cierre · Post proceso');

  const [preview] = await Promise.all([
    context.waitForEvent('page'),
    row.getByRole('link', { name: `Vista previa de ${name}` }).click(),
  ]);
  await expect(preview).toHaveURL(/\/admin\/mdi\/[0-9a-f-]+\/preview$/);
  await expect(preview.getByRole('heading', { level: 1, name: 'Vista previa' })).toBeVisible();
  await expect(preview.getByRole('tab', { name: 'Línea base' })).toBeVisible();
  await preview.getByRole('tab', { name: 'Cierre · Post proceso' }).click();
  const closing = preview.getByRole('tabpanel', { name: 'Cierre · Post proceso' });
  await expect(closing.getByText(menteeQuestion)).toBeVisible();
  await closing.getByRole('tab', { name: 'Mentores' }).click();
  await expect(closing.getByText(mentorQuestion)).toBeVisible();
  await expect(closing.getByRole('textbox', { name: mentorQuestion })).toBeEditable();
  await preview.close();

  // The edit modal opens with the saved measurements; a rename is saved, then the MDI is deleted after confirming.
  await row.getByRole('button', { name: `Editar ${name}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Editar medición de impacto' });
  await expect(editDialog.getByLabel('Nombre de la medición')).toHaveCount(2);
  await expect(editDialog.getByText(mentorQuestion).first()).toBeVisible();
  await editDialog.getByLabel('Nombre', { exact: true }).fill(`${name} editada`);
  await editDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('¡Mdi editado con exito!')).toBeVisible();
  const renamed = page.getByRole('row').filter({ hasText: `${name} editada` });
  await renamed.getByRole('button', { name: `Borrar ${name} editada` }).click();
  await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(page.getByText('¡Mdi borrado con exito!')).toBeVisible();
  await expect(renamed).toHaveCount(0);
});

test('an admin creates a session-feedback bundle and sees its questionaries', async ({ page, request }) => {
  const stamp = Date.now();
  const mentorForm = `Feedback mentoras ${stamp}`;
  const menteeForm = `Feedback mentees ${stamp}`;
  const headers = await adminHeaders(request);
  await createQuestionary(request, headers, mentorForm, 'MENTOR');
  await createQuestionary(request, headers, menteeForm, 'STUDENT');
  const name = `Feedback Programa ${stamp}`;

  await signIn(page, 'admin@enlaza.test');
  await expectSignedInAt(page, '/admin/home', 'Andrea');
  await openAdminMenuLink(page, 'Cuestionarios', 'Feedback sesiones');
  await expect(page).toHaveURL((url) => url.pathname === '/admin/questionary-bundles/session_feedback');
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback sesiones' })).toBeVisible();

  await page.getByRole('button', { name: 'Agregar' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/questionary-bundle/create/session_feedback');
  // Spec 002 §9: three sessions to start with, a mentor and a mentee questionary each.
  for (const session of ['Sesión 1', 'Sesión 2', 'Sesión 3']) {
    await expect(page.getByText(session, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('Envío automático')).toHaveCount(0);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Por favor ingrese un nombre')).toBeVisible();
  await expect(page.getByText('Por favor seleccione un cuestionario')).toHaveCount(6);

  await page.getByRole('button', { name: 'Quitar Sesión 3' }).click();
  await page.getByLabel('Nombre', { exact: true }).fill(name);
  for (const session of ['Sesión 1', 'Sesión 2']) {
    await selectByLabel(page, `Cuestionario mentoras de ${session}`, mentorForm, { search: true });
    await selectByLabel(page, `Cuestionario mentees de ${session}`, menteeForm, { search: true });
  }
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Creado exitosamente')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/questionary-bundle\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const rows = page.getByRole('row').filter({ hasText: stamp.toString() });
  await expect(rows).toHaveCount(4);
  await expect(rows.first()).toContainText('Sesión 1');
  await expect(rows.first()).toContainText(mentorForm);
  await expect(rows.first().getByRole('link', { name: `Ver ${mentorForm}` })).toHaveAttribute(
    'href',
    /^\/questionary\/[0-9a-f-]+$/,
  );

  await page.getByRole('link', { name: 'Feedback sesiones' }).last().click();
  const listed = page.getByRole('row').filter({ hasText: name });
  await expect(listed).toContainText('2');
});
