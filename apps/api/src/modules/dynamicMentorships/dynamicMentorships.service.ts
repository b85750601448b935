import {
  BASE_OBJECTIVE,
  dynamicMentorshipErrorMessages,
  dynamicMentorshipErrorTypes,
  dynamicMentorshipMessages,
  errorTypes,
  type DynamicMentorship,
  type DynamicMentorshipDetail,
  type DynamicMentorshipList,
  type DynamicMentorshipQuestionaries,
  type ParsedDynamicMentorshipPayload,
  isResourceId,
} from '@enlaza/contract';
import { badRequest, notFound } from '../../plugins/errors';
import type {
  DynamicMentorshipItemValues,
  DynamicMentorshipRow,
  DynamicMentorshipsRepository,
} from './dynamicMentorships.repository';
import { pageOf, pageWindow } from '../../db/pagination';

const BASE_LABEL = 'Base';

type ItemRow = Awaited<ReturnType<DynamicMentorshipsRepository['itemsOf']>>[number];

function toTemplate(row: DynamicMentorshipRow, items: ItemRow[]): DynamicMentorship {
  const questionaries: DynamicMentorshipQuestionaries = {};
  for (const item of items) {
    (questionaries[String(item.sessionNumber)] ??= {})[item.objectiveId] = item.questionaryId;
  }
  return {
    dynamicMentorshipId: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    sessions: row.sessions,
    isDynamic: row.isDynamic,
    questionaries,
  };
}

export function createDynamicMentorshipsService({
  dynamicMentorshipsRepository: repository,
}: {
  dynamicMentorshipsRepository: DynamicMentorshipsRepository;
}) {
  const templateNotFound = () =>
    notFound(
      dynamicMentorshipErrorTypes.notFound,
      dynamicMentorshipErrorMessages[dynamicMentorshipErrorTypes.notFound],
    );

  async function existing(id: string) {
    const row = isResourceId(id) ? await repository.findById(id) : undefined;
    if (!row) throw templateNotFound();
    return row;
  }

  /**
   * Spec 002 §5.6: every session needs a guide questionary for the base objective and, unless the template is not
   * dynamic, one for each advice (mentoring objective) that exists now; nothing else is accepted.
   */
  async function templateItems(payload: ParsedDynamicMentorshipPayload): Promise<DynamicMentorshipItemValues[]> {
    const adviceIds = payload.isDynamic ? await repository.adviceIds() : [];
    const objectives = [BASE_OBJECTIVE, ...adviceIds];
    const items: DynamicMentorshipItemValues[] = [];
    for (let sessionNumber = 1; sessionNumber <= payload.sessions; sessionNumber++) {
      const chosen = payload.questionaries[String(sessionNumber)] ?? {};
      for (const objectiveId of objectives) {
        const questionaryId = chosen[objectiveId];
        if (!questionaryId) throw badRequest(errorTypes.validation, dynamicMentorshipMessages.questionaryRequired);
        items.push({
          sessionNumber,
          objectiveId,
          adviceId: objectiveId === BASE_OBJECTIVE ? null : objectiveId,
          questionaryId,
        });
      }
    }
    const expected = new Set(items.map((item) => `${item.sessionNumber}:${item.objectiveId}`));
    for (const [session, byObjective] of Object.entries(payload.questionaries)) {
      for (const objectiveId of Object.keys(byObjective)) {
        if (!expected.has(`${Number(session)}:${objectiveId}`)) {
          throw badRequest(errorTypes.validation, dynamicMentorshipMessages.unexpectedObjective);
        }
      }
    }
    const types = await repository.questionaryTypes([...new Set(items.map((item) => item.questionaryId))]);
    if (items.some((item) => types.get(item.questionaryId) !== 'MENTORSHIP_GUIDE')) {
      throw badRequest(
        dynamicMentorshipErrorTypes.invalidQuestionary,
        dynamicMentorshipErrorMessages[dynamicMentorshipErrorTypes.invalidQuestionary],
      );
    }
    return items;
  }

  return {
    async list(query: { page: number; limit: number }): Promise<DynamicMentorshipList> {
      const { rows, total } = await repository.list(pageWindow(query));
      const items = await repository.itemsOf(rows.map((row) => row.id));
      return pageOf(
        rows.map((row) =>
          toTemplate(
            row,
            items.filter((item) => item.dynamicMentorshipId === row.id),
          ),
        ),
        total,
        query,
      );
    },

    async detail(id: string): Promise<DynamicMentorshipDetail> {
      const row = await existing(id);
      const items = await repository.itemsOf([row.id]);
      return {
        ...toTemplate(row, items),
        items: items.map((item) => ({
          sessionNumber: item.sessionNumber,
          objectiveId: item.objectiveId,
          objectiveName: item.objectiveId === BASE_OBJECTIVE ? BASE_LABEL : (item.adviceName ?? item.objectiveId),
          questionaryId: item.questionaryId,
          questionaryName: item.questionaryName,
        })),
      };
    },

    async create(payload: ParsedDynamicMentorshipPayload): Promise<DynamicMentorship> {
      const items = await templateItems(payload);
      const row = await repository.insert(
        { name: payload.name, sessions: payload.sessions, isDynamic: payload.isDynamic },
        items,
      );
      return toTemplate(row, await repository.itemsOf([row.id]));
    },

    /**
     * The guide of a session for an objective. An objective the template has no guide for (a non-dynamic template,
     * or an advice created after the template) gets the base guide, so every pair has one.
     */
    async questionaryFor(id: string, sessionNumber: number, adviceId: string): Promise<{ questionaryId: string }> {
      const row = await existing(id);
      if (sessionNumber > row.sessions) throw templateNotFound();
      const questionaryId =
        (await repository.questionaryOf(row.id, sessionNumber, adviceId)) ??
        (await repository.questionaryOf(row.id, sessionNumber, BASE_OBJECTIVE));
      if (!questionaryId) throw templateNotFound();
      return { questionaryId };
    },
  };
}
export type DynamicMentorshipsService = ReturnType<typeof createDynamicMentorshipsService>;
