import {
  answeringErrorTypes,
  answeringMessages,
  chatMessages,
  convocatoryErrorTypes,
  errorTypes,
  enrolmentMessages,
  INSCRIPTION_TOKEN_HEADER,
  USER_TOKEN_HEADER,
  USER_TOKEN_QUERY,
  participationErrorTypes,
  participationMessages,
  guideAnsweringMessages,
  type AccessTokenClaims,
  type Role,
  isResourceId,
} from '@enlaza/contract';
import { forbidden, notFound, unauthorized } from '../../plugins/errors';
import type { AccessRepository } from './access.repository';

/**
 * Who is asking and about what: the caller's claims (null when anonymous) and the raw, not yet validated, path and
 * query parameters (REST) or arguments (GraphQL). Policies run before validation, so every value is untrusted.
 */
export interface AccessSubject {
  auth: AccessTokenClaims | null;
  params: unknown;
  query?: unknown;
  /** REST only: the request's headers (credentials other than the sign-in travel there). */
  headers?: Record<string, unknown>;
}

/**
 * One "may this viewer do this to that?" rule. A policy throws 401 for an anonymous caller it does not admit, 403 for
 * a signed-in caller without the right, and 404 where the resource does not exist (for anyone but an admin, whose
 * service answers the area's own 404 or 400).
 */
export interface AccessPolicy {
  /** The policy's name, published in the OpenAPI document (`x-access`) and used by the authorization matrix. */
  readonly name: string;
  /** Which parameter names the guarded resource, e.g. { process: 'id' }. */
  readonly resources: Readonly<Record<string, string>>;
  /** Whether a caller with no sign-in may pass. */
  readonly anonymous: boolean;
  /** A plain sentence for the API documentation. */
  readonly description: string;
  check(subject: AccessSubject, facts: AccessRepository): Promise<void>;
}

