import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { brandDocuments, brandWords } from '../../apps/web/src/app/brandWords';
import { expectNoAxeViolations } from '../support/accessibility';
import { bearer, getJson, tokenOf } from '../support/api';
import { E2E_BASE_URL, E2E_SECOND_BRAND_URL } from '../support/environment';
import { mailCount, waitForMail } from '../support/mail';
import { demoAttractionProcess } from '../support/attraction';
import { demoProcessId } from '../support/demoProcesses';
import { signIn } from '../support/session';

/*
 * Every page of the web app, checked with axe (WCAG 2.2 A/AA, serious and critical violations) once its real
 * content is on screen, as a role that may see it and with the demo data the server seeds. A page added to
 * apps/web/src/app/pages.ts without a visit here fails the first test, naming its path.
 */

test.describe.configure({ timeout: 120_000 });

const PAGES_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src/app/pages.ts');

/** The route paths pages.ts declares, read from its source so the check needs none of the web app's modules. */
const declaredPaths = () => [...readFileSync(PAGES_FILE, 'utf8').matchAll(/\bpath:\s*'([^']+)'/g)].map((m) => m[1]!);

type Role = 'public' | 'admin' | 'companyAdmin' | 'member' | 'entrepreneur' | 'attractionStudent';

/** The demo rows the visits open, looked up once through the API. */
interface DemoData {
  clientId: string;
  campusId: string;
  draftProcessId: string;
  inProgressProcessId: string;
  /** The demo attraction process (pre-kickoff) and an attraction draft made for the visit. */
  attractionKickoffId: string;
  attractionDraftId: string;
  eventId: string;
  pairId: string;
  mentorId: string;
  convocatoryId: string;
  convocatoryLinkPath: string;
  mentorshipId: string;
  mdiId: string;
  bundleId: string;
  dynamicMentorshipId: string;
  mdiQuestionaryId: string;
  guideQuestionaryId: string;
  invitationPath: string;
  openInvitationId: string;
  guideInvitationId: string;
  challengeId: string;
  attractionProcessId: string;
  /** The demo mentee's certificate of the finalized demo process. */
  certificateId: string;
  finalizedProcessId: string;
}

interface Visit {
  /** The route as pages.ts (or the router) declares it. */
  route: string;
  as: Role;
  url: (data: DemoData) => string;
  /** What shows once the page's data has loaded; by default its level-1 heading. */
  ready?: (page: Page) => Locator;
  /** Where the visit ends when the route itself redirects. */
  landsOn?: string;
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name });

