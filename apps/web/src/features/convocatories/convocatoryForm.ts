import {
  convocatoryMultipartFields,
  type Convocatory,
  type ConvocatoryType,
  type CreateConvocatoryRequest,
  type MentorType,
  type UpdateConvocatoryRequest,
} from '@enlaza/contract';
import type { Dayjs } from 'dayjs';
import { dayjs } from '../../lib/dates';

/** Spec 002 §2.2: the list and the detail show dates DD-MM-YY; the API takes and gives YYYY-MM-DD. */
export const SHORT_DATE_FORMAT = 'DD-MM-YY';
export const API_DATE_FORMAT = 'YYYY-MM-DD';
/** Spec 002 §2.2: the logo is a .jpg or .png file. */
export const LOGO_ACCEPT = '.jpg,.jpeg,.png';

/** A calendar date (YYYY-MM-DD) as DD-MM-YY; the day is the same in every time zone. */
export function formatShortDate(isoDate: string): string {
  return dayjs(isoDate.slice(0, 10), API_DATE_FORMAT).format(SHORT_DATE_FORMAT);
}

/** An instant (ISO timestamp) as DD-MM-YY in the app's time zone. */
export function formatShortDateTime(timestamp: string): string {
  return dayjs(timestamp).tz().format(SHORT_DATE_FORMAT);
}

export interface ConvocatoryFormValues {
  name: string;
  estimatedOpenDate: Dayjs | null;
  estimatedCloseDate: Dayjs | null;
  mentorType?: MentorType;
  clientId?: string;
  responsibleId?: string;
  convocatoryType?: ConvocatoryType;
  pairsNumber: number | null;
  socialMediaUrl: string;
  isPit: boolean;
  dataSharingPartner: string;
}

export function toConvocatoryFormValues(convocatory?: Convocatory): ConvocatoryFormValues {
  return {
    name: convocatory?.name ?? '',
    estimatedOpenDate: convocatory ? dayjs(convocatory.estimatedOpenDate, API_DATE_FORMAT) : null,
    estimatedCloseDate: convocatory ? dayjs(convocatory.estimatedCloseDate, API_DATE_FORMAT) : null,
    mentorType: convocatory?.mentorType,
    clientId: convocatory?.client.clientId,
    responsibleId: convocatory?.clientResponsable?.userId,
    convocatoryType: convocatory?.convocatoryType,
    pairsNumber: convocatory?.pairsNumber ?? null,
    socialMediaUrl: convocatory?.socialMediaUrl ?? '',
    isPit: convocatory?.isPit ?? false,
    dataSharingPartner: convocatory?.dataSharingPartner ?? '',
  };
}

/** The close date picker waits for an open date, and then offers nothing before it (spec 002 §5.2). */
export function isCloseDateDisabled(openDate: Dayjs | null | undefined): boolean {
  return !openDate;
}

export function isBeforeOpenDate(openDate: Dayjs | null | undefined, candidate: Dayjs | null | undefined): boolean {
  return !!openDate && !!candidate && candidate.isBefore(openDate, 'day');
}

/** pairsNumber is asked (and required, at least 1) for every type but EMPRENDE (spec 002 §5.2). */
export const asksPairsNumber = (type: ConvocatoryType | undefined) => type !== 'EMPRENDE';

function sharedFields(values: ConvocatoryFormValues): UpdateConvocatoryRequest {
  const type = values.convocatoryType!;
  return {
    name: values.name.trim(),
    estimatedOpenDate: values.estimatedOpenDate?.format(API_DATE_FORMAT) ?? '',
    estimatedCloseDate: values.estimatedCloseDate?.format(API_DATE_FORMAT) ?? '',
    convocatoryType: type,
    pairsNumber: asksPairsNumber(type) ? values.pairsNumber : null,
    socialMediaUrl: values.socialMediaUrl.trim() || null,
    isPit: values.isPit,
    dataSharingPartner: values.dataSharingPartner.trim() || null,
  };
}

/** What POST /api/convocatory takes. */
export function toCreatePayload(values: ConvocatoryFormValues): CreateConvocatoryRequest {
  return {
    ...sharedFields(values),
    mentorType: values.mentorType!,
    clientId: values.clientId!,
    responsibleId: values.responsibleId!,
  };
}

/** What PUT /api/convocatory/{id} takes: client, responsible and mentorship type are locked on edit. */
export function toUpdatePayload(values: ConvocatoryFormValues): UpdateConvocatoryRequest {
  return sharedFields(values);
}

export type ConvocatoryRequestBody = CreateConvocatoryRequest | UpdateConvocatoryRequest | FormData;

/** JSON without a logo; multipart (`data` with the JSON, `logo` with the image) when one was chosen. */
export function toRequestBody(
  payload: CreateConvocatoryRequest | UpdateConvocatoryRequest,
  logo: File | undefined,
): ConvocatoryRequestBody {
  if (!logo) return payload;
  const form = new FormData();
  form.append(convocatoryMultipartFields.data, JSON.stringify(payload));
  form.append(convocatoryMultipartFields.logo, logo);
  return form;
}

/** A quick look before uploading; the server checks the bytes. */
export function looksLikeLogo(file: { name: string; type: string }): boolean {
  return file.type === 'image/jpeg' || file.type === 'image/png' || /\.(jpe?g|png)$/i.test(file.name);
}

/** The Excel export's file name; characters no file system accepts become '-'. */
export function exportFileName(convocatoryName: string): string {
  const safe = convocatoryName.replace(/[\\/:*?"<>|\p{Cc}]/gu, '-').trim();
  return `Inscripciones-${safe}.xlsx`;
}
