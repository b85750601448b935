import type { Role } from '@enlaza/contract';
import { safeNextPath } from '../lib/auth/safeNext';

/** The shell a page renders in. */
export type LayoutKind = 'admin' | 'companyAdmin' | 'member' | 'public';

export type RouteDecision = { action: 'render'; layout: LayoutKind } | { action: 'redirect'; to: string };

/** What the gate needs to know about the signed-in user; null when nobody is signed in. */
export interface GateSession {
  role: Role;
  isEntrepreneur: boolean;
}

/**
 * Who may open a route (spec 000 §2 "Route gating"):
 * - guestOnly: public-type routes; a signed-in user is sent to /admin/home (and from there on to their own home);
 * - anyone: public even when signed in, or "open to logged-in users as well";
 * - member: shared user routes (admins and company admins only reach the /user_profile ones);
 * - entrepreneur: member routes only for users with entrepreneur info;
 * - admin, companyAdmin: the back-office areas;
 * - signedIn: any signed-in user, in the layout of their current role (pages every role has, like notifications);
 * - staff: admins and company admins, each in their own layout (a client's reports); members go to their home.
 */
export type RouteAccess =
  'guestOnly' | 'anyone' | 'member' | 'entrepreneur' | 'admin' | 'companyAdmin' | 'signedIn' | 'staff';

