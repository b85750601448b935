import {
  companyStepSchema,
  credentialErrorTypes,
  credentialMessages,
  errorTypes,
  missingProfileFields,
  profileErrorTypes,
  profileMessages,
  type AccessTokenClaims,
  type CompletedTutorial,
  type DirectoryEntrepreneur,
  type EntrepreneursPage,
  type EntrepreneursQuery,
  type PublicUserProfile,
  type TutorialStatus,
  type UpdateProfile,
  type UserProfile,
  type UserProfileView,
  isResourceId,
} from '@enlaza/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { brandOf } from '../../lib/brands';
import { badRequest, forbidden, notFound } from '../../plugins/errors';
import { isUniqueViolation } from '../../db/errors';
import { newFileKey, type FileStorage } from '../../plugins/storage';
import { mayReadPrivateProfile, type AccessRepository } from '../access';
import { hashPassword } from '../auth';
import type { Mailer } from '../../plugins/mail';
import { prepareAvatar } from './avatar';
import { createEmailChangeTokens, EMAIL_CHANGE_LINK_TTL_HOURS } from './emailChangeTokens';
import { directoryEntrepreneurInfo, entrepreneurInfoView } from './entrepreneurInfo';
import { fileUrlOf } from './fileUrl';
import { checkContactLocation, checkProfileChoices } from './profileChoices';
import { emailChangeConfirmationMail, emailChangeLink } from './users.mails';
import type { EntrepreneurRow, UserColumnsUpdate, UsersRepository } from './users.repository';
import { pageOf } from '../../db/pagination';

interface Deps {
  usersRepository: UsersRepository;
  storage: FileStorage;
  log: FastifyBaseLogger;
  config: Config;
  mailer: Mailer;
  /** Signs the link that confirms a change of email from the old address. */
  secret: string;
  /** The facts the access rules read: who may see a person's private fields (modules/access). */
  accessFacts: AccessRepository;
  /** The account's credentials (the auth service): the proof asked before a change of email, the notice after. */
  credentials: {
    verifyCurrentPassword(
      user: { id: string; passwordHash: string | null },
      currentPassword: string | undefined,
    ): Promise<void>;
    emailChanged(user: { name: string; isMentorup: boolean }, oldEmail: string, newEmail: string): Promise<void>;
  };
}

type ProfileRecord = NonNullable<Awaited<ReturnType<UsersRepository['findProfile']>>>;

export const AVATAR_FOLDER = 'avatars';

export const photoUrlOf = fileUrlOf;

/** An external mentor's email and phone: only for herself and admins (spec 001 §6). */
function seesExternalMentorContact(viewer: AccessTokenClaims, record: ProfileRecord): boolean {
  return viewer.userId === record.user.id || viewer.role === 'ADMIN';
}

/** What any other signed-in user sees (spec 000 §6: users may view another user's profile): the profile page's fields. */
function toPublicProfile(record: ProfileRecord): PublicUserProfile {
  const { user } = record;
  return {
    id: user.id,
    name: user.name,
    lastName: user.lastName,
    gender: user.gender,
    photoUrl: photoUrlOf(user.photoKey),
    biography: user.biography,
    contactInfo: { country: user.country, region: user.region },
    professionalInfo: {
      company: user.company,
      businessPosition: record.businessPositionName ? { businessPosition: record.businessPositionName } : null,
      businessPositionId: user.businessPositionId,
      businessArea: user.businessArea,
      university: user.university,
      carrer: user.career,
    },
    interests: record.interests,
    attributeIds: record.attributeIds,
    adviceIds: record.adviceIds,
    mainAdviceId: user.mainAdviceId,
    roles: user.roles,
    role: user.roles[0]!,
    isMentor: user.mentorshipInfo != null,
    isEntrepreneur: user.emprendeInfo != null,
  };
}

/**
 * The whole profile, for those who may see a person's private fields (the user, admins, the partner of an active
 * pair, the company admin of the person's client): the public one plus the private fields, with an external mentor's
 * contact still hidden from all but the user and admins.
 */
function toProfile(record: ProfileRecord, viewer: AccessTokenClaims): UserProfile {
  const { user } = record;
  const isOwner = viewer.userId === user.id;
  const hideContact = user.mentorshipInfo?.mentorType === 'EXTERNAL' && !seesExternalMentorContact(viewer, record);
  const publicProfile = toPublicProfile(record);
  const profile: Omit<UserProfile, 'missingFields'> = {
    ...publicProfile,
    email: hideContact ? null : user.email,
    dateOfBirth: user.dateOfBirth,
    contactInfo: { ...publicProfile.contactInfo, cellphone: hideContact ? null : user.cellphone },
    mentorshipInfo: user.mentorshipInfo
      ? { mentorType: user.mentorshipInfo.mentorType, mentorStatus: user.mentorshipInfo.mentorStatus }
      : null,
    emprendeInfo: entrepreneurInfoView(user.emprendeInfo),
    hasPassword: user.passwordHash != null,
    isForeign: user.isForeign,
    isLegacy: user.isLegacy,
    completedTutorials: user.completedTutorials,
    // On one's own profile the role being used now (the shell needs it); on another's, their first role.
    role: isOwner ? viewer.role : user.roles[0]!,
    clientId: user.clientId,
    clientName: record.clientName,
  };
  // Completeness is judged on the stored data, before anything is hidden from this viewer.
  const missingFields = missingProfileFields({
    ...profile,
    email: user.email,
    contactInfo: { ...profile.contactInfo, cellphone: user.cellphone },
  });
  return { ...profile, missingFields };
}

