import { connectionErrorMessage, errorMessages, errorResponseSchema, genericErrorMessage } from '@enlaza/contract';

/** Every failed call ends as an ApiError whose message is ready to show (Spanish). */
export class ApiError extends Error {
  /** HTTP status, or null when the server could not be reached. */
  readonly status: number | null;
  /** The `error.type` of the answer, when the server sent one. */
  readonly type: string | null;
  /** The items the message is about (`error.details`), when the server listed them. */
  readonly details: readonly string[];

  constructor(message: string, status: number | null, type: string | null = null, details: readonly string[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.type = type;
    this.details = details;
  }
}

export function connectionError(): ApiError {
  return new ApiError(connectionErrorMessage, null);
}

/** The server's message, else the catalogue's message for its type, else 'Error'. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // A body that is not JSON (a proxy page, an empty 502) gets the generic message.
  }
  const parsed = errorResponseSchema.safeParse(body);
  if (!parsed.success) return new ApiError(genericErrorMessage, response.status);
  const { message, type, details } = parsed.data.error;
  return new ApiError(message || errorMessages[type] || genericErrorMessage, response.status, type, details);
}

/** What to show for any thrown value. */
export function errorMessageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : genericErrorMessage;
}
