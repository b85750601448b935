/** Convocatories, their enrolment links and live inscription counts: the convocatories area's public surface. */
export { clientConvocatoriesGuard } from './clientGuard';
export { createConvocatoriesGraphqlArea } from './convocatories.graphql';
export { createConvocatoriesRepository } from './convocatories.repository';
export { convocatoriesRoutes } from './convocatories.routes';
export { createConvocatoriesService } from './convocatories.service';
export {
  createEnrolmentTokens,
  INSCRIPTION_TOKEN_TTL_DAYS,
  type EnrolmentTokens,
  type InscriptionGrant,
} from './enrolmentTokens';
export { inscriptionsTopic } from './liveTopics';
