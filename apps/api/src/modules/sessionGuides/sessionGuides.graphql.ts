import type { LiveContentState } from '@enlaza/contract';
import type { MercuriusContext } from 'mercurius';
import { liveSocketOf, type GraphqlArea, type LiveContext } from '../../plugins/graphql';
import { access, type Viewer } from '../access';
import { liveContentTopic } from './liveTopics';
import type { SessionGuidesService } from './sessionGuides.service';

const typeDefs = /* GraphQL */ `
  "Who holds control of a live content."
  type LiveContentEditor {
    userId: ID!
    name: String!
  }
  "The shared part of a session guide that a pair edits live; one person holds control at a time."
  type LiveContent {
    liveContentId: ID!
    "The JSON text of an object: the shared answers draft."
    content: String!
    "Grows with each saved edit."
    version: Int!
    "Null when nobody holds control."
    editor: LiveContentEditor
    "The guide was finished: nobody edits until it is reopened."
    done: Boolean!
    "ISO 8601."
    updatedAt: String!
  }
  extend type Query {
    "A live content (the pair's two people, or admins reading)."
    liveContent(id: ID!): LiveContent
  }
  extend type Mutation {
    """
    Takes control for 1 s, renewed by each update (taking it again while holding it renews it too, e.g. while
    the editor is open without typing). 409 'Tu contraparte está editando este contenido al mismo tiempo, intenta
    más tarde' while the partner holds it; 409 once the guide is finished. Over a WebSocket, control is freed when
    that socket closes; otherwise it runs out 1 s after the last edit and subscribers hear editor null.
    """
    takeControlLiveContent(liveContentId: ID!): LiveContent!
    """
    Saves the content (the JSON text of an object, at most 200 000 characters) and renews control. Only the holder of
    unexpired control: anyone else gets the same 409 as takeControlLiveContent (take control again first).
    """
    updateLiveContent(liveContentId: ID!, content: String!): LiveContent!
    "Frees control; from anyone but the holder it changes nothing."
    freeLiveContentControl(liveContentId: ID!): LiveContent!
  }
  extend type Subscription {
    "Each change of a live content: edits, control taken or freed (also when it runs out), finished or reopened."
    liveContentUpdated(liveContentId: ID!): LiveContent
  }
`;

const viewerOf = (context: MercuriusContext): Viewer => {
  const { auth } = context as unknown as LiveContext;
  return { userId: auth.userId, role: auth.role };
};

/** The live side of session guides: the shared answers, their control, and their subscription. */
export function createSessionGuidesGraphqlArea({ service }: { service: SessionGuidesService }): GraphqlArea {
  return {
    typeDefs,
    access: {
      'Query.liveContent': access.liveContentReader('id'),
      'Mutation.takeControlLiveContent': access.liveContentEditor('liveContentId'),
      'Mutation.updateLiveContent': access.liveContentEditor('liveContentId'),
      'Mutation.freeLiveContentControl': access.liveContentEditor('liveContentId'),
      'Subscription.liveContentUpdated': access.liveContentReader('liveContentId'),
    },
    resolvers: {
      Query: {
        liveContent: (_root: unknown, { id }: { id: string }) => service.liveContent(id),
      },
      Mutation: {
        takeControlLiveContent: (
          _root: unknown,
          { liveContentId }: { liveContentId: string },
          context: MercuriusContext,
        ) => service.take(viewerOf(context), liveContentId, liveSocketOf(context)),
        updateLiveContent: (
          _root: unknown,
          { liveContentId, content }: { liveContentId: string; content: string },
          context: MercuriusContext,
        ) => service.update(viewerOf(context), liveContentId, content),
        freeLiveContentControl: (
          _root: unknown,
          { liveContentId }: { liveContentId: string },
          context: MercuriusContext,
        ) => service.free(viewerOf(context), liveContentId),
      },
      Subscription: {
        liveContentUpdated: {
          subscribe: (_root: unknown, { liveContentId }: { liveContentId: string }, context: MercuriusContext) =>
            context.pubsub.subscribe(liveContentTopic(liveContentId)),
          resolve: (payload: LiveContentState) => payload,
        },
      },
    },
  };
}
