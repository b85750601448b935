import { expect, test } from '@playwright/test';
import { bearer, getJson, tokenOf } from '../support/api';

test('the mentor landing page lists the open massive convocatorias and leads to their enrolment, signed out', async ({
  page,
}) => {
  // What is open now, as the admins see it: the page lists the same massive ones.
  const admin = await tokenOf(page.request, 'admin@enlaza.test');
  const open = await getJson<{ docs: { convocatoryId: string; name: string; convocatoryType: string }[] }>(
    page.request,
    admin,
    '/api/convocatory?status=OPEN&limit=50',
  );
  const massive = open.docs.filter((c) => c.convocatoryType === 'MASSIVE');
  expect(massive.length, 'the demo has an open massive convocatoria').toBeGreaterThan(0);
  const directed = await page.request.get('/api/convocatory/public/open?type=DIRECTED', { headers: bearer(admin) });
  expect(directed.status()).toBe(400);

  await page.goto('/postula-a-ser-mentora');
  await expect(page.getByRole('heading', { level: 1, name: 'Postula a ser mentora' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Convocatorias abiertas' });
  for (const convocatory of massive) {
    await expect(list.getByRole('link', { name: `Postular a ${convocatory.name}` })).toBeVisible();
  }
  await page.screenshot({ path: test.info().outputPath('mentor-landing-1366.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('mentor-landing-390.png'), fullPage: true });

  await list.getByRole('link', { name: `Postular a ${massive[0]!.name}` }).click();
  await expect(page).toHaveURL(`/convocatory/inscription/${massive[0]!.convocatoryId}/mentor`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(massive[0]!.name) })).toBeVisible();
  await expect(page.getByText('Mentor/a', { exact: true })).toBeVisible();

  // The entrepreneurs' page lists the open EMPRENDE convocatorias the same way.
  await page.goto('/emprende-inscription');
  await expect(page.getByRole('heading', { level: 1, name: 'Inscríbete en Emprende' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Convocatorias abiertas' })).toBeVisible();
});
