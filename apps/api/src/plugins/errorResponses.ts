import { errorResponseSchema } from '@enlaza/contract';

/** The statuses a route may document as an error answer. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 503;

/**
 * The error answer `{ error: { message, type } }` under each status given: for the rare combination no set below
 * names. Route files spread a set or this, and never write the error schema themselves.
 */
export function errorResponsesFor<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof errorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<
    S,
    typeof errorResponseSchema
  >;
}

/** Public reads that check their input and may name nothing: no sign-in, no role. */
export const publicErrorResponses = errorResponsesFor(400, 404);
/** Signed-in routes that name no resource and admit every signed-in person (e.g. one's own notifications). */
export const signedInErrorResponses = errorResponsesFor(400, 401);
/** The same for a resource of one's own that may not exist (one notification, one's chosen objectives). */
export const signedInResourceErrorResponses = errorResponsesFor(400, 401, 404);
/** Signed-in routes that name no resource but check a role (lists, searches, creates without a parent). */
export const accessErrorResponses = errorResponsesFor(400, 401, 403);
/** The error answers every authenticated route documents: `{ error: { message, type } }` by status. */
export const errorResponses = errorResponsesFor(400, 401, 403, 404);
/** The same plus 409, for writes a state or a duplicate can refuse. */
export const writeErrorResponses = errorResponsesFor(400, 401, 403, 404, 409);
/** The same plus 503, for writes that may hand a large solve to the solver pool (time-out, or too many waiting). */
export const solveErrorResponses = errorResponsesFor(400, 401, 403, 404, 409, 503);
/** Creates without a parent resource that a duplicate can refuse. */
export const createErrorResponses = errorResponsesFor(400, 401, 403, 409);
/** Creates without a parent resource that take an upload: a file over its limit answers 413. */
export const createUploadErrorResponses = errorResponsesFor(400, 401, 403, 413);
/** Routes that take an upload: a file over its limit answers 413. */
export const uploadErrorResponses = errorResponsesFor(400, 401, 403, 404, 413);
/** Writes that take an upload: 409 and 413 both. */
export const uploadWriteErrorResponses = errorResponsesFor(400, 401, 403, 404, 409, 413);
/** Rate-limited routes without a resource (sign-in, sign-up, recovery): too many tries answer 429. */
export const rateLimitedErrorResponses = errorResponsesFor(400, 401, 403, 429);
/** Rate-limited writes (the public enrolment): 409 and 429. */
export const rateLimitedWriteErrorResponses = errorResponsesFor(400, 401, 403, 404, 409, 429);
