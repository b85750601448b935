import { z } from 'zod';
import { errorMessages, errorTypes } from './errors';

/**
 * The one rule for ids. Every row is named by a UUID; a path whose id is not one names no resource, so the server
 * answers it like a missing one: 404 with the resource's not-found message (the API's error handler turns a failed
 * path-parameter check into 404). Services and access policies that receive ids from elsewhere (query strings,
 * GraphQL arguments, lists in a body) ask `isResourceId` before they look a row up.
 */
export const resourceId = (notFoundMessage?: string) =>
  z.guid({ error: notFoundMessage ?? errorMessages[errorTypes.notFound] ?? 'No encontrado' });

const anyResourceId = resourceId();

/** Whether a value can name a row: the same check as `resourceId`. */
export const isResourceId = (value: unknown): value is string => anyResourceId.safeParse(value).success;
