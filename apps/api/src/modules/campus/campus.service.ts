import {
  AVATAR_JPEG_QUALITY,
  AVATAR_MAX_SIDE_PX,
  CAMPUS_TITLE_MAX,
  campusAudiences,
  processAreaMessages,
  processErrorTypes,
  campusErrorTypes,
  campusHasMentors,
  campusHasStudents,
  campusMessages,
  errorTypes,
  isLessonAvailable,
  todayInAppTimeZone,
  type AccessTokenClaims,
  type Campus,
  type CampusAccessRole,
  type CampusList,
  type CampusRole,
  type CampusStatus,
  type CampusSummary,
  type ContentType,
  type Lesson,
  type LessonAudience,
  type LessonPlan,
  type ParsedCampusPayload,
  type ParsedLessonContentUpload,
  type ParsedLessonPlanPayload,
  isResourceId,
} from '@enlaza/contract';
import type { FastifyBaseLogger } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { buffer as streamToBuffer } from 'node:stream/consumers';
import path from 'node:path';
import { AppError, badRequest, notFound } from '../../plugins/errors';
import { newFileKey, type FileStorage } from '../../plugins/storage';
import { normalizeUploadedImage } from '../../lib/images';
import type {
  CampusRepository,
  CampusRow,
  LessonContentRow,
  LessonToStore,
  LessonWithContents,
} from './campus.repository';
import { pageOf, pageWindow } from '../../db/pagination';

/**
 * A reason the campus cannot be deleted (a Spanish sentence), or null. Processes do not exist yet: the process
 * area adds its guard ("campus used by a process") where the services are wired in app.ts.
 */
export type CampusDeletionGuard = (campusId: string) => Promise<string | null>;

export const CAMPUS_ILLUSTRATION_FOLDER = 'campus/illustrations';
export const CAMPUS_CONTENT_FOLDER = 'campus/contents';

const SEARCH_ALL = '.*';

const fileUrl = (key: string | null) => (key ? `/api/files/${key}` : null);

/** The stored extension of a lesson file of `type`, judged by its bytes; null when they do not match the type. */
export async function contentFileExtension(
  type: Exclude<ContentType, 'VIDEO'>,
  bytes: Buffer,
  fileName: string,
): Promise<string | null> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) return null;
  switch (type) {
    case 'PDF':
      return detected.mime === 'application/pdf' ? '.pdf' : null;
    case 'IMAGE':
      return detected.mime === 'image/png' ? '.png' : detected.mime === 'image/jpeg' ? '.jpg' : null;
    case 'PPT':
      if (detected.ext === 'pptx') return '.pptx';
      // Old PowerPoint files are OLE containers, as are .doc and .xls: the container plus the name decide.
      return detected.ext === 'cfb' && path.extname(fileName).toLowerCase() === '.ppt' ? '.ppt' : null;
  }
}

/** The access role a signed-in person has for campus sharing (spec 001 §6). */
function accessRoleOf(
  claims: AccessTokenClaims,
  user: { mentorshipInfo: { mentorType: string } | null } | undefined,
): CampusAccessRole {
  if (claims.role === 'ADMIN') return 'ADMIN';
  if (claims.role === 'COMPANY_ADMIN') return 'COMPANY_ADMIN';
  if (!user?.mentorshipInfo) return 'STUDENT';
  return user.mentorshipInfo.mentorType === 'INTERNAL' ? 'INTERNAL_MENTOR' : 'EXTERNAL_MENTOR';
}

function sanitizedFileName(name: string): string {
  const base = path.basename(name.replace(/\\/g, '/')).replace(/[^\p{L}\p{N} ._()-]/gu, '_');
  return base.slice(-150) || 'archivo';
}

interface Deps {
  campusRepository: CampusRepository;
  storage: FileStorage;
  log: FastifyBaseLogger;
  deletionGuards?: CampusDeletionGuard[];
  /** Today's date (YYYY-MM-DD) in the platform's time zone; replaceable in tests. */
  today?: () => string;
}

