import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { apiKey, apiUrl, invalidateList, invalidateResource, viewerKey } from './queryKeys';

describe('query keys', () => {
  it("derive from the endpoint's path segments, then its parameters", () => {
    expect(apiKey('/process/p1/events')).toEqual(['process', 'p1', 'events']);
    expect(apiKey('/process/p1/events', { page: 2 })).toEqual(['process', 'p1', 'events', { page: 2 }]);
    expect(apiKey('/lesson/', { campusId: 'c1' })).toEqual(['lesson', { campusId: 'c1' }]);
  });

  it('hold decoded ids and leave out absent parameters, in the key as in the address', () => {
    expect(apiKey(`/users/${encodeURIComponent('a b')}`, { search: undefined, page: null })).toEqual(['users', 'a b']);
    expect(apiUrl('/process', { status: 'DRAFT', page: 1, name: undefined })).toBe('/process?status=DRAFT&page=1');
    expect(apiUrl('/process', { name: undefined })).toBe('/process');
  });

  it('invalidate everything under a resource and nothing beside it', async () => {
    const queryClient = new QueryClient();
    for (const path of ['/process/p1', '/process/p1/events', '/process/p2/events'])
      queryClient.setQueryData(apiKey(path), []);
    queryClient.setQueryData(apiKey('/process/p1/participants', { page: 1 }), []);

    await invalidateResource(queryClient, '/process/p1');

    const stale = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey);
    expect(stale).toEqual([
      ['process', 'p1'],
      ['process', 'p1', 'events'],
      ['process', 'p1', 'participants', { page: 1 }],
    ]);
  });

  it('invalidate every page of a list without the resources beneath it', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(apiKey('/process', { status: 'DRAFT', page: 1 }), []);
    queryClient.setQueryData(apiKey('/process'), []);
    queryClient.setQueryData(apiKey('/process/p1'), {});
    queryClient.setQueryData(apiKey('/process/list-partial', { limit: 5 }), []);

    await invalidateList(queryClient, '/process');

    const stale = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey);
    expect(stale).toEqual([['process', { status: 'DRAFT', page: 1 }], ['process']]);
  });

  it("keep one viewer's answer apart from another's, and refresh it with its endpoint", async () => {
    const queryClient = new QueryClient();
    const camila = { userId: 'u1', role: 'USER' };
    queryClient.setQueryData(viewerKey('/users/me', undefined, camila), {});
    queryClient.setQueryData(viewerKey('/notifications', { page: 1 }, camila), {});
    queryClient.setQueryData(apiKey('/users/me/invitations'), []);

    expect(viewerKey('/users/me', undefined, { userId: 'u2', role: 'USER' })).not.toEqual(
      viewerKey('/users/me', undefined, camila),
    );
    await invalidateList(queryClient, '/users/me');
    await invalidateResource(queryClient, '/notifications');

    const stale = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey);
    expect(stale).toEqual([
      ['users', 'me', { viewer: 'u1', viewerRole: 'USER' }],
      ['notifications', { page: 1, viewer: 'u1', viewerRole: 'USER' }],
    ]);
  });
});
