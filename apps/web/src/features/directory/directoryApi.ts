import {
  clientListSchema,
  directoryPageSchema,
  directoryUserSchema,
  importResultSchema,
  profileMultipartFields,
  type ImportResult,
  type UserFormInput,
} from '@enlaza/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, API_BASE, ApiError } from '../../lib/api';
import { apiErrorFromResponse, connectionError } from '../../lib/api/apiError';
import { tokenStore } from '../../lib/auth/tokenStorage';
import type { DirectoryKind } from './directoryKinds';

export const DIRECTORY_PAGE_SIZE = 10;

export const directoryKeys = {
  all: ['directory'] as const,
  list: (kind: DirectoryKind, page: number, searchTerm: string) => ['directory', kind, page, searchTerm] as const,
};

const listPaths: Record<DirectoryKind, string> = {
  admins: '/admins',
  companyAdmins: '/company-admins',
  students: '/students',
  mentors: '/mentors',
};

/** One page of a user list, searched on the server. */
export function useDirectoryList(kind: DirectoryKind, page: number, searchTerm: string) {
  return useQuery({
    queryKey: directoryKeys.list(kind, page, searchTerm),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(page), limit: String(DIRECTORY_PAGE_SIZE) });
      if (searchTerm) query.set('searchTerm', searchTerm);
      return api.request(`${listPaths[kind]}?${query}`, { signal }, directoryPageSchema);
    },
    placeholderData: keepPreviousData,
  });
}

/** Clients for the user form's select (spec 001 §7: up to 100 without pagination). */
export function useClientOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['clients', 'options'],
    queryFn: () => api.request('/clients?limit=100&pagination=false', {}, clientListSchema),
    enabled,
    staleTime: 60_000,
  });
}

export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, payload }: { userId?: string; payload: UserFormInput }) =>
      userId
        ? api.request(`/users/${encodeURIComponent(userId)}`, { method: 'PUT', body: payload }, directoryUserSchema)
        : api.request('/users', { method: 'POST', body: payload, expectStatus: [201] }, directoryUserSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: directoryKeys.all }),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      api.request(`/users/${encodeURIComponent(userId)}`, { method: 'DELETE', expectStatus: [204] }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: directoryKeys.all }),
  });
}

/**
 * A request the JSON client cannot make (multipart upload with progress, binary download), with the stored
 * token; on 401 the session is refreshed once through the client and the request repeated.
 */
async function withSession(send: (accessToken: string | null) => Promise<Response>): Promise<Response> {
  const first = await send(tokenStore.getAccessToken());
  if (first.status !== 401) return first;
  if (!(await api.restoreSession())) throw new ApiError('Tu sesión expiró. Inicia sesión nuevamente', 401);
  return send(tokenStore.getAccessToken());
}

/** Uploads an import file; `onUploadProgress` gets 0–100 while the bytes travel. */
export async function importSpreadsheet(
  audience: 'students' | 'mentors',
  file: File,
  onUploadProgress: (percent: number) => void,
): Promise<ImportResult> {
  const response = await withSession(
    (accessToken) =>
      new Promise<Response>((resolve, reject) => {
        const request = new XMLHttpRequest();
        request.open('POST', `${API_BASE}/${audience}/createMany`);
        if (accessToken) request.setRequestHeader('Authorization', `Bearer ${accessToken}`);
        request.setRequestHeader('Accept', 'application/json');
        request.upload.onprogress = (event) => {
          if (event.lengthComputable) onUploadProgress(Math.round((event.loaded / event.total) * 100));
        };
        request.onload = () =>
          resolve(
            new Response(request.responseText || null, {
              status: request.status,
              headers: { 'Content-Type': request.getResponseHeader('Content-Type') ?? 'application/json' },
            }),
          );
        request.onerror = () => reject(connectionError());
        const body = new FormData();
        body.append('file', file);
        request.send(body);
      }),
  );
  if (response.status !== 201) throw await apiErrorFromResponse(response);
  return importResultSchema.parse(await response.json());
}

/** Saves the import template the server builds. */
export async function downloadImportTemplate(audience: 'students' | 'mentors'): Promise<void> {
  const response = await withSession((accessToken) =>
    fetch(`${API_BASE}/${audience}/import-template`, {
      headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {},
    }).catch(() => {
      throw connectionError();
    }),
  );
  if (!response.ok) throw await apiErrorFromResponse(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = audience === 'mentors' ? 'plantilla-mentoras.xlsx' : 'plantilla-mentees.xlsx';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The avatar goes in a second call, after the user exists (spec 001 §4 "Other"). */
export async function uploadAvatar(userId: string, file: File): Promise<void> {
  const response = await withSession((accessToken) => {
    const body = new FormData();
    body.append(profileMultipartFields.data, '{}');
    body.append(profileMultipartFields.avatar, file);
    return fetch(`${API_BASE}/users/myProfile/${encodeURIComponent(userId)}`, {
      method: 'PUT',
      headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {},
      body,
    }).catch(() => {
      throw connectionError();
    });
  });
  if (!response.ok) throw await apiErrorFromResponse(response);
}
