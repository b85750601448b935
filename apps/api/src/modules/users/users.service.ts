import type { AccessTokenClaims, CurrentUser } from '@enlaza/contract';
import { unauthorized } from '../../plugins/errors';
import type { UsersRepository } from './users.repository';

export function createUsersService({ usersRepository }: { usersRepository: UsersRepository }) {
  return {
    async currentUser(claims: AccessTokenClaims): Promise<CurrentUser> {
      const row = await usersRepository.findByIdWithClient(claims.userId);
      if (!row) throw unauthorized();
      const { user, clientName } = row;
      return {
        id: user.id,
        email: user.email,
        name: user.name,
        lastName: user.lastName,
        roles: user.roles,
        role: claims.role,
        clientId: user.clientId,
        clientName,
        isMentor: user.mentorshipInfo != null,
        isEntrepreneur: user.emprendeInfo != null,
        hasPassword: user.passwordHash != null,
      };
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
