import type { PairTasksChange } from '@enlaza/contract';
import type { MercuriusContext } from 'mercurius';
import type { GraphqlArea } from '../../plugins/graphql';
import { access } from '../access';
import { pairTasksTopic } from './liveTopics';

const typeDefs = /* GraphQL */ `
  enum PairTaskType {
    NUMBER
    CHECKBOX
  }
  enum PairTaskChangeKind {
    CREATED
    UPDATED
    DELETED
  }
  "A task a pair agreed on (REST: /api/process/pair/{pairId}/tasks)."
  type PairTask {
    taskId: ID!
    pairId: ID!
    sessionNumber: Int
    name: String!
    description: String!
    "YYYY-MM-DD."
    dueDate: String!
    type: PairTaskType!
    maxValue: Int!
    value: Int!
    "A ticked checkbox, or a counter at its maximum ('Completado'; otherwise 'Pendiente')."
    completed: Boolean!
    createdById: ID
    "ISO 8601."
    createdAt: String!
    updatedAt: String!
  }
  "A change to a pair's tasks: the task as it is now (null when deleted) and the pair's whole list after it."
  type PairTasksChange {
    pairId: ID!
    kind: PairTaskChangeKind!
    taskId: ID!
    task: PairTask
    tasks: [PairTask!]!
    changedById: ID!
  }
  extend type Subscription {
    "Every change to the pair's tasks, as it is stored (the pair's two people; admins read)."
    pairTasksChanged(pairId: ID!): PairTasksChange
  }
`;

/** The live side of a pair's tasks: the partner's open guide hears every change. Writes go through REST. */
export function createPairTasksGraphqlArea(): GraphqlArea {
  return {
    typeDefs,
    access: {
      'Subscription.pairTasksChanged': access.pairMember('pairId'),
    },
    resolvers: {
      Subscription: {
        pairTasksChanged: {
          subscribe: (_root: unknown, { pairId }: { pairId: string }, context: MercuriusContext) =>
            context.pubsub.subscribe(pairTasksTopic(pairId)),
          resolve: (payload: PairTasksChange) => payload,
        },
      },
    },
  };
}
