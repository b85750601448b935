/** Questionaries, coaches and workshops: the questionnaires area's public surface. */
export { createLookupsRepository } from './lookups.repository';
export { lookupsRoutes } from './lookups.routes';
export { createLookupsService } from './lookups.service';
export { createQuestionnairesRepository } from './questionnaires.repository';
export { questionnairesRoutes } from './questionnaires.routes';
export { createQuestionnairesService } from './questionnaires.service';
