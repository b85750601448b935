import {
  credentialErrorTypes,
  credentialMessages,
  errorTypes,
  type AccessTokenClaims,
  type Role,
  type TokenPair,
} from '@enlaza/contract';
import type { Config } from '../../config';
import { brandOf, type Brand, type BrandId } from '../../lib/brands';
import { hashToken, newOpaqueToken } from '../../lib/crypto';
import { createWindowLimiter } from '../../lib/windowLimiter';
import type { CounterStore } from '../../plugins/counters';
import { AppError, badRequest, forbidden, notFound, unauthorized } from '../../plugins/errors';
import type { LiveEvents } from '../../plugins/graphql';
import type { Mailer } from '../../plugins/mail';
import type { UserRow, UsersRepository } from '../users';
import type { AccessTokenSigner } from './accessTokens';
import type { AuthRepository } from './auth.repository';
import { createLiveLogins, ENDED_LOGINS_TOPIC, type EndedLogins } from './liveLogins';
import { hashPassword, verifyPassword } from './passwords';
import { emailChangedMail, passwordResetLink, passwordResetMail } from './auth.mails';

interface Deps {
  config: Config;
  authRepository: AuthRepository;
  usersRepository: UsersRepository;
  signer: AccessTokenSigner;
  mailer: Mailer;
  /** Counters shared by every instance (the current-password limit). */
  counters: CounterStore;
  /** Tells every instance of logins that ended. */
  live: LiveEvents;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Wrong current passwords per account in 15 minutes: a stolen session must not become a password oracle. */
const CURRENT_PASSWORD_TRIES = 10;

export function createAuthService({ config, authRepository, usersRepository, signer, mailer, counters, live }: Deps) {
  const liveLogins = createLiveLogins(config.loginCheckSeconds * 1000);
  live.subscribe(ENDED_LOGINS_TOPIC, (ended) => liveLogins.forget(ended as EndedLogins));

  /** Forgets ended logins here at once, and on the other instances as soon as they hear of it. */
  async function loginsEnded(ended: EndedLogins) {
    liveLogins.forget(ended);
    // Should the message be lost (Redis away), the other instances still stop accepting them within seconds.
    await live.publish(ENDED_LOGINS_TOPIC, ended).catch(() => undefined);
  }

  async function endSession(sessionId: string, reason: string) {
    await authRepository.revokeSession(sessionId, reason);
    await loginsEnded({ sessionIds: [sessionId] });
  }

  async function issueTokens(user: UserRow, role: Role, sessionId: string): Promise<TokenPair> {
    const refreshToken = newOpaqueToken();
    await authRepository.insertRefreshToken({
      sessionId,
      tokenHash: hashToken(refreshToken),
      role,
      expiresAt: new Date(Date.now() + config.refreshTokenTtlDays * DAY_MS),
    });
    const accessToken = await signer.sign({ userId: user.id, role, roles: user.roles, sid: sessionId });
    return { accessToken, refreshToken };
  }

  async function startSession(user: UserRow, brand: BrandId, method: 'password' | 'google' | 'microsoft') {
    const role = user.roles[0];
    if (!role) throw unauthorized(errorTypes.authFailed);
    const session = await authRepository.createSession(user.id, brand, method);
    return issueTokens(user, role, session.id);
  }

  const currentPasswordLimiter = createWindowLimiter(counters, {
    name: 'current-password',
    max: CURRENT_PASSWORD_TRIES,
    windowMs: 15 * 60_000,
  });

  /**
   * A signed-in user changing their email or password proves they hold the account (issue 13): their current
   * password, when the account has one. Missing or wrong is a 400 with its own message; too many wrong ones, 429.
   */
  async function verifyCurrentPassword(
    user: { id: string; passwordHash: string | null },
    currentPassword: string | undefined,
  ): Promise<void> {
    if (!user.passwordHash) return;
    if (!currentPassword) {
      throw badRequest(credentialErrorTypes.currentPasswordRequired, credentialMessages.currentPasswordRequired);
    }
    if (await verifyPassword(user.passwordHash, currentPassword)) return;
    if (!(await currentPasswordLimiter.hit(user.id))) throw new AppError(errorTypes.rateLimited, 429);
    throw badRequest(credentialErrorTypes.currentPasswordWrong, credentialMessages.currentPasswordWrong);
  }

  /** The claims of a valid access token whose login has not been ended (sign-out, reuse, role swap). */
  async function authenticate(accessToken: string): Promise<AccessTokenClaims | null> {
    const claims = await signer.verify(accessToken);
    if (!claims) return null;
    if (liveLogins.knownLive(claims.sid)) return claims;
    const mark = liveLogins.mark();
    if (!(await authRepository.isSessionLive(claims.sid))) return null;
    liveLogins.remember(claims.sid, claims.userId, mark);
    return claims;
  }

  return {
    async login(input: { email: string; password: string; isMentorup: boolean }): Promise<TokenPair> {
      const user = await usersRepository.findByEmail(input.email);
      // The same answer, after the same work, for an unknown email and a wrong password.
      const valid = await verifyPassword(user?.passwordHash, input.password);
      if (!user || !valid) throw unauthorized(errorTypes.authFailed);
      return startSession(user, brandOf(config, input.isMentorup).id, 'password');
    },

    async refresh(refreshToken: string): Promise<TokenPair> {
      const tokenHash = hashToken(refreshToken);
      const known = await authRepository.findRefreshToken(tokenHash);
      if (!known) throw unauthorized(errorTypes.invalidRefreshToken);
      // The login is checked before the token is consumed: when two requests race with the same token, the one that
      // consumes it must not then find its login revoked by the other's reuse alarm.
      const session = await authRepository.findSession(known.sessionId);
      if (!session || session.revokedAt || known.expiresAt.getTime() <= Date.now()) {
        throw unauthorized(errorTypes.invalidRefreshToken);
      }
      const consumed = await authRepository.consumeRefreshToken(tokenHash);
      if (!consumed) {
        // A token presented twice was stolen or replayed: end that whole login.
        await endSession(known.sessionId, 'refresh_token_reuse');
        throw unauthorized(errorTypes.invalidRefreshToken);
      }
      const user = await usersRepository.findById(session.userId);
      if (!user) throw unauthorized(errorTypes.invalidRefreshToken);
      // A role taken away since the last refresh falls back to the user's first role.
      const role = user.roles.includes(consumed.role) ? consumed.role : user.roles[0];
      if (!role) throw unauthorized(errorTypes.invalidRefreshToken);
      return issueTokens(user, role, session.id);
    },

    async swapRole(claims: AccessTokenClaims, role: Role): Promise<TokenPair> {
      const user = await usersRepository.findById(claims.userId);
      if (!user) throw unauthorized();
      if (!user.roles.includes(role)) throw forbidden(errorTypes.roleNotHeld);
      const previous = await authRepository.findSession(claims.sid);
      await endSession(claims.sid, 'role_swap');
      const session = await authRepository.createSession(user.id, previous?.brand ?? 'default', 'role_swap');
      return issueTokens(user, role, session.id);
    },

    async logout(input: { refreshToken?: string; claims?: AccessTokenClaims }): Promise<void> {
      if (input.claims) await endSession(input.claims.sid, 'logout');
      if (input.refreshToken) {
        const known = await authRepository.findRefreshToken(hashToken(input.refreshToken));
        if (known) await endSession(known.sessionId, 'logout');
      }
    },

    authenticate,
    verifyCurrentPassword,

    /** A deleted account's logins went with it (the sessions table cascades): no instance may accept them. */
    accountDeleted: (userId: string) => loginsEnded({ userId }),

    /** Tells the old address that the account's email changed (issue 13), under the account's brand. */
    async emailChanged(user: { name: string; isMentorup: boolean }, oldEmail: string, newEmail: string) {
      const brand = brandOf(config, user.isMentorup);
      await mailer.send(emailChangedMail({ brand, user, oldEmail, newEmail }));
    },

    async recoverPassword(input: { email: string; isMentorup: boolean }): Promise<void> {
      const user = await usersRepository.findByEmail(input.email);
      if (!user) throw notFound(errorTypes.recoverPasswordUnknownEmail);
      const token = newOpaqueToken();
      await authRepository.insertPasswordResetToken({
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + config.passwordResetTtlMinutes * 60_000),
      });
      const brand = brandOf(config, input.isMentorup);
      await mailer.send(passwordResetMail({ brand, user, token, ttlMinutes: config.passwordResetTtlMinutes }));
    },

    /**
     * A single-use link to choose a password, for accounts created without one (the directory's welcome mail).
     * It is the recovery mechanism with a longer validity: the same token table and the same reset page.
     */
    async passwordSetupLink(userId: string, brand: Brand, ttlMinutes: number): Promise<string> {
      const token = newOpaqueToken();
      await authRepository.insertPasswordResetToken({
        userId,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + ttlMinutes * 60_000),
      });
      return passwordResetLink(brand, token);
    },

