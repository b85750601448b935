import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { pdfStreams, pdfText } from '../../apps/api/test/pdfText';
import { expectNoAxeViolations } from '../support/accessibility';
import { selectByLabel } from '../support/antd';
import { bearer, getJson, tokenOf } from '../support/api';
import { ADMIN, MENTEE, MENTOR, pairedProcess, signedInPage } from '../support/chat';
import { releaseDemoPeople } from '../support/preKickoff';

test.describe.configure({ timeout: 240_000 });

/** The guide's shared answers: its questionary form (the tasks and notes are outside it). */
const guideForm = (page: Page) => page.locator('form.questionary-form');
const firstAnswer = (page: Page) => guideForm(page).getByRole('textbox').first();
const editButton = (page: Page) => page.getByRole('button', { name: /Editar$/ });
const notes = (page: Page) => page.getByRole('textbox', { name: 'Tu dupla no tendrá acceso a estas notas' });
const taskRow = (page: Page, name: string) => page.locator('.guide-tasks__row').filter({ hasText: name });

/** From the member's process view: 'Pauta' of session 1, then past the good-practices manual. */
async function openGuide(page: Page, pairId: string, as: 'mentor' | 'student') {
  await page.goto(`/home/process/${pairId}/${as}`);
  await page.getByRole('button', { name: 'Pauta de la sesión 1' }).click();
  await expect(page).toHaveURL(/\/answer\/template\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: 'Manual de buenas prácticas de mentoría' })).toBeVisible();
  await expect(page.getByText('dentro de las 48 horas')).toBeVisible();
  await page.getByRole('button', { name: 'Comenzar' }).click();
  await expect(guideForm(page)).toBeVisible();
}

