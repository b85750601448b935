import {
  nextWizardStep,
  parseWizardStep,
  previousWizardStep,
  processGeneralSchema,
  stepAfterCreation,
} from '@enlaza/contract';
import { describe, expect, it } from 'vitest';
import { dayjs } from '../../../lib/dates';
import { pendingAssignments, UNASSIGNED } from './assignment';
import {
  endDateFor,
  eventsMissingDate,
  looksLikeLogo,
  nameSuggestionFor,
  nextName,
  toGeneralFormValues,
  toGeneralPayload,
  type GeneralFormValues,
} from './wizardForm';

const uuid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

describe('wizard step rules', () => {
  it('reads ?step=: missing is step 1; 1..7 as given; anything else sends back to the boards (null)', () => {
    expect(parseWizardStep(null)).toBe(1);
    expect(parseWizardStep('')).toBe(1);
    expect(parseWizardStep('1')).toBe(1);
    expect(parseWizardStep('7')).toBe(7);
    expect(parseWizardStep('8')).toBeNull();
    expect(parseWizardStep('0')).toBeNull();
    expect(parseWizardStep('-1')).toBeNull();
    expect(parseWizardStep('2.5')).toBeNull();
    expect(parseWizardStep('dos')).toBeNull();
  });

  it('advances one step, skipping Networking both ways when the process has no NETWORKING', () => {
    expect(nextWizardStep(2, ['MENTORING'])).toBe(3);
    expect(nextWizardStep(4, ['MENTORING'])).toBe(6);
    expect(nextWizardStep(4, ['MENTORING', 'NETWORKING'])).toBe(5);
    expect(previousWizardStep(6, ['MENTORING'])).toBe(4);
    expect(previousWizardStep(6, ['NETWORKING'])).toBe(5);
    expect(previousWizardStep(1, ['MENTORING'])).toBe(0);
    expect(nextWizardStep(7, ['MENTORING'])).toBe(7);
  });

  it('goes to step 2 after creation, or to the summary for a specialty Emprende process', () => {
    expect(stepAfterCreation(null)).toBe(2);
    expect(stepAfterCreation('MAIN')).toBe(2);
    expect(stepAfterCreation('SPECIALTY')).toBe(7);
  });
});

describe('name suggestion', () => {
  const values: Partial<GeneralFormValues> = {
    serviceTypes: ['MENTORING', 'NETWORKING'],
    estimatedStartDate: dayjs('2026-04-01'),
    emprende: 'NONE',
  };

  it('proposes client - services - start year, prefixed by the specialty', () => {
    expect(nameSuggestionFor(values, 'Compañía Demo')).toBe('Compañía Demo - Mentoría y Networking - 2026');
    expect(nameSuggestionFor({ ...values, emprende: 'SPECIALTY', specialtyName: ' Finanzas ' }, 'Acme')).toBe(
      'Finanzas - Acme - Mentoría y Networking - 2026',
    );
    // A specialty name only counts for a specialty process.
    expect(nameSuggestionFor({ ...values, specialtyName: 'Finanzas' }, 'Acme')).toBe(
      'Acme - Mentoría y Networking - 2026',
    );
  });

  it('follows the suggestion while the name is empty or untouched, and keeps a name the admin wrote', () => {
    expect(nextName('', '', 'Acme - Mentoría - 2026')).toBe('Acme - Mentoría - 2026');
    expect(nextName('Acme - Mentoría - 2026', 'Acme - Mentoría - 2026', 'Acme - Mentoría - 2027')).toBe(
      'Acme - Mentoría - 2027',
    );
    expect(nextName('Mi programa', 'Acme - Mentoría - 2026', 'Acme - Mentoría - 2027')).toBe('Mi programa');
  });
});

