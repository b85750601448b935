import {
  campusHasMentors,
  campusHasStudents,
  type Campus,
  type CampusAccessRole,
  type CampusPayload,
  type CampusRole,
  type ContentType,
  type Lesson,
  type LessonAudience,
  type LessonPlan,
  type LessonPlanPayload,
} from '@enlaza/contract';
import type { UploadFile } from 'antd';
import { dayjs } from '../../lib/dates';
import type { Dayjs } from 'dayjs';

/** Spec 001 §9: dates are shown DD/MM/YYYY and sent YYYY-MM-DD. */
export const DISPLAY_DATE_FORMAT = 'DD/MM/YYYY';
export const API_DATE_FORMAT = 'YYYY-MM-DD';

export function formatDisplayDate(isoDate: string): string {
  return dayjs(isoDate).format(DISPLAY_DATE_FORMAT);
}

// ── Step 1: campus data ──────────────────────────────────────────────────────────────────────────────

export interface CampusFormValues {
  title: string;
  role?: CampusRole;
  studentDescription?: string;
  studentDuration?: number | null;
  mentorDescription?: string;
  mentorDuration?: number | null;
  rolesWithAccess: CampusAccessRole[];
}

export function toCampusFormValues(campus?: Campus): CampusFormValues {
  return {
    title: campus?.title ?? '',
    role: campus?.role,
    studentDescription: campus?.studentCampusInfo?.description ?? '',
    studentDuration: campus?.studentCampusInfo?.duration ?? null,
    mentorDescription: campus?.mentorCampusInfo?.description ?? '',
    mentorDuration: campus?.mentorCampusInfo?.duration ?? null,
    rolesWithAccess: campus?.rolesWithAccess ?? [],
  };
}

/** Only the audiences the type includes are sent (the server drops the others anyway). */
export function toCampusPayload(values: CampusFormValues): CampusPayload {
  const role = values.role!;
  return {
    title: values.title,
    role,
    studentCampusInfo: campusHasStudents(role)
      ? { description: values.studentDescription ?? '', duration: values.studentDuration ?? '' }
      : undefined,
    mentorCampusInfo: campusHasMentors(role)
      ? { description: values.mentorDescription ?? '', duration: values.mentorDuration ?? '' }
      : undefined,
    rolesWithAccess: values.rolesWithAccess,
  };
}

// ── Step 2: lessons ──────────────────────────────────────────────────────────────────────────────────

export interface ContentFormValues {
  contentId?: string;
  contentNumber: number;
  title: string;
  description: string;
  contentType: ContentType;
  videoId?: string | null;
  /** The file already linked on the server, if any. */
  contentFileUrl?: string | null;
  fileName?: string | null;
  /** The type the linked file was uploaded as: changing the type asks for a new file. */
  linkedContentType?: ContentType | null;
  /** A file chosen in this visit, uploaded after the plan is saved. */
  upload?: UploadFile[];
}

export interface LessonFormValues {
  lessonId?: string;
  lessonNumber: number;
  title: string;
  startDate: Dayjs | null;
  contents: ContentFormValues[];
}

export type LessonPlanFormValues = Record<'studentLessons' | 'mentorLessons', LessonFormValues[]>;

export const trackField: Record<LessonAudience, keyof LessonPlanFormValues> = {
  STUDENT: 'studentLessons',
  MENTOR: 'mentorLessons',
};

function toLessonFormValues(lesson: Lesson): LessonFormValues {
  return {
    lessonId: lesson.lessonId,
    lessonNumber: lesson.lessonNumber,
    title: lesson.title,
    startDate: dayjs(lesson.startDate),
    contents: lesson.contents.map((content) => ({
      contentId: content.contentId,
      contentNumber: content.contentNumber,
      title: content.title,
      description: content.description,
      contentType: content.contentType,
      videoId: content.videoId,
      contentFileUrl: content.contentFileUrl,
      fileName: content.fileName,
      linkedContentType: content.contentFileUrl ? content.contentType : null,
      upload: [],
    })),
  };
}