export function createCampusService({
  campusRepository: repository,
  storage,
  log,
  deletionGuards = [],
  today = () => todayInAppTimeZone(),
}: Deps) {
  const campusNotFound = () => notFound(campusErrorTypes.notFound, campusMessages.notFound);
  const lessonNotFound = () => notFound(campusErrorTypes.lessonNotFound, campusMessages.lessonNotFound);
  const invalidFile = (message: string) => badRequest(campusErrorTypes.invalidFile, message);

  async function existingCampus(id: string): Promise<CampusRow> {
    const row = isResourceId(id) ? await repository.findById(id) : undefined;
    if (!row) throw campusNotFound();
    return row;
  }
  async function existingLesson(id: string): Promise<LessonWithContents> {
    const lesson = isResourceId(id) ? await repository.lessonById(id) : undefined;
    if (!lesson) throw lessonNotFound();
    return lesson;
  }

  async function summaries(rows: CampusRow[]): Promise<CampusSummary[]> {
    const ids = rows.map((row) => row.id);
    const [lessonIds, userCounts] = await Promise.all([repository.lessonIdsByCampus(ids), repository.userCounts(ids)]);
    return rows.map((row) => {
      const tracks = lessonIds.get(row.id) ?? { STUDENT: [], MENTOR: [] };
      return {
        campusId: row.id,
        title: row.title,
        role: row.role as CampusRole,
        status: row.status as CampusStatus,
        studentCampusInfo: row.studentCampusInfo ? { ...row.studentCampusInfo, lessonsIds: tracks.STUDENT } : null,
        mentorCampusInfo: row.mentorCampusInfo ? { ...row.mentorCampusInfo, lessonsIds: tracks.MENTOR } : null,
        illustrationUrl: fileUrl(row.illustrationKey),
        rolesWithAccess: row.rolesWithAccess as CampusAccessRole[],
        usersCount: userCounts.get(row.id) ?? 0,
        createdAt: row.createdAt.toISOString(),
      };
    });
  }
  async function withUsers(row: CampusRow): Promise<Campus> {
    const [summary] = await summaries([row]);
    return { ...summary!, users: await repository.campusUsers(row.id) };
  }

  function toLesson(row: LessonWithContents): Lesson {
    return {
      lessonId: row.id,
      campusId: row.campusId,
      audience: row.audience as LessonAudience,
      lessonNumber: row.lessonNumber,
      title: row.title,
      startDate: row.startDate,
      status: row.status as CampusStatus,
      available: isLessonAvailable(row, today()),
      contents: row.contents.map((content) => ({
        contentId: content.id,
        contentNumber: content.contentNumber,
        title: content.title,
        description: content.description,
        contentType: content.contentType as ContentType,
        contentFileUrl: fileUrl(content.fileKey),
        fileName: content.fileName,
        videoId: content.videoId,
      })),
    };
  }
  function toPlan(rows: LessonWithContents[]): LessonPlan {
    return {
      studentLessons: rows.filter((row) => row.audience === 'STUDENT').map(toLesson),
      mentorLessons: rows.filter((row) => row.audience === 'MENTOR').map(toLesson),
    };
  }

  /** Files are removed after the rows that named them: a failure leaves an orphan file, never a broken link. */
  async function deleteFiles(keys: Array<string | null>) {
    for (const key of keys) {
      if (!key) continue;
      await storage.delete(key).catch((err: unknown) => log.warn({ err, key }, 'campus file not deleted'));
    }
  }

  async function copyFile(key: string, copied: string[]): Promise<string> {
    const file = await storage.get(key);
    if (!file) throw new Error(`stored file missing: ${key}`);
    const bytes = await streamToBuffer(file.stream);
    const newKey = newFileKey(path.posix.dirname(key), path.extname(key));
    await storage.put(newKey, bytes);
    copied.push(newKey);
    return newKey;
  }

  async function prepareIllustration(upload: Buffer): Promise<string> {
    // Spec 001 §9: pictures are stored with their longest side at 512 px, JPEG quality 0.75, like avatars.
    const image = await normalizeUploadedImage(upload, {
      maxSidePx: AVATAR_MAX_SIDE_PX,
      jpegQuality: AVATAR_JPEG_QUALITY,
    });
    if (!image) throw invalidFile(campusMessages.illustrationType);
    const key = newFileKey(CAMPUS_ILLUSTRATION_FOLDER, '.jpg');
    await storage.put(key, image);
    return key;
  }

  /** Which tracks of a campus a signed-in person sees, by the rules of /campus/me/campuses. */
  function visibleAudiences(campus: CampusRow, accessRole: CampusAccessRole, shared: boolean): LessonAudience[] {
    const tracks = campusAudiences(campus.role as CampusRole);
    if (accessRole === 'ADMIN' || accessRole === 'COMPANY_ADMIN') return tracks;
    const own: LessonAudience = accessRole === 'STUDENT' ? 'STUDENT' : 'MENTOR';
    if (tracks.includes(own)) return [own];
    // Shared by email with someone outside its audience: the admin chose to show them the whole campus.
    return shared ? tracks : [];
  }

  async function accessibleCampuses(claims: AccessTokenClaims) {
    const user = await repository.findUserById(claims.userId);
    const accessRole = accessRoleOf(claims, user);
    const rows = await repository.accessibleCampuses(claims.userId, [accessRole]);
    return rows
      .map(({ campus, shared }) => ({ campus, audiences: visibleAudiences(campus, accessRole, shared) }))
      .filter((entry) => entry.audiences.length > 0);
  }

  return {
    async list(query: { page: number; limit: number; searchFilter: string }): Promise<CampusList> {
      const term = query.searchFilter.trim();
      const search = term === '' || term === SEARCH_ALL ? null : term;
      const { rows, total } = await repository.list({
        search,
        ...pageWindow(query),
      });
      return pageOf(await summaries(rows), total, query);
    },

    async detail(id: string): Promise<Campus> {
      return withUsers(await existingCampus(id));
    },

    async create(payload: ParsedCampusPayload, illustration?: Buffer): Promise<Campus> {
      const illustrationKey = illustration ? await prepareIllustration(illustration) : null;
      try {
        const row = await repository.insert({
          title: payload.title,
          role: payload.role,
          studentCampusInfo: payload.studentCampusInfo,
          mentorCampusInfo: payload.mentorCampusInfo,
          rolesWithAccess: payload.rolesWithAccess ?? [],
          illustrationKey,
        });
        return await withUsers(row);
      } catch (error) {
        await deleteFiles([illustrationKey]);
        throw error;
      }
    },

    /**
     * Lessons of an audience the new type no longer includes stay stored (switching the type back brings them
     * back); members never see them because their track is not offered.
     */
    async update(id: string, payload: ParsedCampusPayload, illustration?: Buffer): Promise<Campus> {
      const previous = await existingCampus(id);
      const illustrationKey = illustration ? await prepareIllustration(illustration) : undefined;
      let row: CampusRow | undefined;
      try {
        row = await repository.update(id, {
          title: payload.title,
          role: payload.role,
          studentCampusInfo: payload.studentCampusInfo,
          mentorCampusInfo: payload.mentorCampusInfo,
          ...(payload.rolesWithAccess ? { rolesWithAccess: payload.rolesWithAccess } : {}),
          ...(illustrationKey ? { illustrationKey } : {}),
        });
      } catch (error) {
        await deleteFiles([illustrationKey ?? null]);
        throw error;
      }
      if (!row) throw campusNotFound();
      // Spec 001 §5: only one illustration is kept.
      if (illustrationKey) await deleteFiles([previous.illustrationKey]);
      return withUsers(row);
    },

    async uploadIllustration(id: string, upload: Buffer): Promise<Campus> {
      const previous = await existingCampus(id);
      const illustrationKey = await prepareIllustration(upload);
      const row = await repository.update(id, { illustrationKey });
      if (!row) {
        await deleteFiles([illustrationKey]);
        throw campusNotFound();
      }
      await deleteFiles([previous.illustrationKey]);
      return withUsers(row);
    },

    async toggleStatus(id: string): Promise<Campus> {
      const campus = await existingCampus(id);
      const row = await repository.update(id, { status: campus.status === 'ENABLED' ? 'DISABLED' : 'ENABLED' });
      if (!row) throw campusNotFound();
      return withUsers(row);
    },

    async delete(id: string): Promise<void> {
      const campus = await existingCampus(id);
      for (const guard of deletionGuards) {
        const reason = await guard(id);
        if (reason) throw new AppError(campusErrorTypes.inUse, 409, reason);
      }
      const lessonRows = await repository.lessonsOfCampus(id);
      if (!(await repository.delete(id))) throw campusNotFound();
      await deleteFiles([
        campus.illustrationKey,
        ...lessonRows.flatMap((lesson) => lesson.contents.map((content) => content.fileKey)),
      ]);
    },

    /**
     * A full, independent copy: lessons and contents are new rows and every file is copied to a new key, so
     * editing or deleting either campus never touches the other. People shared by email are not copied.
     */
    async clone(id: string): Promise<Campus> {
      const source = await existingCampus(id);
      const lessonRows = await repository.lessonsOfCampus(id);
      const copied: string[] = [];
      try {
        const illustrationKey = source.illustrationKey ? await copyFile(source.illustrationKey, copied) : null;
        const plan: LessonToStore[] = [];
        for (const lesson of lessonRows) {
          const contents: LessonToStore['contents'] = [];
          for (const content of lesson.contents) {
            contents.push({
              contentNumber: content.contentNumber,
              title: content.title,
              description: content.description,
              contentType: content.contentType,
              fileKey: content.fileKey ? await copyFile(content.fileKey, copied) : null,
              fileName: content.fileName,
              videoId: content.videoId,
            });
          }
          plan.push({
            audience: lesson.audience,
            lessonNumber: lesson.lessonNumber,
            title: lesson.title,
            startDate: lesson.startDate,
            status: lesson.status,
            contents,
          });
        }
        const row = await repository.insertClone(
          {
            title: `Copia de ${source.title}`.slice(0, CAMPUS_TITLE_MAX),
            role: source.role,
            status: source.status,
            studentCampusInfo: source.studentCampusInfo,
            mentorCampusInfo: source.mentorCampusInfo,
            rolesWithAccess: source.rolesWithAccess,
            illustrationKey,
          },
          plan,
        );
        return await withUsers(row);
      } catch (error) {
        await deleteFiles(copied);
        throw error;
      }
    },

    /**
     * The campuses of a process (its 'Recursos'; the route admits admins, the client's company admins and the
     * process's participants); an unknown process 404.
     */
    async listByProcess(processId: string): Promise<CampusSummary[]> {
      const clientId = isResourceId(processId) ? await repository.processClientId(processId) : undefined;
      if (!clientId) throw notFound(processErrorTypes.notFound, processAreaMessages.notFound);
      return summaries(await repository.campusesOfProcesses([processId]));
    },

    async addUser(id: string, email: string): Promise<Campus> {
      const campus = await existingCampus(id);
      const user = await repository.findUserByEmail(email);
      if (!user) throw notFound(campusErrorTypes.userNotFound, campusMessages.userNotFound);
      if (!(await repository.addCampusUser(id, user.id))) {
        throw new AppError(campusErrorTypes.userAlreadyInCampus, 409, campusMessages.userAlreadyInCampus);
      }
      return withUsers(campus);
    },

    async removeUser(id: string, userId: string): Promise<Campus> {
      const campus = await existingCampus(id);
      const removed = isResourceId(userId) && (await repository.removeCampusUser(id, userId));
      if (!removed) throw notFound(campusErrorTypes.userNotInCampus, campusMessages.userNotInCampus);
      return withUsers(campus);
    },

    async toggleRoleAccess(id: string, role: CampusAccessRole): Promise<Campus> {
      const campus = await existingCampus(id);
      const current = campus.rolesWithAccess;
      const rolesWithAccess = current.includes(role) ? current.filter((r) => r !== role) : [...current, role];
      const row = await repository.update(id, { rolesWithAccess });
      if (!row) throw campusNotFound();
      return withUsers(row);
    },

    /**
     * POST /campus/me/campuses: enabled campuses open to the person's access role or shared with them by email,
     * each with only the tracks they take part in; plus the enabled campuses of the given processes the person takes
     * part in, with the track of their role there.
     */
    async myCampuses(claims: AccessTokenClaims, processIds: string[]): Promise<CampusSummary[]> {
      const accessible = await accessibleCampuses(claims);
      const ids = processIds.filter(isResourceId);
      const participations = await repository.participations(claims.userId, ids);
      const roles = new Set(participations.map((p) => p.role));
      if (roles.size) {
        const own = new Set(accessible.map((entry) => entry.campus.id));
        const ofProcesses = await repository.campusesOfProcesses(participations.map((p) => p.processId));
        for (const campus of ofProcesses) {
          if (own.has(campus.id) || campus.status !== 'ENABLED') continue;
          const audiences = campusAudiences(campus.role as CampusRole).filter((track) => roles.has(track));
          if (audiences.length) accessible.push({ campus, audiences });
        }
      }
      const list = await summaries(accessible.map((entry) => entry.campus));
      return list.map((summary, index) => {
        const audiences = accessible[index]!.audiences;
        return {
          ...summary,
          studentCampusInfo: audiences.includes('STUDENT') ? summary.studentCampusInfo : null,
          mentorCampusInfo: audiences.includes('MENTOR') ? summary.mentorCampusInfo : null,
          // Members do not learn who else the campus is shared with.
          usersCount: 0,
        };
      });
    },

    // ── Lessons ─────────────────────────────────────────────────────────────────────────────────────

    async lessonPlan(campusId: string): Promise<LessonPlan> {
      await existingCampus(campusId);
      return toPlan(await repository.lessonsOfCampus(campusId));
    },

    async lesson(id: string): Promise<Lesson> {
      return toLesson(await existingLesson(id));
    },

    /**
     * Replaces the campus's lesson plan. A content kept (sent with its id) keeps its uploaded file unless its type
     * changed; files of removed or retyped contents are deleted once the plan is stored.
     */
    async saveLessonPlan(campusId: string, payload: ParsedLessonPlanPayload): Promise<LessonPlan> {
      const campus = await existingCampus(campusId);
      const role = campus.role as CampusRole;
      if (
        (payload.studentLessons.length > 0 && !campusHasStudents(role)) ||
        (payload.mentorLessons.length > 0 && !campusHasMentors(role))
      ) {
        throw badRequest(errorTypes.validation, campusMessages.lessonsNotForAudience);
      }
      const existing = await repository.lessonsOfCampus(campusId);
      const existingById = new Map(existing.map((lesson) => [lesson.id, lesson]));
      const keptFileKeys = new Set<string>();

      const plan: LessonToStore[] = [];
      for (const [audience, lessons] of [
        ['STUDENT', payload.studentLessons],
        ['MENTOR', payload.mentorLessons],
      ] as const) {
        for (const lesson of lessons) {
          const stored = lesson.lessonId ? existingById.get(lesson.lessonId) : undefined;
          if (lesson.lessonId && (!stored || stored.audience !== audience)) throw lessonNotFound();
          const storedContents = new Map<string, LessonContentRow>(
            (stored?.contents ?? []).map((content) => [content.id, content]),
          );
          plan.push({
            id: stored?.id,
            audience,
            lessonNumber: lesson.lessonNumber,
            title: lesson.title,
            startDate: lesson.startDate,
            status: lesson.status ?? stored?.status ?? 'ENABLED',
            contents: lesson.contents.map((content) => {
              const previous = content.contentId ? storedContents.get(content.contentId) : undefined;
              if (content.contentId && !previous) {
                throw notFound(campusErrorTypes.contentNotFound, campusMessages.contentNotFound);
              }
              const keepsFile = previous?.fileKey && previous.contentType === content.contentType;
              if (keepsFile) keptFileKeys.add(previous.fileKey!);
              return {
                id: previous?.id,
                contentNumber: content.contentNumber,
                title: content.title,
                description: content.description,
                contentType: content.contentType,
                fileKey: keepsFile ? previous.fileKey : null,
                fileName: keepsFile ? previous.fileName : null,
                videoId: content.videoId,
              };
            }),
          });
        }
      }
      await repository.replaceLessonPlan(campusId, plan);
      const previousKeys = existing.flatMap((lesson) => lesson.contents.map((content) => content.fileKey));
      await deleteFiles(previousKeys.filter((key) => key && !keptFileKeys.has(key)));
      return toPlan(await repository.lessonsOfCampus(campusId));
    },

    async toggleLessonStatus(id: string): Promise<Lesson> {
      const lesson = await existingLesson(id);
      await repository.setLessonStatus(id, lesson.status === 'ENABLED' ? 'DISABLED' : 'ENABLED');
      return toLesson(await existingLesson(id));
    },

    async deleteLesson(id: string): Promise<void> {
      const lesson = await existingLesson(id);
      if (!(await repository.deleteLesson(id))) throw lessonNotFound();
      await deleteFiles(lesson.contents.map((content) => content.fileKey));
    },

    /**
     * PUT /lesson/content/{lessonId}: creates or replaces the content with this number. A file is required unless
     * the content already has one of the same type; it is checked by its bytes and stored under campus/contents.
     */
    async uploadContent(
      lessonId: string,
      fields: ParsedLessonContentUpload,
      file: { bytes: Buffer; fileName: string } | undefined,
    ): Promise<Lesson> {
      const lesson = await existingLesson(lessonId);
      const previous = lesson.contents.find((content) => content.contentNumber === fields.contentNumber);
      let fileKey: string | null = null;
      let fileName: string | null = null;
      if (fields.contentType === 'VIDEO') {
        if (file) throw invalidFile(campusMessages.contentFileNotForVideo);
      } else if (file) {
        const extension = await contentFileExtension(fields.contentType, file.bytes, file.fileName);
        if (!extension) throw invalidFile(campusMessages.contentFileType(fields.contentType));
        fileKey = newFileKey(CAMPUS_CONTENT_FOLDER, extension);
        fileName = sanitizedFileName(file.fileName);
        await storage.put(fileKey, file.bytes);
      } else if (previous?.fileKey && previous.contentType === fields.contentType) {
        fileKey = previous.fileKey;
        fileName = previous.fileName;
      } else {
        throw badRequest(campusErrorTypes.invalidFile, campusMessages.contentFileRequired);
      }
      try {
        await repository.upsertContent(
          lessonId,
          {
            contentNumber: fields.contentNumber,
            title: fields.title,
            description: fields.description,
            contentType: fields.contentType,
            fileKey,
            fileName,
            videoId: fields.videoId,
          },
          previous?.id,
        );
      } catch (error) {
        if (fileKey && fileKey !== previous?.fileKey) await deleteFiles([fileKey]);
        throw error;
      }
      if (previous?.fileKey && previous.fileKey !== fileKey) await deleteFiles([previous.fileKey]);
      return toLesson(await existingLesson(lessonId));
    },

    /**
     * POST /lesson/me: of the lessons asked for, those the person may see today: in a campus they can access, in
     * a track they take part in, enabled and past their start date. The others are silently left out.
     */
    async myLessons(claims: AccessTokenClaims, lessonIds: string[]): Promise<Lesson[]> {
      const ids = [...new Set(lessonIds.filter(isResourceId))];
      if (ids.length === 0) return [];
      const accessible = new Map((await accessibleCampuses(claims)).map((entry) => [entry.campus.id, entry.audiences]));
      const todayDate = today();
      // Enabled lessons of the person's tracks: those whose day has come with their contents, the later ones
      // without (their title and date tell the member what comes next).
      return (await repository.lessonsByIds(ids))
        .filter((lesson) => accessible.get(lesson.campusId)?.includes(lesson.audience as LessonAudience))
        .filter((lesson) => lesson.status === 'ENABLED')
        .map((lesson) =>
          isLessonAvailable(lesson, todayDate) ? toLesson(lesson) : { ...toLesson(lesson), contents: [] },
        );
    },
  };
}
export type CampusService = ReturnType<typeof createCampusService>;
