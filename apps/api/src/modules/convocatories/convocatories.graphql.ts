import {
  convocatoryMessages,
  errorTypes,
  inscriptionEventSchema,
  type InscriptionEvent,
  isResourceId,
} from '@enlaza/contract';
import mercurius, { type MercuriusContext } from 'mercurius';
import type { GraphqlArea } from '../../plugins/graphql';
import { access } from '../access';
import type { ConvocatoriesRepository } from './convocatories.repository';
import { noInscriptions } from './convocatories.repository';
import { inscriptionsTopic } from './liveTopics';

const typeDefs = /* GraphQL */ `
  enum InscriptionType {
    STUDENT
    MENTOR
  }
  enum InscriptionEventKind {
    CREATED
    SELECTION_CHANGED
  }
  "An application to a convocatory arrived (CREATED) or was selected or unselected (SELECTION_CHANGED)."
  type InscriptionEvent {
    convocatoryId: ID!
    inscriptionId: ID!
    inscriptionType: InscriptionType!
    kind: InscriptionEventKind!
  }
  "How many applied to a convocatory, per role, and how many of them are selected."
  type ConvocatoryCounts {
    convocatoryId: ID!
    studentsCount: Int!
    mentorsCount: Int!
    studentSelectedCount: Int!
    mentorSelectedCount: Int!
  }
  extend type Query {
    "A convocatory's inscription counts (admins only); null when there is no such convocatory."
    convocatory(id: ID!): ConvocatoryCounts
  }
  extend type Subscription {
    "The inscriptions of a convocatory as they arrive or change (admins only)."
    convocatoryInscriptions(convocatoryId: ID!): InscriptionEvent
  }
`;

/**
 * What was published on the topic, as an event: services publish the InscriptionEvent itself; a payload already
 * keyed by the field name is accepted too.
 */
function asEvent(payload: unknown): InscriptionEvent | null {
  const keyed = (payload as { convocatoryInscriptions?: unknown } | null)?.convocatoryInscriptions;
  const parsed = inscriptionEventSchema.safeParse(keyed ?? payload);
  return parsed.success ? parsed.data : null;
}

/** The live side of convocatories: inscription counts and the `convocatoryInscriptions` subscription. */
export function createConvocatoriesGraphqlArea({ repository }: { repository: ConvocatoriesRepository }): GraphqlArea {
  async function countsOf(id: string) {
    const row = isResourceId(id) ? await repository.findRow(id) : undefined;
    if (!row) return null;
    return { convocatoryId: id, ...((await repository.counts([id])).get(id) ?? noInscriptions) };
  }

  return {
    typeDefs,
    access: { 'Query.convocatory': access.admin, 'Subscription.convocatoryInscriptions': access.admin },
    resolvers: {
      Query: {
        convocatory: async (_root: unknown, { id }: { id: string }) => countsOf(id),
      },
      Subscription: {
        convocatoryInscriptions: {
          subscribe: async (
            _root: unknown,
            { convocatoryId }: { convocatoryId: string },
            context: MercuriusContext,
          ) => {
            if (!(await countsOf(convocatoryId))) {
              throw new mercurius.ErrorWithProps(convocatoryMessages.notFound, { code: errorTypes.notFound });
            }
            return context.pubsub.subscribe(inscriptionsTopic(convocatoryId));
          },
          resolve: (payload: unknown) => asEvent(payload),
        },
      },
    },
  };
}
