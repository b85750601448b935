import { describe, expect, it } from 'vitest';
import { pageRoutes } from './pages';
import {
  decideRoute,
  dependsOnEntrepreneurInfo,
  routeAccessOf,
  type GateSession,
  type RouteDecision,
} from './routeGating';

const admin: GateSession = { role: 'ADMIN', isEntrepreneur: false };
const companyAdmin: GateSession = { role: 'COMPANY_ADMIN', isEntrepreneur: false };
const mentee: GateSession = { role: 'USER', isEntrepreneur: false };
const entrepreneur: GateSession = { role: 'USER', isEntrepreneur: true };

const sessions = { nobody: null, admin, companyAdmin, mentee, entrepreneur } as const;
type Who = keyof typeof sessions;

const render = (layout: 'admin' | 'companyAdmin' | 'member' | 'public'): RouteDecision => ({
  action: 'render',
  layout,
});
const redirect = (to: string): RouteDecision => ({ action: 'redirect', to });
const toLogin = (url: string) => redirect(`/login?next=${encodeURIComponent(url)}`);

/** Expected decision for each kind of visitor. */
type Expectations = Record<Who, RouteDecision>;

function expectDecisions(url: string, expected: Expectations) {
  for (const who of Object.keys(sessions) as Who[]) {
    expect(decideRoute(url, sessions[who]), `${who} → ${url}`).toEqual(expected[who]);
  }
}

const homes = {
  admin: redirect('/admin/home'),
  companyAdmin: redirect('/company-admin/home'),
  mentee: redirect('/home'),
  entrepreneur: redirect('/home'),
};

