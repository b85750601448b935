import {
  clientErrorMessages,
  clientErrorTypes,
  companyAdminOfOtherClientMessage,
  credentialErrorTypes,
  credentialMessages,
  directoryErrorTypes,
  directoryMessages,
  errorTypes,
  IMPORT_MAX_COMPRESSION_RATIO,
  IMPORT_MAX_ROWS,
  IMPORT_MAX_UNCOMPRESSED_BYTES,
  type AccessTokenClaims,
  type DirectoryPage,
  type DirectoryUser,
  type ImportResult,
  type MentorType,
  type Role,
  type UserFormPayload,
  type UserFormRole,
} from '@enlaza/contract';
import type { Config } from '../../config';
import { brandOf } from '../../lib/brands';
import { AppError, badRequest, forbidden, notFound } from '../../plugins/errors';
import { isUniqueViolation } from '../../db/errors';
import type { AuthService } from '../auth';
import type { Mailer } from '../../plugins/mail';
import { welcomeMail } from './directory.mails';
import type { DirectoryFilter, DirectoryRepository, DirectoryUserRow, NewDirectoryUser } from './directory.repository';
import { checkImportRows, type ImportedPerson } from './importRows';
import { buildImportTemplate, type ImportAudience } from './importTemplate';
import { readSheet, SpreadsheetRejected } from '../../lib/spreadsheets';
import { pageOf } from '../../db/pagination';

interface Deps {
  config: Config;
  repository: DirectoryRepository;
  authService: Pick<AuthService, 'passwordSetupLink' | 'emailChanged' | 'accountDeleted'>;
  mailer: Mailer;
}

/** How long the welcome mail's link to choose a password stays valid. */
const WELCOME_LINK_VALID_DAYS = 7;

const spreadsheetLimits = {
  maxRows: IMPORT_MAX_ROWS,
  maxUncompressedBytes: IMPORT_MAX_UNCOMPRESSED_BYTES,
  maxCompressionRatio: IMPORT_MAX_COMPRESSION_RATIO,
};

function toDirectoryUser(row: NonNullable<DirectoryUserRow>): DirectoryUser {
  const { user, clientName, adviceIds, attributeIds } = row;
  const formRoles: UserFormRole[] = user.roles.map((role) =>
    role === 'USER' ? (user.mentorshipInfo ? 'MENTOR' : 'STUDENT') : role,
  );
  return {
    userId: user.id,
    name: user.name,
    lastName: user.lastName,
    email: user.email,
    gender: user.gender,
    cellphone: user.cellphone,
    country: user.country,
    region: user.region,
    roles: formRoles,
    clientId: user.clientId,
    clientName,
    mentorshipInfo: user.mentorshipInfo
      ? { mentorType: user.mentorshipInfo.mentorType, mentorStatus: user.mentorshipInfo.mentorStatus }
      : null,
    isForeign: user.isForeign,
    biography: user.biography,
    professionalInfo: {
      businessArea: user.businessArea,
      company: user.company,
      university: user.university,
      career: user.career,
      businessPositionId: user.businessPositionId,
    },
    adviceIds,
    mainAdviceId: user.mainAdviceId,
    attributeIds,
    createdAt: user.createdAt.toISOString(),
  };
}

/** MENTOR and STUDENT are both the USER role; the roles keep the form's order (the first is the login's). */
function storedRoles(formRoles: UserFormRole[]): Role[] {
  const roles = formRoles.map((role): Role => (role === 'MENTOR' || role === 'STUDENT' ? 'USER' : role));
  return [...new Set(roles)];
}