/** Every route the specification names. Screens that are not built yet are absent from the router, not from here. */
export const routeAccessTable: ReadonlyArray<readonly [pattern: string, access: RouteAccess]> = [
  // Spec 000 §2: public-type routes.
  ['/login', 'guestOnly'],
  ['/password-recovery', 'guestOnly'],
  // /process_invitation/{mentor|student}: 'anyone', since an invitee signed in by the link (to complete the profile)
  // comes back to confirm. The page itself sends any other segment to the invalid result.
  ['/process_invitation/:as', 'anyone'],
  ['/process_invitation/result', 'anyone'],
  // The reset page also serves signed-in users changing their password with the stored token.
  ['/password-recovery/new-password', 'anyone'],
  // Issue 13: the link mailed to the old address of an account without a password confirms a change of email.
  ['/confirm-email-change', 'anyone'],

  // Spec 000 §2: open to logged-in users as well.
  ['/user_profile/edit', 'anyone'],
  ['/feedback/user', 'anyone'],
  ['/convocatory/inscription/:convocatoryId/:role', 'anyone'],
  ['/convocatory/inscription/:token', 'anyone'],
  ['/convocatory/inscription_result', 'anyone'],
  ['/mdi/user', 'anyone'],
  ['/mdi/user/result', 'anyone'],
  ['/postula-a-ser-mentora', 'anyone'],
  ['/emprende-inscription', 'anyone'],
  ['/answer/:invitationId', 'anyone'],
  ['/answer/template/:invitationId', 'anyone'],
  ['/certificate/:certificateId', 'anyone'],
  // Spec 002 §2.11: participants mark their attendance without signing in.
  ['/mark-attendance/:eventId', 'anyone'],
  // 'Correos enviados': the outbox, on a development or demo start with no mail server (the page says when it is off).
  ['/correos', 'anyone'],

  // Spec 000 §2: member routes.
  ['/user_profile', 'member'],
  ['/user_profile/:userId', 'member'],
  ['/home', 'member'],
  ['/campus', 'member'],
  ['/blog', 'entrepreneur'],
  ['/entrepreneurs', 'entrepreneur'],
  // Spec 002 §2.7-2.10: the member's process, chat and certificate views.
  ['/home/process/:pairId/:as', 'member'],
  ['/attraction/:as/:processId', 'member'],
  ['/chat/:pairId/:as', 'member'],
  ['/groupchat/:processId', 'member'],
  ['/networking', 'member'],
  ['/my-certificate/:certificateId', 'member'],

  // Spec 000 §2: admin side menu.
  ['/admin/home', 'admin'],
  ['/admin/campus', 'admin'],
  ['/admin/clients', 'admin'],
  ['/admin/convocatory', 'admin'],
  ['/admin/questionaries', 'admin'],
  ['/admin/questionary-bundles/:questionaryBundleType', 'admin'],
  ['/admin/mdi/panel', 'admin'],
  ['/admin/dynamic-mentorship', 'admin'],
  ['/admin/open-questionaries', 'admin'],
  ['/admin/challenges', 'admin'],
  ['/admin/processes', 'admin'],
  ['/admin/reports', 'admin'],
  ['/admin/workshop-report', 'admin'],
  ['/admin/users', 'admin'],
  ['/admin/company-admins', 'admin'],
  ['/admin/students', 'admin'],
  ['/admin/mentors', 'admin'],
  // Issue 3: the reference lists' admin screen, last in the 'Usuarios' group.
  ['/admin/metadata', 'admin'],
  // The mail outbox and the failed background jobs, last in the menu.
  ['/admin/outbox', 'admin'],
  // Issue 17: where admins write the entrepreneurs' blog (spec 002 §2.9).
  ['/admin/blog', 'admin'],
  // Spec 001 §2 and 002 §2: the admin screens behind the menu.
  ['/admin', 'admin'],
  ['/admin/clients/:clientId', 'admin'],
  ['/admin/processes/select', 'admin'],
  ['/admin/processes/create', 'admin'],
  ['/admin/processes/edit/:processId', 'admin'],
  ['/admin/processes/:status/:processId', 'admin'],
  ['/admin/processes/attraction/:status/:processId', 'admin'],
  ['/admin/attraction/create', 'admin'],
  ['/admin/attraction/edit/:processId', 'admin'],
  ['/admin/mentorship', 'admin'],
  ['/admin/mentorship/create', 'admin'],
  ['/admin/mentorship/:mentorshipId/edit', 'admin'],
  ['/admin/mentorship/:mentorshipId/view', 'admin'],
  ['/admin/campus/create', 'admin'],
  ['/admin/campus/edit/:campusId', 'admin'],
  ['/admin/campus/:campusId/preview', 'admin'],
  ['/admin/challenge/create', 'admin'],
  ['/admin/challenge/edit/:challengeId', 'admin'],
  ['/admin/convocatory/create', 'admin'],
  ['/admin/convocatory/edit/:convocatoryId', 'admin'],
  ['/admin/convocatory/view/:convocatoryId', 'admin'],
  ['/admin/convocatory/:convocatoryId', 'admin'],
  ['/admin/mdi/questions', 'admin'],
  ['/admin/mdi/forms', 'admin'],
  ['/admin/mdi/:mdiId/preview', 'admin'],
  ['/admin/template/:questionaryId', 'admin'],
  // Issue 4: the questionary builder and the preview of a non-guide questionary (spec 002 §2.5 'Ver').
  ['/admin/questionaries/create', 'admin'],
  ['/admin/questionaries/edit/:questionaryId', 'admin'],
  ['/questionary/:questionaryId', 'admin'],
  ['/admin/open-invitation/:invitationId', 'admin'],
  ['/admin/questionary-bundle/create/:questionaryBundleType', 'admin'],
  ['/admin/questionary-bundle/:questionaryBundleId', 'admin'],
  ['/admin/dynamic-mentorship/:dynamicMentorshipId', 'admin'],
  ['/admin/dynamic-mentorship/create', 'admin'],
  ['/event-attendance-qr/:eventId', 'admin'],

  // Spec 000 §2: company-admin menu; spec 001 §2: its process pages.
  ['/company-admin/home', 'companyAdmin'],
  ['/company-admin/processes', 'companyAdmin'],
  ['/company-admin/processes/:status/:processId', 'companyAdmin'],
  ['/company-admin/processes/attraction/:status/:processId', 'companyAdmin'],
  // The reports of her own client (the access policy restricts the figures).
  ['/company-admin/reports', 'companyAdmin'],
  ['/company-admin/workshop-report', 'companyAdmin'],
  // Spec 001 §2 'Panel General Empresa' (spec 002 §2.13 /client/dashboard): admins open it for a client too.
  ['/company-admin/dashboard', 'companyAdmin'],
  ['/client/dashboard', 'staff'],

  // Spec 000 §2 "Notifications": the full list, for every signed-in role.
  ['/notifications', 'signedIn'],
];

interface CompiledRoute {
  segments: string[];
  access: RouteAccess;
  /** Literal segments win over parameters, as in the router. */
  specificity: number;
}