export function toLessonPlanFormValues(plan?: LessonPlan): LessonPlanFormValues {
  return {
    studentLessons: (plan?.studentLessons ?? []).map(toLessonFormValues),
    mentorLessons: (plan?.mentorLessons ?? []).map(toLessonFormValues),
  };
}

/** The next free number in a list (1 for an empty one). */
export function nextNumber(items: ReadonlyArray<{ lessonNumber?: number; contentNumber?: number } | undefined>) {
  const numbers = items.map((item) => item?.lessonNumber ?? item?.contentNumber ?? 0);
  return numbers.length === 0 ? 1 : Math.max(...numbers) + 1;
}

export function emptyLesson(existing: ReadonlyArray<LessonFormValues | undefined>): LessonFormValues {
  return { lessonNumber: nextNumber(existing), title: '', startDate: null, contents: [] };
}

export function emptyContent(existing: ReadonlyArray<ContentFormValues | undefined>): ContentFormValues {
  return { contentNumber: nextNumber(existing), title: '', description: '', contentType: 'PDF', upload: [] };
}

/**
 * The plan as the API takes it, only for the tracks the type includes. A content keeps its id (and so its linked
 * file) unless its type changed to or from video.
 */
export function toLessonPlanPayload(values: LessonPlanFormValues, role: CampusRole): LessonPlanPayload {
  const track = (lessons: LessonFormValues[] | undefined) =>
    (lessons ?? []).map((lesson) => ({
      lessonId: lesson.lessonId,
      lessonNumber: lesson.lessonNumber,
      title: lesson.title,
      startDate: lesson.startDate ? lesson.startDate.format(API_DATE_FORMAT) : '',
      contents: (lesson.contents ?? []).map((content) => ({
        contentId: content.contentId,
        contentNumber: content.contentNumber,
        title: content.title,
        description: content.description,
        contentType: content.contentType,
        videoId: content.contentType === 'VIDEO' ? (content.videoId ?? '') : null,
      })),
    }));
  return {
    studentLessons: campusHasStudents(role) ? track(values.studentLessons) : [],
    mentorLessons: campusHasMentors(role) ? track(values.mentorLessons) : [],
  };
}

export interface PendingUpload {
  audience: LessonAudience;
  lessonNumber: number;
  contentNumber: number;
  contentType: ContentType;
  title: string;
  description: string;
  file: File;
}

/** Contents with a newly chosen file, found again after saving by track, lesson number and content number. */
export function pendingUploads(values: LessonPlanFormValues, role: CampusRole): PendingUpload[] {
  const uploads: PendingUpload[] = [];
  for (const audience of ['STUDENT', 'MENTOR'] as const) {
    if (audience === 'STUDENT' ? !campusHasStudents(role) : !campusHasMentors(role)) continue;
    for (const lesson of values[trackField[audience]] ?? []) {
      for (const content of lesson.contents ?? []) {
        const file = content.upload?.[0]?.originFileObj;
        if (content.contentType === 'VIDEO' || !file) continue;
        uploads.push({
          audience,
          lessonNumber: lesson.lessonNumber,
          contentNumber: content.contentNumber,
          contentType: content.contentType,
          title: content.title,
          description: content.description,
          file,
        });
      }
    }
  }
  return uploads;
}

/** The saved lesson an upload belongs to. */
export function lessonIdFor(plan: LessonPlan, upload: PendingUpload): string | undefined {
  const lessons = upload.audience === 'STUDENT' ? plan.studentLessons : plan.mentorLessons;
  return lessons.find((lesson) => lesson.lessonNumber === upload.lessonNumber)?.lessonId;
}

/** Whether a chosen file looks like the content type (the server checks the bytes; this spares a wasted upload). */
export function fileMatchesContentType(file: { name: string; type: string }, type: ContentType): boolean {
  const name = file.name.toLowerCase();
  switch (type) {
    case 'PDF':
      return name.endsWith('.pdf') || file.type === 'application/pdf';
    case 'PPT':
      return name.endsWith('.ppt') || name.endsWith('.pptx');
    case 'IMAGE':
      return /\.(png|jpe?g)$/.test(name) || file.type === 'image/png' || file.type === 'image/jpeg';
    case 'VIDEO':
      return false;
  }
}
