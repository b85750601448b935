import {
  applicantMultipartFields,
  applicantProfileSchema,
  enrolmentLinkSchema,
  inscribeResponseSchema,
  INSCRIPTION_TOKEN_HEADER,
  publicConvocatorySchema,
  startInscriptionResponseSchema,
  type ApplicantProfile,
  type InscribeRequest,
  type InscriptionType,
  type PublicConvocatory,
  type PublicConvocatoryListType,
  type StartInscriptionRequest,
  type UpdateApplicantProfileRequest,
} from '@enlaza/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, apiQuery } from '../../lib/api';

// Every call of the enrolment is public: no session header, and a 401 is the enrolment token's, not the session's.
// The one exception is the email step of a signed-in visitor: the session proves an account's email is theirs.

/** GET /api/convocatory/public/open?type=: the open convocatories a landing page lists. */
export function useOpenConvocatories(type: PublicConvocatoryListType, enabled: boolean) {
  return useQuery({
    ...apiQuery('/convocatory/public/open', { type }, z.array(publicConvocatorySchema), { auth: 'none' }),
    enabled,
  });
}

/** What the enrolment page needs: the convocatory and the role it enrols for. */
export interface EnrolmentTarget {
  convocatory: PublicConvocatory;
  inscriptionType: InscriptionType;
}

/** GET /api/convocatory/public/{id}; also what the server draws the page with (apps/web/src/prerender). */
export const publicConvocatoryQuery = (convocatoryId: string) =>
  queryOptions({
    ...apiQuery(`/convocatory/public/${encodeURIComponent(convocatoryId)}`, undefined, publicConvocatorySchema, {
      auth: 'none',
    }),
    retry: false,
  });

export function usePublicConvocatory(convocatoryId: string, enabled: boolean) {
  return useQuery({ ...publicConvocatoryQuery(convocatoryId), enabled });
}

/** GET /api/convocatory/public/link/{token}: the convocatory and role a signed enrolment link stands for. */
export const enrolmentLinkQuery = (token: string) =>
  queryOptions({
    ...apiQuery(`/convocatory/public/link/${encodeURIComponent(token)}`, undefined, enrolmentLinkSchema, {
      auth: 'none',
    }),
    retry: false,
  });

export function useEnrolmentLink(token: string) {
  return useQuery(enrolmentLinkQuery(token));
}

/**
 * POST /api/convocatory/startInscription. Signed in, the session goes with it (refreshed if it expired): typing the
 * account's own email then goes straight on, instead of mailing the link.
 */
export function startInscription(request: StartInscriptionRequest, signedIn: boolean) {
  return api.request(
    '/convocatory/startInscription',
    { method: 'POST', body: request, auth: signedIn ? 'session' : 'none' },
    startInscriptionResponseSchema,
  );
}

/** PUT /api/profiles/{profileId}: JSON, or multipart when an avatar or a business picture goes with it. */
export function saveApplicantProfile(
  profileId: string,
  token: string,
  data: UpdateApplicantProfileRequest,
  files: { avatar?: File | null; businessPicture?: File | null } = {},
): Promise<ApplicantProfile> {
  let body: UpdateApplicantProfileRequest | FormData = data;
  if (files.avatar || files.businessPicture) {
    const form = new FormData();
    form.append(applicantMultipartFields.data, JSON.stringify(data));
    if (files.avatar) form.append(applicantMultipartFields.avatar, files.avatar);
    if (files.businessPicture) form.append(applicantMultipartFields.businessPicture, files.businessPicture);
    body = form;
  }
  return api.request(
    `/profiles/${encodeURIComponent(profileId)}`,
    { method: 'PUT', body, auth: 'none', headers: { [INSCRIPTION_TOKEN_HEADER]: token } },
    applicantProfileSchema,
  );
}

/** POST /api/convocatory/inscribe: success is exactly 201 (spec 002 §8). */
export function inscribe(token: string, request: InscribeRequest) {
  return api.request(
    '/convocatory/inscribe',
    {
      method: 'POST',
      body: request,
      auth: 'none',
      headers: { [INSCRIPTION_TOKEN_HEADER]: token },
      expectStatus: [201],
    },
    inscribeResponseSchema,
  );
}
