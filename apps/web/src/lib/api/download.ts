import { tokenStore } from '../auth/tokenStorage';
import { ApiError, apiErrorFromResponse, connectionError } from './apiError';
import { API_BASE, api } from './index';

/**
 * A request the JSON client cannot make (multipart upload with progress, binary download), with the stored
 * token; on 401 the session is refreshed once through the client and the request repeated.
 */
export async function withSession(send: (accessToken: string | null) => Promise<Response>): Promise<Response> {
  const first = await send(tokenStore.getAccessToken());
  if (first.status !== 401) return first;
  if (!(await api.restoreSession())) throw new ApiError('Tu sesión expiró. Inicia sesión nuevamente', 401);
  return send(tokenStore.getAccessToken());
}

/**
 * Saves what an API path answers as a file named `fileName`. Downloads need the bearer token, so they are fetched
 * here rather than opened as plain links; a refused download arrives as an ApiError with the server's message.
 */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const url = path.startsWith(API_BASE) ? path : `${API_BASE}${path}`;
  const response = await withSession((accessToken) =>
    fetch(url, { headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {} }).catch(() => {
      throw connectionError();
    }),
  );
  if (!response.ok) throw await apiErrorFromResponse(response);
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}
