import {
  companyStepSchema,
  convocatoryErrorTypes,
  convocatoryMessages,
  convocatoryNotificationTexts,
  convocatoryNotificationTypes,
  enrolmentMessages,
  entrepreneurErrorTypes,
  entrepreneurMessages,
  errorTypes,
  profileMessages,
  type AccessTokenClaims,
  type ApplicantProfile,
  type EntrepreneurInfoResponse,
  type InscriptionEvent,
  type InscriptionType,
  OPEN_CONVOCATORIES_LISTED,
  type PublicConvocatory,
  type PublicConvocatoryListType,
  type StartInscriptionResponse,
  type UpdateApplicantProfile,
  type UserProfile,
  inscribeRequestSchema,
  memberEntrepreneurInfoSchema,
  startInscriptionRequestSchema,
  isResourceId,
} from '@enlaza/contract';
import { countries } from '@enlaza/contract/reference/locations';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../config';
import { brandOf } from '../../lib/brands';
import { createWindowLimiter } from '../../lib/windowLimiter';
import type { CounterStore } from '../../plugins/counters';
import { AppError, badRequest, forbidden, notFound, unauthorized } from '../../plugins/errors';
import { isUniqueViolation } from '../../db/errors';
import type { LiveEvents } from '../../plugins/graphql';
import { newFileKey, type FileStorage } from '../../plugins/storage';
import {
  inscriptionsTopic,
  INSCRIPTION_TOKEN_TTL_DAYS,
  type EnrolmentTokens,
  type InscriptionGrant,
} from '../convocatories';
import { normalizeUploadedImage } from '../../lib/images';
import type { Mailer } from '../../plugins/mail';
import type { NotificationsService } from '../notifications';
import {
  AVATAR_FOLDER,
  checkContactLocation,
  checkProfileChoices,
  logoKeyOf,
  prepareAvatar,
  storedEntrepreneurInfo,
  type ProfileChoiceLookups,
  type UsersService,
} from '../users';
import { continueLinkMail, inscriptionReceivedMail } from './enrolment.mails';
import type {
  Applicant,
  ApplicantProfileRow,
  ApplicantProfileUpdate,
  EnrolmentConvocatory,
  EnrolmentRepository,
} from './enrolment.repository';
import { missingEnrolmentSteps } from './enrolmentSteps';

export type StartInscriptionInput = z.output<typeof startInscriptionRequestSchema>;
export type InscribeInput = z.output<typeof inscribeRequestSchema>;
export type MemberEntrepreneurInfo = z.output<typeof memberEntrepreneurInfoSchema>;

/** Where business pictures (applicants) and business logos (members) are stored. */
export const ENTREPRENEUR_FOLDER = 'entrepreneurs';
/** Business pictures are shown as a card image: big enough for that, no camera metadata kept. */
const BUSINESS_PICTURE_LIMITS = { maxSidePx: 1200, jpegQuality: 0.85 };
/** Resume mails per email and convocatory in an hour: typing someone's email must not flood their inbox. */
const RESUME_MAILS_PER_HOUR = 5;

const fileUrl = (key: string | null | undefined) => (key ? `/api/files/${key}` : null);

const invalid = (message: string) => badRequest(errorTypes.validation, message);
const convocatoryNotFound = () => notFound(errorTypes.notFound, convocatoryMessages.notFound);
/** A convocatory with a data-sharing partner takes applications only with the applicant's consent (spec 002 §2.1). */
function requirePartnerConsent(convocatory: { dataSharingPartner: string | null }, consent: boolean | undefined) {
  if (convocatory.dataSharingPartner && consent !== true) {
    throw invalid(enrolmentMessages.partnerConsentRequired(convocatory.dataSharingPartner));
  }
}
const tokenInvalid = () => unauthorized(convocatoryErrorTypes.inscriptionTokenInvalid, enrolmentMessages.tokenInvalid);
const alreadyInscribed = (applicant: Applicant) =>
  applicant.kind === 'user'
    ? new AppError(convocatoryErrorTypes.userAlreadyInscribed, 409, enrolmentMessages.userAlreadyInscribed)
    : new AppError(convocatoryErrorTypes.profileAlreadyInscribed, 409, enrolmentMessages.profileAlreadyInscribed);

