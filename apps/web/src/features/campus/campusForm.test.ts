import type { UploadFile } from 'antd';
import { describe, expect, it } from 'vitest';
import { dayjs } from '../../lib/dates';
import {
  fileMatchesContentType,
  formatDisplayDate,
  lessonIdFor,
  pendingUploads,
  toCampusPayload,
  toLessonPlanFormValues,
  toLessonPlanPayload,
  type LessonPlanFormValues,
} from './campusForm';

const pdf = new File(['%PDF-1.4'], 'guia.pdf', { type: 'application/pdf' });

const values: LessonPlanFormValues = {
  studentLessons: [
    {
      lessonId: 'l1',
      lessonNumber: 1,
      title: 'Bienvenida',
      startDate: dayjs('2026-03-02'),
      contents: [
        {
          contentId: 'c1',
          contentNumber: 1,
          title: 'Guía',
          description: 'Leer',
          contentType: 'PDF',
          upload: [{ uid: '1', name: 'guia.pdf', originFileObj: pdf } as UploadFile],
        },
        { contentNumber: 2, title: 'Video', description: 'Ver', contentType: 'VIDEO', videoId: 'dQw4w9WgXcQ' },
      ],
    },
  ],
  mentorLessons: [{ lessonNumber: 1, title: 'Rol de mentora', startDate: dayjs('2026-04-01'), contents: [] }],
};

describe('lesson plan form', () => {
  it('sends dates as YYYY-MM-DD and only the tracks the campus type has', () => {
    const payload = toLessonPlanPayload(values, 'STUDENT');
    expect(payload.mentorLessons).toEqual([]);
    expect(payload.studentLessons).toEqual([
      {
        lessonId: 'l1',
        lessonNumber: 1,
        title: 'Bienvenida',
        startDate: '2026-03-02',
        contents: [
          { contentId: 'c1', contentNumber: 1, title: 'Guía', description: 'Leer', contentType: 'PDF', videoId: null },
          {
            contentId: undefined,
            contentNumber: 2,
            title: 'Video',
            description: 'Ver',
            contentType: 'VIDEO',
            videoId: 'dQw4w9WgXcQ',
          },
        ],
      },
    ]);
    expect(toLessonPlanPayload(values, 'STUDENT_MENTOR').mentorLessons?.[0]?.startDate).toBe('2026-04-01');
  });

  it('finds the chosen files again in the saved plan by track, lesson and content number', () => {
    const uploads = pendingUploads(values, 'STUDENT_MENTOR');
    expect(uploads).toEqual([
      expect.objectContaining({
        audience: 'STUDENT',
        lessonNumber: 1,
        contentNumber: 1,
        contentType: 'PDF',
        file: pdf,
      }),
    ]);
    const saved = { studentLessons: [{ lessonId: 'nuevo', lessonNumber: 1 }], mentorLessons: [] };
    expect(lessonIdFor(saved as never, uploads[0]!)).toBe('nuevo');
  });

  it('shows stored dates as DD/MM/YYYY and remembers which type a linked file has', () => {
    expect(formatDisplayDate('2026-03-02')).toBe('02/03/2026');
    const form = toLessonPlanFormValues({
      studentLessons: [
        {
          lessonId: 'l1',
          campusId: 'c',
          audience: 'STUDENT',
          lessonNumber: 1,
          title: 'Uno',
          startDate: '2026-03-02',
          status: 'ENABLED',
          available: true,
          contents: [
            {
              contentId: 'c1',
              contentNumber: 1,
              title: 'Guía',
              description: 'Leer',
              contentType: 'PDF',
              contentFileUrl: '/api/files/campus/contents/x.pdf',
              fileName: 'x.pdf',
              videoId: null,
            },
          ],
        },
      ],
      mentorLessons: [],
    });
    expect(form.studentLessons[0]?.startDate?.format('DD/MM/YYYY')).toBe('02/03/2026');
    expect(form.studentLessons[0]?.contents[0]?.linkedContentType).toBe('PDF');
  });
});

describe('campus form', () => {
  it('sends the description and duration of the audiences the type includes', () => {
    const payload = toCampusPayload({
      title: 'Campus',
      role: 'MENTOR',
      studentDescription: 'no va',
      studentDuration: 2,
      mentorDescription: 'Para mentoras',
      mentorDuration: 3,
      rolesWithAccess: ['INTERNAL_MENTOR'],
    });
    expect(payload).toEqual({
      title: 'Campus',
      role: 'MENTOR',
      studentCampusInfo: undefined,
      mentorCampusInfo: { description: 'Para mentoras', duration: 3 },
      rolesWithAccess: ['INTERNAL_MENTOR'],
    });
  });

  it('pre-checks chosen files by name or type', () => {
    expect(fileMatchesContentType({ name: 'a.PDF', type: '' }, 'PDF')).toBe(true);
    expect(fileMatchesContentType({ name: 'a.pptx', type: '' }, 'PPT')).toBe(true);
    expect(fileMatchesContentType({ name: 'a.gif', type: 'image/gif' }, 'IMAGE')).toBe(false);
  });
});
