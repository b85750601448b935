import {
  clientListSchema,
  directoryPageSchema,
  directoryUserSchema,
  importResultSchema,
  profileMultipartFields,
  type ImportResult,
  type UserFormInput,
} from '@enlaza/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, API_BASE, apiQuery, invalidateResource } from '../../lib/api';
import { apiErrorFromResponse, connectionError } from '../../lib/api/apiError';
import { downloadFile, withSession } from '../../lib/api/download';
import type { DirectoryKind } from './directoryKinds';

export const DIRECTORY_PAGE_SIZE = 10;

const listPaths: Record<DirectoryKind, string> = {
  admins: '/admins',
  companyAdmins: '/company-admins',
  students: '/students',
  mentors: '/mentors',
};

/** After a write to users: every user list (and what is under them, e.g. a client's company admins). */
export function refreshUserLists(queryClient: QueryClient) {
  return invalidateResource(queryClient, ...Object.values(listPaths));
}

/** One page of a user list, searched on the server. */
export function useDirectoryList(kind: DirectoryKind, page: number, searchTerm: string) {
  return useQuery({
    ...apiQuery(
      listPaths[kind],
      { page, limit: DIRECTORY_PAGE_SIZE, searchTerm: searchTerm || undefined },
      directoryPageSchema,
    ),
    placeholderData: keepPreviousData,
  });
}

/** Clients for the user form's select (spec 001 §7: up to 100 without pagination). */
export function useClientOptions(enabled: boolean) {
  return useQuery({
    ...apiQuery('/clients', { limit: 100, pagination: 'false' }, clientListSchema),
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
    onSuccess: () => refreshUserLists(queryClient),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      api.request(`/users/${encodeURIComponent(userId)}`, { method: 'DELETE', expectStatus: [204] }),
    onSuccess: () => refreshUserLists(queryClient),
  });
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
export function downloadImportTemplate(audience: 'students' | 'mentors'): Promise<void> {
  return downloadFile(
    `/${audience}/import-template`,
    audience === 'mentors' ? 'plantilla-mentoras.xlsx' : 'plantilla-mentees.xlsx',
  );
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