test('a pair answers a session guide together, live: control, tasks, private notes, finishing, reopening and the PDF', async ({
  browser,
  request,
}) => {
  const token = await tokenOf(request, ADMIN);
  const run = Date.now().toString(36);
  const { processId, pairId } = await pairedProcess(request, token, `Pauta e2e ${run}`, { dynamicGuide: true });
  try {
    // The guide's tour: the mentor has skipped it already, the mentee has it pending.
    const tutorial = async (email: string, status: string) => {
      const res = await request.post(`/api/users/me/complete_tutorial?tutorialName=sessionGuide&status=${status}`, {
        headers: bearer(await tokenOf(request, email)),
      });
      expect(res.ok(), await res.text()).toBe(true);
    };
    await tutorial(MENTOR, 'SKIPPED');
    await tutorial(MENTEE, 'PENDING');
    const mentor = await signedInPage(browser, MENTOR);
    const mentee = await signedInPage(browser, MENTEE);
    await openGuide(mentor, pairId, 'mentor');
    await openGuide(mentee, pairId, 'student');
    const tour = mentee.locator('.ant-tour').filter({ hasText: 'Editen la pauta juntas' });
    await expect(tour).toBeVisible();
    for (const title of ['Las preguntas de la sesión', 'Tareas de la dupla', 'Tus notas personales']) {
      await mentee
        .locator('.ant-tour')
        .getByRole('button', { name: /Siguiente|Next/ })
        .click();
      await expect(mentee.locator('.ant-tour').getByText(title)).toBeVisible();
    }
    await mentee
      .locator('.ant-tour')
      .getByRole('button', { name: /Finalizar|Finish/ })
      .click();
    await expect(mentee.locator('.ant-tour')).toBeHidden();
    await expect
      .poll(
        async () =>
          (
            await getJson<{ completedTutorials: { tutorialName: string; status: string }[] }>(
              request,
              await tokenOf(request, MENTEE),
              '/api/users/me',
            )
          ).completedTutorials.find((t) => t.tutorialName === 'sessionGuide')?.status,
      )
      .toBe('COMPLETED');
    await expect(mentor.locator('.ant-tour')).toHaveCount(0);
    expect(new URL(mentee.url()).pathname).toBe(new URL(mentor.url()).pathname);
    await expectNoAxeViolations(mentee, 'the session guide');

    // Nobody edits yet: the answers are read-only until 'Editar'.
    await expect(firstAnswer(mentee)).toBeDisabled();
    await editButton(mentor).click();
    await expect(mentor.getByText('Editando pauta...')).toBeVisible();
    await expect(mentee.getByText('Tu pareja está editando la pauta...')).toBeVisible();
    await expect(editButton(mentee)).toBeDisabled();
    const agreed = `Definir tres metas para el semestre ${run}`;
    await firstAnswer(mentor).fill(agreed);
    // Sent a second after the last keystroke; the partner's form follows it.
    await expect(firstAnswer(mentee)).toHaveValue(agreed);
    await expect(firstAnswer(mentee)).toBeDisabled();

    // Control returns once the mentor stops: the mentee may take it, and then the mentor waits.
    await mentor.getByRole('button', { name: /Dejar de editar/ }).click();
    await expect(mentee.getByText('Tu pareja está editando la pauta...')).toHaveCount(0);
    await editButton(mentee).click();
    await expect(mentee.getByText('Editando pauta...')).toBeVisible();
    await expect(mentor.getByText('Tu pareja está editando la pauta...')).toBeVisible();
    await expect(firstAnswer(mentee)).toHaveValue(agreed);
    await mentee.getByRole('button', { name: /Dejar de editar/ }).click();
    await expect(mentor.getByText('Tu pareja está editando la pauta...')).toHaveCount(0);

    // The mentee adds a counter task (002 §5.7 messages first); the mentor sees it and counts it up.
    await mentee.getByRole('button', { name: /Agregar tarea/ }).click();
    const form = mentee.getByRole('form', { name: 'Nueva tarea' });
    await form.getByRole('button', { name: 'Guardar tarea' }).click();
    await expect(form.getByText('Ingresa el nombre')).toBeVisible();
    await expect(form.getByText('Ingresa la fecha límite')).toBeVisible();
    await expect(form.getByText('Selecciona el tipo')).toBeVisible();
    const counter = `Leer dos capítulos ${run}`;
    await form.getByLabel('Nombre').fill(counter);
    await form.getByLabel('Fecha límite').fill('31/12/2030');
    await form.getByLabel('Fecha límite').press('Enter');
    await selectByLabel(form, 'Tipo', 'Contador');
    await form.getByRole('button', { name: 'Guardar tarea' }).click();
    await expect(form.getByText('Ingresa la cantidad')).toBeVisible();
    await form.getByLabel('Cantidad').fill('2');
    await form.getByRole('button', { name: 'Guardar tarea' }).click();
    await expect(form).toHaveCount(0);
    await expect(taskRow(mentee, counter)).toContainText('0 / 2');
    await expect(taskRow(mentor, counter)).toContainText('0 / 2');
    await expect(taskRow(mentor, counter)).toContainText('Pendiente');
    await expect(taskRow(mentor, counter).getByRole('button', { name: /Restar uno/ })).toBeDisabled();
    for (const shown of ['1 / 2', '2 / 2']) {
      await taskRow(mentor, counter)
        .getByRole('button', { name: /Sumar uno/ })
        .click();
      await expect(taskRow(mentee, counter)).toContainText(shown);
    }
    await expect(taskRow(mentee, counter)).toContainText('Completado');
    await expect(taskRow(mentor, counter).getByRole('button', { name: /Sumar uno/ })).toBeDisabled();

    // A checklist item, ticked, then deleted behind a confirmation; the partner's list follows.
    const item = `Actualizar el CV ${run}`;
    await mentor.getByRole('button', { name: /Agregar tarea/ }).click();
    const mentorForm = mentor.getByRole('form', { name: 'Nueva tarea' });
    await mentorForm.getByLabel('Nombre').fill(item);
    await mentorForm.getByLabel('Fecha límite').fill('15/11/2030');
    await mentorForm.getByLabel('Fecha límite').press('Enter');
    await selectByLabel(mentorForm, 'Tipo', 'Checklist');
    await expect(mentorForm.getByLabel('Cantidad')).toHaveCount(0);
    await mentorForm.getByRole('button', { name: 'Guardar tarea' }).click();
    await expect(taskRow(mentee, item)).toContainText('Pendiente');
    // Clicked, then awaited: the box follows the stored value, which the server confirms.
    await taskRow(mentee, item).getByRole('checkbox').click();
    await expect(taskRow(mentee, item).getByRole('checkbox')).toBeChecked();
    await expect(taskRow(mentor, item)).toContainText('Completado');
    await taskRow(mentor, item)
      .getByRole('button', { name: `Eliminar ${item}` })
      .click();
    await mentor.getByRole('tooltip').getByRole('button', { name: 'Eliminar' }).click();
    await expect(taskRow(mentee, item)).toHaveCount(0);

    // Private notes: kept for their writer, never shown to the partner.
    const secret = `Nota privada de la mentora ${run}`;
    await notes(mentor).fill(secret);
    const mentorToken = await tokenOf(request, MENTOR);
    const menteeToken = await tokenOf(request, MENTEE);
    const notesPath = `/api/process/pair/${pairId}/session/1/notes`;
    await expect
      .poll(async () => (await getJson<{ content: string }>(request, mentorToken, notesPath)).content)
      .toBe(secret);
    expect((await getJson<{ content: string }>(request, menteeToken, notesPath)).content).toBe('');
    await mentee.reload();
    await mentee.getByRole('button', { name: 'Comenzar' }).click();
    await expect(notes(mentee)).toHaveValue('');
    await expect(mentee.getByText(secret)).toHaveCount(0);
    await notes(mentee).fill(`Mis notas ${run}`);
    await mentor.reload();
    await mentor.getByRole('button', { name: 'Comenzar' }).click();
    await expect(notes(mentor)).toHaveValue(secret);

    // The mentor finishes the guide: every required answer, then 'Terminar pauta'.
    await editButton(mentor).click();
    await expect(mentor.getByText('Editando pauta...')).toBeVisible();
    await expect(firstAnswer(mentor)).toHaveValue(agreed);
    // The range's buttons and the options are clicked on their labels (antd hides the inputs themselves).
    const rating = guideForm(mentor).locator('label.ant-radio-button-wrapper', { hasText: /^4$/ });
    if ((await rating.count()) > 0) await rating.first().click();
    const yes = guideForm(mentor).locator('label.ant-radio-wrapper', { hasText: /^Sí$/ });
    if ((await yes.count()) > 0) await yes.first().click();
    await mentor.getByRole('button', { name: 'Terminar pauta' }).click();
    await expect(mentor.getByText('Respuestas enviadas correctamente')).toBeVisible();
    await expect(mentor).toHaveURL(`/home/process/${pairId}/mentor`);
    // The mentee's open guide turns into the answered one.
    await expect(mentee.getByText('Esta pauta ya fue respondida')).toBeVisible();
    await expect(firstAnswer(mentee)).toHaveValue(agreed);
    await expect(firstAnswer(mentee)).toBeDisabled();

    // The PDF: the answers and the tasks, not the notes.
    const downloading = mentee.waitForEvent('download');
    await mentee.getByRole('button', { name: /Descargar PDF/ }).click();
    const pdf = await downloading;
    expect(pdf.suggestedFilename()).toBe('Pauta sesión 1.pdf');
    const bytes = await readFile(await pdf.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdfStreams(bytes)).replace(/\s+/g, ' ');
    expect(text).toContain(agreed.slice(0, 20));
    expect(text).toContain(counter.slice(0, 15));
    expect(text).not.toContain('Nota privada');

    // Session 1 is the latest (nothing scheduled after it): it may be reopened.
    await mentee.getByRole('button', { name: /Volver a editar/ }).click();
    await expect(mentee.getByText('La pauta fue reabierta correctamente')).toBeVisible();
    await expect(mentee.getByText('Esta pauta ya fue respondida')).toHaveCount(0);
    await expect(editButton(mentee)).toBeEnabled();
    await expect(firstAnswer(mentee)).toHaveValue(agreed);
    // The mentor's process view opens the reopened guide again.
    await mentor.getByRole('button', { name: 'Pauta de la sesión 1' }).click();
    await mentor.getByRole('button', { name: 'Comenzar' }).click();
    await expect(editButton(mentor)).toBeEnabled();
    await expect(mentor.getByText('Esta pauta ya fue respondida')).toHaveCount(0);
  } finally {
    await releaseDemoPeople(request, token, processId);
  }
});
