import type { FastifyInstance } from 'fastify';
import { createProcessReadAccess } from '../processes/processReadAccess';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { createEventsRepository } from './events.repository';
import { eventsRoutes } from './events.routes';
import { createEventsService } from './events.service';

interface Deps {
  db: Database;
  config: Config;
  /** The current instant (attendance only on the event's day); tests may fix it. */
  now?: () => Date;
}

/** Events of processes and their attendance, wired to their service and repository. */
export async function eventsModule(app: FastifyInstance, { db, config, now }: Deps) {
  const eventsService = createEventsService({
    repository: createEventsRepository(db),
    mayRead: createProcessReadAccess(db),
    now,
  });
  await app.register(eventsRoutes, { eventsService, attendanceRateLimitPerIp: config.eventAttendanceRateLimitPerIp });
}