const visits: Visit[] = [
  // Public pages (checked on both brands).
  {
    route: '/login',
    as: 'public',
    url: () => '/login',
    ready: (p) => p.getByRole('button', { name: 'Iniciar sesión' }),
  },
  { route: '/password-recovery', as: 'public', url: () => '/password-recovery' },
  {
    route: '/password-recovery/new-password',
    as: 'public',
    url: () => '/password-recovery/new-password?usertoken=enlace-de-prueba',
  },
  { route: '/confirm-email-change', as: 'public', url: () => '/confirm-email-change?token=enlace-de-prueba' },
  { route: '/correos', as: 'public', url: () => '/correos', ready: (p) => p.locator('main') },
  { route: '/mark-attendance/:eventId', as: 'public', url: (d) => `/mark-attendance/${d.eventId}` },
  // The demo mentee's certificate, once the browser has checked its signature.
  {
    route: '/certificate/:certificateId',
    as: 'public',
    url: (d) => `/certificate/${d.certificateId}`,
    ready: (p) => p.getByText('Certificado verificado'),
  },
  // The demo workshop's open survey: answered by anyone with its link.
  {
    route: '/answer/:invitationId',
    as: 'public',
    url: (d) => `/answer/${d.openInvitationId}`,
    ready: (p) => p.getByRole('button', { name: 'Enviar respuestas' }),
  },
  // An older measurement link without its data: the page says the invitation does not exist.
  { route: '/mdi/user', as: 'public', url: () => '/mdi/user', ready: heading('La invitación no existe') },
  {
    route: '/mdi/user/result',
    as: 'public',
    url: () => '/mdi/user/result',
    ready: heading('¡Gracias por tu respuesta!'),
  },
  // Signed out: the way to sign in and come back to the sessions to evaluate.
  { route: '/feedback/user', as: 'public', url: () => '/feedback/user', ready: heading('Evalúa tus sesiones') },
  {
    route: '/convocatory/inscription/:convocatoryId/:role',
    as: 'public',
    url: (d) => `/convocatory/inscription/${d.convocatoryId}/student`,
    ready: (p) => p.getByLabel('Email'),
  },
  {
    route: '/convocatory/inscription/:token',
    as: 'public',
    url: (d) => d.convocatoryLinkPath,
    ready: (p) => p.getByLabel('Email'),
  },
  { route: '/convocatory/inscription_result', as: 'public', url: () => '/convocatory/inscription_result' },
  // The landing pages: the demo's open massive convocatoria to apply to; the entrepreneurs' page lists what is open.
  {
    route: '/postula-a-ser-mentora',
    as: 'public',
    url: () => '/postula-a-ser-mentora',
    ready: (p) => p.getByRole('link', { name: /^Postular a / }).first(),
  },
  {
    route: '/emprende-inscription',
    as: 'public',
    url: () => '/emprende-inscription',
    ready: (p) => p.getByRole('heading', { level: 2, name: 'Convocatorias abiertas' }),
  },
  {
    route: '/process_invitation/result',
    as: 'public',
    url: () => '/process_invitation/result?status=success&service=mentoring',
    ready: (p) => p.getByRole('heading').first(),
  },
  {
    route: '/process_invitation/:as',
    as: 'public',
    url: (d) => d.invitationPath,
    ready: heading('Confirma tu participación'),
  },

  // The admin's back office.
  { route: '/admin', as: 'admin', url: () => '/admin', landsOn: '/admin/home' },
  { route: '/admin/home', as: 'admin', url: () => '/admin/home' },
  { route: '/user_profile/:userId', as: 'admin', url: (d) => `/user_profile/${d.mentorId}` },
  { route: '/admin/clients', as: 'admin', url: () => '/admin/clients' },
  { route: '/admin/clients/:clientId', as: 'admin', url: (d) => `/admin/clients/${d.clientId}` },
  { route: '/notifications', as: 'admin', url: () => '/notifications' },
  { route: '/admin/metadata', as: 'admin', url: () => '/admin/metadata' },
  { route: '/admin/outbox', as: 'admin', url: () => '/admin/outbox' },
  { route: '/admin/blog', as: 'admin', url: () => '/admin/blog', ready: (p) => p.getByRole('switch').first() },
  { route: '/admin/users', as: 'admin', url: () => '/admin/users' },
  { route: '/admin/company-admins', as: 'admin', url: () => '/admin/company-admins' },
  // 'Panel General Empresa' opened by an admin for the demo client (the link on the client's page).
  {
    route: '/client/dashboard',
    as: 'admin',
    url: (d) => `/client/dashboard?clientId=${d.clientId}`,
    ready: (p) => p.getByRole('table', { name: /Resumen de cada proceso/ }),
  },
  { route: '/admin/students', as: 'admin', url: () => '/admin/students' },
  { route: '/admin/mentors', as: 'admin', url: () => '/admin/mentors' },
  { route: '/admin/campus', as: 'admin', url: () => '/admin/campus' },
  { route: '/admin/campus/create', as: 'admin', url: () => '/admin/campus/create' },
  { route: '/admin/campus/edit/:campusId', as: 'admin', url: (d) => `/admin/campus/edit/${d.campusId}` },
  { route: '/admin/campus/:campusId/preview', as: 'admin', url: (d) => `/admin/campus/${d.campusId}/preview` },
  { route: '/admin/processes', as: 'admin', url: () => '/admin/processes' },
  { route: '/admin/processes/select', as: 'admin', url: () => '/admin/processes/select' },
  { route: '/admin/processes/create', as: 'admin', url: () => '/admin/processes/create' },
  // Talent attraction: its wizard, its draft and the demo process in pre-kickoff.
  { route: '/admin/attraction/create', as: 'admin', url: () => '/admin/attraction/create' },
  {
    route: '/admin/attraction/edit/:processId',
    as: 'admin',
    url: (d) => `/admin/attraction/edit/${d.attractionDraftId}?step=1`,
    ready: (p) => p.getByLabel('Nombre del proceso'),
  },
  {
    route: '/admin/processes/attraction/:status/:processId',
    as: 'admin',
    url: (d) => `/admin/processes/attraction/draft/${d.attractionDraftId}`,
    ready: (p) => p.getByRole('tab', { name: 'Resumen', selected: true }),
  },
  {
    route: '/admin/processes/attraction/:status/:processId',
    as: 'admin',
    url: (d) => `/admin/processes/attraction/kickoff/${d.attractionKickoffId}`,
    ready: (p) => p.getByRole('tab', { name: 'Iniciar proceso' }),
  },
  {
    route: '/admin/processes/edit/:processId',
    as: 'admin',
    url: (d) => `/admin/processes/edit/${d.draftProcessId}`,
  },
  {
    route: '/admin/processes/:status/:processId',
    as: 'admin',
    url: (d) => `/admin/processes/in_progress/${d.inProgressProcessId}`,
  },
  {
    route: '/admin/processes/:status/:processId',
    as: 'admin',
    url: (d) => `/admin/processes/in_progress/${d.inProgressProcessId}?tab=measurements`,
    // The measurements tab: its sends, response rates and rating means.
    ready: (p) => p.getByRole('heading', { name: 'Tasa de respuesta por medición' }),
  },
  {
    route: '/admin/processes/:status/:processId',
    as: 'admin',
    url: (d) => `/admin/processes/in_progress/${d.inProgressProcessId}?tab=feedback`,
    ready: (p) => p.getByRole('tab', { name: 'Sesión 1' }),
  },
  // The finalized demo process's certificates, to see, issue by hand and revoke.
  {
    route: '/admin/processes/:status/:processId',
    as: 'admin',
    url: (d) => `/admin/processes/finalized/${d.finalizedProcessId}?tab=certificates`,
    ready: (p) => p.getByRole('button', { name: /^Revocar el certificado de / }).first(),
  },
  { route: '/event-attendance-qr/:eventId', as: 'admin', url: (d) => `/event-attendance-qr/${d.eventId}` },
  { route: '/admin/convocatory', as: 'admin', url: () => '/admin/convocatory' },
  { route: '/admin/convocatory/create', as: 'admin', url: () => '/admin/convocatory/create' },
  {
    route: '/admin/convocatory/edit/:convocatoryId',
    as: 'admin',
    url: (d) => `/admin/convocatory/edit/${d.convocatoryId}`,
  },
  {
    route: '/admin/convocatory/view/:convocatoryId',
    as: 'admin',
    url: (d) => `/admin/convocatory/view/${d.convocatoryId}`,
  },
  { route: '/admin/convocatory/:convocatoryId', as: 'admin', url: (d) => `/admin/convocatory/${d.convocatoryId}` },
  { route: '/admin/challenges', as: 'admin', url: () => '/admin/challenges' },
  { route: '/admin/challenge/create', as: 'admin', url: () => '/admin/challenge/create' },
  {
    route: '/admin/challenge/edit/:challengeId',
    as: 'admin',
    url: (d) => `/admin/challenge/edit/${d.challengeId}`,
    ready: (page) => page.getByRole('textbox', { name: 'Título del desafío' }),
  },
  { route: '/admin/mentorship', as: 'admin', url: () => '/admin/mentorship' },
  { route: '/admin/mentorship/create', as: 'admin', url: () => '/admin/mentorship/create' },
  {
    route: '/admin/mentorship/:mentorshipId/edit',
    as: 'admin',
    url: (d) => `/admin/mentorship/${d.mentorshipId}/edit`,
  },
  {
    route: '/admin/mentorship/:mentorshipId/view',
    as: 'admin',
    url: (d) => `/admin/mentorship/${d.mentorshipId}/view`,
  },
  { route: '/admin/mdi/forms', as: 'admin', url: () => '/admin/mdi/forms' },
  {
    route: '/admin/mdi/panel',
    as: 'admin',
    url: () => '/admin/mdi/panel',
    // The demo processes' measurements, with their traffic lights.
    ready: (p) => p.getByRole('cell').filter({ hasText: 'Semáforo' }),
  },
  {
    route: '/admin/reports',
    as: 'admin',
    url: () => '/admin/reports',
    // The demo's measurements and session feedback, charted.
    ready: (p) => p.getByRole('region', { name: 'Preguntas de las mediciones' }),
  },
  {
    route: '/admin/workshop-report',
    as: 'admin',
    url: () => '/admin/workshop-report',
    // The demo workshop's answers.
    ready: (p) => p.getByRole('heading', { name: 'Respuestas por taller' }),
  },
  { route: '/admin/mdi/:mdiId/preview', as: 'admin', url: (d) => `/admin/mdi/${d.mdiId}/preview` },
  { route: '/admin/questionary-bundles/mdi', as: 'admin', url: () => '/admin/questionary-bundles/mdi' },
  {
    route: '/admin/questionary-bundles/session_feedback',
    as: 'admin',
    url: () => '/admin/questionary-bundles/session_feedback',
  },
  {
    route: '/admin/questionary-bundle/create/:questionaryBundleType',
    as: 'admin',
    url: () => '/admin/questionary-bundle/create/mdi',
  },
  {
    route: '/admin/questionary-bundle/:questionaryBundleId',
    as: 'admin',
    url: (d) => `/admin/questionary-bundle/${d.bundleId}`,
  },
  { route: '/admin/dynamic-mentorship', as: 'admin', url: () => '/admin/dynamic-mentorship' },
  { route: '/admin/dynamic-mentorship/create', as: 'admin', url: () => '/admin/dynamic-mentorship/create' },
  {
    route: '/admin/dynamic-mentorship/:dynamicMentorshipId',
    as: 'admin',
    url: (d) => `/admin/dynamic-mentorship/${d.dynamicMentorshipId}`,
  },
  { route: '/admin/mdi/questions', as: 'admin', url: () => '/admin/mdi/questions' },
  { route: '/admin/questionaries', as: 'admin', url: () => '/admin/questionaries' },
  { route: '/admin/questionaries/create', as: 'admin', url: () => '/admin/questionaries/create' },
  {
    route: '/admin/questionaries/edit/:questionaryId',
    as: 'admin',
    url: (d) => `/admin/questionaries/edit/${d.mdiQuestionaryId}`,
  },
  { route: '/questionary/:questionaryId', as: 'admin', url: (d) => `/questionary/${d.mdiQuestionaryId}` },
  {
    route: '/admin/template/:questionaryId',
    as: 'admin',
    url: (d) => `/admin/template/${d.guideQuestionaryId}`,
  },
  { route: '/admin/open-questionaries', as: 'admin', url: () => '/admin/open-questionaries' },
  {
    route: '/admin/open-invitation/:invitationId',
    as: 'admin',
    url: (d) => `/admin/open-invitation/${d.openInvitationId}`,
    ready: (p) => p.getByRole('img', { name: /^Código QR del enlace para responder/ }),
  },

  // The company admin's side.
  { route: '/company-admin/home', as: 'companyAdmin', url: () => '/company-admin/home' },
  { route: '/company-admin/processes', as: 'companyAdmin', url: () => '/company-admin/processes' },
  {
    route: '/company-admin/reports',
    as: 'companyAdmin',
    url: () => '/company-admin/reports',
    ready: (p) => p.getByRole('region', { name: 'Respuestas escritas' }),
  },
  {
    route: '/company-admin/workshop-report',
    as: 'companyAdmin',
    url: () => '/company-admin/workshop-report',
    ready: (p) => p.getByRole('heading', { name: 'Respuestas por taller' }),
  },
  {
    route: '/company-admin/dashboard',
    as: 'companyAdmin',
    url: () => '/company-admin/dashboard',
    ready: (p) => p.getByRole('table', { name: /Resumen de cada proceso/ }),
  },
  // The demo attraction process is in pre-kickoff: its company-admin page says it has not started yet.
  {
    route: '/company-admin/processes/attraction/:status/:processId',
    as: 'companyAdmin',
    url: (d) => `/company-admin/processes/attraction/in_progress/${d.attractionKickoffId}`,
    ready: (p) => p.getByRole('link', { name: 'Volver a procesos' }),
  },
  {
    route: '/company-admin/processes/:status/:processId',
    as: 'companyAdmin',
    url: (d) => `/company-admin/processes/in_progress/${d.inProgressProcessId}`,
  },
  {
    route: '/company-admin/processes/:status/:processId',
    as: 'companyAdmin',
    url: (d) => `/company-admin/processes/in_progress/${d.inProgressProcessId}?tab=feedback`,
    ready: (p) => p.getByRole('tab', { name: 'Sesión 1' }),
  },

  // The member portal.
  { route: '/home', as: 'member', url: () => '/home' },
  // The demo processes' campuses (apps/api/src/db/seed/library/campus.ts).
  {
    route: '/campus',
    as: 'member',
    url: () => '/campus',
    ready: (p) => p.getByRole('button', { name: /^Ver campus / }).first(),
  },
  { route: '/home/process/:pairId/:as', as: 'member', url: (d) => `/home/process/${d.pairId}/student` },
  {
    route: '/my-certificate/:certificateId',
    as: 'member',
    url: (d) => `/my-certificate/${d.certificateId}`,
    ready: (p) => p.getByRole('link', { name: /Compartir en LinkedIn/ }),
  },
  // The demo pair's first session guide: its first page, the good-practices manual (sessionGuide.spec.ts checks the
  // rest of the guide with axe).
  {
    route: '/answer/template/:invitationId',
    as: 'member',
    url: (d) => `/answer/template/${d.guideInvitationId}`,
    ready: (p) => p.getByRole('button', { name: 'Comenzar' }),
  },
  {
    route: '/chat/:pairId/:as',
    as: 'member',
    url: (d) => `/chat/${d.pairId}/student`,
    ready: (page) => page.getByRole('log', { name: 'Mensajes' }).getByRole('article').first(),
  },
  { route: '/user_profile', as: 'member', url: () => '/user_profile' },
  { route: '/user_profile/edit', as: 'member', url: () => '/user_profile/edit' },
  // The demo mentee's matches: chats open in the process in progress, not yet in the pre-kickoff one.
  {
    route: '/networking',
    as: 'member',
    url: () => '/networking',
    ready: (p) => p.getByRole('link', { name: /^Chatear con / }).first(),
  },
  // The demo mentee is an entrepreneur: the other demo entrepreneurs' cards.
  {
    route: '/entrepreneurs',
    as: 'member',
    url: () => '/entrepreneurs',
    ready: (p) => p.getByRole('article', { name: 'Cerámica del Puerto' }),
  },

  // A student of the demo attraction process: her group, the challenge sent and the group chat's messages.
  {
    route: '/attraction/:as/:processId',
    as: 'attractionStudent',
    url: (d) => `/attraction/student/${d.attractionProcessId}`,
    ready: (p) => p.getByRole('list', { name: 'Desafíos enviados' }).getByRole('listitem').first(),
  },
  {
    route: '/groupchat/:processId',
    as: 'attractionStudent',
    url: (d) => `/groupchat/${d.attractionProcessId}`,
    ready: (page) => page.getByRole('log', { name: 'Mensajes' }).getByRole('article').first(),
  },

  // A member with entrepreneur info: the demo blog, with its posts.
  { route: '/blog', as: 'entrepreneur', url: () => '/blog', ready: (p) => p.getByRole('article').first() },
];

