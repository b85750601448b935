import type { ClientDeletionGuard } from '../clients';
import type { ConvocatoriesRepository } from './convocatories.repository';

export const CLIENT_HAS_CONVOCATORIES = 'El cliente tiene convocatorias asociadas';

/** A client with convocatories cannot be deleted (the convocatories keep it: the foreign key restricts). */
export function clientConvocatoriesGuard(
  repository: Pick<ConvocatoriesRepository, 'countOfClient'>,
): ClientDeletionGuard {
  return async (clientId) => ((await repository.countOfClient(clientId)) > 0 ? CLIENT_HAS_CONVOCATORIES : null);
}