describe('route gating (spec 000 §2)', () => {
  describe('public-type routes: a signed-in user goes to the home of their role', () => {
    it.each(['/login', '/password-recovery'])('%s', (url) => {
      expectDecisions(url, { nobody: render('public'), ...homes });
    });
  });

  describe('public even when signed in', () => {
    it.each([
      '/process_invitation/result?status=success&service=MENTORING',
      // An invitee signed in by their invitation link (to complete the profile) comes back to confirm.
      '/process_invitation/mentor?usertoken=abc&processId=p&service=MENTORING',
      '/process_invitation/student?usertoken=abc&processId=p&service=MENTORING',
      '/password-recovery/new-password?usertoken=abc',
      '/password-recovery/new-password',
    ])('%s', (url) => {
      expectDecisions(url, {
        nobody: render('public'),
        admin: render('public'),
        companyAdmin: render('public'),
        mentee: render('public'),
        entrepreneur: render('public'),
      });
    });
  });

  describe('open to logged-in users as well', () => {
    it.each([
      '/user_profile/edit',
      '/user_profile/edit?usertoken=t&processId=p',
      '/feedback/user',
      '/convocatory/inscription/conv-1/STUDENT',
      '/convocatory/inscription/some-token',
      '/convocatory/inscription_result',
      '/mdi/user',
      '/mdi/user/result',
      '/postula-a-ser-mentora',
      '/emprende-inscription',
      '/answer/inv-1',
      '/answer/template/inv-1',
      '/certificate/cert-1',
      '/mark-attendance/event-1',
      '/correos',
    ])('%s', (url) => {
      expectDecisions(url, {
        nobody: render('public'),
        admin: render('public'),
        companyAdmin: render('public'),
        mentee: render('public'),
        entrepreneur: render('public'),
      });
    });
  });

  describe('member routes', () => {
    it.each(['/user_profile', '/user_profile/user-42'])(
      '%s: admins and company admins may open profiles, in their own layout',
      (url) => {
        expectDecisions(url, {
          nobody: toLogin(url),
          admin: render('admin'),
          companyAdmin: render('companyAdmin'),
          mentee: render('member'),
          entrepreneur: render('member'),
        });
      },
    );

    it.each([
      '/home',
      '/campus',
      '/home/process/pair-1/STUDENT',
      '/attraction/STUDENT/process-1',
      '/chat/pair-1/MENTOR',
      '/groupchat/process-1',
      '/networking',
      '/my-certificate/cert-1',
    ])('%s: admins and company admins go to their own home', (url) => {
      expectDecisions(url, {
        nobody: toLogin(url),
        admin: redirect('/admin/home'),
        companyAdmin: redirect('/company-admin/home'),
        mentee: render('member'),
        entrepreneur: render('member'),
      });
    });

    it.each(['/blog', '/entrepreneurs'])('%s: only for users with entrepreneur info', (url) => {
      expectDecisions(url, {
        nobody: toLogin(url),
        admin: redirect('/admin/home'),
        companyAdmin: redirect('/company-admin/home'),
        mentee: redirect('/home'),
        entrepreneur: render('member'),
      });
    });
  });

  describe('admin-only routes: non-admins go to /home (and on to their own home)', () => {
    const adminMenuPaths = [
      '/admin/home',
      '/admin/campus',
      '/admin/clients',
      '/admin/convocatory',
      '/admin/questionaries',
      '/admin/questionary-bundles/mdi',
      '/admin/questionary-bundles/session_feedback',
      '/admin/mdi/panel',
      '/admin/dynamic-mentorship',
      '/admin/open-questionaries',
      '/admin/challenges',
      '/admin/processes',
      '/admin/reports',
      '/admin/workshop-report',
      '/admin/users',
      '/admin/company-admins',
      '/admin/students',
      '/admin/mentors',
      '/admin/metadata',
      '/admin/blog',
    ];
    const adminScreens = [
      '/admin',
      '/admin/clients/client-1',
      '/admin/processes/select',
      '/admin/processes/create',
      '/admin/processes/edit/process-1?step=2',
      '/admin/processes/draft/process-1',
      '/admin/processes/kickoff/process-1',
      '/admin/processes/in_progress/process-1',
      '/admin/processes/finalized/process-1',
      '/admin/processes/attraction/in_progress/process-1',
      '/admin/attraction/create?step=1',
      '/admin/attraction/edit/process-1',
      '/admin/mentorship',
      '/admin/mentorship/create',
      '/admin/mentorship/guide-1/edit',
      '/admin/mentorship/guide-1/view',
      '/admin/campus/create',
      '/admin/campus/edit/campus-1',
      '/admin/campus/campus-1/preview',
      '/admin/challenge/create',
      '/admin/challenge/edit/challenge-1',
      '/admin/convocatory/create',
      '/admin/convocatory/edit/conv-1',
      '/admin/convocatory/view/conv-1',
      '/admin/convocatory/conv-1',
      '/admin/mdi/questions',
      '/admin/mdi/forms',
      '/admin/mdi/mdi-1/preview',
      '/admin/template/questionary-1',
      '/admin/questionaries/create',
      '/admin/questionaries/edit/questionary-1',
      '/questionary/questionary-1',
      '/admin/open-invitation/invitation-1',
      '/admin/questionary-bundle/create/mdi',
      '/admin/questionary-bundle/bundle-1',
      '/admin/dynamic-mentorship/guide-1',
      '/event-attendance-qr/event-1',
    ];

    it.each([...adminMenuPaths, ...adminScreens])('%s', (url) => {
      expectDecisions(url, {
        nobody: toLogin(url),
        admin: render('admin'),
        companyAdmin: redirect('/company-admin/home'),
        mentee: redirect('/home'),
        entrepreneur: redirect('/home'),
      });
    });
  });

  describe('company-admin routes: others go to /home (and on to their own home)', () => {
    it.each([
      '/company-admin/home',
      '/company-admin/processes',
      '/company-admin/processes/in_progress/process-1',
      '/company-admin/processes/finalized/process-1',
      '/company-admin/processes/attraction/finalized/process-1',
      '/company-admin/dashboard',
    ])('%s', (url) => {
      expectDecisions(url, {
        nobody: toLogin(url),
        admin: redirect('/admin/home'),
        companyAdmin: render('companyAdmin'),
        mentee: redirect('/home'),
        entrepreneur: redirect('/home'),
      });
    });
  });

  describe("a client's reports: admins and company admins, each in their layout", () => {
    it.each(['/client/dashboard', '/client/dashboard?clientId=client-1'])('%s', (url) => {
      expectDecisions(url, {
        nobody: toLogin(url),
        admin: render('admin'),
        companyAdmin: render('companyAdmin'),
        mentee: redirect('/home'),
        entrepreneur: redirect('/home'),
      });
    });
  });

  describe('routes for every signed-in user, in the layout of their role', () => {
    it.each(['/notifications', '/notifications?page=2'])('%s', (url) => {
      expectDecisions(url, {
        nobody: toLogin(url),
        admin: render('admin'),
        companyAdmin: render('companyAdmin'),
        mentee: render('member'),
        entrepreneur: render('member'),
      });
    });

    it('/notifications/extra is unknown', () => {
      expectDecisions('/notifications/extra', { nobody: redirect('/login'), ...homes });
    });
  });

  describe('unknown paths go to /login (and a signed-in user on to their home)', () => {
    it.each([
      '/',
      '/nope',
      '/admin/unknown-screen',
      '/home/extra',
      '/user_profile/a/b',
      '/blogs',
      '/login/extra',
      '/HOME',
    ])('%s', (url) => {
      expectDecisions(url, { nobody: redirect('/login'), ...homes });
    });
  });

  describe('the next parameter of a redirect to /login', () => {
    it('carries the path, query and hash, encoded', () => {
      expect(decideRoute('/admin/clients?page=2&q=a%20b#top', null)).toEqual(
        redirect('/login?next=%2Fadmin%2Fclients%3Fpage%3D2%26q%3Da%2520b%23top'),
      );
    });

    it('is honoured once signed in, then gated again', () => {
      expect(decideRoute('/login?next=%2Fuser_profile', mentee)).toEqual(redirect('/user_profile'));
      expect(decideRoute('/login?next=%2Fadmin%2Fclients%3Fpage%3D2', admin)).toEqual(
        redirect('/admin/clients?page=2'),
      );
      expect(decideRoute('/login?next=%2Fadmin%2Fclients', mentee)).toEqual(redirect('/home'));
    });

    it('is ignored when it leaves the site', () => {
      for (const next of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
        expect(decideRoute(`/login?next=${encodeURIComponent(next)}`, companyAdmin)).toEqual(
          redirect('/company-admin/home'),
        );
      }
    });
  });

  it('tolerates a trailing slash', () => {
    expect(decideRoute('/admin/home/', admin)).toEqual(render('admin'));
  });

  it('knows which decisions need the entrepreneur info', () => {
    expect(dependsOnEntrepreneurInfo('/blog')).toBe(true);
    expect(dependsOnEntrepreneurInfo('/entrepreneurs')).toBe(true);
    expect(dependsOnEntrepreneurInfo('/home')).toBe(false);
    expect(dependsOnEntrepreneurInfo('/admin/home')).toBe(false);
  });

  it('knows every screen the router has', () => {
    for (const { path } of pageRoutes) expect(routeAccessOf(path), path).not.toBeNull();
  });
});