const SIGN_IN: Record<Exclude<Role, 'public'>, { email: string; home: string }> = {
  admin: { email: 'admin@enlaza.test', home: '/admin/home' },
  companyAdmin: { email: 'empresa@enlaza.test', home: '/company-admin/home' },
  member: { email: 'mentee@enlaza.test', home: '/home' },
  entrepreneur: { email: 'emprendedora@enlaza.test', home: '/home' },
  attractionStudent: { email: 'estudiante@enlaza.test', home: '/home' },
};

/** Anything still loading: the route's chunk, a skeleton, a spinner. */
const LOADING = '.full-page-loading, .route-progress, .ant-skeleton, .ant-spin-spinning';

/**
 * Goes to `url` as the app's own links do once the app is loaded (the router follows the history), so each visit costs
 * the page's data only, not a reload of the whole app; the first visit, or one on another origin, loads the page.
 */
async function open(page: Page, base: string, url: string) {
  const origin = base || E2E_BASE_URL;
  if (!page.url().startsWith(origin)) return void (await page.goto(origin + url));
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

async function check(page: Page, visit: Visit, data: DemoData, base = '') {
  const url = visit.url(data);
  await test.step(`${visit.route} (${url})`, async () => {
    await open(page, base, url);
    const expected = visit.landsOn ?? url.split('?')[0]!;
    await expect(page).toHaveURL((u) => u.pathname === expected);
    await expect((visit.ready ?? heading(/./))(page).first()).toBeVisible();
    await expect(page.locator(LOADING)).toHaveCount(0);
    // A page that crashed shows the route error screen (which has a heading too): reported, and the other visits of
    // the run still checked.
    const crashed = page.locator('.route-error');
    await expect.soft(crashed, `${visit.route} rendered without crashing`).toHaveCount(0);
    if ((await crashed.count()) > 0) return;
    await expectNoAxeViolations(page, `${visit.route} as ${visit.as}${base ? ` on ${base}` : ''}`, { soft: true });
  });
}

async function demoData(
  request: APIRequestContext,
): Promise<{ data: DemoData; cleanUp: (request: APIRequestContext) => Promise<void> }> {
  const token = await tokenOf(request, 'admin@enlaza.test');
  const get = <T>(apiPath: string) => getJson<T>(request, token, apiPath);
  type Docs<T> = { docs: T[] };

  const client = (await get<Docs<{ clientId: string; name: string }>>('/api/clients')).docs.find(
    (c) => c.name === 'Compañía Demo',
  )!;
  const campus = (await get<Docs<{ campusId: string }>>('/api/campus')).docs[0]!;
  // The mentoring draft (attraction drafts, such as the one made below, have their own visits).
  const draft = { processId: await demoProcessId(request, 'draft', token) };
  const attractionKickoff = { processId: await demoProcessId(request, 'attractionKickoff', token) };
  const inProgress = { processId: await demoProcessId(request, 'inProgress', token) };
  const events = await get<{ eventId: string }[]>(`/api/process/${inProgress.processId}/events`);
  const pairs = await get<
    Docs<{ pairId: string; student: { email: string }; mentor: { userId: string; email: string } }>
  >(`/api/process/pairs/${inProgress.processId}`);
  const demoPair = pairs.docs.find((p) => p.student.email === 'mentee@enlaza.test')!;
  const open = (await get<Docs<{ convocatoryId: string }>>('/api/convocatory?status=OPEN')).docs[0]!;
  const convocatory = await get<{ studentFormLink: string }>(`/api/convocatory/${open.convocatoryId}`);
  const mentorship = (await get<Docs<{ mentorshipId: string }>>('/api/mentorships/list-partial')).docs[0]!;
  const mdi = (await get<Docs<{ mdiId: string }>>('/api/mdi')).docs[0]!;
  const bundle = (await get<Docs<{ questionaryBundleId: string }>>('/api/questionary-bundle/?entityType=MDI')).docs[0]!;
  const dynamic = (await get<Docs<{ dynamicMentorshipId: string }>>('/api/dynamic-mentorship')).docs[0]!;
  const mdiQuestionary = (await get<Docs<{ id: string }>>('/api/questionaries?type=MDI')).docs[0]!;
  const guideQuestionary = (await get<Docs<{ id: string }>>('/api/questionaries?type=MENTORSHIP_GUIDE')).docs[0]!;
  const openInvitation = (await get<Docs<{ invitationId: string }>>('/api/questionary-invitations/open')).docs[0]!;
  const certificates = await getJson<{ certificateId: string; processId: string; programName: string }[]>(
    request,
    await tokenOf(request, 'mentee@enlaza.test'),
    '/api/certificates/me',
  );
  const certificate = certificates.find((c) => c.programName === 'Mujeres que Lideran')!;
  const openedGuide = await request.post(`/api/process/pair/${demoPair.pairId}/session/1/guide`, {
    headers: bearer(await tokenOf(request, 'mentee@enlaza.test')),
  });
  expect(openedGuide.ok(), await openedGuide.text()).toBe(true);
  const guide = (await openedGuide.json()) as { invitationId: string };

  // A real invitation link: the demo mentee invited to a draft of her own, removed at the end.
  const me = await get<{ id: string }>('/api/users/me');
  const demoDraft = await get<{
    client: { clientId: string };
    mentorship: { id: string } | null;
    sessionsFeedbackBundle: { id: string } | null;
  }>(`/api/process/${draft.processId}`);
  const today = new Date().toISOString().slice(0, 10);
  const created = await request.post('/api/process', {
    headers: bearer(token),
    data: {
      name: `Accesibilidad ${Date.now().toString(36)}`,
      clientId: demoDraft.client.clientId,
      serviceTypes: ['MENTORING'],
      mentorshipId: demoDraft.mentorship!.id,
      sessionsFeedbackBundleId: demoDraft.sessionsFeedbackBundle!.id,
      withoutMdi: true,
      estimatedStartDate: today,
      estimatedEndDate: today.replace(/^(\d{4})/, (y) => String(Number(y) + 1)),
      ownerId: me.id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const invitationProcessId = ((await created.json()) as { processId: string }).processId;
  const challenge = await request.post('/api/challenge', {
    headers: bearer(token),
    data: { title: 'Desafío accesible', messages: [{ title: 'Inicio', text: 'Presenten a su equipo.' }] },
  });
  expect(challenge.status(), await challenge.text()).toBe(201);
  const { challengeId } = (await challenge.json()) as { challengeId: string };
  // An attraction draft of the demo process's challenge, removed at the end too.
  const attraction = await get<{ attraction: { challengeId: string } }>(`/api/process/${attractionKickoff.processId}`);
  const attractionDraft = await request.post('/api/process/attraction', {
    headers: bearer(token),
    data: {
      name: `Atracción accesibilidad ${Date.now().toString(36)}`,
      clientId: demoDraft.client.clientId,
      challengeId: attraction.attraction.challengeId,
      estimatedStartDate: today,
      estimatedEndDate: today.replace(/^(\d{4})/, (y) => String(Number(y) + 1)),
      ownerId: me.id,
    },
  });
  expect(attractionDraft.status(), await attractionDraft.text()).toBe(201);
  const attractionDraftId = ((await attractionDraft.json()) as { processId: string }).processId;
  const cleanUp = async (later: APIRequestContext) => {
    const headers = bearer(await tokenOf(later, 'admin@enlaza.test'));
    await later.delete(`/api/process/${invitationProcessId}`, { headers });
    await later.delete(`/api/process/${attractionDraftId}`, { headers });
    await later.delete(`/api/challenge/${challengeId}`, { headers });
  };
  const added = await request.put(`/api/process/${invitationProcessId}/add_user_to_process_by_email`, {
    headers: bearer(token),
    data: { email: 'mentee@enlaza.test' },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const participants = await get<Docs<{ userId: string; data: { email: string } }>>(
    `/api/process/${invitationProcessId}/participants?role=STUDENT`,
  );
  const since = mailCount();
  const invited = await request.post(`/api/process/${invitationProcessId}/invite_students`, {
    headers: bearer(token),
    data: { studentIds: participants.docs.map((p) => p.userId) },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  const mail = await waitForMail('mentee@enlaza.test', since, /^Te invitamos a participar/);
  const link = new URL(/https?:\/\/\S*\/process_invitation\/student\?\S+/.exec(mail.text)![0]);

  return {
    data: {
      clientId: client.clientId,
      campusId: campus.campusId,
      draftProcessId: draft.processId,
      inProgressProcessId: inProgress.processId,
      attractionKickoffId: attractionKickoff.processId,
      attractionDraftId,
      eventId: events[0]!.eventId,
      pairId: demoPair.pairId,
      mentorId: demoPair.mentor.userId,
      convocatoryId: open.convocatoryId,
      convocatoryLinkPath: new URL(convocatory.studentFormLink, E2E_BASE_URL).pathname,
      mentorshipId: mentorship.mentorshipId,
      mdiId: mdi.mdiId,
      bundleId: bundle.questionaryBundleId,
      dynamicMentorshipId: dynamic.dynamicMentorshipId,
      mdiQuestionaryId: mdiQuestionary.id,
      guideQuestionaryId: guideQuestionary.id,
      invitationPath: link.pathname + link.search,
      openInvitationId: openInvitation.invitationId,
      guideInvitationId: guide.invitationId,
      challengeId,
      attractionProcessId: (await demoAttractionProcess(request)).processId,
      certificateId: certificate.certificateId,
      finalizedProcessId: certificate.processId,
    },
    cleanUp,
  };
}

test('every page route of the web app has an accessibility visit', () => {
  const visited = new Set(visits.map((v) => v.route));
  const missing = declaredPaths().filter((p) => !visited.has(p));
  expect(missing, 'pages.ts paths without a visit in accessibility.spec.ts').toEqual([]);
});

let data: DemoData;
let cleanUp: ((request: APIRequestContext) => Promise<void>) | undefined;

test.beforeAll(async ({ request }) => {
  ({ data, cleanUp } = await demoData(request));
});

test.afterAll(async ({ request }) => {
  await cleanUp?.(request);
});

for (const [brand, base] of [
  ['Enlaza', E2E_BASE_URL],
  ['MentorUp', E2E_SECOND_BRAND_URL],
] as const) {
  test(`public pages on the ${brand} brand`, async ({ page }) => {
    for (const visit of visits.filter((v) => v.as === 'public')) await check(page, visit, data, base);
  });
}

for (const [brand, base] of [
  ['enlaza', E2E_BASE_URL],
  ['mentorup', E2E_SECOND_BRAND_URL],
] as const) {
  test(`the ${brand} brand's FAQ, terms and privacy, as its footer links them`, async ({ page }) => {
    for (const { file, title } of brandDocuments) {
      const url = `${base}/brands/${brand}/${file}`;
      await test.step(url, async () => {
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        await expect(page).toHaveTitle(`${title} · ${brandWords[brand].name}`);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expectNoAxeViolations(page, url, { soft: true });
      });
    }
  });
}

/** A role's visits in runs of at most this many, one test each, so each stays well within its time. */
const VISITS_PER_TEST = 20;

for (const role of ['admin', 'companyAdmin', 'member', 'entrepreneur', 'attractionStudent'] as const) {
  const ofRole = visits.filter((v) => v.as === role);
  for (let start = 0; start < ofRole.length; start += VISITS_PER_TEST) {
    const part = ofRole.slice(start, start + VISITS_PER_TEST);
    test(`${role} pages ${part[0]!.route} … ${part.at(-1)!.route}`, async ({ page }) => {
      await signIn(page, SIGN_IN[role].email);
      await expect(page).toHaveURL((u) => u.pathname === SIGN_IN[role].home);
      for (const visit of part) await check(page, visit, data);
    });
  }
}