/**
 * Another entrepreneur's card (spec 002 §2.9, §3 "Person in a directory"). Of her contact data only the channel she
 * prefers, and an external mentor's not at all but to admins (spec 001 §6), as on her profile.
 */
function toDirectoryEntrepreneur(row: EntrepreneurRow, viewer: AccessTokenClaims): DirectoryEntrepreneur {
  const emprendeInfo = directoryEntrepreneurInfo(row.emprendeInfo, row.industryName);
  const hideContact = row.mentorshipInfo?.mentorType === 'EXTERNAL' && viewer.role !== 'ADMIN';
  const channel =
    emprendeInfo.contactMethod === 'EMAIL' ? row.email : emprendeInfo.contactMethod ? row.cellphone : null;
  return {
    userId: row.id,
    name: row.name,
    lastName: row.lastName,
    photoUrl: fileUrlOf(row.photoKey),
    contact: hideContact ? null : channel || null,
    emprendeInfo,
  };
}

const invalid = (message: string) => badRequest(errorTypes.validation, message);
const emailTaken = () => badRequest(profileErrorTypes.emailTaken, profileMessages.emailTaken);

export function createUsersService({
  usersRepository,
  storage,
  log,
  config,
  mailer,
  secret,
  accessFacts,
  credentials,
}: Deps) {
  const emailChangeTokens = createEmailChangeTokens(secret);

  async function load(userId: string): Promise<ProfileRecord> {
    const record = isResourceId(userId) ? await usersRepository.findProfile(userId) : undefined;
    if (!record) throw notFound(errorTypes.notFound, 'Usuario no encontrado');
    return record;
  }

  /** Turns the request into column values, checking every chosen id and the rules that need the stored profile. */
  async function columnsFor(record: ProfileRecord, input: UpdateProfile): Promise<UserColumnsUpdate> {
    const { user } = record;
    const columns: UserColumnsUpdate = {
      name: input.name,
      lastName: input.lastName,
      dateOfBirth: input.dateOfBirth,
      gender: input.gender,
      mainAdviceId: input.mainAdviceId,
      isLegacy: input.isLegacy,
    };
    if (input.biography !== undefined) columns.biography = input.biography || null;
    if (input.contactInfo) {
      checkContactLocation(input.contactInfo);
      Object.assign(columns, input.contactInfo);
    }

    if (input.email !== undefined && input.email !== user.email) {
      if (await usersRepository.emailTakenByAnother(input.email, user.id)) throw emailTaken();
      columns.email = input.email;
    }

    if (input.password !== undefined) {
      // Changing an existing password goes through 'Cambiar contraseña' (PUT /auth/resetPassword/), which asks for
      // the current one.
      if (user.passwordHash) throw badRequest(profileErrorTypes.passwordAlreadySet, profileMessages.passwordAlreadySet);
      columns.passwordHash = await hashPassword(input.password);
    }

    if (input.professionalInfo) {
      const sent = input.professionalInfo;
      // Spec 000 §5 step 2: a field left empty keeps what was stored.
      const merged = {
        company: sent.company ?? user.company,
        businessPositionId: sent.businessPositionId ?? user.businessPositionId,
        businessArea: sent.businessArea ?? user.businessArea,
        university: sent.university ?? user.university,
        carrer: sent.carrer ?? user.career,
      };
      const context = { service: input.service, isMentor: user.mentorshipInfo != null };
      const checked = companyStepSchema(context).safeParse({ professionalInfo: merged });
      if (!checked.success) throw invalid(checked.error.issues[0]?.message ?? profileMessages.saveFailed);
      await checkProfileChoices(usersRepository, { businessPositionId: merged.businessPositionId! });
      Object.assign(columns, {
        company: merged.company,
        businessPositionId: merged.businessPositionId,
        businessArea: merged.businessArea,
        university: merged.university,
        career: merged.carrer,
      });
    }

    await checkProfileChoices(usersRepository, {
      interests: input.interests,
      adviceIds: input.adviceIds,
      attributeIds: input.attributeIds,
    });
    return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined)) as UserColumnsUpdate;
  }

  /** Mails the old address of an account without a password the link that applies its new email. */
  async function askOldAddressToConfirm(user: ProfileRecord['user'], newEmail: string) {
    const brand = brandOf(config, user.isMentorup);
    const token = await emailChangeTokens.sign({ userId: user.id, from: user.email, to: newEmail });
    await mailer.send(
      emailChangeConfirmationMail({
        brand,
        user,
        newEmail,
        link: emailChangeLink(brand, token),
        validHours: EMAIL_CHANGE_LINK_TTL_HOURS,
      }),
    );
  }

  return {
    /**
     * GET /users/{id}: any signed-in user sees the public profile; the private fields only the user themself,
     * admins, the partner of an active pair and the company admin of the person's client (modules/access).
     */
    async profile(viewer: AccessTokenClaims, userId: string): Promise<UserProfileView> {
      const record = await load(userId);
      return (await mayReadPrivateProfile(viewer, record.user.id, accessFacts))
        ? toProfile(record, viewer)
        : toPublicProfile(record);
    },

    /** The signed-in user's own profile, whole. */
    async ownProfile(viewer: AccessTokenClaims): Promise<UserProfile> {
      return toProfile(await load(viewer.userId), viewer);
    },

    /** The whole profile of someone the caller has just edited (themself, or anyone for an admin). */
    async editedProfile(viewer: AccessTokenClaims, userId: string): Promise<UserProfile> {
      return toProfile(await load(userId), viewer);
    },

    /** GET /users/entrepreneurs/: the other entrepreneurs, a page of cards at a time (spec 002 §2.9). */
    async entrepreneurs(viewer: AccessTokenClaims, query: EntrepreneursQuery): Promise<EntrepreneursPage> {
      const { rows, total } = await usersRepository.listEntrepreneurs({ excludeUserId: viewer.userId, ...query });
      return pageOf(
        rows.map((row) => toDirectoryEntrepreneur(row, viewer)),
        total,
        query,
      );
    },

    /**
     * PUT /users/myProfile/{userId}: the owner, or an admin, updates the fields sent (and the avatar when given),
     * all in one transaction. Answers the updated profile. The user changing their own email proves the account
     * first: its current password or, without one, the link mailed to the old address (the email then stays as it
     * is until that link is opened). The old address is told of every change of email.
     */
    async updateProfile(
      viewer: AccessTokenClaims,
      userId: string,
      input: UpdateProfile,
      avatar?: Buffer,
    ): Promise<UserProfile> {
      if (viewer.userId !== userId && viewer.role !== 'ADMIN') throw forbidden();
      const record = await load(userId);
      const { user } = record;
      const newEmail = input.email !== undefined && input.email !== user.email ? input.email : undefined;
      const ownChange = newEmail !== undefined && viewer.userId === user.id;
      const columns = await columnsFor(record, input);
      if (ownChange) await credentials.verifyCurrentPassword(user, input.currentPassword);
      const confirmByMail = ownChange && !user.passwordHash;
      if (confirmByMail) delete columns.email;

      let newPhotoKey: string | undefined;
      if (avatar) {
        const image = await prepareAvatar(avatar);
        newPhotoKey = newFileKey(AVATAR_FOLDER, '.jpg');
        await storage.put(newPhotoKey, image);
        columns.photoKey = newPhotoKey;
      }

      try {
        await usersRepository.writeProfile(userId, {
          columns,
          interests: input.interests,
          adviceIds: input.adviceIds,
          attributeIds: input.attributeIds,
        });
      } catch (error) {
        if (newPhotoKey) await storage.delete(newPhotoKey).catch(() => undefined);
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      if (newEmail !== undefined && confirmByMail) await askOldAddressToConfirm(user, newEmail);
      else if (newEmail !== undefined) await credentials.emailChanged(user, user.email, newEmail);

      const previousPhotoKey = record.user.photoKey;
      if (newPhotoKey && previousPhotoKey) {
        // The new photo is saved; a leftover old file only costs disk space, so a failure here is only logged.
        await storage.delete(previousPhotoKey).catch((err: unknown) => log.warn({ err }, 'old avatar not deleted'));
      }
      return toProfile(await load(userId), viewer);
    },

    /**
     * POST /users/confirm_email_change: the link mailed to the old address applies the change it names, once: it
     * only works while the account's email is still the old one.
     */
    async confirmEmailChange(token: string): Promise<{ message: string }> {
      const change = await emailChangeTokens.verify(token);
      const user = change ? await usersRepository.findById(change.userId) : undefined;
      if (!change || !user || user.email !== change.from) {
        throw badRequest(credentialErrorTypes.emailChangeLinkInvalid, credentialMessages.emailChangeLinkInvalid);
      }
      if (await usersRepository.emailTakenByAnother(change.to, user.id)) throw emailTaken();
      try {
        await usersRepository.writeProfile(user.id, { columns: { email: change.to } });
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      return { message: credentialMessages.emailChanged };
    },

    /** Adds or updates the entry of one tutorial in the user's list (spec 000 §4 "Tutorial tour"). */
    async completeTutorial(
      viewer: AccessTokenClaims,
      tutorialName: string,
      status: TutorialStatus,
    ): Promise<CompletedTutorial[]> {
      const record = await load(viewer.userId);
      const others = record.user.completedTutorials.filter((t) => t.tutorialName !== tutorialName);
      const completedTutorials = [...others, { tutorialName, status }];
      await usersRepository.setCompletedTutorials(viewer.userId, completedTutorials);
      return completedTutorials;
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