describe('general form', () => {
  const filled: GeneralFormValues = {
    ...toGeneralFormValues(),
    name: '  Acme - Mentoría - 2026 ',
    clientId: uuid(1),
    mentorshipId: uuid(2),
    dynamicMentorshipId: uuid(3),
    mdiId: uuid(4),
    sessionsFeedbackBundleId: uuid(5),
    estimatedStartDate: dayjs('2026-01-31'),
    estimatedEndDate: dayjs('2026-04-30'),
    ownerId: uuid(6),
    specialtyName: 'Finanzas',
    emprendeMainProcessId: uuid(7),
  };

  it('sends only the fields that apply, in the shape the contract validates', () => {
    const payload = toGeneralPayload(filled);
    expect(payload).toMatchObject({
      name: 'Acme - Mentoría - 2026',
      mentorshipId: uuid(2),
      dynamicMentorshipId: null,
      mdiId: uuid(4),
      estimatedStartDate: '2026-01-31',
      estimatedEndDate: '2026-04-30',
      emprendeType: null,
      specialtyName: null,
      emprendeMainProcessId: null,
      fantasyName: null,
    });
    expect(processGeneralSchema.safeParse(payload).success).toBe(true);
    // The certificates' programme name, trimmed; blank is none ('de Mentoría').
    expect(toGeneralPayload({ ...filled, fantasyName: ' Mujeres que Lideran ' }).fantasyName).toBe(
      'Mujeres que Lideran',
    );
    expect(toGeneralPayload({ ...filled, fantasyName: '  ' }).fantasyName).toBeNull();
  });

  it('drops the MDI for "Proceso sin MDI", the guide and feedback without MENTORING, and keeps a specialty', () => {
    const payload = toGeneralPayload({
      ...filled,
      withoutMdi: true,
      serviceTypes: ['NETWORKING'],
      emprende: 'SPECIALTY',
    });
    expect(payload).toMatchObject({
      mdiId: null,
      mentorshipId: null,
      sessionsFeedbackBundleId: null,
      emprendeType: 'SPECIALTY',
      specialtyName: 'Finanzas',
      emprendeMainProcessId: uuid(7),
    });
  });

  it('the contract refuses what the form must not send, with the spec messages', () => {
    const noGuide = processGeneralSchema.safeParse(toGeneralPayload({ ...filled, mentorshipId: null }));
    expect(noGuide.success).toBe(false);
    expect(noGuide.error?.issues.map((i) => i.message)).toContain('Ingrese una pauta');
    const noMdi = processGeneralSchema.safeParse(toGeneralPayload({ ...filled, mdiId: null }));
    expect(noMdi.error?.issues.map((i) => i.message)).toContain('Ingrese un MDI valido');
  });

  it('defaults the end date to start + 3 months (end of a shorter month)', () => {
    expect(endDateFor(dayjs('2026-01-15'))?.format('YYYY-MM-DD')).toBe('2026-04-15');
    expect(endDateFor(dayjs('2025-11-30'))?.format('YYYY-MM-DD')).toBe('2026-02-28');
    expect(endDateFor(null)).toBeNull();
  });

  it('checks a logo by type or extension, and spots events without a date', () => {
    expect(looksLikeLogo({ name: 'logo.PNG', type: '' })).toBe(true);
    expect(looksLikeLogo({ name: 'logo.gif', type: 'image/gif' })).toBe(false);
    expect(eventsMissingDate([{ eventDate: '2026-05-01T15:00:00Z' }])).toBe(false);
    expect(eventsMissingDate([{ eventDate: '2026-05-01T15:00:00Z' }, { eventDate: null }])).toBe(true);
  });
});

describe('campus assignment', () => {
  const participants = [
    { userId: 'm1', role: 'MENTOR' as const, campusId: null, removed: false },
    { userId: 'm2', role: 'MENTOR' as const, campusId: 'c1', removed: false },
    { userId: 's1', role: 'STUDENT' as const, campusId: null, removed: false },
    { userId: 's2', role: 'STUDENT' as const, campusId: null, removed: true },
  ];

  it('sends nothing until someone moves (confirm stays disabled)', () => {
    expect(pendingAssignments({}, participants)).toEqual({ mentorsAssignation: [], studentsAssignation: [] });
  });

  it('keeps only real changes, split by role', () => {
    const moves = { m1: 'c1', m2: 'c1', s1: 'c2', s2: 'c2', x: 'c9', m3: UNASSIGNED };
    expect(pendingAssignments(moves, participants)).toEqual({
      mentorsAssignation: [{ userId: 'm1', campusId: 'c1' }],
      studentsAssignation: [{ userId: 's1', campusId: 'c2' }],
    });
  });
});
