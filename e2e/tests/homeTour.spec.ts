import { expect, test } from '@playwright/test';
import { bearer, getJson, tokenOf } from '../support/api';
import { signIn } from '../support/session';

/** A demo student with a password whose home no other journey drives at desktop width. */
const MEMBER = 'estudiante2@enlaza.test';

test("the home's tour shows while its tutorial is PENDING, never on a phone, and skipping it is remembered", async ({
  page,
}) => {
  const token = await tokenOf(page.request, MEMBER);
  // Her tutorial back to PENDING, as a new account starts (spec 000 §4).
  const pending = await page.request.post('/api/users/me/complete_tutorial?tutorialName=home&status=PENDING', {
    headers: bearer(token),
  });
  expect(pending.ok(), await pending.text()).toBe(true);
  const tour = page.locator('.ant-tour');

  // On a phone (768 px or less) the tour never appears.
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, MEMBER);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Mis procesos' })).toBeVisible();
  await page.waitForTimeout(1_000);
  await expect(tour).toHaveCount(0);

  // At desktop width it opens on her processes, and moves on to what is due.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.reload();
  await expect(tour.getByText('Tus procesos')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('home-tour-1366.png') });
  await tour.getByRole('button', { name: /Siguiente|Next/ }).click();
  await expect(tour.getByText('Lo importante de hoy')).toBeVisible();

  // Closed before the end: SKIPPED, and it does not come back.
  await tour.getByRole('button', { name: /^(Cerrar|Close)$/ }).click();
  await expect(tour).toBeHidden();
  await expect
    .poll(async () => {
      const me = await getJson<{ completedTutorials: { tutorialName: string; status: string }[] }>(
        page.request,
        token,
        '/api/users/me',
      );
      return me.completedTutorials.find((t) => t.tutorialName === 'home')?.status;
    })
    .toBe('SKIPPED');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Mis procesos' })).toBeVisible();
  await page.waitForTimeout(1_000);
  await expect(tour).toHaveCount(0);
});
