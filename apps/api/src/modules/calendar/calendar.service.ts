import {
  calendarErrorTypes,
  calendarMessages,
  sessionOrdinalName,
  type CalendarFeedCreated,
  type CalendarFeedStatus,
} from '@enlaza/contract';
import type { Config } from '../../config';
import { brandOf } from '../../lib/brands';
import { calendarFeed, eventUid, sessionUid, type CalendarEntry } from '../../lib/calendar';
import { hashToken, newOpaqueToken } from '../../lib/crypto';
import { notFound } from '../../plugins/errors';
import type { CalendarRepository } from './calendar.repository';

interface Deps {
  repository: CalendarRepository;
  config: Config;
  now?: () => Date;
}

/**
 * A member's private calendar feed: a URL with an unguessable token that calendar apps poll, listing her scheduled
 * sessions and her processes' events as they stand. Making a new one ends the old; revoking ends it.
 */
export function createCalendarService({ repository, config, now = () => new Date() }: Deps) {
  const feedMissing = () => notFound(calendarErrorTypes.feedNotFound, calendarMessages.feedNotFound);
  const feedUrl = (token: string) => `${config.publicUrl}/api/calendar/${token}.ics`;

  return {
    async status(userId: string): Promise<CalendarFeedStatus> {
      const feed = await repository.feedOf(userId);
      const active = !!feed?.tokenHash;
      return { active, createdAt: active && feed?.createdAt ? feed.createdAt.toISOString() : null };
    },

    /** A new URL; the previous one, if any, stops working at once. */
    async create(userId: string): Promise<CalendarFeedCreated> {
      const token = newOpaqueToken();
      const createdAt = now();
      await repository.setFeed(userId, { tokenHash: hashToken(token), createdAt });
      return { message: calendarMessages.created, url: feedUrl(token), createdAt: createdAt.toISOString() };
    },

    async revoke(userId: string): Promise<{ message: string }> {
      await repository.setFeed(userId, null);
      return { message: calendarMessages.revoked };
    },

    /** The calendar behind a token; an unknown, replaced or revoked token is a feed that does not exist. */
    async feed(token: string): Promise<string> {
      const owner = await repository.ownerOfFeed(hashToken(token));
      if (!owner) throw feedMissing();
      const brand = brandOf(config, owner.isMentorup);
      const [sessions, events] = await Promise.all([repository.sessionsOf(owner.id), repository.eventsOf(owner.id)]);
      const entries: CalendarEntry[] = [
        ...sessions.map((s) => {
          const partnerName = `${s.partnerName} ${s.partnerLastName}`.trim() || s.partnerEmail;
          const link = `${brand.url}/home/process/${s.pairId}/${s.mentorId === owner.id ? 'mentor' : 'student'}`;
          return {
            uid: sessionUid(config.publicUrl, s.pairId, s.sessionNumber),
            sequence: s.calendarSequence,
            start: s.scheduleDate!,
            summary: `${calendarMessages.sessionSummary(sessionOrdinalName(s.sessionNumber), partnerName)} · ${s.processName}`,
            description: link,
            url: link,
          };
        }),
        ...events.map((e) => ({
          uid: eventUid(config.publicUrl, e.id),
          sequence: e.calendarSequence,
          start: e.eventDate!,
          summary: `${e.name} · ${e.processName}`,
          description: `${brand.url}/home`,
          url: `${brand.url}/home`,
        })),
      ];
      return calendarFeed(calendarMessages.feedName(brand.name), entries, now());
    },
  };
}
export type CalendarService = ReturnType<typeof createCalendarService>;