const compiledRoutes: CompiledRoute[] = routeAccessTable.map(([pattern, access]) => {
  const segments = splitSegments(pattern);
  return { segments, access, specificity: segments.filter((segment) => !segment.startsWith(':')).length };
});

function splitSegments(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}

function matches(route: CompiledRoute, segments: string[]): boolean {
  return (
    route.segments.length === segments.length &&
    route.segments.every((segment, index) => segment.startsWith(':') || segment === segments[index])
  );
}

/** The access rule of a path name, or null for a path the specification does not name. */
export function routeAccessOf(pathname: string): RouteAccess | null {
  const segments = splitSegments(pathname);
  let best: CompiledRoute | null = null;
  for (const route of compiledRoutes) {
    if (matches(route, segments) && (!best || route.specificity > best.specificity)) best = route;
  }
  return best?.access ?? null;
}

/** Whether only a signed-in user may open this path. */
export function requiresSession(pathname: string): boolean {
  const access = routeAccessOf(pathname);
  return access !== null && access !== 'anyone' && access !== 'guestOnly';
}

/** Whether the decision for this path depends on the user's entrepreneur info (which the token does not carry). */
export function dependsOnEntrepreneurInfo(pathname: string): boolean {
  return routeAccessOf(pathname) === 'entrepreneur';
}

function pathnameOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

function queryParameter(url: string, name: string): string | null {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return null;
  const hashStart = url.indexOf('#', queryStart);
  return new URLSearchParams(url.slice(queryStart + 1, hashStart === -1 ? undefined : hashStart)).get(name);
}

/** A signed-in user on the login page: the safe `next` the login was asked for, else the spec's /admin/home. */
function afterSignIn(url: string): RouteDecision {
  return redirect(safeNextPath(queryParameter(url, 'next')) ?? '/admin/home');
}

const render = (layout: LayoutKind): RouteDecision => ({ action: 'render', layout });
const redirect = (to: string): RouteDecision => ({ action: 'redirect', to });

/** One rule of the spec applied once; its redirects may lead to another rule. */
function applyRule(url: string, session: GateSession | null): RouteDecision {
  const pathname = pathnameOf(url);
  const access = routeAccessOf(pathname);
  if (access === null) return redirect('/login');
  if (access === 'anyone') return render('public');
  if (access === 'guestOnly') {
    if (!session) return render('public');
    return splitSegments(pathname).join('/') === 'login' ? afterSignIn(url) : redirect('/admin/home');
  }
  if (!session) return redirect(`/login?next=${encodeURIComponent(url)}`);

  switch (access) {
    case 'signedIn':
      return render(session.role === 'ADMIN' ? 'admin' : session.role === 'COMPANY_ADMIN' ? 'companyAdmin' : 'member');
    case 'admin':
      return session.role === 'ADMIN' ? render('admin') : redirect('/home');
    case 'companyAdmin':
      return session.role === 'COMPANY_ADMIN' ? render('companyAdmin') : redirect('/home');
    case 'staff':
      if (session.role === 'ADMIN') return render('admin');
      return session.role === 'COMPANY_ADMIN' ? render('companyAdmin') : redirect('/home');
    case 'member':
    case 'entrepreneur': {
      const isProfile = pathname.includes('/user_profile');
      if (session.role === 'ADMIN') return isProfile ? render('admin') : redirect('/admin/home');
      if (session.role === 'COMPANY_ADMIN') return isProfile ? render('companyAdmin') : redirect('/company-admin/home');
      if (access === 'entrepreneur' && !session.isEntrepreneur) return redirect('/home');
      return render('member');
    }
  }
}

const MAX_REDIRECTS = 5;

/**
 * Where a navigation to `url` (path name, query and hash) ends: rendered in a layout, or redirected.
 * Chains of the spec's rules (e.g. a mentee opening /login: → /admin/home → /home) are followed here,
 * so the browser is sent straight to the final page. Signing in only stores the tokens: the login page is then
 * a public-type route opened by a signed-in user, which this sends to `next` or to the user's home.
 */
export function decideRoute(url: string, session: GateSession | null): RouteDecision {
  let target = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const decision = applyRule(target, session);
    if (decision.action === 'render') return hop === 0 ? decision : redirect(target);
    target = decision.to;
  }
  return redirect('/login');
}
