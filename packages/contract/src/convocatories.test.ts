import { describe, expect, it } from 'vitest';
import {
  convocatoryActions,
  convocatoryStatuses,
  createConvocatoryRequestSchema,
  enrolmentStepsFor,
  entrepreneurInfoSchema,
  isConvocatoryDeletable,
  isConvocatoryEditable,
  isSelectionOpen,
  isShownSocialLink,
  memberEntrepreneurInfoSchema,
  nextConvocatoryStatus,
  parseInscriptionType,
  startInscriptionRequestSchema,
  type ConvocatoryAction,
  type ConvocatoryStatus,
} from './convocatories';
import { odsOptions } from './reference/ods';

describe('convocatory lifecycle (spec 002 §4.1)', () => {
  const allowed: Record<string, ConvocatoryStatus> = {
    'DRAFT open': 'OPEN',
    'OPEN close': 'SELECTING',
    'SELECTING finish': 'FINALIZED',
    'OPEN return-status': 'DRAFT',
    'SELECTING return-status': 'OPEN',
  };
  for (const from of convocatoryStatuses) {
    for (const action of convocatoryActions) {
      const expected = allowed[`${from} ${action}`] ?? null;
      it(`${action} from ${from} → ${expected ?? 'refused'}`, () => {
        expect(nextConvocatoryStatus(from, action as ConvocatoryAction)).toBe(expected);
      });
    }
  }

  it('edits in DRAFT and OPEN, deletes only in DRAFT, selects only in SELECTING', () => {
    expect(convocatoryStatuses.filter(isConvocatoryEditable)).toEqual(['DRAFT', 'OPEN']);
    expect(convocatoryStatuses.filter(isConvocatoryDeletable)).toEqual(['DRAFT']);
    expect(convocatoryStatuses.filter(isSelectionOpen)).toEqual(['SELECTING']);
  });
});

describe('enrolment steps (spec 002 §2.1)', () => {
  it('has five steps for regular convocatories, four for Emprende mentees, three for other Emprende roles', () => {
    expect(enrolmentStepsFor('MASSIVE', 'MENTOR')).toEqual(['EMAIL', 'PERSONAL', 'INTERESTS', 'COMPANY', 'MOTIVATION']);
    expect(enrolmentStepsFor('DIRECTED', 'STUDENT')).toHaveLength(5);
    expect(enrolmentStepsFor('EMPRENDE', 'STUDENT')).toEqual(['EMAIL', 'PERSONAL', 'EMPRENDE', 'MOTIVATION']);
    expect(enrolmentStepsFor('EMPRENDE', 'MENTOR')).toEqual(['EMAIL', 'PERSONAL', 'MOTIVATION']);
  });

  it('reads the role of the link in any letter case', () => {
    expect(parseInscriptionType('student')).toBe('STUDENT');
    expect(parseInscriptionType('MENTOR')).toBe('MENTOR');
    expect(parseInscriptionType('admin')).toBeNull();
    expect(parseInscriptionType(undefined)).toBeNull();
  });

  it('lowercases the email and requires the terms with the spec message', () => {
    const base = { convocatoryId: '5b0c7f43-39b3-4c8e-9a55-8d5b4f7e1a20', inscriptionType: 'STUDENT' };
    const ok = startInscriptionRequestSchema.parse({ ...base, email: ' Ana@Example.COM ', termsAccepted: true });
    expect(ok.email).toBe('ana@example.com');
    const noTerms = startInscriptionRequestSchema.safeParse({
      ...base,
      email: 'ana@example.com',
      termsAccepted: false,
    });
    expect(noTerms.error?.issues[0]?.message).toBe(
      'Debes aceptar los Términos y Condiciones y la Política de Privacidad para empezar tu inscripción.',
    );
    const badEmail = startInscriptionRequestSchema.safeParse({ ...base, email: 'ana@', termsAccepted: true });
    expect(badEmail.error?.issues[0]?.message).toBe('Ingrese un email válido');
    const noEmail = startInscriptionRequestSchema.safeParse({ ...base, email: '', termsAccepted: true });
    expect(noEmail.error?.issues[0]?.message).toBe('Complete este campo');
  });
});