    /**
     * The bearer is either the single-use token from the recovery mail or, on the reset page of a signed-in
     * user, their access token; then the current password is asked too (when the account has one). Setting the
     * password ends every other reset link of the account (usersRepository.setPasswordHash).
     */
    async resetPassword(
      bearer: string | undefined,
      input: { password: string; currentPassword?: string | undefined },
    ): Promise<void> {
      const invalidLink = () => badRequest(errorTypes.resetPasswordInvalidLink);
      if (!bearer) throw invalidLink();
      let userId: string | undefined;
      const claims = bearer.includes('.') ? await authenticate(bearer) : null;
      if (claims) {
        const user = await usersRepository.findById(claims.userId);
        if (!user) throw invalidLink();
        await verifyCurrentPassword(user, input.currentPassword);
        userId = user.id;
      } else {
        const resetToken = await authRepository.consumePasswordResetToken(hashToken(bearer));
        userId = resetToken?.userId;
      }
      if (!userId) throw invalidLink();
      await usersRepository.setPasswordHash(userId, await hashPassword(input.password));
      // A new password ends every other login of that user (a recovered account may have been taken over).
      await authRepository.revokeUserSessions(userId, 'password_reset');
      await loginsEnded({ userId });
    },

    /**
     * Signs in a person whose identity a signed mail link already proves (a pending process invitee who must
     * complete their profile before confirming); the caller checks the link.
     */
    async signInByInvitation(userId: string, brand: BrandId): Promise<TokenPair> {
      const user = await usersRepository.findById(userId);
      if (!user) throw unauthorized();
      return startSession(user, brand, 'password');
    },

    async signInWithIdentityProvider(input: {
      provider: 'google' | 'microsoft';
      email: string | undefined;
      emailVerified: boolean;
      brand: BrandId;
    }): Promise<TokenPair> {
      if (!input.email || !input.emailVerified) throw new AppError(errorTypes.oidcUnknownUser, 403);
      const user = await usersRepository.findByEmail(input.email);
      if (!user) throw new AppError(errorTypes.oidcUnknownUser, 403);
      return startSession(user, input.brand, input.provider);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
