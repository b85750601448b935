/** Who may do what: the platform's access policies, their enforcement on routes, and the facts they read. */
export {
  access,
  linkCaller,
  mailedLinkToken,
  mayReadPrivateProfile,
  type AccessPolicy,
  type AccessSubject,
  type Viewer,
} from './policies';
export { createAccessRepository, type AccessRepository } from './access.repository';
export { createAccessChecker, enforceAccessPolicies, type AccessChecker, type AccessDocumentation } from './accessHook';