export function createDirectoryService({ config, repository, authService, mailer }: Deps) {
  async function page(filter: DirectoryFilter, query: { page: number; limit: number; searchTerm?: string }) {
    const { rows, total } = await repository.list({ filter, ...query });
    const result: DirectoryPage = pageOf(rows.map(toDirectoryUser), total, query);
    return result;
  }

  async function existing(id: string) {
    const row = await repository.findById(id);
    if (!row) throw notFound(errorTypes.notFound, directoryMessages.userNotFound);
    return row;
  }

  /** The rules that need the database: references exist, the admin role only from an admin. */
  async function checkReferences(form: UserFormPayload, actor: AccessTokenClaims, errorType: string) {
    if (form.roles.includes('ADMIN') && actor.role !== 'ADMIN')
      throw forbidden(errorTypes.forbidden, directoryMessages.adminRoleOnlyByAdmin);
    if (form.clientId && !(await repository.clientExists(form.clientId)))
      throw badRequest(errorType, directoryMessages.client);
    if (form.businessPositionId && !(await repository.businessPositionExists(form.businessPositionId)))
      throw badRequest(errorType, directoryMessages.unknownBusinessPosition);
    const adviceIds = [...new Set(form.adviceIds)];
    if ((await repository.countAdvices(adviceIds)) !== adviceIds.length)
      throw badRequest(errorType, directoryMessages.unknownAdvice);
    const attributeIds = [...new Set(form.attributeIds)];
    if ((await repository.countAttributes(attributeIds)) !== attributeIds.length)
      throw badRequest(errorType, directoryMessages.unknownAttribute);
    return { adviceIds, attributeIds };
  }

  function formValues(form: UserFormPayload, previous: DirectoryUserRow | undefined): NewDirectoryUser {
    const isMentor = form.roles.includes('MENTOR');
    const previousInfo = previous?.user.mentorshipInfo;
    return {
      email: form.email,
      name: form.name,
      lastName: form.lastName,
      roles: storedRoles(form.roles),
      clientId: form.clientId,
      // Other mentorship data (offered mentorships) survives an edit of type and status.
      mentorshipInfo: isMentor
        ? { ...previousInfo, mentorType: form.mentorType ?? 'INTERNAL', mentorStatus: form.mentorStatus }
        : null,
      gender: form.gender,
      cellphone: form.cellphone,
      country: form.country,
      region: form.region,
      biography: form.biography,
      company: form.company,
      businessArea: form.businessArea,
      businessPositionId: form.businessPositionId,
      university: form.university,
      career: form.career,
      mainAdviceId: form.adviceIds.length ? form.mainAdviceId : null,
      isForeign: form.isForeign,
    };
  }

  async function sendWelcome(userId: string, user: { name: string; email: string }) {
    const brand = brandOf(config, false);
    const link = await authService.passwordSetupLink(userId, brand, WELCOME_LINK_VALID_DAYS * 24 * 60);
    await mailer.send(welcomeMail({ brand, user, link, validDays: WELCOME_LINK_VALID_DAYS }));
  }

  function importValues(person: ImportedPerson, audience: ImportAudience): NewDirectoryUser {
    // The schema has one text column for the job ('Cargo'); the file's Área goes with it rather than being lost.
    const sameText = person.area.toLowerCase() === person.position.toLowerCase();
    return {
      email: person.email,
      name: person.name,
      lastName: person.lastName,
      roles: ['USER'],
      gender: person.gender,
      businessArea: sameText ? person.position : `${person.position} (${person.area})`,
      isForeign: person.isForeign,
      mentorshipInfo:
        audience === 'mentors'
          ? { mentorType: person.mentorType ?? 'INTERNAL', mentorStatus: person.mentorStatus ?? 'ACTIVE' }
          : null,
    };
  }

  return {
    listStudents: (query: { page: number; limit: number; searchTerm?: string }) => page({ kind: 'students' }, query),

    listMentors: (query: {
      page: number;
      limit: number;
      searchTerm?: string;
      clientId?: string;
      mentorTypes?: MentorType[];
    }) =>
      page(
        { kind: 'mentors', clientId: query.clientId, mentorTypes: query.mentorTypes },
        { page: query.page, limit: query.limit, searchTerm: query.searchTerm },
      ),

    listAdmins: (query: { page: number; limit: number; searchTerm?: string }) => page({ kind: 'admins' }, query),

    listCompanyAdmins: (query: { page: number; limit: number; searchTerm?: string }) =>
      page({ kind: 'companyAdmins' }, query),

    /** A client's company admins (the route admits admins and that client's company admins). */
    async listCompanyAdminsOfClient(clientId: string, query: { page: number; limit: number; searchTerm?: string }) {
      return page({ kind: 'companyAdmins', clientId }, query);
    },

    async createUser(form: UserFormPayload, actor: AccessTokenClaims): Promise<DirectoryUser> {
      const type = directoryErrorTypes.createUser;
      if (await repository.findUserIdByEmail(form.email))
        throw new AppError(type, 409, directoryMessages.duplicateEmail);
      const { adviceIds, attributeIds } = await checkReferences(form, actor, type);
      let userId: string;
      try {
        userId = await repository.create(formValues(form, undefined), adviceIds, attributeIds);
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError(type, 409, directoryMessages.duplicateEmail);
        throw err;
      }
      await sendWelcome(userId, form);
      return toDirectoryUser((await repository.findById(userId))!);
    },

    async updateUser(id: string, form: UserFormPayload, actor: AccessTokenClaims): Promise<DirectoryUser> {
      const type = directoryErrorTypes.updateUser;
      const previous = await existing(id);
      const owner = await repository.findUserIdByEmail(form.email);
      if (owner && owner !== id) throw new AppError(type, 409, directoryMessages.duplicateEmail);
      if (id === actor.userId && previous.user.roles.includes('ADMIN') && !form.roles.includes('ADMIN'))
        throw badRequest(type, directoryMessages.removeOwnAdminRole);
      const emailChanges = form.email !== previous.user.email;
      // One's own email changes only from the profile, which asks for the current password (issue 13).
      if (emailChanges && id === actor.userId) {
        throw badRequest(credentialErrorTypes.ownEmailInDirectory, credentialMessages.ownEmailInDirectory);
      }
      const { adviceIds, attributeIds } = await checkReferences(form, actor, type);
      try {
        await repository.update(id, formValues(form, previous), adviceIds, attributeIds);
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError(type, 409, directoryMessages.duplicateEmail);
        throw err;
      }
      if (emailChanges) await authService.emailChanged(previous.user, previous.user.email, form.email);
      return toDirectoryUser((await repository.findById(id))!);
    },

    /**
     * Admins delete anyone but themselves; a company admin (admitted by the route for their own client's people) only
     * the other company admins.
     */
    async deleteUser(id: string, actor: AccessTokenClaims): Promise<void> {
      if (id === actor.userId) throw badRequest(directoryErrorTypes.deleteUser, directoryMessages.deleteSelf);
      const target = await existing(id);
      const onlyCompanyAdmin = target.user.roles.includes('COMPANY_ADMIN') && !target.user.roles.includes('ADMIN');
      if (actor.role !== 'ADMIN' && !onlyCompanyAdmin) throw forbidden();
      await repository.delete(id);
      await authService.accountDeleted(id);
    },

    /**
     * An existing account (found by email) becomes a company admin of the client, keeping its other roles. A person
     * belongs to one client at most, so someone of another client is refused rather than silently moved.
     */
    async addCompanyAdmin(clientId: string, email: string): Promise<DirectoryUser> {
      const type = directoryErrorTypes.addCompanyAdmin;
      if (!(await repository.clientExists(clientId)))
        throw notFound(clientErrorTypes.notFound, clientErrorMessages[clientErrorTypes.notFound]);
      const userId = await repository.findUserIdByEmail(email);
      if (!userId) throw notFound(type, directoryMessages.companyAdminUnknownEmail);
      const { user, clientName } = await existing(userId);
      if (user.clientId === clientId && user.roles.includes('COMPANY_ADMIN'))
        throw new AppError(type, 409, directoryMessages.companyAdminAlready);
      if (user.clientId && user.clientId !== clientId)
        throw new AppError(type, 409, companyAdminOfOtherClientMessage(clientName ?? ''));
      const roles: Role[] = user.roles.includes('COMPANY_ADMIN') ? user.roles : [...user.roles, 'COMPANY_ADMIN'];
      await repository.setRolesAndClient(userId, roles, clientId);
      return toDirectoryUser(await existing(userId));
    },

    /**
     * The person stops administering the client and keeps their account and other roles. An account that is only a
     * company admin would be left with no role: that is deleting the account, which the caller must ask for as such.
     */
    async removeCompanyAdmin(clientId: string, userId: string): Promise<void> {
      const type = directoryErrorTypes.removeCompanyAdmin;
      const row = await repository.findById(userId);
      if (!row || row.user.clientId !== clientId || !row.user.roles.includes('COMPANY_ADMIN'))
        throw notFound(type, directoryMessages.companyAdminNotOfClient);
      const roles = row.user.roles.filter((role) => role !== 'COMPANY_ADMIN');
      if (roles.length === 0) throw new AppError(type, 409, directoryMessages.companyAdminOnlyRole);
      // A programme user stays with their company (an internal mentor, an employee mentee); an admin has none.
      await repository.setRolesAndClient(userId, roles, roles.includes('USER') ? clientId : null);
    },

    /** Every row is checked first; then all new people are inserted in one transaction, or none. */
    async importPeople(audience: ImportAudience, file: { buffer: Buffer; fileName: string }): Promise<ImportResult> {
      const type = audience === 'mentors' ? directoryErrorTypes.importMentors : directoryErrorTypes.importStudents;
      let sheet;
      try {
        sheet = readSheet(file.buffer, file.fileName, spreadsheetLimits);
      } catch (err) {
        if (!(err instanceof SpreadsheetRejected)) throw err;
        if (err.reason === 'too_many_rows')
          throw badRequest(type, `El archivo supera el máximo de ${IMPORT_MAX_ROWS.toLocaleString('es-CL')} filas`);
        if (err.reason === 'too_large_uncompressed')
          throw badRequest(
            directoryErrorTypes.importUnsupportedFile,
            'El archivo es demasiado grande una vez descomprimido',
          );
        throw badRequest(
          directoryErrorTypes.importUnsupportedFile,
          'El archivo no es una planilla válida. Suba un archivo xlsx, xls, csv u ods',
        );
      }
      const checked = checkImportRows(sheet, { forMentors: audience === 'mentors' });
      if (!checked.ok) throw badRequest(type, checked.message);
      const inserted = new Set(await repository.insertMany(checked.people.map((p) => importValues(p, audience))));
      return {
        total: checked.people.length,
        created: inserted.size,
        existing: checked.people.map((p) => p.email).filter((email) => !inserted.has(email)),
      };
    },

    importTemplate: buildImportTemplate,
  };
}
export type DirectoryService = ReturnType<typeof createDirectoryService>;
