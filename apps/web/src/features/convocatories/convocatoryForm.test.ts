import { describe, expect, it } from 'vitest';
import { dayjs } from '../../lib/dates';
import {
  asksPairsNumber,
  exportFileName,
  formatShortDate,
  isBeforeOpenDate,
  isCloseDateDisabled,
  looksLikeLogo,
  toConvocatoryFormValues,
  toCreatePayload,
  toRequestBody,
  toUpdatePayload,
  type ConvocatoryFormValues,
} from './convocatoryForm';
import { lifecycleStepsFor } from './convocatoryLifecycle';

const values: ConvocatoryFormValues = {
  name: '  Mentoría Mujeres 2026 ',
  estimatedOpenDate: dayjs('2026-03-10'),
  estimatedCloseDate: dayjs('2026-04-30'),
  mentorType: 'EXTERNAL',
  clientId: '7b1a3c2e-0000-4000-8000-000000000001',
  responsibleId: '7b1a3c2e-0000-4000-8000-000000000002',
  convocatoryType: 'MASSIVE',
  pairsNumber: 25,
  socialMediaUrl: '  ',
  isPit: true,
  dataSharingPartner: '  Fundación Aliada ',
};

describe('convocatory form values', () => {
  it('shows calendar dates as DD-MM-YY whatever the time zone', () => {
    expect(formatShortDate('2026-03-01')).toBe('01-03-26');
    expect(formatShortDate('2026-12-31')).toBe('31-12-26');
  });

  it('keeps the close date disabled until there is an open date, and refuses days before it', () => {
    expect(isCloseDateDisabled(null)).toBe(true);
    expect(isCloseDateDisabled(undefined)).toBe(true);
    expect(isCloseDateDisabled(dayjs('2026-03-10'))).toBe(false);

    const open = dayjs('2026-03-10');
    expect(isBeforeOpenDate(open, dayjs('2026-03-09'))).toBe(true);
    expect(isBeforeOpenDate(open, dayjs('2026-03-10T23:00'))).toBe(false);
    expect(isBeforeOpenDate(open, dayjs('2026-03-11'))).toBe(false);
    expect(isBeforeOpenDate(null, dayjs('2000-01-01'))).toBe(false);
  });

  it('asks for the number of pairs for every type but EMPRENDE', () => {
    expect(asksPairsNumber('MASSIVE')).toBe(true);
    expect(asksPairsNumber('DIRECTED')).toBe(true);
    expect(asksPairsNumber(undefined)).toBe(true);
    expect(asksPairsNumber('EMPRENDE')).toBe(false);
  });

  it('builds the creation payload with API dates, a trimmed name and no empty link', () => {
    expect(toCreatePayload(values)).toEqual({
      name: 'Mentoría Mujeres 2026',
      estimatedOpenDate: '2026-03-10',
      estimatedCloseDate: '2026-04-30',
      mentorType: 'EXTERNAL',
      clientId: values.clientId,
      responsibleId: values.responsibleId,
      convocatoryType: 'MASSIVE',
      pairsNumber: 25,
      socialMediaUrl: null,
      isPit: true,
      dataSharingPartner: 'Fundación Aliada',
    });
  });

  it('sends no number of pairs for EMPRENDE, and nothing locked on edit', () => {
    const emprende = { ...values, convocatoryType: 'EMPRENDE' as const, socialMediaUrl: 'https://instagram.com/x' };
    expect(toCreatePayload(emprende).pairsNumber).toBeNull();
    const update = toUpdatePayload(emprende);
    expect(update).not.toHaveProperty('clientId');
    expect(update).not.toHaveProperty('responsibleId');
    expect(update).not.toHaveProperty('mentorType');
    expect(update.socialMediaUrl).toBe('https://instagram.com/x');
  });

  it('reads a stored convocatory back into the form', () => {
    const form = toConvocatoryFormValues({
      convocatoryId: 'c1',
      name: 'Emprende Sur',
      status: 'OPEN',
      convocatoryType: 'EMPRENDE',
      client: { clientId: 'cl1', name: 'Compañía Demo', rut: '760000000' },
      estimatedOpenDate: '2026-05-01',
      estimatedCloseDate: '2026-05-31',
      logoUrl: null,
      mentorType: 'INTERNAL',
      pairsNumber: null,
      closeDate: null,
      clientResponsable: { userId: 'u1', name: 'Carolina', lastName: 'Muñoz', email: 'empresa@enlaza.test' },
      socialMediaUrl: null,
      isPit: false,
      dataSharingPartner: null,
      studentFormLink: 'http://x/s',
      mentorFormLink: 'http://x/m',
      studentsCount: 0,
      mentorsCount: 0,
      studentSelectedCount: 0,
      mentorSelectedCount: 0,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    expect(form.estimatedOpenDate?.format('YYYY-MM-DD')).toBe('2026-05-01');
    expect(form).toMatchObject({ clientId: 'cl1', responsibleId: 'u1', mentorType: 'INTERNAL', socialMediaUrl: '' });
  });

  it('sends JSON without a logo and multipart (data + logo) with one', async () => {
    const payload = toUpdatePayload(values);
    expect(toRequestBody(payload, undefined)).toBe(payload);

    const logo = new File([new Uint8Array([0x89, 0x50])], 'logo.png', { type: 'image/png' });
    const body = toRequestBody(payload, logo);
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(JSON.parse(String(form.get('data')))).toEqual(payload);
    expect((form.get('logo') as File).name).toBe('logo.png');
  });

  it('accepts only .jpg and .png logos', () => {
    expect(looksLikeLogo({ name: 'logo.PNG', type: '' })).toBe(true);
    expect(looksLikeLogo({ name: 'logo.jpeg', type: '' })).toBe(true);
    expect(looksLikeLogo({ name: 'foto', type: 'image/jpeg' })).toBe(true);
    expect(looksLikeLogo({ name: 'logo.gif', type: 'image/gif' })).toBe(false);
    expect(looksLikeLogo({ name: 'logo.pdf', type: 'application/pdf' })).toBe(false);
  });

  it('names the export after the convocatory, without characters file systems refuse', () => {
    expect(exportFileName('Mentoría 2026')).toBe('Inscripciones-Mentoría 2026.xlsx');
    expect(exportFileName('Ciclo 1/2026: "Sur"')).toBe('Inscripciones-Ciclo 1-2026- -Sur-.xlsx');
  });
});

describe('lifecycle buttons', () => {
  const actions = (status: Parameters<typeof lifecycleStepsFor>[0]) =>
    lifecycleStepsFor(status).map((step) => [step.action, step.to, step.warning]);

  it('offers exactly the moves of spec 002 §4.1, warning before going back or finishing', () => {
    expect(actions('DRAFT')).toEqual([['open', 'OPEN', false]]);
    expect(actions('OPEN')).toEqual([
      ['close', 'SELECTING', false],
      ['return-status', 'DRAFT', true],
    ]);
    expect(actions('SELECTING')).toEqual([
      ['finish', 'FINALIZED', true],
      ['return-status', 'OPEN', true],
    ]);
    expect(actions('FINALIZED')).toEqual([]);
  });

  it('names the state it goes back to', () => {
    expect(lifecycleStepsFor('SELECTING').find((s) => s.action === 'return-status')?.question).toBe(
      '¿Volver la convocatoria a Abierta?',
    );
  });
});
