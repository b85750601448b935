import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { bearer, getJson, tokenOf } from '../support/api';
import { ADMIN, MENTEE, pairedProcess, signedInPage } from '../support/chat';
import { pdfTextOf } from '../support/pdf';

/*
 * A mentee of a finalized process opens her certificate, downloads its PDF, and anyone opening its public page,
 * signed out, sees it verified; once an admin revokes it, the public page says so.
 */
test('a mentee opens the certificate of her finalized process, downloads its PDF, and its public page verifies it', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await tokenOf(request, ADMIN);
  const { processId } = await pairedProcess(request, token, `Certificados e2e ${Date.now().toString(36)}`);
  const finalized = await request.put(`/api/process/${processId}/finalize`, { headers: bearer(token) });
  expect(finalized.ok(), await finalized.text()).toBe(true);
  const mine = await getJson<{ certificateId: string; processId: string; title: string }[]>(
    request,
    await tokenOf(request, MENTEE),
    '/api/certificates/me',
  );
  const certificate = mine.find((c) => c.processId === processId)!;
  expect(certificate, 'the certificate issued on finalization').toBeTruthy();
  expect(certificate.title).toBe('Participación Programa de Mentoría');

  // Her home lists it; it opens her certificate page.
  const mentee = await signedInPage(browser, MENTEE);
  const certificates = mentee.getByRole('complementary', { name: 'Importante' });
  await certificates.locator(`a[href="/my-certificate/${certificate.certificateId}"]`).click();
  await expect(mentee.getByRole('heading', { level: 1, name: 'Mi certificado' })).toBeVisible();
  const image = mentee.getByRole('img', { name: /^Certificado Participación Programa de Mentoría de / });
  await expect(image).toBeVisible();
  // The server draws it (its PNG carries the signed credential): loaded, it is 1600 px wide.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1600);
  const share = mentee.getByRole('link', { name: /Compartir en LinkedIn/ });
  const linkedIn = new URL((await share.getAttribute('href'))!);
  expect(linkedIn.searchParams.get('certId')).toBe(certificate.certificateId);
  expect(linkedIn.searchParams.get('name')).toBe('Participación Programa de Mentoría');

  const downloading = mentee.waitForEvent('download');
  await mentee.getByRole('button', { name: /Descargar PDF/ }).click();
  const pdf = await downloading;
  expect(pdf.suggestedFilename()).toMatch(/^Participación Programa de Mentoría - .+\.pdf$/);
  const text = await pdfTextOf(new Uint8Array(await readFile(await pdf.path())));
  expect(text).toContain('CERTIFICADO');
  expect(text).toContain('Participación Programa de Mentoría');
  expect(text).toContain('Compañía Demo');
  expect(text).toContain(`/certificate/${certificate.certificateId}`);
  await mentee.context().close();

  // Signed out, in a browser of its own: the public page shows it and its verified signature.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/certificate/${certificate.certificateId}`);
  await expect(visitor.getByRole('heading', { level: 1, name: /Participación Programa de Mentoría/ })).toBeVisible();
  await expect(visitor.getByText('Certificado verificado')).toBeVisible();
  await expect(visitor.getByText(/La firma digital de Enlaza es válida y el certificado está vigente/)).toBeVisible();

  // Revoked by an admin, the public page says it was revoked, with the way to sign in.
  const revoked = await request.post(`/api/certificates/${certificate.certificateId}/revoke`, {
    headers: bearer(token),
    data: { reason: 'Prueba de revocación' },
  });
  expect(revoked.ok(), await revoked.text()).toBe(true);
  await visitor.reload();
  await expect(visitor.getByText('Lo sentimos, no hemos podido encontrar el certificado.')).toBeVisible();
  await expect(visitor.getByText('Este certificado fue revocado')).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await visitor.context().close();
});
