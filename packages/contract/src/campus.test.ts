import { describe, expect, it } from 'vitest';
import {
  addUserToCampusSchema,
  campusMessages,
  campusPayloadSchema,
  isLessonAvailable,
  lessonContentPayloadSchema,
  lessonPlanPayloadSchema,
  youtubeVideoId,
} from './campus';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('isLessonAvailable', () => {
  const lesson = { startDate: '2026-03-10', status: 'ENABLED' };

  it('is available from its start date on, not before', () => {
    expect(isLessonAvailable(lesson, '2026-03-09')).toBe(false);
    expect(isLessonAvailable(lesson, '2026-03-10')).toBe(true);
    expect(isLessonAvailable(lesson, '2026-12-31')).toBe(true);
  });

  it('is never available to members while disabled', () => {
    expect(isLessonAvailable({ ...lesson, status: 'DISABLED' }, '2027-01-01')).toBe(false);
  });

  it('is always available in preview, whatever its date or status', () => {
    expect(isLessonAvailable({ startDate: '2099-01-01', status: 'DISABLED' }, '2026-01-01', { preview: true })).toBe(
      true,
    );
  });
});

describe('campusPayloadSchema', () => {
  const info = { description: 'Aprende a negociar', duration: 4 };

  it('requires the title and a valid type with the spec messages', () => {
    expect(firstMessage(campusPayloadSchema.safeParse({ title: ' ', role: 'STUDENT', studentCampusInfo: info }))).toBe(
      campusMessages.titleRequired,
    );
    expect(firstMessage(campusPayloadSchema.safeParse({ title: 'Campus', role: 'OTRO' }))).toBe(
      campusMessages.roleInvalid,
    );
  });

  it('requires the description and duration of every audience the type includes, and drops the others', () => {
    const both = campusPayloadSchema.safeParse({ title: 'Campus', role: 'STUDENT_MENTOR', studentCampusInfo: info });
    expect(firstMessage(both)).toBe(campusMessages.mentorDescriptionRequired);

    const studentsOnly = campusPayloadSchema.parse({
      title: 'Campus',
      role: 'STUDENT',
      studentCampusInfo: { description: 'Hola', duration: '3' },
      mentorCampusInfo: info,
    });
    expect(studentsOnly.studentCampusInfo).toEqual({ description: 'Hola', duration: 3 });
    expect(studentsOnly.mentorCampusInfo).toBeNull();
  });

  it('wants a whole duration of at least 1', () => {
    const withDuration = (duration: unknown) =>
      firstMessage(
        campusPayloadSchema.safeParse({ title: 'C', role: 'MENTOR', mentorCampusInfo: { description: 'x', duration } }),
      );
    expect(withDuration('')).toBe(campusMessages.durationRequired);
    expect(withDuration('abc')).toBe(campusMessages.durationNumeric);
    expect(withDuration(0)).toBe(campusMessages.durationMin);
    expect(withDuration(2)).toBeUndefined();
  });
});

describe('lesson plan', () => {
  const content = { contentNumber: 1, title: 'Video', description: 'Intro', contentType: 'VIDEO' };

  it('needs a video id for a video, accepting a pasted YouTube link', () => {
    expect(firstMessage(lessonContentPayloadSchema.safeParse(content))).toBe(campusMessages.videoIdRequired);
    expect(
      lessonContentPayloadSchema.parse({ ...content, videoId: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3' })
        .videoId,
    ).toBe('dQw4w9WgXcQ');
    expect(firstMessage(lessonContentPayloadSchema.safeParse({ ...content, videoId: 'no es un id' }))).toBe(
      campusMessages.videoIdInvalid,
    );
  });

  it('requires content title and description, lesson title and start date', () => {
    expect(firstMessage(lessonContentPayloadSchema.safeParse({ ...content, title: '' }))).toBe(
      campusMessages.contentTitleRequired,
    );
    expect(
      firstMessage(lessonContentPayloadSchema.safeParse({ ...content, contentType: 'PDF', description: ' ' })),
    ).toBe(campusMessages.contentDescriptionRequired);
    const plan = (lesson: object) => lessonPlanPayloadSchema.safeParse({ studentLessons: [lesson] });
    expect(firstMessage(plan({ lessonNumber: 1, title: '', startDate: '2026-01-01' }))).toBe(
      campusMessages.lessonTitleRequired,
    );
    expect(firstMessage(plan({ lessonNumber: 1, title: 'Uno', startDate: '' }))).toBe(
      campusMessages.lessonStartDateRequired,
    );
  });

  it('refuses two lessons with the same number in one track', () => {
    const lesson = { lessonNumber: 1, title: 'Uno', startDate: '2026-01-01' };
    expect(firstMessage(lessonPlanPayloadSchema.safeParse({ mentorLessons: [lesson, lesson] }))).toBe(
      campusMessages.lessonNumberRepeated,
    );
  });
});

describe('add user by email', () => {
  it('says "Email es requerido" when empty and "Email invalido" when malformed', () => {
    expect(firstMessage(addUserToCampusSchema.safeParse({ email: '' }))).toBe('Email es requerido');
    expect(firstMessage(addUserToCampusSchema.safeParse({}))).toBe('Email es requerido');
    expect(firstMessage(addUserToCampusSchema.safeParse({ email: 'no-es-mail' }))).toBe('Email invalido');
    expect(addUserToCampusSchema.parse({ email: ' Ana@Mail.CL ' }).email).toBe('ana@mail.cl');
  });
});

describe('youtubeVideoId', () => {
  it('reads ids from short links and embeds', () => {
    expect(youtubeVideoId('https://youtu.be/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoId('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoId('https://vimeo.com/12345')).toBeNull();
  });
});
