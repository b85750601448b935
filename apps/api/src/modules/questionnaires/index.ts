import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { createQuestionsRepository } from '../questions/questions.repository';
import { questionsRoutes } from '../questions/questions.routes';
import { createQuestionsService } from '../questions/questions.service';
import { createLookupsRepository } from './lookups.repository';
import { lookupsRoutes } from './lookups.routes';
import { createLookupsService } from './lookups.service';
import { createQuestionnairesRepository } from './questionnaires.repository';
import { questionnairesRoutes } from './questionnaires.routes';
import { createQuestionnairesService, type QuestionaryDeletionGuard } from './questionnaires.service';

/** Question bank, questionaries, coaches and workshops: one registration for app.ts. */
export async function questionnairesModule(
  app: FastifyInstance,
  { db, deletionGuards = [] }: { db: Database; deletionGuards?: QuestionaryDeletionGuard[] },
) {
  await app.register(questionsRoutes, {
    questionsService: createQuestionsService({ questionsRepository: createQuestionsRepository(db) }),
  });
  await app.register(questionnairesRoutes, {
    questionnairesService: createQuestionnairesService({
      questionnairesRepository: createQuestionnairesRepository(db),
      deletionGuards,
    }),
  });
  await app.register(lookupsRoutes, {
    lookupsService: createLookupsService({ lookupsRepository: createLookupsRepository(db) }),
  });
}
