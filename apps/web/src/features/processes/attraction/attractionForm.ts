import { attractionDefaultEndDate, type AttractionProcessInput, type ProcessDetail } from '@enlaza/contract';
import type { Dayjs } from 'dayjs';
import { dayjs } from '../../../lib/dates';
import { API_DATE_FORMAT } from '../wizard/wizardForm';

/** The fields of the attraction wizard's first step as the form holds them. */
export interface AttractionFormValues {
  name: string;
  fantasyName?: string | null;
  clientId?: string;
  challengeId?: string;
  estimatedStartDate: Dayjs | null;
  estimatedEndDate: Dayjs | null;
  ownerId?: string;
  campusId?: string | null;
}

const toDay = (value: string | null | undefined) => (value ? dayjs(value.slice(0, 10), API_DATE_FORMAT) : null);

export function toAttractionFormValues(process?: ProcessDetail): AttractionFormValues {
  if (!process) return { name: '', estimatedStartDate: null, estimatedEndDate: null, campusId: null };
  return {
    name: process.name,
    fantasyName: process.fantasyName ?? null,
    clientId: process.client.clientId,
    challengeId: process.attraction?.challengeId ?? undefined,
    estimatedStartDate: toDay(process.estimatedStartDate),
    estimatedEndDate: toDay(process.estimatedEndDate),
    ownerId: process.owner?.userId,
    campusId: process.campusIds[0] ?? null,
  };
}

export function toAttractionPayload(values: AttractionFormValues): AttractionProcessInput {
  return {
    name: values.name?.trim() ?? '',
    fantasyName: values.fantasyName?.trim() || null,
    clientId: values.clientId ?? '',
    challengeId: values.challengeId ?? '',
    estimatedStartDate: values.estimatedStartDate?.format(API_DATE_FORMAT) ?? '',
    estimatedEndDate: values.estimatedEndDate?.format(API_DATE_FORMAT) ?? '',
    ownerId: values.ownerId ?? '',
    campusId: values.campusId ?? null,
  };
}

/** Spec 001 §5 "Attraction form": a start date proposes an end date two months later. */
export function attractionEndDateFor(start: Dayjs | null): Dayjs | null {
  return start ? dayjs(attractionDefaultEndDate(start.format(API_DATE_FORMAT)), API_DATE_FORMAT) : null;
}