describe('convocatory form (spec 002 §5.2)', () => {
  const valid = {
    name: 'Mentoría 2027',
    estimatedOpenDate: '2027-01-10',
    estimatedCloseDate: '2027-02-10',
    convocatoryType: 'MASSIVE',
    pairsNumber: 20,
    mentorType: 'EXTERNAL',
    clientId: '5b0c7f43-39b3-4c8e-9a55-8d5b4f7e1a20',
    responsibleId: '6b0c7f43-39b3-4c8e-9a55-8d5b4f7e1a21',
  };
  const messages = (input: object) =>
    createConvocatoryRequestSchema.safeParse(input).error?.issues.map((i) => i.message) ?? [];

  it('accepts a complete form', () => {
    expect(messages(valid)).toEqual([]);
  });
  it('refuses a close date before the open date', () => {
    expect(messages({ ...valid, estimatedCloseDate: '2027-01-09' })).toEqual([
      'La fecha de cierre no puede ser anterior a la fecha de apertura',
    ]);
  });
  it('asks for the pairs number unless the convocatory is EMPRENDE', () => {
    expect(messages({ ...valid, pairsNumber: null })).toEqual(['Indique la cantidad de duplas']);
    expect(messages({ ...valid, pairsNumber: 0 })).toEqual(['Indique la cantidad de duplas']);
    expect(messages({ ...valid, convocatoryType: 'EMPRENDE', pairsNumber: null })).toEqual([]);
  });
  it('names each missing choice', () => {
    expect(messages({ ...valid, mentorType: undefined, clientId: undefined })).toEqual([
      'Seleccione el tipo de mentoría',
      'Seleccione un cliente',
    ]);
  });
});

describe('social media link (spec 002 §2.2)', () => {
  it('is shown only for instagram, facebook, twitter or linkedin', () => {
    expect(isShownSocialLink('https://www.instagram.com/enlaza')).toBe(true);
    expect(isShownSocialLink('https://linkedin.com/company/enlaza')).toBe(true);
    expect(isShownSocialLink('http://facebook.com/enlaza')).toBe(true);
    expect(isShownSocialLink('https://twitter.com/enlaza')).toBe(true);
    expect(isShownSocialLink('https://tiktok.com/@enlaza')).toBe(false);
    expect(isShownSocialLink('https://instagram.com.evil.example/x')).toBe(false);
    expect(isShownSocialLink('javascript:alert(1)//instagram.com')).toBe(false);
    expect(isShownSocialLink(null)).toBe(false);
  });
});

describe('entrepreneur form (spec 002 §5.1)', () => {
  const complete = {
    businessName: 'Café Andino',
    rut: '12.345.678-5',
    businessRut: '76.123.456-0',
    commune: 'Providencia',
    businessRegion: 'Región Metropolitana de Santiago',
    businessCommune: 'Ñuñoa',
    description: 'Tostaduría de café de especialidad',
    industry: '5b0c7f43-39b3-4c8e-9a55-8d5b4f7e1a20',
    age: 'FROM_1_TO_3',
    stage: 'SELLING',
    challenge: 'Llegar a supermercados',
    expectations: 'Aprender a negociar',
    productExpectations: 'Una red de mentoras',
    expectedMentors: 'Comercial, finanzas y marketing',
    contactMethod: 'WHATSAPP',
    ods: [8, 12],
  };

  it('gives the spec messages for the named required fields', () => {
    const result = entrepreneurInfoSchema.safeParse({});
    const byField = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(byField).toMatchObject({
      businessName: 'Por favor ingresa el nombre de tu emprendimiento',
      rut: 'Por favor ingresa tu RUT',
      businessRut: 'Por favor ingresa el RUT de tu emprendimiento',
      commune: 'Por favor ingresa la comuna donde resides',
      businessRegion: 'Por favor ingresa la región del emprendimiento',
      businessCommune: 'Por favor ingresa la comuna del emprendimiento',
    });
    expect(byField.socialMedia).toBeUndefined();
  });

  it('checks and cleans RUTs, and keeps "no ODS" alone', () => {
    const parsed = entrepreneurInfoSchema.parse(complete);
    expect(parsed.rut).toBe('12345678-5');
    expect(parsed.socialMedia).toBeNull();
    expect(entrepreneurInfoSchema.safeParse({ ...complete, rut: '12.345.678-9' }).success).toBe(false);
    expect(entrepreneurInfoSchema.safeParse({ ...complete, ods: [0, 3] }).success).toBe(false);
    expect(entrepreneurInfoSchema.safeParse({ ...complete, ods: [] }).error?.issues[0]?.message).toBe(
      'Por favor selecciona al menos un ODS',
    );
  });

  it('accepts each option of the ODS list by its index, and no index outside it', () => {
    const withOds = (ods: number[]) => entrepreneurInfoSchema.safeParse({ ...complete, ods });
    expect(withOds([0]).success).toBe(true);
    expect(withOds(odsOptions.map((_, index) => index).slice(1)).success).toBe(true);
    for (const index of [-1, odsOptions.length, 2.5]) {
      expect(withOds([index]).error?.issues[0]?.message, String(index)).toBe('Por favor selecciona al menos un ODS');
    }
  });

  it('leaves business RUT, social link and expected mentors optional in the member form', () => {
    const { businessRut: _r, expectedMentors: _m, ...rest } = complete;
    expect(entrepreneurInfoSchema.safeParse(rest).success).toBe(false);
    const member = memberEntrepreneurInfoSchema.parse(rest);
    expect(member.businessRut).toBeNull();
    expect(member.expectedMentors).toBeNull();
  });
});
