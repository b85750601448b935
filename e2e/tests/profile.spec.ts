import { deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { selectByLabel } from '../support/antd';
import { tokenOf } from '../support/api';
import { DEMO_PASSWORD } from '../support/environment';
import { choosePasswordByMail, importMentee } from '../support/people';
import { expectSignedInAt, signIn } from '../support/session';

/** A real PNG (an RGB gradient), written by hand so the test needs no image library. */
function gradientPng(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 3);
    for (let x = 0; x < width; x++) rows.set([(x * 255) / width, 60, (y * 255) / height], row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('a new user completes the profile wizard, uploads a photo and sees the profile', async ({ page, request }) => {
  // A whole three-step form in a real browser: longer than the default budget.
  test.setTimeout(90_000);
  // Her own person, as the people import leaves her: the demo's name-only account stays as it is for the others.
  const email = `fernanda.${Date.now()}@enlaza.test`;
  await importMentee(request, await tokenOf(request, 'admin@enlaza.test'), {
    name: 'Fernanda',
    lastName: 'Araya',
    email,
  });
  await choosePasswordByMail(request, email, DEMO_PASSWORD);
  await signIn(page, email);
  await expectSignedInAt(page, '/home', 'Fernanda');
  await page.goto('/user_profile');
  await expect(page.getByText('Tu perfil está incompleto')).toBeVisible();
  await page.getByRole('button', { name: 'Editar' }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/user_profile/edit');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Editar mi perfil');
  await expect(page.getByRole('link', { name: 'Volver a mi perfil' })).toHaveAttribute('href', '/user_profile');

  // Step 0: personal data, with a wrong phone first.
  await page.getByLabel('Apellido').fill('Araya');
  await page.getByLabel('Fecha de nacimiento').fill('12/04/1993');
  await page.getByLabel('Fecha de nacimiento').press('Enter');
  await selectByLabel(page, 'Género', 'Femenino');
  await page.getByLabel('Teléfono').fill('912341234');
  // Chile is the default country.
  await expect(page.locator('form').getByText('Chile', { exact: true })).toBeVisible();
  await selectByLabel(page, 'Región', 'Región de Valparaíso', { search: true });
  await page.locator('input[type=file]').setInputFiles({
    name: 'foto.png',
    mimeType: 'image/png',
    buffer: gradientPng(800, 600),
  });
  await expect(page.getByRole('img', { name: 'Vista previa de tu foto' })).toBeVisible();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('Ingrese un teléfono válido (+56 912341234)')).toBeVisible();
  await page.getByLabel('Teléfono').fill('+56 9 8765 4321');
  await page.getByRole('button', { name: 'Siguiente' }).click();

  // Step 1: interests, then the advice rules.
  await expect(page.getByText('Áreas de interés')).toBeVisible();
  await selectByLabel(page, 'Industria', 'Tecnología', { search: true });
  await selectByLabel(page, 'Especialidad', 'Ciencia de datos', { search: true });
  await selectByLabel(page, 'Experiencia', '1-3 años');

  const next = page.getByRole('button', { name: 'Siguiente' });
  const advice = (name: string) => page.getByRole('checkbox', { name });
  await advice('Desarrollo de carrera').check();
  await advice('Marca personal').check();
  await expect(page.getByText('Marque al menos 3 opciones')).toBeVisible();
  await expect(next).toBeDisabled();
  await advice('Emprendimiento').check();
  await advice('Negociación salarial').check();
  await advice('Liderazgo femenino').check();
  await expect(page.getByText('Marque como máximo 4 opciones')).toBeVisible();
  await expect(next).toBeDisabled();
  await advice('Negociación salarial').uncheck();
  await expect(
    page.getByText('Debes marcar 1 objetivo de mentoría principal haciendo click en la estrella'),
  ).toBeVisible();
  await expect(next).toBeDisabled();
  await page.getByRole('button', { name: 'Objetivo principal: Liderazgo femenino' }).click();
  await expect(page.getByRole('button', { name: 'Objetivo principal: Liderazgo femenino' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('checkbox', { name: 'Empatía' }).check();
  await expect(next).toBeEnabled();
  await next.click();

  // Step 2: company.
  await page.getByLabel('Empresa', { exact: true }).fill('Datos del Pacífico');
  await selectByLabel(page, 'Nivel', 'Analista / Profesional');
  await page.getByLabel('Cargo', { exact: true }).fill('Analista de datos');
  await page.getByLabel('Universidad / casa de estudios').fill('Universidad Técnica Federico Santa María');
  await page.getByLabel('Carrera', { exact: true }).fill('Ingeniería civil informática');
  await page.getByRole('button', { name: 'Guardar' }).click();

  await expect(page.getByText('Perfil actualizado correctamente')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/user_profile');
  await expect(page.getByRole('heading', { name: 'Fernanda Araya' })).toBeVisible();
  await expect(page.getByText('Tu perfil está incompleto')).toHaveCount(0);
  await expect(page.getByText('+56 9 8765 4321')).toBeVisible();
  await expect(page.getByText('Región de Valparaíso')).toBeVisible();
  await expect(page.getByText('12/04/1993')).toBeVisible();
  await expect(page.getByText('Tecnología – Ciencia de datos – 1-3 años')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Liderazgo femenino' })).toContainText('Principal');
  await expect(page.getByText('Datos del Pacífico')).toBeVisible();

  const photo = page.getByRole('img', { name: 'Foto de Fernanda' });
  await expect(photo).toHaveAttribute('src', /^\/api\/files\/avatars\/[\w-]+\.jpg$/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);
});

test("another user's profile is read-only", async ({ page }) => {
  const login = await page.request.post('/api/auth', {
    data: { email: 'mentora@enlaza.test', password: DEMO_PASSWORD },
  });
  const { accessToken } = await login.json();
  const mentora = await (
    await page.request.get('/api/users/me', { headers: { authorization: `Bearer ${accessToken}` } })
  ).json();

  await signIn(page, 'mentee@enlaza.test');
  await expectSignedInAt(page, '/home', 'Camila');
  await page.goto(`/user_profile/${mentora.id}`);
  await expect(page.getByRole('heading', { name: 'Valentina Soto' })).toBeVisible();
  await expect(page.getByText('Minera del Sur')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Liderazgo y gestión de equipos' })).toContainText(
    'Principal',
  );
  await expect(page.getByRole('button', { name: 'Editar' })).toHaveCount(0);
  await expect(page.getByText('Tu perfil está incompleto')).toHaveCount(0);

  // The server refuses the edit as well, whatever the page offers.
  const camilaToken = await page.evaluate(() => localStorage.getItem('enlaza_access_token'));
  const attempt = await page.request.put(`/api/users/myProfile/${mentora.id}`, {
    headers: { authorization: `Bearer ${camilaToken}` },
    data: { name: 'Otra' },
  });
  expect(attempt.status()).toBe(403);
});
