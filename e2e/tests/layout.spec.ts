import { expect, test, type Locator, type Page } from '@playwright/test';
import { getJson, tokenOf } from '../support/api';
import { draftProcessWithCampus } from '../support/draftProcess';
import { EXTRA_MENTORS } from '../support/preKickoff';
import { expectSignedInAt, signIn } from '../support/session';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

/** WCAG 2 contrast ratio of two computed CSS colours ('rgb(r, g, b)'). */
async function contrastRatio(page: Page, foreground: string, background: string): Promise<number> {
  return page.evaluate(
    ({ fg, bg }) => {
      const luminance = (color: string) => {
        const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((c) => {
          const s = Number(c) / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const [light, dark] = [luminance(fg), luminance(bg)].sort((a, b) => b - a);
      return (light! + 0.05) / (dark! + 0.05);
    },
    { fg: foreground, bg: background },
  );
}

const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** Whether a table's header cell lies inside the part of the table that is in sight (its card, not scrolled away). */
async function expectHeaderInSight(table: Locator, header: string) {
  const cell = table.getByRole('columnheader', { name: header, exact: true });
  await expect(cell).toBeVisible();
  const inSight = await cell.evaluate((th) => {
    const frame = th.closest('.ant-table-container')!.getBoundingClientRect();
    const box = th.getBoundingClientRect();
    return box.left >= frame.left - 1 && box.right <= frame.right + 1;
  });
  expect(inSight, `'${header}' in sight`).toBe(true);
}

test('the company admin home lists her processes under a welcome whose link reads clearly', async ({
  page,
  request,
}) => {
  await page.setViewportSize(LAPTOP);
  const token = await tokenOf(request, 'empresa@enlaza.test');
  const own = await getJson<{ inProgress: { name: string }[]; finalized: { name: string }[] }>(
    request,
    token,
    '/api/company-admins/me/processes?inProgressPage=1&finalizedPage=1&limit=10',
  );
  await signIn(page, 'empresa@enlaza.test');
  await expectSignedInAt(page, '/company-admin/home', 'Carolina');

  for (const [title, processes] of [
    ['Procesos en curso', own.inProgress],
    ['Procesos finalizados', own.finalized],
  ] as const) {
    const list = page.getByRole('region', { name: title });
    await expect(list).toBeVisible();
    for (const { name } of processes) await expect(list.getByRole('link', { name })).toBeVisible();
  }
  expect(own.inProgress.length + own.finalized.length).toBeGreaterThan(0);

  // WCAG AA for normal text: the link against the banner's own colour.
  const link = page.getByRole('link', { name: 'Ver procesos' });
  const color = await link.evaluate((a) => getComputedStyle(a).color);
  const banner = await link.evaluate((a) => getComputedStyle(a.closest('.welcome-banner')!).backgroundColor);
  expect(await contrastRatio(page, color, banner)).toBeGreaterThanOrEqual(4.5);
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname === '/company-admin/processes');
});

test('at phone width the content lists scroll inside their card, never the page, and keep their action', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page, 'admin@enlaza.test');
  await expectSignedInAt(page, '/admin/home', 'Andrea');
  for (const path of [
    '/admin/questionary-bundles/mdi',
    '/admin/questionary-bundles/session_feedback',
    '/admin/dynamic-mentorship',
  ]) {
    await page.goto(path);
    const action = page.getByRole('link', { name: /^Ver / }).first();
    await expect(action).toBeVisible();
    expect(await pageScrollsSideways(page), `${path} scrolls sideways`).toBe(false);
    const box = (await action.boundingBox())!;
    expect(box.x + box.width, `${path}: the 'Ver' action in sight`).toBeLessThanOrEqual(PHONE.width);
  }
});

test('at phone width the role switch opens inside the screen', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, 'multi@enlaza.test');
  await expectSignedInAt(page, '/admin/home', 'Javiera');
  const roles = page.getByRole('menuitem', { name: /^Administrador/ });
  // The submenu opens on hover; on a loaded machine a re-render may close the menu, so open it again if so.
  await expect(async () => {
    const changeRole = page.getByRole('menuitem', { name: 'Cambiar Rol' });
    if (!(await changeRole.isVisible())) await page.getByRole('button', { name: 'Menú de usuario' }).click();
    await changeRole.hover({ timeout: 2_000 });
    await expect(roles.first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(roles).toHaveCount(2);
  for (const role of await roles.all()) {
    const box = (await role.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }
});

test('at laptop width the process boards and the participant tables show every column', async ({ page, request }) => {
  await page.setViewportSize(LAPTOP);
  const name = `Programa de mentoría para líderes de áreas comerciales y de operaciones ${Date.now()}`;
  const processId = await draftProcessWithCampus(request, await tokenOf(request, 'admin@enlaza.test'), {
    name,
    mentorEmails: [EXTRA_MENTORS[0]!],
  });
  await signIn(page, 'admin@enlaza.test');
  await expectSignedInAt(page, '/admin/home', 'Andrea');

  await page.goto('/admin/processes');
  for (const status of ['Borrador', 'Pre-kickoff', 'En curso', 'Finalizado']) {
    const table = page.getByRole('region', { name: new RegExp(`^${status}`) }).getByRole('table');
    for (const header of ['Nombre', 'Mentees', 'Acciones']) await expectHeaderInSight(table, header);
  }
  // A long name wraps rather than pushing the action out of the card.
  await page.getByRole('searchbox', { name: 'Buscar procesos' }).fill(name);
  const drafts = page.getByRole('region', { name: /^Borrador/ }).getByRole('table');
  await expect(drafts.getByRole('link', { name })).toBeVisible();
  await expectHeaderInSight(drafts, 'Acciones');
  await expect(drafts.getByRole('button', { name: `Ver proceso ${name}` })).toBeInViewport({ ratio: 1 });

  await page.goto(`/admin/processes/draft/${processId}`);
  await page.getByRole('tab', { name: 'Mentoras' }).click();
  const mentors = page.getByRole('region', { name: 'Mentoras' });
  await expect(mentors.getByText(EXTRA_MENTORS[0]!)).toBeVisible();
  const header = mentors.getByRole('table').first();
  for (const column of ['Nombre', 'Email', 'Campus', 'Acciones']) await expectHeaderInSight(header, column);
  expect(await pageScrollsSideways(page)).toBe(false);
});
