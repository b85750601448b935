import { errorResponseSchema } from '@enlaza/contract';

/** The error answers every authenticated route documents: `{ error: { message, type } }` by status. */
export const errorResponses = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
/** The same plus 409, for writes a state or a duplicate can refuse. */
export const writeErrorResponses = { ...errorResponses, 409: errorResponseSchema };
/** The same plus 503, for writes that may hand a large solve to the solver pool (time-out, or too many waiting). */
export const solveErrorResponses = { ...writeErrorResponses, 503: errorResponseSchema };
