import { expect, test, type Page } from '@playwright/test';
import { selectByLabel } from '../support/antd';
import { expectSignedInAt, signIn } from '../support/session';

/** A one-page PDF with a line of text, small enough to build here. */
function tinyPdf(): Buffer {
  const stream = 'BT /F1 18 Tf 30 100 Td (Guia de lectura) Tj ET';
  const objects = [
    '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n',
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n',
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj\n',
    `4 0 obj<</Length ${stream.length}>>stream\n${stream}\nendstream endobj\n`,
    '5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\n',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const object of objects) {
    offsets.push(body.length);
    body += object;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function openCampusList(page: Page) {
  await signIn(page, 'admin@enlaza.test');
  await expectSignedInAt(page, '/admin/home', 'Andrea');
  await page.getByRole('navigation', { name: 'Menú de administración' }).getByRole('link', { name: 'Campus' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/campus');
  await expect(page.getByRole('heading', { level: 1, name: 'Campus' })).toBeVisible();
}

async function createCampus(page: Page, title: string) {
  await page.getByRole('button', { name: 'Crear campus' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/campus/create');
  // The spec's messages for an empty form.
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();
  await expect(page.getByText('Ingrese nombre del campus')).toBeVisible();
  await expect(page.getByText('Ingrese un tipo válido')).toBeVisible();

  await page.getByLabel('Nombre del campus').fill(title);
  await selectByLabel(page, 'Tipo', 'Mentees');
  await page.getByLabel('Descripción para mentees').fill('Cuatro jornadas para aprovechar tu mentoría.');
  await page.getByLabel('Duración (jornadas)').fill('4');
  await page.getByRole('switch', { name: 'Mentee' }).click();
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();
  await expect(page.getByText('Campus creado con exito')).toBeVisible();
  await expect(page).toHaveURL(
    (url) => /^\/admin\/campus\/edit\/[^/]+$/.test(url.pathname) && url.search === '?step=1',
  );
}

test('an admin builds a campus with a PDF lesson, previews it and opens the lesson in the page', async ({ page }) => {
  const title = `Campus Liderazgo ${Date.now()}`;
  const cspViolations: string[] = [];
  await openCampusList(page);
  await createCampus(page, title);

  // Step 2: a lesson already open, with a PDF.
  await expect(page.getByText('No hay lecciones')).toBeVisible();
  await page.getByRole('button', { name: 'Agregar lección' }).click();
  await page.getByLabel('Título').fill('Bienvenida al campus');
  await page.getByLabel('Fecha de inicio').fill('02/01/2025');
  // Tab, not Enter: Enter in a field submits the form, as in any form.
  await page.getByLabel('Fecha de inicio').press('Tab');
  await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
  await page.getByRole('button', { name: 'Agregar contenido' }).click();
  await page.getByRole('button', { name: 'Guardar lecciones' }).click();
  await expect(page.getByText('Ingrese el título del contenido')).toBeVisible();
  await expect(page.getByText('Suba un archivo para este contenido')).toBeVisible();

  await page.getByLabel('Título').nth(1).fill('Guía de lectura');
  await page.getByLabel('Descripción').fill('Lee la guía antes de tu primera sesión.');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'guia.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
  await page.getByRole('button', { name: 'Guardar lecciones' }).click();
  await expect(page.getByText('Archivo subido correctamente!')).toBeVisible();
  await expect(page.getByText('Contenido cargado correctamente!')).toBeVisible();
  await expect(page.getByText('Archivo actual: guia.pdf. Subir otro lo reemplaza.')).toBeVisible();

  // 'Vista previa' opens a new window.
  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: 'Vista previa' }).click(),
  ]);
  preview.on('console', (message) => {
    if (/Content Security Policy|Refused to (frame|load)/i.test(message.text())) cspViolations.push(message.text());
  });
  await expect(preview).toHaveURL((url) => /^\/admin\/campus\/[^/]+\/preview$/.test(url.pathname));
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(preview.getByRole('region', { name: 'Vista previa' })).toBeVisible();
  await expect(preview.getByText('Campus para mentees')).toBeVisible();
  await expect(preview.getByText('1 lección')).toBeVisible();

  const pdfResponse = preview.waitForResponse((response) =>
    /\/api\/files\/campus\/contents\/.+\.pdf$/.test(response.url()),
  );
  await preview.getByRole('button', { name: 'Ver campus (Mentees)' }).click();
  await expect(preview.getByRole('button', { name: /Lección 1: Bienvenida al campus/ })).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Guía de lectura' })).toBeVisible();
  const frame = preview.getByTitle('PDF: Guía de lectura');
  await expect(frame).toBeVisible();
  const response = await pdfResponse;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  // The PDF is shown inside the page (the CSP allows same-origin frames), not refused or downloaded.
  const box = await frame.boundingBox();
  expect(box?.height).toBeGreaterThan(300);
  expect(cspViolations).toEqual([]);

  await preview.getByRole('button', { name: 'Atrás' }).click();
  await expect(preview.getByRole('button', { name: 'Ver campus (Mentees)' })).toBeVisible();
  await preview.close();

  // The list shows it, searchable.
  await page.goto('/admin/campus');
  await page.getByLabel('Buscar campus').fill(title);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
});

test('an admin shares a campus by email and sees the spec messages', async ({ page }) => {
  await openCampusList(page);
  await createCampus(page, `Campus compartido ${Date.now()}`);
  await page.getByRole('button', { name: 'Atrás' }).click();
  await expect(page.getByRole('heading', { name: 'Usuarios con acceso' })).toBeVisible();

  const email = page.getByRole('textbox', { name: 'Email' });
  const add = page.getByRole('button', { name: /Agregar$/ });
  await add.click();
  await expect(page.getByText('Email es requerido')).toBeVisible();

  await email.fill('no-es-un-email');
  await add.click();
  await expect(page.getByText('Email invalido')).toBeVisible();

  await email.fill('nadie-registrado@enlaza.test');
  await add.click();
  await expect(page.getByText('Usuario no encontrado')).toBeVisible();

  await email.fill('mentee@enlaza.test');
  await add.click();
  await expect(page.getByText('Usuario agregado al campus')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'mentee@enlaza.test' })).toBeVisible();

  await email.fill('mentee@enlaza.test');
  await add.click();
  await expect(page.getByText('Usuario ya asociado al campus')).toBeVisible();

  await page.getByRole('button', { name: 'Quitar a mentee@enlaza.test del campus' }).click();
  await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(page.getByText('Usuario eliminado del campus')).toBeVisible();
  await expect(page.getByText('Aún no se comparte con ninguna persona')).toBeVisible();
});
