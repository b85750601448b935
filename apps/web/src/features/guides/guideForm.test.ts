import { guideMessages, guidePayloadSchema, type Guide } from '@enlaza/contract';
import type { UploadFile } from 'antd';
import { describe, expect, it } from 'vitest';
import { documentProblem, emptySession, toGuideFormData, toGuideFormValues, toGuidePayload } from './guideForm';

const storedGuide: Guide = {
  mentorshipId: 'g-1',
  name: 'Pauta Liderazgo',
  description: 'Descripción',
  mentorshipTypeIds: ['t-1'],
  mentorshipTypes: [{ id: 't-1', name: 'Liderazgo' }],
  sessions: [
    {
      sessionId: 's-1',
      number: 1,
      title: 'Inicio',
      description: '',
      templateQuestionaryId: 'q-1',
      templateQuestionaryName: 'Pauta 1',
      mentor: {
        documentKey: 'guides/a.pdf',
        documentName: 'guia.pdf',
        documentUrl: '/api/mentorships/g-1/session/s-1/download/MENTOR',
        link: null,
      },
      student: { documentKey: null, documentName: null, documentUrl: null, link: 'https://example.cl' },
    },
  ],
  processes: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  locked: false,
};

const picked = (name: string): UploadFile[] => [
  {
    uid: '1',
    name,
    originFileObj: new File(['%PDF-1.4'], name, { type: 'application/pdf' }) as UploadFile['originFileObj'],
  },
];

describe('guide form values', () => {
  it('start a new guide with one empty session whose materials are documents', () => {
    const values = toGuideFormValues();
    expect(values.sessions).toHaveLength(1);
    expect(values.sessions[0]!.mentor.mode).toBe('document');
  });

  it('load a stored guide: a stored document shows as document, a link alone as link', () => {
    const values = toGuideFormValues(storedGuide);
    expect(values.sessions[0]).toMatchObject({
      sessionId: 's-1',
      templateQuestionaryId: 'q-1',
      mentor: { mode: 'document', existing: { documentKey: 'guides/a.pdf' } },
      student: { mode: 'link', link: 'https://example.cl' },
    });
  });

  it('send links only for link mode, keep session ids, and validate with the contract', () => {
    const values = toGuideFormValues(storedGuide);
    values.sessions.push({ ...emptySession(), title: 'Nueva', templateQuestionaryId: 'q-2' });
    values.sessions[1]!.mentor = { mode: 'document', link: 'https://olvidado.cl', file: [] };
    const payload = toGuidePayload(values);
    expect(payload.sessions).toEqual([
      {
        sessionId: 's-1',
        title: 'Inicio',
        description: '',
        templateQuestionaryId: 'q-1',
        mentor: { link: null },
        student: { link: 'https://example.cl' },
      },
      {
        title: 'Nueva',
        description: '',
        templateQuestionaryId: 'q-2',
        mentor: { link: null },
        student: { link: null },
      },
    ]);
    expect(guidePayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('show the spec messages for a form left empty', () => {
    const result = guidePayloadSchema.safeParse(toGuidePayload(toGuideFormValues()));
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        guideMessages.nameRequired,
        guideMessages.tagsRequired,
        guideMessages.sessionTitleRequired,
        guideMessages.templateRequired,
      ]),
    );
  });

  it('put each picked document under session-{index}-{audience}, in the final order of the sessions', () => {
    const values = toGuideFormValues();
    values.sessions = [
      {
        ...emptySession(),
        title: 'A',
        templateQuestionaryId: 'q',
        student: { mode: 'document', file: picked('a.pdf') },
      },
      {
        ...emptySession(),
        title: 'B',
        templateQuestionaryId: 'q',
        mentor: { mode: 'link', link: 'x.cl', file: picked('b.pdf') },
      },
    ];
    const form = toGuideFormData(values);
    expect([...form.keys()]).toEqual(['data', 'session-0-student']);
    expect((form.get('session-0-student') as File).name).toBe('a.pdf');
    expect(JSON.parse(form.get('data') as string).sessions[1].mentor).toEqual({ link: 'x.cl' });
  });

  it('refuse other file kinds and files over 20 MB before uploading', () => {
    expect(documentProblem({ name: 'Guía.PDF', size: 1000 })).toBeNull();
    expect(documentProblem({ name: 'notas.txt', size: 10 })).toBe(guideMessages.documentType);
    expect(documentProblem({ name: 'grande.pptx', size: 21 * 1024 * 1024 })).toBe(guideMessages.documentTooLarge);
  });
});
