import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { bearer, getJson, tokenOf } from '../support/api';
import { expectSignedInAt, signIn } from '../support/session';

const COMPANY_ADMIN = 'empresa@enlaza.test';

interface Dashboard {
  client: { clientId: string; name: string };
  staffing: { people: number };
  processes: Array<{ name: string; progress: number | null; attendance: number | null }>;
  sessionFeedback: Array<{ sessionNumber: number; satisfaction: number | null }>;
  impact: Array<{ name: string }>;
}

/** Another client with a process of its own: its name must never show on the demo company's panel. */
async function anotherClientsProcess(request: APIRequestContext) {
  const run = Date.now().toString(36);
  const token = await tokenOf(request, 'admin@enlaza.test');
  const headers = bearer(token);
  const me = await getJson<{ userId?: string; id?: string }>(request, token, '/api/users/me');
  const client = await request.post('/api/clients', {
    headers,
    data: {
      name: `Cliente ajeno ${run}`,
      contact: { name: 'Inés Soto', email: `ines.${run}@example.com`, phone: '+56 912341234' },
    },
  });
  expect(client.status(), await client.text()).toBe(201);
  const { clientId } = (await client.json()) as { clientId: string };
  const today = new Date().toISOString().slice(0, 10);
  const processName = `Mentoría ajena ${run}`;
  const process = await request.post('/api/process', {
    headers,
    data: {
      name: processName,
      clientId,
      serviceTypes: ['WORKSHOP'],
      withoutMdi: true,
      estimatedStartDate: today,
      estimatedEndDate: today.replace(/^(\d{4})/, (y) => String(Number(y) + 1)),
      ownerId: me.userId ?? me.id,
    },
  });
  expect(process.status(), await process.text()).toBe(201);
  const { processId } = (await process.json()) as { processId: string };
  return {
    processName,
    cleanUp: async () => {
      await request.delete(`/api/process/${processId}`, { headers });
      await request.delete(`/api/clients/${clientId}`, { headers });
    },
  };
}

test("a company admin opens 'Panel General Empresa' from her menu and sees only her company's figures", async ({
  page,
  request,
}) => {
  const other = await anotherClientsProcess(request);
  try {
    // The figures as the API computes them for her: the page must show these, and nothing of the other client.
    const expected = await getJson<Dashboard>(request, await tokenOf(request, COMPANY_ADMIN), '/api/client-dashboard');
    // The demo company has figures in every panel.
    expect(expected.staffing.people).toBeGreaterThan(0);
    expect(expected.processes.length).toBeGreaterThan(0);
    expect(expected.sessionFeedback.length).toBeGreaterThan(0);
    expect(expected.impact.length).toBeGreaterThan(0);

    await signIn(page, COMPANY_ADMIN);
    await expectSignedInAt(page, '/company-admin/home', 'Carolina');
    await page.getByRole('navigation').getByRole('link', { name: 'Panel General Empresa' }).click();
    await expect(page).toHaveURL(/\/company-admin\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Panel General Empresa' })).toBeVisible();
    await expect(page.getByText(expected.client.name, { exact: true })).toBeVisible();

    for (const panel of ['Dotación Empresa', 'Resumen Proceso', 'Feedbacks Sesiones', 'Impacto Proceso']) {
      await expect(page.getByRole('button', { name: panel })).toHaveAttribute('aria-expanded', 'true');
    }
    await expect(page.getByText(/personas confirmadas participan/)).toContainText(
      `${expected.staffing.people} personas`,
    );

    const processes = page.getByRole('table', { name: /Resumen de cada proceso/ });
    for (const row of expected.processes.slice(0, 10)) {
      const shown = processes.getByRole('row', { name: new RegExp(row.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
      await expect(shown.first()).toContainText(row.progress === null ? 'No iniciado' : `${row.progress} %`);
    }
    if (expected.sessionFeedback.length > 0) {
      const first = expected.sessionFeedback[0]!;
      await expect(
        page.getByRole('table', { name: /Satisfacción de cada sesión/ }).getByRole('row', {
          name: new RegExp(`Sesión ${first.sessionNumber}\\b`),
        }),
      ).toContainText(first.satisfaction === null ? '—' : `${first.satisfaction} %`);
    }
    await expect(page.getByText(other.processName)).toHaveCount(0);

    // Closing a panel hides its figures.
    await page.getByRole('button', { name: 'Resumen Proceso' }).click();
    await expect(page.getByRole('button', { name: 'Resumen Proceso' })).toHaveAttribute('aria-expanded', 'false');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
  } finally {
    await other.cleanUp();
  }
});

test("an admin opens a client's panel from the client's page", async ({ page, request }) => {
  const token = await tokenOf(request, 'admin@enlaza.test');
  const clients = await getJson<{ docs: Array<{ clientId: string; name: string }> }>(request, token, '/api/clients');
  const demo = clients.docs.find((c) => c.name === 'Compañía Demo')!;
  await signIn(page, 'admin@enlaza.test');
  await expectSignedInAt(page, '/admin/home', 'Andrea');
  await page.goto(`/admin/clients/${demo.clientId}`);
  await page.getByRole('link', { name: 'Panel de la empresa' }).click();
  await expect(page).toHaveURL(new RegExp(`/client/dashboard\\?clientId=${demo.clientId}$`));
  await expect(page.getByRole('combobox', { name: 'Cliente' })).toBeVisible();
  await expect(page.getByRole('table', { name: /Resumen de cada proceso/ })).toBeVisible();
  await expectNoAxeViolations(page);
});