/** The regions of that name in the listed countries (a name may repeat across countries). */
const regionsNamed = (region: string) =>
  countries.flatMap((country) => country.regions.filter((r) => r.name === region));

type StoredEntrepreneurInfo = NonNullable<ApplicantProfileRow['emprendeInfo']>;

function toEntrepreneurResponse(stored: StoredEntrepreneurInfo): EntrepreneurInfoResponse {
  const { businessPictureKey, ...info } = stored;
  return {
    ...info,
    businessRut: info.businessRut ?? null,
    socialMedia: info.socialMedia ?? null,
    expectedMentors: info.expectedMentors ?? null,
    businessPictureUrl: fileUrl(businessPictureKey),
  };
}

function toApplicantProfile(row: ApplicantProfileRow): ApplicantProfile {
  return {
    id: row.id,
    name: row.name,
    lastName: row.lastName,
    email: row.email,
    gender: row.gender,
    photoUrl: fileUrl(row.photoKey),
    biography: row.biography,
    dateOfBirth: row.dateOfBirth,
    contactInfo: { cellphone: row.cellphone, country: row.country, region: row.region },
    professionalInfo: {
      company: row.company,
      businessPositionId: row.businessPositionId,
      businessArea: row.businessArea,
      university: row.university,
      carrer: row.career,
    },
    interests: row.interests,
    attributeIds: row.attributeIds,
    adviceIds: row.adviceIds,
    mainAdviceId: row.mainAdviceId,
    emprendeInfo: row.emprendeInfo ? toEntrepreneurResponse(row.emprendeInfo) : null,
  };
}

function toPublicConvocatory(
  convocatory: Omit<EnrolmentConvocatory, 'responsibleId' | 'responsibleRoles'>,
): PublicConvocatory {
  return {
    convocatoryId: convocatory.id,
    name: convocatory.name,
    logoUrl: fileUrl(convocatory.logoKey),
    status: convocatory.status,
    convocatoryType: convocatory.convocatoryType,
    estimatedOpenDate: convocatory.estimatedOpenDate,
    estimatedCloseDate: convocatory.estimatedCloseDate,
    isPit: convocatory.isPit,
    dataSharingPartner: convocatory.dataSharingPartner,
  };
}

export interface ProfileUploads {
  avatar?: Buffer;
  businessPicture?: Buffer;
}

interface Deps {
  config: Config;
  repository: EnrolmentRepository;
  /** Metadata look-ups of the profile wizard (the users repository). */
  choiceLookups: ProfileChoiceLookups;
  usersService: Pick<UsersService, 'editedProfile'>;
  storage: FileStorage;
  mailer: Mailer;
  /** The convocatory's responsible hears of each inscription. */
  notificationsService: Pick<NotificationsService, 'notify'>;
  live: LiveEvents;
  enrolmentTokens: EnrolmentTokens;
  log: FastifyBaseLogger;
  /** Counters shared by every instance (the resume-mail limit). */
  counters: CounterStore;
}

