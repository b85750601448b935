import {
  GUIDE_DATA_FIELD,
  GUIDE_DOCUMENT_ACCEPT,
  GUIDE_DOCUMENT_MAX_BYTES,
  guideDocumentField,
  guideMessages,
  type Guide,
  type GuideAudience,
  type GuideMaterial,
  type GuidePayload,
} from '@enlaza/contract';
import type { UploadFile } from 'antd';

/** One audience's material in the form: a document (stored or newly picked) or a link. */
export interface MaterialFormValue {
  mode: 'document' | 'link';
  link?: string;
  /** The file picked in the dragger (at most one). */
  file?: UploadFile[];
  /** What the server has stored for this audience, when editing. */
  existing?: GuideMaterial;
}

export interface SessionFormValue {
  sessionId?: string;
  title?: string;
  description?: string;
  templateQuestionaryId?: string;
  mentor: MaterialFormValue;
  student: MaterialFormValue;
}

export interface GuideFormValues {
  name?: string;
  description?: string;
  mentorshipTypeIds: string[];
  sessions: SessionFormValue[];
}

export const audienceKeys: Record<GuideAudience, 'mentor' | 'student'> = { MENTOR: 'mentor', STUDENT: 'student' };

function materialFormValue(material?: GuideMaterial): MaterialFormValue {
  if (!material) return { mode: 'document', link: '', file: [] };
  return {
    mode: material.link && !material.documentKey ? 'link' : 'document',
    link: material.link ?? '',
    file: [],
    existing: material.documentKey ? material : undefined,
  };
}

export function emptySession(): SessionFormValue {
  return { title: '', description: '', mentor: materialFormValue(), student: materialFormValue() };
}

/** The form's starting values: the guide being edited, or a new guide with one empty session. */
export function toGuideFormValues(guide?: Guide): GuideFormValues {
  if (!guide) return { name: '', description: '', mentorshipTypeIds: [], sessions: [emptySession()] };
  return {
    name: guide.name,
    description: guide.description,
    mentorshipTypeIds: guide.mentorshipTypeIds,
    sessions: guide.sessions.map((session) => ({
      sessionId: session.sessionId,
      title: session.title,
      description: session.description,
      templateQuestionaryId: session.templateQuestionaryId ?? undefined,
      mentor: materialFormValue(session.mentor),
      student: materialFormValue(session.student),
    })),
  };
}

const linkOf = (material: MaterialFormValue) => (material.mode === 'link' ? material.link?.trim() || null : null);
const fileOf = (material: MaterialFormValue) =>
  material.mode === 'document' ? (material.file?.[0]?.originFileObj as File | undefined) : undefined;

/** The JSON payload of the form (sessions numbered by their order on the server). */
export function toGuidePayload(values: GuideFormValues): GuidePayload {
  return {
    name: values.name ?? '',
    description: values.description ?? '',
    mentorshipTypeIds: values.mentorshipTypeIds ?? [],
    sessions: values.sessions.map((session) => ({
      ...(session.sessionId ? { sessionId: session.sessionId } : {}),
      title: session.title ?? '',
      description: session.description ?? '',
      templateQuestionaryId: session.templateQuestionaryId ?? '',
      mentor: { link: linkOf(session.mentor) },
      student: { link: linkOf(session.student) },
    })),
  };
}

/** The multipart body: the payload as JSON in `data`, each newly picked document under `session-{i}-{audience}`. */
export function toGuideFormData(values: GuideFormValues): FormData {
  const form = new FormData();
  form.append(GUIDE_DATA_FIELD, JSON.stringify(toGuidePayload(values)));
  values.sessions.forEach((session, index) => {
    for (const audience of ['MENTOR', 'STUDENT'] as const) {
      const file = fileOf(session[audienceKeys[audience]]);
      if (file) form.append(guideDocumentField(index, audience), file, file.name);
    }
  });
  return form;
}

const acceptedExtensions = GUIDE_DOCUMENT_ACCEPT.split(',');

/** A quick check before the file goes anywhere; the server checks the content again. Null when fine. */
export function documentProblem(file: { name: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  if (!acceptedExtensions.some((extension) => name.endsWith(extension))) return guideMessages.documentType;
  if (file.size > GUIDE_DOCUMENT_MAX_BYTES) return guideMessages.documentTooLarge;
  return null;
}
