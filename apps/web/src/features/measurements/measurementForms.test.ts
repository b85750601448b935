import { bundlePayloadSchema, dynamicMentorshipPayloadSchema, mdiPayloadSchema } from '@enlaza/contract';
import { describe, expect, it } from 'vitest';
import {
  measurementLabel,
  newMeasurement,
  offersAutoSend,
  toBundlePayload,
  toDynamicMentorshipPayload,
  toMdiFormValues,
  toMdiPayload,
} from './measurementForms';

const Q1 = '7d1f5a52-8f0f-4b8e-9d1e-3c8a1b2c3d4e';
const Q2 = '8e2f5a52-8f0f-4b8e-9d1e-3c8a1b2c3d4e';

describe('MDI form', () => {
  it('starts a new MDI with one baseline measurement; the second is post-process', () => {
    expect(toMdiFormValues().measurements).toEqual([newMeasurement(0)]);
    expect(newMeasurement(0).subType).toBe('BASELINE');
    expect(newMeasurement(1).subType).toBe('POST_PROCESS');
  });

  it('reports the spec messages through the shared schema', () => {
    const result = mdiPayloadSchema.safeParse(
      toMdiPayload({ name: '', measurements: [{ measurementName: 'Base', mentorQuestions: [Q1] }] }),
    );
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toContain('Ingrese nombre de la medición de impacto');
    expect(messages).toContain('Debe ingresar como minimo una pregunta por rol a cada medición');
    expect(mdiPayloadSchema.safeParse(toMdiPayload({ name: 'X', measurements: [] })).error?.issues[0]?.message).toBe(
      'Debe ingresar como una medición',
    );
  });
});

describe('bundle form', () => {
  it('offers automatic send from the fifth MDI slot only', () => {
    expect([0, 3, 4, 5].map((slot) => offersAutoSend('MDI', slot))).toEqual([false, false, true, true]);
    expect(offersAutoSend('SESSION_FEEDBACK', 6)).toBe(false);
  });

  it('turns slots into a mentor and a student questionary with the slot sub-type', () => {
    const payload = toBundlePayload('SESSION_FEEDBACK', {
      name: 'Feedback',
      slots: [
        { mentorQuestionaryId: Q1, studentQuestionaryId: Q2, autoSend: true },
        { mentorQuestionaryId: Q1, studentQuestionaryId: Q2 },
      ],
    });
    expect(payload.questionaries).toEqual([
      { questionaryId: Q1, user_role: 'MENTOR', entitySubType: '1', autoSend: false },
      { questionaryId: Q2, user_role: 'STUDENT', entitySubType: '1', autoSend: false },
      { questionaryId: Q1, user_role: 'MENTOR', entitySubType: '2', autoSend: false },
      { questionaryId: Q2, user_role: 'STUDENT', entitySubType: '2', autoSend: false },
    ]);
    expect(bundlePayloadSchema.safeParse(payload).success).toBe(true);
  });
});

describe('dynamic mentorship form', () => {
  it('keeps only the base objective when the template is not dynamic', () => {
    const payload = toDynamicMentorshipPayload(
      { name: 'Pauta', sessions: 2, nonDynamic: true, questionaries: [{ BASE: Q1, a1: Q2 }, { BASE: Q2 }] },
      ['a1'],
    );
    expect(payload).toEqual({
      name: 'Pauta',
      sessions: 2,
      isDynamic: false,
      questionaries: { '1': { BASE: Q1 }, '2': { BASE: Q2 } },
    });
    expect(dynamicMentorshipPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('asks for BASE and every advice per session when dynamic, only up to the session count', () => {
    const payload = toDynamicMentorshipPayload(
      { name: 'Pauta', sessions: 1, questionaries: [{ BASE: Q1, a1: Q2, a2: Q1 }, { BASE: Q2 }] },
      ['a1', 'a2'],
    );
    expect(payload.questionaries).toEqual({ '1': { BASE: Q1, a1: Q2, a2: Q1 } });
    expect(payload.isDynamic).toBe(true);
  });
});

describe('measurementLabel', () => {
  it('adds the sub-type unless the name already is it', () => {
    expect(measurementLabel('Cierre', 'POST_PROCESS')).toBe('Cierre · Post proceso');
    expect(measurementLabel('Línea base', 'BASELINE')).toBe('Línea base');
    expect(measurementLabel('Extra', null)).toBe('Extra');
  });
});
