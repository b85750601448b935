import { api } from './api';

/**
 * Reports a usage event (POST /api/metrics/app, spec 002 §7.6: only 201 counts as success). Fire and forget:
 * a lost metric must never bother the user, so every failure is ignored.
 */
export function trackEvent(eventType: string, identifier: string): void {
  api
    .request('/metrics/app', { method: 'POST', body: { eventType, identifier }, expectStatus: [201], keepalive: true })
    .catch(() => undefined);
}