export function createEnrolmentService({
  config,
  repository,
  choiceLookups,
  usersService,
  storage,
  mailer,
  notificationsService,
  live,
  enrolmentTokens,
  log,
  counters,
}: Deps) {
  // The grant does not carry the page's brand: the inscription notice goes out under the default one.
  const defaultBrand = brandOf(config, false);
  const resumeMailLimiter = createWindowLimiter(counters, {
    name: 'enrolment-resume-mail',
    max: RESUME_MAILS_PER_HOUR,
    windowMs: 60 * 60_000,
  });

  async function loadConvocatory(id: string): Promise<EnrolmentConvocatory> {
    const convocatory = isResourceId(id) ? await repository.findConvocatory(id) : undefined;
    if (!convocatory) throw convocatoryNotFound();
    return convocatory;
  }

  function requireOpen(convocatory: EnrolmentConvocatory | undefined): asserts convocatory is EnrolmentConvocatory {
    if (!convocatory) throw convocatoryNotFound();
    if (convocatory.status !== 'OPEN') {
      throw new AppError(convocatoryErrorTypes.notOpen, 409, enrolmentMessages.notOpen);
    }
  }

  async function loadOpenConvocatory(id: string): Promise<EnrolmentConvocatory> {
    const convocatory = await loadConvocatory(id);
    requireOpen(convocatory);
    return convocatory;
  }

  async function verifiedGrant(token: string | undefined): Promise<InscriptionGrant> {
    const grant = token ? await enrolmentTokens.verifyGrant(token) : null;
    if (!grant) throw tokenInvalid();
    return grant;
  }

  /** The industry exists, the business region is a listed one and the commune one of its own, when it lists them. */
  async function checkEntrepreneurChoices(info: { industry: string; businessRegion: string; businessCommune: string }) {
    if (!(await repository.industryExists(info.industry))) throw invalid(entrepreneurMessages.industry);
    // The form offers the listed regions only, and then the communes of the chosen one (spec 002 §5.1).
    const regions = regionsNamed(info.businessRegion);
    if (regions.length === 0) throw invalid(entrepreneurMessages.businessRegion);
    const communes = regions.flatMap((r) => r.communes ?? []);
    if (communes.length > 0 && !communes.includes(info.businessCommune)) {
      throw invalid(entrepreneurMessages.businessCommuneNotInRegion);
    }
  }

  /** Checks a business picture by content and stores it (re-encoded, metadata dropped); answers its key. */
  async function storeBusinessPicture(upload: Buffer): Promise<string> {
    const image = await normalizeUploadedImage(upload, BUSINESS_PICTURE_LIMITS);
    if (!image) throw badRequest(entrepreneurErrorTypes.invalidPicture, entrepreneurMessages.pictureType);
    const key = newFileKey(ENTREPRENEUR_FOLDER, '.jpg');
    await storage.put(key, image);
    return key;
  }

  async function deleteQuietly(key: string | null | undefined, what: string) {
    if (!key) return;
    // The new data is saved; a leftover old file only costs disk space.
    await storage.delete(key).catch((err: unknown) => log.warn({ err, key }, `${what} not deleted`));
  }

  /** Turns a profile step into column values, checking each chosen id and location like the user profile does. */
  async function columnsFor(row: ApplicantProfileRow, input: UpdateApplicantProfile): Promise<ApplicantProfileUpdate> {
    const columns: ApplicantProfileUpdate = {};
    if (input.name !== undefined) columns.name = input.name;
    if (input.lastName !== undefined) columns.lastName = input.lastName;
    if (input.dateOfBirth !== undefined) columns.dateOfBirth = input.dateOfBirth;
    if (input.gender !== undefined) columns.gender = input.gender;
    if (input.biography !== undefined) columns.biography = input.biography || null;
    if (input.contactInfo) {
      checkContactLocation(input.contactInfo);
      Object.assign(columns, input.contactInfo);
    }

    if (input.interests) columns.interests = input.interests;
    if (input.attributeIds) columns.attributeIds = input.attributeIds;
    if (input.adviceIds !== undefined || input.mainAdviceId !== undefined) {
      // Exactly one main objective, among the chosen ones (spec 000 §5 step 1).
      if (input.adviceIds === undefined) throw invalid(profileMessages.advicesMin);
      if (input.mainAdviceId === undefined || !input.adviceIds.includes(input.mainAdviceId)) {
        throw invalid(profileMessages.mainAdvice);
      }
      columns.adviceIds = input.adviceIds;
      columns.mainAdviceId = input.mainAdviceId;
    }

    let businessPositionId: string | undefined;
    if (input.professionalInfo) {
      const sent = input.professionalInfo;
      // As in the user profile (spec 000 §5 step 2): a field left empty keeps what was stored.
      const merged = {
        company: sent.company ?? row.company,
        businessPositionId: sent.businessPositionId ?? row.businessPositionId,
        businessArea: sent.businessArea ?? row.businessArea,
        university: sent.university ?? row.university,
        carrer: sent.carrer ?? row.career,
      };
      const checked = companyStepSchema().safeParse({ professionalInfo: merged });
      if (!checked.success) throw invalid(checked.error.issues[0]?.message ?? profileMessages.saveFailed);
      const work = checked.data.professionalInfo;
      businessPositionId = work.businessPositionId;
      Object.assign(columns, {
        company: work.company,
        businessPositionId: work.businessPositionId,
        businessArea: work.businessArea,
        university: work.university,
        career: work.carrer,
      });
    }

    await checkProfileChoices(choiceLookups, {
      interests: input.interests,
      adviceIds: input.adviceIds,
      attributeIds: input.attributeIds,
      businessPositionId,
    });

    if (input.emprendeInfo) {
      await checkEntrepreneurChoices(input.emprendeInfo);
      columns.emprendeInfo = {
        ...input.emprendeInfo,
        businessPictureKey: row.emprendeInfo?.businessPictureKey ?? null,
      };
    }
    return columns;
  }

  function grantFor(convocatory: EnrolmentConvocatory, inscriptionType: InscriptionType, applicant: Applicant) {
    return enrolmentTokens.signGrant({ convocatoryId: convocatory.id, inscriptionType, applicant });
  }

  /** Whether the resume token sent with the email (kept by the browser, or from a mailed link) is this person's. */
  async function resumes(input: StartInscriptionInput, applicant: Applicant): Promise<boolean> {
    const resume = input.resumeToken ? await enrolmentTokens.verifyGrant(input.resumeToken) : null;
    return resume !== null && resume.applicant.kind === applicant.kind && resume.applicant.id === applicant.id;
  }

  /**
   * Someone typed the email of an existing person without proving it is theirs: the link that resumes the enrolment
   * goes to that address, on the page's brand, and nothing of that person is answered.
   */
  async function mailContinueLink(
    convocatory: EnrolmentConvocatory,
    input: StartInscriptionInput,
    applicant: Applicant,
    person: { email: string; name: string },
  ) {
    if (!(await resumeMailLimiter.hit(`${convocatory.id}:${person.email}`)))
      throw new AppError(errorTypes.rateLimited, 429);
    const brand = brandOf(config, input.isMentorup);
    const resumeToken = await grantFor(convocatory, input.inscriptionType, applicant);
    const query = new URLSearchParams({ email: person.email, resume: resumeToken });
    const link = `${brand.url}/convocatory/inscription/${convocatory.id}/${input.inscriptionType}?${query}`;
    await mailer.send(
      continueLinkMail({
        brand,
        to: person.email,
        name: person.name,
        convocatoryName: convocatory.name,
        link,
        validDays: INSCRIPTION_TOKEN_TTL_DAYS,
        hasAccount: applicant.kind === 'user',
      }),
    );
  }

  /**
   * An account's email: straight to the motivation (spec 002 §4.2) only for the account holder, signed in as that
   * account or back from the link mailed to it; anyone else gets that link sent to the account's address.
   */
  async function continueWithAccount(
    convocatory: EnrolmentConvocatory,
    input: StartInscriptionInput,
    user: { id: string; email: string; name: string },
    viewer: AccessTokenClaims | null,
  ): Promise<StartInscriptionResponse> {
    const applicant: Applicant = { kind: 'user', id: user.id };
    if (await repository.isInscribed(convocatory.id, applicant)) throw alreadyInscribed(applicant);
    if (viewer?.userId !== user.id && !(await resumes(input, applicant))) {
      await mailContinueLink(convocatory, input, applicant, user);
      return { status: 'ACCOUNT_LINK_SENT' };
    }
    return {
      status: 'CONTINUE',
      userId: user.id,
      profileId: null,
      inscriptionToken: await grantFor(convocatory, input.inscriptionType, applicant),
      nextStep: 'MOTIVATION',
      profile: null,
      canEditProfile: false,
    };
  }

  /**
   * An applicant profile's email: its data, and the right to apply in its name, only with proof of owning it (a
   * resume token of that profile); otherwise the link to continue is mailed to it.
   */
  async function continueWithProfile(
    convocatory: EnrolmentConvocatory,
    input: StartInscriptionInput,
    profile: ApplicantProfileRow,
  ): Promise<StartInscriptionResponse> {
    const applicant: Applicant = { kind: 'profile', id: profile.id };
    if (await repository.isInscribed(convocatory.id, applicant)) throw alreadyInscribed(applicant);
    if (!(await resumes(input, applicant))) {
      await mailContinueLink(convocatory, input, applicant, profile);
      return { status: 'RESUME_LINK_SENT' };
    }
    const missing = missingEnrolmentSteps(profile, convocatory.convocatoryType, input.inscriptionType);
    return {
      status: 'CONTINUE',
      userId: null,
      profileId: profile.id,
      inscriptionToken: await grantFor(convocatory, input.inscriptionType, applicant),
      nextStep: missing[0] ?? 'MOTIVATION',
      profile: toApplicantProfile(profile),
      canEditProfile: true,
    };
  }

  return {
    /** What the enrolment page shows of a convocatory, in any status (the page words DRAFT and ended ones). */
    /**
     * The open convocatories anyone may apply to from a landing page: massive ones (mentors and mentees) and the
     * entrepreneurs' (EMPRENDE). Directed ones reach their people by invitation and are never listed.
     */
    async openConvocatories(type: PublicConvocatoryListType): Promise<PublicConvocatory[]> {
      return (await repository.openConvocatories(type, OPEN_CONVOCATORIES_LISTED)).map(toPublicConvocatory);
    },

    async publicConvocatory(id: string): Promise<PublicConvocatory> {
      return toPublicConvocatory(await loadConvocatory(id));
    },

    /** The convocatory and role a signed enrolment link stands for. */
    async link(token: string) {
      const link = await enrolmentTokens.verifyLink(token);
      const convocatory = link ? await repository.findConvocatory(link.convocatoryId) : undefined;
      if (!link || !convocatory) {
        throw notFound(convocatoryErrorTypes.invalidLink, enrolmentMessages.invalidLink);
      }
      return { convocatory: toPublicConvocatory(convocatory), inscriptionType: link.inscriptionType };
    },

    /**
     * The email step (spec 002 §4.2): a new email gets a new profile. An existing person (an account, or an applicant
     * profile) goes on only once the caller proves the email is theirs: signed in as that account (`viewer`), or a
     * resume token of theirs (kept by the browser, or the link mailed to that address); anyone else only learns that
     * the link was mailed.
     */
    async startInscription(
      input: StartInscriptionInput,
      viewer: AccessTokenClaims | null,
    ): Promise<StartInscriptionResponse> {
      const convocatory = await loadOpenConvocatory(input.convocatoryId);
      requirePartnerConsent(convocatory, input.partnerConsent);

      const user = await repository.findUserByEmail(input.email);
      if (user) return continueWithAccount(convocatory, input, user, viewer);

      let profile = await repository.findProfileByEmail(input.email);
      if (!profile) {
        try {
          const created = await repository.createProfile(input.email, new Date());
          return {
            status: 'CONTINUE',
            userId: null,
            profileId: created.id,
            inscriptionToken: await grantFor(convocatory, input.inscriptionType, { kind: 'profile', id: created.id }),
            nextStep: 'PERSONAL',
            profile: toApplicantProfile(created),
            canEditProfile: true,
          };
        } catch (error) {
          // Two first requests with the same email at once: the other one created it.
          if (!isUniqueViolation(error)) throw error;
          profile = await repository.findProfileByEmail(input.email);
          if (!profile) throw error;
        }
      }
      return continueWithProfile(convocatory, input, profile);
    },

    /** PUT /profiles/{profileId}: only with an editing token for that profile; all fields and pictures in one write. */
    async updateProfile(
      token: string | undefined,
      profileId: string,
      input: UpdateApplicantProfile,
      uploads: ProfileUploads,
    ): Promise<ApplicantProfile> {
      const grant = await verifiedGrant(token);
      if (grant.applicant.kind !== 'profile' || grant.applicant.id !== profileId) {
        throw forbidden();
      }
      const row = await repository.findProfile(profileId);
      // The token outlived its profile (deleted): the applicant starts again from the email step.
      if (!row) throw tokenInvalid();

      const columns = await columnsFor(row, input);
      const emprendeInfo = columns.emprendeInfo ?? row.emprendeInfo;
      if (uploads.businessPicture && !emprendeInfo) {
        throw invalid('Envíe los datos del emprendimiento junto con su imagen');
      }

      const newKeys: string[] = [];
      try {
        if (uploads.avatar) {
          const image = await prepareAvatar(uploads.avatar);
          columns.photoKey = newFileKey(AVATAR_FOLDER, '.jpg');
          await storage.put(columns.photoKey, image);
          newKeys.push(columns.photoKey);
        }
        if (uploads.businessPicture && emprendeInfo) {
          const key = await storeBusinessPicture(uploads.businessPicture);
          newKeys.push(key);
          columns.emprendeInfo = { ...emprendeInfo, businessPictureKey: key };
        }
        const updated = await repository.updateProfile(profileId, columns);
        if (!updated) throw tokenInvalid();

        if (columns.photoKey) await deleteQuietly(row.photoKey, 'old applicant avatar');
        const previousPicture = row.emprendeInfo?.businessPictureKey;
        if (previousPicture && previousPicture !== updated.emprendeInfo?.businessPictureKey) {
          await deleteQuietly(previousPicture, 'old business picture');
        }
        return toApplicantProfile(updated);
      } catch (error) {
        await Promise.all(newKeys.map((key) => storage.delete(key).catch(() => undefined)));
        throw error;
      }
    },

    /**
     * POST /convocatory/inscribe: the token names who applies to which convocatory and role, the body must say the
     * same; only while OPEN, with the profile steps this convocatory needs, once per person.
     */
    async inscribe(token: string | undefined, input: InscribeInput) {
      const grant = await verifiedGrant(token);
      const { applicant } = grant;
      const bodyApplicantId = applicant.kind === 'user' ? input.userId : input.profileId;
      const otherApplicantId = applicant.kind === 'user' ? input.profileId : input.userId;
      if (
        grant.convocatoryId !== input.convocatoryId ||
        grant.inscriptionType !== input.inscriptionType ||
        bodyApplicantId !== applicant.id ||
        otherApplicantId
      ) {
        throw forbidden();
      }
      const convocatory = await loadOpenConvocatory(input.convocatoryId);
      requirePartnerConsent(convocatory, input.partnerConsent);

      let recipient: { email: string; name: string; lastName: string };
      if (applicant.kind === 'profile') {
        const profile = await repository.findProfile(applicant.id);
        if (!profile) throw tokenInvalid();
        if (missingEnrolmentSteps(profile, convocatory.convocatoryType, input.inscriptionType).length > 0) {
          throw new AppError(convocatoryErrorTypes.stepsMissing, 409, enrolmentMessages.stepsMissing);
        }
        recipient = profile;
      } else {
        const user = await repository.findUser(applicant.id);
        if (!user) throw tokenInvalid();
        recipient = user;
      }

      if (await repository.isInscribed(convocatory.id, applicant)) throw alreadyInscribed(applicant);
      let inscriptionId: string;
      try {
        inscriptionId = await repository.transaction(async (tx) => {
          // Checked again under the convocatory's lock: no inscription lands in a convocatory closed meanwhile.
          const locked = await repository.lockConvocatory(
            convocatory.id,
            (row) => {
              requireOpen(row);
              requirePartnerConsent(row, input.partnerConsent);
            },
            tx,
          );
          const { id } = await repository.insertInscription(
            {
              convocatoryId: convocatory.id,
              inscriptionType: input.inscriptionType,
              applicant,
              motivation: input.motivation,
              // The consent is recorded with whom it was given to: the partner's name may change later.
              partnerConsentTo: locked.dataSharingPartner,
            },
            tx,
          );
          if (convocatory.responsibleId) {
            const applicantName = `${recipient.name} ${recipient.lastName}`.trim() || recipient.email;
            await notificationsService.notify(
              convocatory.responsibleId,
              {
                type: convocatoryNotificationTypes.inscription,
                ...convocatoryNotificationTexts.inscription(applicantName, convocatory.name, input.inscriptionType),
                entityId: convocatory.id,
                entityType: 'CONVOCATORY',
                // Inscriptions are read and selected on the admins' convocatory page; a company admin has none.
                link: convocatory.responsibleRoles?.includes('ADMIN')
                  ? `/admin/convocatory/${convocatory.id}`
                  : undefined,
              },
              tx,
            );
          }
          return id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw alreadyInscribed(applicant);
        throw error;
      }

      // The inscription is stored: a failed notice is logged, never turned into a failed enrolment.
      const event: InscriptionEvent = {
        convocatoryId: convocatory.id,
        inscriptionId,
        inscriptionType: input.inscriptionType,
        kind: 'CREATED',
      };
      await live
        .publish(inscriptionsTopic(convocatory.id), event)
        .catch((err: unknown) => log.error({ err, inscriptionId }, 'inscription event not published'));
      await mailer
        .send(
          inscriptionReceivedMail({
            brand: defaultBrand,
            to: recipient.email,
            name: recipient.name,
            convocatoryName: convocatory.name,
          }),
        )
        .catch((err: unknown) => log.error({ err, inscriptionId }, 'inscription mail not written'));
      return { inscriptionId, message: enrolmentMessages.inscribed };
    },

    /**
     * PUT /users/emprendeInfo/{userId}/: the member's own business data and logo (an admin may edit anyone's, as with
     * the rest of a profile); answers her profile.
     */
    async updateUserEntrepreneurInfo(
      viewer: AccessTokenClaims,
      userId: string,
      input: MemberEntrepreneurInfo,
      logo: Buffer | undefined,
    ): Promise<UserProfile> {
      if (viewer.userId !== userId && viewer.role !== 'ADMIN') throw forbidden();
      const user = isResourceId(userId) ? await repository.findUser(userId) : undefined;
      if (!user) throw notFound(errorTypes.notFound, 'Usuario no encontrado');
      await checkEntrepreneurChoices(input);

      const previousKey = logoKeyOf(user.emprendeInfo);
      const newKey = logo ? await storeBusinessPicture(logo) : null;
      try {
        await repository.setUserEntrepreneurInfo(userId, storedEntrepreneurInfo(input, newKey ?? previousKey));
      } catch (error) {
        if (newKey) await storage.delete(newKey).catch(() => undefined);
        throw error;
      }
      // The picture of her enrolment, which she kept on becoming a user, still belongs to her applicant profile.
      if (newKey && previousKey && !(await repository.isApplicantBusinessPicture(previousKey))) {
        await deleteQuietly(previousKey, 'old business logo');
      }
      return usersService.editedProfile(viewer, userId);
    },
  };
}
export type EnrolmentService = ReturnType<typeof createEnrolmentService>;
