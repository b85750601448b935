import { chromium, request as pwRequest } from '@playwright/test';

const BASE = 'http://localhost:3340';
async function main() {
  const api = await pwRequest.newContext({ baseURL: BASE });
  const login = async (email: string) =>
    ((await (await api.post('/api/auth', { data: { email, password: 'Enlaza2026!' } })).json()) as { accessToken: string; refreshToken: string });
  const admin = await login('admin@enlaza.test');
  const h = { authorization: `Bearer ${admin.accessToken}` };
  const bank = [
    { question: '¿Qué esperas lograr en el programa?', type: 'TEXT' },
    { question: '¿Cómo llegaste al programa?', type: 'ALTERNATIVE', alternatives: ['Correo de mi empresa', 'Colegas'], other: true },
    { question: 'Evalúa tus habilidades hoy', type: 'ALTERNATIVE_MULTIPLE', alternatives: ['Baja', 'Media', 'Alta'], alternativesMultiple: ['Liderazgo', 'Comunicación', 'Negociación'] },
    { question: '¿Qué tan segura te sientes liderando?', type: 'RATE', scale: 5, rate: { left: 'Nada', right: 'Mucho' } },
  ];
  const ids: string[] = [];
  for (const data of bank) ids.push((await (await api.post('/api/questions', { headers: h, data })).json()).questionId);
  const mdi = await (await api.post('/api/mdi', { headers: h, data: { name: 'Shot MDI', measurements: [{ measurementName: 'Línea base', subType: 'BASELINE', mentorQuestions: ids, studentQuestions: ids }] } })).json();
  const me = await (await api.get('/api/users/me', { headers: h })).json();
  const clients = await (await api.get('/api/clients', { headers: h })).json();
  const today = new Date().toISOString().slice(0, 10);
  const p = await (await api.post('/api/process', { headers: h, data: { name: 'Taller de liderazgo 2026', clientId: clients.docs[0].clientId, serviceTypes: ['WORKSHOP'], mdiId: mdi.mdiId, estimatedStartDate: today, estimatedEndDate: '2027-06-30', ownerId: me.id } })).json();
  await api.put(`/api/process/${p.processId}/add_user_to_process_by_email`, { headers: h, data: { email: 'mentee@enlaza.test' } });
  const mentee = await login('mentee@enlaza.test');
  await api.put(`/api/process/${p.processId}/accept_invitation`, { headers: { authorization: `Bearer ${mentee.accessToken}` }, data: {} });
  await api.put(`/api/process/${p.processId}/kickoff`, { headers: h });
  console.log((await api.post(`/api/process/${p.processId}/mdi`, { headers: h, data: { entitySubType: 'BASELINE' } })).status());
  const mine = await (await api.get(`/api/process/getUserMdi/${p.processId}`, { headers: { authorization: `Bearer ${mentee.accessToken}` } })).json();
  const invitationId = mine[0].invitationId;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  for (const [brand, base] of [['enlaza', BASE], ['mentorup', 'http://mentorup.localhost:3340']]) {
    for (const width of [390, 1366]) {
      const ctx = await browser.newContext({ viewport: { width, height: 900 }, isMobile: width < 500 });
      const page = await ctx.newPage();
      await page.goto(`${base}/login`);
      await page.evaluate(([a, r]) => { localStorage.setItem('enlaza_access_token', a!); localStorage.setItem('enlaza_refresh_token', r!); }, [mentee.accessToken, mentee.refreshToken]);
      await page.goto(`${base}/answer/${invitationId}`);
      await page.getByRole('button', { name: 'Enviar respuestas' }).waitFor();
      await page.getByRole('radio', { name: 'Otro' }).check();
      await page.screenshot({ path: `/tmp/shots/answer-${brand}-${width}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Enviar respuestas' }).click();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/shots/answer-${brand}-${width}-errors.png`, fullPage: false });
      await ctx.close();
    }
  }
  await browser.close();
}
main().catch((e) => { console.error(e); process.exit(1); });
