import {
  companyStepSchema,
  errorTypes,
  missingProfileFields,
  profileErrorTypes,
  profileMessages,
  type AccessTokenClaims,
  type CompletedTutorial,
  type TutorialStatus,
  type UpdateProfile,
  type UserProfile,
} from '@enlaza/contract';
import type { FastifyBaseLogger } from 'fastify';
import { badRequest, forbidden, notFound } from '../../plugins/errors';
import { newFileKey, type FileStorage } from '../../plugins/storage';
import { hashPassword } from '../auth/passwords';
import { prepareAvatar } from './avatar';
import { checkContactLocation, checkProfileChoices } from './profileChoices';
import type { UserColumnsUpdate, UsersRepository } from './users.repository';

interface Deps {
  usersRepository: UsersRepository;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

type ProfileRecord = NonNullable<Awaited<ReturnType<UsersRepository['findProfile']>>>;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const AVATAR_FOLDER = 'avatars';

export const photoUrlOf = (photoKey: string | null) => (photoKey ? `/api/files/${photoKey}` : null);

/** Owners and admins see everything; others do not see an external mentor's email and phone (spec 001 §6). */
function canSeePrivateFields(viewer: AccessTokenClaims, record: ProfileRecord): boolean {
  return viewer.userId === record.user.id || viewer.role === 'ADMIN';
}

function toProfile(record: ProfileRecord, viewer: AccessTokenClaims): UserProfile {
  const { user } = record;
  const isOwner = viewer.userId === user.id;
  const hideContact = user.mentorshipInfo?.mentorType === 'EXTERNAL' && !canSeePrivateFields(viewer, record);
  const profile: Omit<UserProfile, 'missingFields'> = {
    id: user.id,
    name: user.name,
    lastName: user.lastName,
    email: hideContact ? null : user.email,
    gender: user.gender,
    photoUrl: photoUrlOf(user.photoKey),
    biography: user.biography,
    dateOfBirth: user.dateOfBirth,
    contactInfo: { cellphone: hideContact ? null : user.cellphone, country: user.country, region: user.region },
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
    mentorshipInfo: user.mentorshipInfo
      ? { mentorType: user.mentorshipInfo.mentorType, mentorStatus: user.mentorshipInfo.mentorStatus }
      : null,
    emprendeInfo: user.emprendeInfo,
    hasPassword: user.passwordHash != null,
    isForeign: user.isForeign,
    isLegacy: user.isLegacy,
    completedTutorials: user.completedTutorials,
    roles: user.roles,
    // On one's own profile the role being used now (the shell needs it); on another's, their first role.
    role: isOwner ? viewer.role : user.roles[0]!,
    clientId: user.clientId,
    clientName: record.clientName,
    isMentor: user.mentorshipInfo != null,
    isEntrepreneur: user.emprendeInfo != null,
  };
  // Completeness is judged on the stored data, before anything is hidden from this viewer.
  const missingFields = missingProfileFields({
    ...profile,
    email: user.email,
    contactInfo: { ...profile.contactInfo, cellphone: user.cellphone },
  });
  return { ...profile, missingFields };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Object; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const invalid = (message: string) => badRequest(errorTypes.validation, message);

export function createUsersService({ usersRepository, storage, log }: Deps) {
  async function load(userId: string): Promise<ProfileRecord> {
    const record = UUID_PATTERN.test(userId) ? await usersRepository.findProfile(userId) : undefined;
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
      if (await usersRepository.emailTakenByAnother(input.email, user.id)) {
        throw badRequest(profileErrorTypes.emailTaken, profileMessages.emailTaken);
      }
      columns.email = input.email;
    }

    if (input.password !== undefined) {
      // Changing an existing password goes through the recovery flow, which proves the user holds the account.
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

  return {
    /** Any signed-in user may view a profile; private fields only for its owner and admins. */
    async profile(viewer: AccessTokenClaims, userId: string): Promise<UserProfile> {
      return toProfile(await load(userId), viewer);
    },

    /**
     * PUT /users/myProfile/{userId}: the owner, or an admin, updates the fields sent (and the avatar when given),
     * all in one transaction. Answers the updated profile.
     */
    async updateProfile(
      viewer: AccessTokenClaims,
      userId: string,
      input: UpdateProfile,
      avatar?: Buffer,
    ): Promise<UserProfile> {
      if (viewer.userId !== userId && viewer.role !== 'ADMIN') throw forbidden();
      const record = await load(userId);
      const columns = await columnsFor(record, input);

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
        if (isUniqueViolation(error)) throw badRequest(profileErrorTypes.emailTaken, profileMessages.emailTaken);
        throw error;
      }

      const previousPhotoKey = record.user.photoKey;
      if (newPhotoKey && previousPhotoKey) {
        // The new photo is saved; a leftover old file only costs disk space, so a failure here is only logged.
        await storage.delete(previousPhotoKey).catch((err: unknown) => log.warn({ err }, 'old avatar not deleted'));
      }
      return toProfile(await load(userId), viewer);
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
