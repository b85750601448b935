import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageLoading } from '../components/FullPageLoading';
import { RouteProgress } from '../components/RouteProgress';
import { useCurrentUser } from '../features/users/currentUser';
import { api } from '../lib/api';
import { readAccessTokenClaims, useHasStoredTokens, useSessionClaims } from '../lib/auth/session';
import { tokenStore } from '../lib/auth/tokenStorage';
import { PublicLayout } from './layouts/PublicLayout';
import { decideRoute, dependsOnEntrepreneurInfo, requiresSession, type LayoutKind } from './routeGating';

const loadBackOfficeLayouts = () => import('./layouts/BackOfficeLayouts');
const loadMemberLayout = () => import('./layouts/MemberLayout');

const layouts: Record<LayoutKind, ComponentType<{ children: ReactNode }>> = {
  public: PublicLayout,
  admin: lazy(() => loadBackOfficeLayouts().then((m) => ({ default: m.AdminLayout }))),
  companyAdmin: lazy(() => loadBackOfficeLayouts().then((m) => ({ default: m.CompanyAdminLayout }))),
  member: lazy(() => loadMemberLayout().then((m) => ({ default: m.MemberLayout }))),
};

/**
 * Starts loading the layout a route (its path pattern) will be shown in, by the stored session, while the router
 * loads the page itself: otherwise the layout's download only begins once the page's has ended. Public pages have
 * nothing to load.
 */
export function preloadLayoutFor(pathPattern: string): void {
  const claims = readAccessTokenClaims(tokenStore.getAccessToken());
  // The entrepreneur flag is not in the token: it only decides between two member pages, in the same layout.
  const decision = decideRoute(pathPattern, claims && { role: claims.role, isEntrepreneur: true });
  if (decision.action !== 'render') return;
  if (decision.layout === 'admin' || decision.layout === 'companyAdmin') void loadBackOfficeLayouts();
  if (decision.layout === 'member') void loadMemberLayout();
}

/** Applies the route gating to every navigation and renders the page inside the layout it calls for. */
export function RouteGate() {
  const location = useLocation();
  const claims = useSessionClaims();
  const hasStoredTokens = useHasStoredTokens();

  // Tokens are stored but the access token cannot be read: before a page that needs a session treats the
  // visitor as signed out, try the refresh token; if that fails the session ends (storage cleared, /login?next=).
  const restoring = claims === null && hasStoredTokens && requiresSession(location.pathname);
  const restore = useQuery({
    // Not a read to cache: the session's renewal, run once while the page waits (never kept, gcTime 0).
    queryKey: ['restoreSession'],
    queryFn: () => api.restoreSession(),
    enabled: restoring,
    retry: false,
    gcTime: 0,
  });

  // Only /blog and /entrepreneurs need more than the token says about the user.
  const needsCurrentUser = claims !== null && dependsOnEntrepreneurInfo(location.pathname);
  const currentUser = useCurrentUser({ enabled: needsCurrentUser });

  if (restoring && !restore.isError) return <FullPageLoading />;
  if (needsCurrentUser && currentUser.isPending) return <FullPageLoading />;

  const session = claims && { role: claims.role, isEntrepreneur: currentUser.data?.isEntrepreneur ?? false };
  const decision = decideRoute(location.pathname + location.search + location.hash, session);
  if (decision.action === 'redirect') return <Navigate to={decision.to} replace />;

  const Layout = layouts[decision.layout];
  return (
    <>
      <RouteProgress />
      <Suspense fallback={<FullPageLoading />}>
        <Layout>
          <Outlet />
        </Layout>
      </Suspense>
    </>
  );
}
