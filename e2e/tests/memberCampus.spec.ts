import { expect, test } from '@playwright/test';
import { bearer, tokenOf } from '../support/api';
import { signIn } from '../support/session';

const MENTEE = 'mentee@enlaza.test';

/** A date `days` from today, YYYY-MM-DD. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('a mentee opens her campus: the lesson whose day came is readable in the page, the next one locked with its date', async ({
  page,
}) => {
  const run = Date.now().toString(36);
  const title = `Campus de prueba ${run}`;
  const admin = await tokenOf(page.request, 'admin@enlaza.test');
  const headers = bearer(admin);
  const created = await page.request.post('/api/campus', {
    headers,
    data: { title, role: 'STUDENT', studentCampusInfo: { description: 'Lecciones para empezar bien.', duration: 2 } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { campusId } = (await created.json()) as { campusId: string };

  try {
    const talk = { contentNumber: 1, contentType: 'VIDEO', description: 'Una charla breve.', videoId: 'dQw4w9WgXcQ' };
    const plan = await page.request.post(`/api/lesson/${campusId}`, {
      headers,
      data: {
        studentLessons: [
          { lessonNumber: 1, title: 'Tu propósito', startDate: inDays(-3), contents: [{ ...talk, title: 'Charla 1' }] },
          { lessonNumber: 2, title: 'Tu red', startDate: inDays(30), contents: [{ ...talk, title: 'Charla 2' }] },
        ],
      },
    });
    expect(plan.ok(), await plan.text()).toBe(true);
    // Shared with her by email (a campus of her processes would show the same way).
    const shared = await page.request.put(`/api/campus/${campusId}/addUserToCampus`, {
      headers,
      data: { email: MENTEE },
    });
    expect(shared.ok(), await shared.text()).toBe(true);

    await signIn(page, MENTEE);
    await expect(page).toHaveURL(/\/home$/);
    await page.getByRole('link', { name: 'Campus' }).first().click();
    await expect(page).toHaveURL(/\/campus$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Campus' })).toBeVisible();
    await page.getByRole('button', { name: `Ver campus ${title}` }).click();

    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    const lessons = page.getByRole('navigation', { name: 'Lecciones' });
    await expect(lessons.getByRole('button', { name: /Lección 1: Tu propósito/ })).toBeEnabled();
    const locked = lessons.getByRole('button', { name: /Lección 2: Tu red/ });
    await expect(locked).toBeDisabled();
    await expect(locked).toContainText('Disponible desde');
    await expect(page.getByRole('heading', { name: 'Charla 1' })).toBeVisible();
    await expect(page.frameLocator('iframe[title="Video: Charla 1"]').locator('body')).toBeAttached();
    // The later lesson's contents never reached the browser.
    await expect(page.getByText('Charla 2')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('member-campus-1366.png'), fullPage: true });

    // The open track is in the address: back returns to the cards.
    await page.goBack();
    await expect(page.getByRole('button', { name: `Ver campus ${title}` })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath('member-campus-390.png'), fullPage: true });
  } finally {
    await page.request.delete(`/api/campus/${campusId}`, { headers });
  }
});