function valueOf(source: unknown, name: string): string | undefined {
  const value = (source as Record<string, unknown> | null | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The token of a mailed link (an invitation's or an answering link's): the link's query `usertoken`, or the header
 * `user-token` a page sends it in. The invitee policy and the services read the same one.
 */
export function mailedLinkToken(subject: { query?: unknown; headers?: unknown }): string | undefined {
  return valueOf(subject.query, USER_TOKEN_QUERY) || valueOf(subject.headers, USER_TOKEN_HEADER) || undefined;
}

/** Who calls with a mailed link: their sign-in, if any, and the link's token (see mailedLinkToken). */
export function linkCaller(request: { auth: AccessTokenClaims | null; query?: unknown; headers?: unknown }): {
  auth: AccessTokenClaims | null;
  userToken: string | undefined;
} {
  return { auth: request.auth, userToken: mailedLinkToken(request) };
}

/** The id a parameter carries, or undefined when it is missing or not an id (treated as "no such resource"). */
function idParam(subject: AccessSubject, name: string): string | undefined {
  const value = valueOf(subject.params, name) ?? valueOf(subject.query, name);
  return isResourceId(value) ? value : undefined;
}

function signedIn(subject: AccessSubject): AccessTokenClaims {
  if (!subject.auth) throw unauthorized();
  return subject.auth;
}

const isAdmin = (auth: AccessTokenClaims) => auth.role === 'ADMIN';

/** The company admin acting as such, with the client they administer (null when they have none). */
async function companyClientOf(auth: AccessTokenClaims, facts: AccessRepository): Promise<string | null> {
  return auth.role === 'COMPANY_ADMIN' ? facts.clientIdOfUser(auth.userId) : null;
}

/**
 * Loads the resource's client through `find`; an admin passes whether or not it exists (its service answers), anyone
 * else gets 404 for a missing one.
 */
async function resourceOrNotFound<T>(
  auth: AccessTokenClaims,
  id: string | undefined,
  find: (id: string) => Promise<T | undefined>,
): Promise<T | 'admin'> {
  if (isAdmin(auth)) return 'admin';
  const found = id ? await find(id) : undefined;
  if (found === undefined) throw notFound();
  return found;
}

/** The rule of `privateProfile`, also used by the users area to decide which fields a viewer gets. */
export async function mayReadPrivateProfile(
  viewer: AccessTokenClaims,
  userId: string | undefined,
  facts: AccessRepository,
): Promise<boolean> {
  if (isAdmin(viewer)) return true;
  if (!userId) return false;
  if (viewer.userId === userId) return true;
  if (await facts.arePartners(viewer.userId, userId)) return true;
  const own = await companyClientOf(viewer, facts);
  return !!own && (await facts.isPersonOfClient(userId, own));
}

/** A member of the room: 404 when there is no such room, 403 for someone who is not in it. */
async function requireChatMember(auth: AccessTokenClaims, chatRoomId: string | undefined, facts: AccessRepository) {
  const memberIds = chatRoomId ? await facts.chatRoomMemberIds(chatRoomId) : undefined;
  if (!memberIds) throw notFound(errorTypes.notFound, chatMessages.roomNotFound);
  if (!memberIds.includes(auth.userId)) throw forbidden(errorTypes.forbidden, chatMessages.notMember);
}

/**
 * One of the two people of the pair behind a live content or a guide: 404 when there is no such resource, 403 for
 * anyone else.
 */
async function requirePairPerson(
  auth: AccessTokenClaims,
  pair: { mentorId: string; studentId: string } | undefined,
  missing: () => Error,
) {
  if (!pair) throw missing();
  // The catalogue's types: GraphQL callers tell a refusal from an area's own error by them.
  if (pair.mentorId !== auth.userId && pair.studentId !== auth.userId) {
    throw forbidden(errorTypes.forbidden, guideAnsweringMessages.notPairPerson);
  }
}

const guideMissing = () => notFound(answeringErrorTypes.notFound, answeringMessages.notFound);
const liveContentMissing = () => notFound(errorTypes.notFound, guideAnsweringMessages.liveContentNotFound);

function policy(
  name: string,
  description: string,
  check: AccessPolicy['check'],
  options: { resources?: Record<string, string>; anonymous?: boolean } = {},
): AccessPolicy {
  return { name, description, check, resources: options.resources ?? {}, anonymous: options.anonymous ?? false };
}

function requireRole(name: string, description: string, role: Role): AccessPolicy {
  return policy(name, description, async (subject) => {
    if (signedIn(subject).role !== role) throw forbidden();
  });
}

/**
 * The platform's access policies. Every route names one in its options (`config: { access }`), GraphQL resolvers
 * call the same ones; the rule for "who may" lives here and nowhere else.
 */
export const access = {
  /** Anyone, signed in or not (sign-in, public enrolment, QR attendance, reference lists). */
  public: policy('public', 'Pública: no requiere sesión.', async () => {}, { anonymous: true }),

  /**
   * Anyone, signed in or not, while the mail preview is on (config `mailPreview`: no SMTP on a development or demo
   * start, or MAIL_PREVIEW=on); otherwise the resource does not exist for anyone (404), admins included: they read
   * the outbox under /admin/outbox.
   */
  mailPreview: (enabled: boolean) =>
    policy(
      'mailPreview',
      'Pública mientras la vista de correos enviados está activa (sin SMTP_URL en un inicio de desarrollo o de ' +
        'demostración, o MAIL_PREVIEW=on); si no, 404 para todas.',
      async () => {
        if (!enabled) throw notFound();
      },
      { anonymous: true },
    ),

  /** Any signed-in user acting on their own data (the service scopes everything to the caller). */
  signedIn: policy('signedIn', 'Cualquier usuaria con sesión, sobre sus propios datos.', async (subject) => {
    signedIn(subject);
  }),

  admin: requireRole('admin', 'Solo administradoras.', 'ADMIN'),

  /** A company admin on their own company's data (routes under /company-admins/me). */
  companyAdmin: requireRole(
    'companyAdmin',
    'Solo administradoras de empresa, sobre su propia empresa.',
    'COMPANY_ADMIN',
  ),

  /**
   * A programme user with entrepreneur info (spec 000 §2: the blog and the entrepreneurs' pages are theirs), or an
   * admin.
   */
  entrepreneur: policy(
    'entrepreneur',
    'Usuarias de programa con datos de emprendimiento, o administradoras.',
    async (subject, facts) => {
      const auth = signedIn(subject);
      if (isAdmin(auth)) return;
      if (auth.role !== 'USER' || !(await facts.hasEntrepreneurInfo(auth.userId))) throw forbidden();
    },
  ),

  /** A programme user (mentor or mentee) on their own participation. */
  member: requireRole('member', 'Solo usuarias de programa (mentoras y mentees), sobre su participación.', 'USER'),

  /**
   * Signed in, or carrying an invitation token (query `usertoken` or header `user-token`) that the service verifies
   * against the process: an invited person may answer before they have a password.
   */
  invitee: policy(
    'invitee',
    'Sesión iniciada, o el token de invitación del correo (usertoken) que el servicio valida para este proceso.',
    async (subject) => {
      if (!subject.auth && !mailedLinkToken(subject)) {
        throw unauthorized();
      }
    },
    { anonymous: false },
  ),

  /**
   * Anyone reaches the answering calls: an open invitation is answered by whoever has its link; for a personal one
   * the service checks the session or the link's token (usertoken) against the invited person (401/403 there).
   */
  respondent: policy(
    'respondent',
    'Pública: las invitaciones abiertas las responde cualquiera con el enlace; en las personales el servicio exige ' +
      'la sesión o el token del correo (usertoken) de la persona invitada (401 sin ellos, 403 si es de otra).',
    async () => {},
    { anonymous: true },
  ),

  /**
   * An applicant to a convocatoria carrying their inscription token (header `inscription-token`), which the service
   * verifies against the profile or convocatoria; without it, 401 for everyone, signed in or not.
   */
  applicant: policy(
    'applicant',
    'Postulantes con su token de inscripción (cabecera inscription-token), que el servicio valida.',
    async (subject) => {
      if (!valueOf(subject.headers, INSCRIPTION_TOKEN_HEADER)?.trim()) {
        throw unauthorized(convocatoryErrorTypes.inscriptionTokenInvalid, enrolmentMessages.tokenInvalid);
      }
    },
    { anonymous: true },
  ),

  /** Admins, or a company admin of this client. */
  clientStaff: (param: string) =>
    policy(
      'clientStaff',
      `Administradoras, o administradoras de empresa del cliente {${param}}.`,
      async (subject, facts) => {
        const auth = signedIn(subject);
        if (isAdmin(auth)) return;
        const clientId = idParam(subject, param);
        const own = await companyClientOf(auth, facts);
        if (!own || own !== clientId) throw forbidden();
      },
      { resources: { client: param } },
    ),

  /**
   * Reports and panels of a client's figures: admins on any client; a company admin only on her own client (the
   * service locks her reports to it; naming another client in `clientId` is a 403).
   */
  reportReader: policy(
    'reportReader',
    'Administradoras (cualquier cliente), o administradoras de empresa sobre su propio cliente (clientId de otro: 403).',
    async (subject, facts) => {
      const auth = signedIn(subject);
      if (isAdmin(auth)) return;
      const own = await companyClientOf(auth, facts);
      if (!own) throw forbidden();
      const asked = valueOf(subject.query, 'clientId') ?? valueOf(subject.params, 'clientId');
      if (asked !== undefined && asked !== own) throw forbidden();
    },
  ),

  /** Admins, or a company admin of the client the user belongs to (the company's own people). */
  userClientStaff: (param: string) =>
    policy(
      'userClientStaff',
      `Administradoras, o administradoras de empresa del cliente de la usuaria {${param}}.`,
      async (subject, facts) => {
        const auth = signedIn(subject);
        if (auth.role !== 'ADMIN' && auth.role !== 'COMPANY_ADMIN') throw forbidden();
        const userId = idParam(subject, param);
        const found = await resourceOrNotFound(auth, userId, facts.userClient);
        if (found === 'admin') return;
        const { clientId } = found;
        const own = await companyClientOf(auth, facts);
        if (!own || own !== clientId) throw forbidden();
      },
      { resources: { user: param } },
    ),

  /** Admins, or a company admin of the process's client (spec 001 §6: the company follows its own processes). */
  processStaff: (param: string) =>
    policy(
      'processStaff',
      `Administradoras, o administradoras de empresa del cliente del proceso {${param}}.`,
      async (subject, facts) => {
        const auth = signedIn(subject);
        // Someone who is staff of no process is refused before anything is looked up.
        if (auth.role !== 'ADMIN' && auth.role !== 'COMPANY_ADMIN') throw forbidden();
        const clientId = await resourceOrNotFound(auth, idParam(subject, param), facts.processClientId);
        if (clientId === 'admin') return;
        if ((await companyClientOf(auth, facts)) !== clientId) throw forbidden();
      },
      { resources: { process: param } },
    ),

  /** Only a company admin of the process's client (their own read-only views). */
  processClientAdmin: (param: string) =>
    policy(
      'processClientAdmin',
      `Solo administradoras de empresa del cliente del proceso {${param}}.`,
      async (subject, facts) => {
        const auth = signedIn(subject);
        if (auth.role !== 'COMPANY_ADMIN') throw forbidden();
        const id = idParam(subject, param);
        const clientId = id ? await facts.processClientId(id) : undefined;
        if (clientId === undefined) throw notFound();
        if ((await facts.clientIdOfUser(auth.userId)) !== clientId) throw forbidden();
      },
      { resources: { process: param } },
    ),

  /** Admins, the process's client's company admins, or a confirmed participant of the process. */
  processParticipant: (param: string) =>
    policy(
      'processParticipant',
      `Administradoras, administradoras de empresa del cliente, o participantes confirmadas del proceso {${param}}.`,
      async (subject, facts) => {
        const auth = signedIn(subject);
        const processId = idParam(subject, param);
        const clientId = await resourceOrNotFound(auth, processId, facts.processClientId);
        if (clientId === 'admin') return;
        if ((await companyClientOf(auth, facts)) === clientId) return;
        if (!(await facts.isActiveParticipant(processId!, auth.userId))) throw forbidden();
      },
      { resources: { process: param } },
    ),

  /** Admins, or one of the pair's two people. */
  pairMember: (param: string) =>
    policy(
      'pairMember',
      `Administradoras, o la mentora o la mentee de la dupla {${param}}.`,
      async (subject, facts) => {
        const auth = signedIn(subject);
        const pairId = idParam(subject, param);
        const pair = isAdmin(auth) ? 'admin' : pairId ? await facts.pairMembers(pairId) : undefined;
        if (pair === 'admin') return;
        if (!pair) throw notFound(participationErrorTypes.pairNotFound, participationMessages.pairNotFound);
        if (pair.mentorId !== auth.userId && pair.studentId !== auth.userId) {
          throw forbidden(participationErrorTypes.notPairMember, participationMessages.notPairMember);
        }
      },
      { resources: { pair: param } },
    ),

  /** Only one of the pair's two people: they write in their guides and tasks; admins read (pairMember) but never write. */
  pairPartner: (param: string) =>
    policy(
      'pairPartner',
      `Solo la mentora o la mentee de la dupla {${param}} (las administradoras no escriben).`,
      async (subject, facts) => {
        const auth = signedIn(subject);
        if (isAdmin(auth)) throw forbidden(errorTypes.forbidden);
        const pairId = idParam(subject, param);
        const pair = pairId ? await facts.pairMembers(pairId) : undefined;
        if (!pair) throw notFound(participationErrorTypes.pairNotFound, participationMessages.pairNotFound);
        if (pair.mentorId !== auth.userId && pair.studentId !== auth.userId) {
          throw forbidden(participationErrorTypes.notPairMember, participationMessages.notPairMember);
        }
      },
      { resources: { pair: param } },
    ),

  /** Admins (reading for support and the chat script), or one of the chat room's members. */
  chatRoomReader: (param: string) =>
    policy(
      'chatRoomReader',
      `Administradoras (solo lectura), o las personas del chat {${param}}.`,
      async (subject, facts) => {
        const auth = signedIn(subject);
        if (isAdmin(auth)) return;
        await requireChatMember(auth, idParam(subject, param), facts);
      },
      { resources: { chatRoom: param } },
    ),

  /** Only one of the chat room's members: they write and mark as read; admins read but never write. */
  chatRoomMember: (param: string) =>
    policy(
      'chatRoomMember',
      `Solo las personas del chat {${param}} (las administradoras no escriben).`,
      async (subject, facts) => {
        const auth = signedIn(subject);
        if (isAdmin(auth)) throw forbidden(errorTypes.forbidden, chatMessages.adminReadOnly);
        await requireChatMember(auth, idParam(subject, param), facts);
      },
      { resources: { chatRoom: param } },
    ),

  /** Admins (reading for support), or one of the two people of the pair whose guide the live content is. */
  liveContentReader: (param: string) =>
    policy(
      'liveContentReader',
      `Administradoras (solo lectura), o la mentora o la mentee de la dupla del contenido en vivo {${param}}.`,
      async (subject, facts) => {
        const auth = signedIn(subject);
        if (isAdmin(auth)) return;
        const id = idParam(subject, param);
        await requirePairPerson(auth, id ? await facts.liveContentPairMembers(id) : undefined, liveContentMissing);
      },
      { resources: { liveContent: param } },
    ),

  /** Only one of the pair's two people: they take control of and edit the live content; admins never write. */
  liveContentEditor: (param: string) =>
    policy(
      'liveContentEditor',
      `Solo la mentora o la mentee de la dupla del contenido en vivo {${param}} (las administradoras no escriben).`,
      async (subject, facts) => {
        const auth = signedIn(subject);
        if (isAdmin(auth)) throw forbidden(errorTypes.forbidden, guideAnsweringMessages.adminReadOnly);
        const id = idParam(subject, param);
        await requirePairPerson(auth, id ? await facts.liveContentPairMembers(id) : undefined, liveContentMissing);
      },
      { resources: { liveContent: param } },
    ),

  /** Admins (reading for support), or one of the two people of the pair whose session guide the invitation is. */
  guideReader: (param: string) =>
    policy(
      'guideReader',
      `Administradoras (solo lectura), o la mentora o la mentee de la dupla de la pauta de sesión {${param}}.`,
      async (subject, facts) => {
        const auth = signedIn(subject);
        if (isAdmin(auth)) return;
        const id = idParam(subject, param);
        await requirePairPerson(auth, id ? await facts.guideInvitationPairMembers(id) : undefined, guideMissing);
      },
      { resources: { guideInvitation: param } },
    ),

  /** Only one of the two people of the pair whose session guide the invitation is: they finish and reopen it. */
  guidePartner: (param: string) =>
    policy(
      'guidePartner',
      `Solo la mentora o la mentee de la dupla de la pauta de sesión {${param}} (las administradoras no escriben).`,
      async (subject, facts) => {
        const auth = signedIn(subject);
        if (isAdmin(auth)) throw forbidden(errorTypes.forbidden, guideAnsweringMessages.adminReadOnly);
        const id = idParam(subject, param);
        await requirePairPerson(auth, id ? await facts.guideInvitationPairMembers(id) : undefined, guideMissing);
      },
      { resources: { guideInvitation: param } },
    ),

  /** The user themself, or an admin. */
  self: (param: string) =>
    policy(
      'self',
      `La propia usuaria {${param}}, o administradoras.`,
      async (subject) => {
        const auth = signedIn(subject);
        if (isAdmin(auth)) return;
        if (valueOf(subject.params, param) !== auth.userId) throw forbidden();
      },
      { resources: { user: param } },
    ),

  /**
   * Who may see a person's private profile (contact, date of birth, chosen objectives): the person themself, admins,
   * their partner in an active pair, or a company admin of a client the person belongs to or takes part with.
   */
  privateProfile: (param: string) =>
    policy(
      'privateProfile',
      `La propia usuaria {${param}}, administradoras, su pareja en una dupla activa, o administradoras de empresa de su cliente.`,
      async (subject, facts) => {
        const auth = signedIn(subject);
        if (!(await mayReadPrivateProfile(auth, idParam(subject, param), facts))) throw forbidden();
      },
      { resources: { user: param } },
    ),

  /** Public without the parameter; with it, only those who may see that person's private profile. */
  profileViewer: (param: string) =>
    policy(
      'profileViewer',
      `Pública sin {${param}}; con {${param}}, quienes pueden ver el perfil privado de esa usuaria.`,
      async (subject, facts) => {
        if (valueOf(subject.query, param) === undefined && valueOf(subject.params, param) === undefined) return;
        await access.privateProfile(param).check(subject, facts);
      },
      { resources: { user: param }, anonymous: true },
    ),

  /** The user themself, or the staff of the process (their attendance, their progress). */
  selfOrProcessStaff: (userParam: string, processParam: string) =>
    policy(
      'selfOrProcessStaff',
      `La propia usuaria {${userParam}}, o administradoras y administradoras de empresa del cliente del proceso {${processParam}}.`,
      async (subject, facts) => {
        const auth = signedIn(subject);
        if (valueOf(subject.params, userParam) === auth.userId) return;
        await access.processStaff(processParam).check(subject, facts);
      },
      { resources: { user: userParam, process: processParam } },
    ),

  /**
   * Admins, or a participant of a process that follows this guide downloading their own audience's document (spec
   * 002: mentors the mentors' document, mentees the mentees').
   */
  guideAudience: (guideParam: string, audienceParam: string) =>
    policy(
      'guideAudience',
      `Administradoras, o participantes de un proceso con la guía {${guideParam}} en el rol del documento {${audienceParam}}.`,
      async (subject, facts) => {
        const auth = signedIn(subject);
        if (isAdmin(auth)) return;
        const audience = valueOf(subject.params, audienceParam);
        const role = audience === 'MENTOR' || audience === 'STUDENT' ? audience : undefined;
        const guideId = idParam(subject, guideParam);
        if (!role || !guideId || !(await facts.followsGuideAs(auth.userId, guideId, role))) throw forbidden();
      },
      { resources: { guide: guideParam, audience: audienceParam } },
    ),
};
export type AccessPolicies = typeof access;

/** The caller as services see it: who they are and the role they act in. */
export interface Viewer {
  userId: string;
  role: Role;
}
