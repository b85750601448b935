import {
  defaultEndDate,
  suggestedProcessName,
  type EmprendeProcessType,
  type ProcessDetail,
  type ProcessGeneralInput,
  type ProcessServiceType,
} from '@enlaza/contract';
import type { Dayjs } from 'dayjs';
import { dayjs } from '../../../lib/dates';

export const API_DATE_FORMAT = 'YYYY-MM-DD';
export const DISPLAY_DATE_FORMAT = 'DD/MM/YYYY';
export const LOGO_ACCEPT = '.jpg,.jpeg,.png';

export type GuideKind = 'GUIDE' | 'DYNAMIC';
export type EmprendeChoice = 'NONE' | EmprendeProcessType;
type WizardService = 'MENTORING' | 'NETWORKING' | 'WORKSHOP';

/** The fields of step 1 as the form holds them. */
export interface GeneralFormValues {
  name: string;
  clientId?: string;
  serviceTypes: WizardService[];
  guideKind: GuideKind;
  mentorshipId?: string | null;
  dynamicMentorshipId?: string | null;
  withoutMdi: boolean;
  mdiId?: string | null;
  sessionsFeedbackBundleId?: string | null;
  estimatedStartDate: Dayjs | null;
  estimatedEndDate: Dayjs | null;
  ownerId?: string;
  ungrouped: boolean;
  isMentorup: boolean;
  emprende: EmprendeChoice;
  specialtyName?: string | null;
  emprendeMainProcessId?: string | null;
  fantasyName?: string | null;
}

const toDay = (value: string | null | undefined) => (value ? dayjs(value.slice(0, 10), API_DATE_FORMAT) : null);

export function toGeneralFormValues(process?: ProcessDetail, defaults?: { isMentorup: boolean }): GeneralFormValues {
  if (!process) {
    return {
      name: '',
      serviceTypes: ['MENTORING'],
      guideKind: 'GUIDE',
      withoutMdi: false,
      estimatedStartDate: null,
      estimatedEndDate: null,
      ungrouped: false,
      isMentorup: defaults?.isMentorup ?? false,
      emprende: 'NONE',
    };
  }
  return {
    name: process.name,
    clientId: process.client.clientId,
    serviceTypes: process.serviceType.filter((s): s is WizardService => s !== 'ATTRACTION'),
    guideKind: process.dynamicMentorship ? 'DYNAMIC' : 'GUIDE',
    mentorshipId: process.mentorship?.id ?? null,
    dynamicMentorshipId: process.dynamicMentorship?.id ?? null,
    withoutMdi: !process.mdi,
    mdiId: process.mdi?.id ?? null,
    sessionsFeedbackBundleId: process.sessionsFeedbackBundle?.id ?? null,
    estimatedStartDate: toDay(process.estimatedStartDate),
    estimatedEndDate: toDay(process.estimatedEndDate),
    ownerId: process.owner?.userId,
    ungrouped: process.ungrouped,
    isMentorup: process.isMentorup,
    emprende: process.emprendeType ?? 'NONE',
    specialtyName: process.specialtyName,
    emprendeMainProcessId: process.emprendeMainProcessId,
    fantasyName: process.fantasyName ?? null,
  };
}

/** What POST /api/process and PUT /api/process/{id} { general } take; fields that do not apply are left out. */
export function toGeneralPayload(values: GeneralFormValues): ProcessGeneralInput {
  const mentoring = values.serviceTypes.includes('MENTORING');
  const specialty = values.emprende === 'SPECIALTY';
  return {
    name: values.name.trim(),
    clientId: values.clientId ?? '',
    serviceTypes: values.serviceTypes,
    mentorshipId: mentoring && values.guideKind === 'GUIDE' ? (values.mentorshipId ?? null) : null,
    dynamicMentorshipId: mentoring && values.guideKind === 'DYNAMIC' ? (values.dynamicMentorshipId ?? null) : null,
    withoutMdi: values.withoutMdi,
    mdiId: values.withoutMdi ? null : (values.mdiId ?? null),
    sessionsFeedbackBundleId: mentoring ? (values.sessionsFeedbackBundleId ?? null) : null,
    estimatedStartDate: values.estimatedStartDate?.format(API_DATE_FORMAT) ?? '',
    estimatedEndDate: values.estimatedEndDate?.format(API_DATE_FORMAT) ?? '',
    ownerId: values.ownerId ?? '',
    ungrouped: values.ungrouped,
    isMentorup: values.isMentorup,
    emprendeType: values.emprende === 'NONE' ? null : values.emprende,
    specialtyName: specialty ? values.specialtyName?.trim() || null : null,
    emprendeMainProcessId: specialty ? (values.emprendeMainProcessId ?? null) : null,
    fantasyName: values.fantasyName?.trim() || null,
  };
}

/** The name proposed for these choices (spec 001 §5: '{specialty} - {client} - {services} - {start year}'). */
export function nameSuggestionFor(values: Partial<GeneralFormValues>, clientName: string | undefined): string {
  return suggestedProcessName({
    clientName,
    serviceTypes: (values.serviceTypes ?? []) as ProcessServiceType[],
    estimatedStartDate: values.estimatedStartDate?.format(API_DATE_FORMAT) ?? null,
    specialtyName: values.emprende === 'SPECIALTY' ? values.specialtyName?.trim() || null : null,
  });
}

/**
 * The name follows the suggestion until the admin writes their own: it is replaced while it is empty or still the
 * previous suggestion, and kept once it differs from it.
 */
export function nextName(currentName: string, previousSuggestion: string, suggestion: string): string {
  const untouched = currentName.trim() === '' || currentName === previousSuggestion;
  return untouched ? suggestion : currentName;
}

/** Spec 001 §9: changing the start date sets the end date to start + 3 months. */
export function endDateFor(start: Dayjs | null): Dayjs | null {
  return start ? dayjs(defaultEndDate(start.format(API_DATE_FORMAT)), API_DATE_FORMAT) : null;
}

/** A quick look before uploading; the server checks the bytes. */
export function looksLikeLogo(file: { name: string; type: string }): boolean {
  return file.type === 'image/jpeg' || file.type === 'image/png' || /\.(jpe?g|png)$/i.test(file.name);
}

/** Events without a date block the events step (spec 001 §5 "Events"). */
export function eventsMissingDate(events: ReadonlyArray<{ eventDate: string | null }>): boolean {
  return events.some((event) => !event.eventDate);
}
