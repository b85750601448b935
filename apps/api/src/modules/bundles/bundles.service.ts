import {
  BUNDLE_AUTO_SEND_FROM_SLOT,
  bundleErrorMessages,
  bundleErrorTypes,
  bundleMessages,
  bundleSlotSubType,
  errorTypes,
  type Bundle,
  type BundleEntityType,
  type BundleList,
  type BundleUserRole,
  type ParsedBundlePayload,
  isResourceId,
} from '@enlaza/contract';
import { badRequest, notFound } from '../../plugins/errors';
import type { BundleItemValues, BundleRow, BundlesRepository } from './bundles.repository';
import { pageOf, pageWindow } from '../../db/pagination';

type ItemRow = Awaited<ReturnType<BundlesRepository['itemsOf']>>[number];

function toBundle(row: BundleRow, items: ItemRow[], withNames: boolean): Bundle {
  return {
    questionaryBundleId: row.id,
    name: row.name,
    entityType: row.entityType as BundleEntityType,
    createdAt: row.createdAt.toISOString(),
    sessions: Math.floor(items.length / 2),
    questionaries: items.map((item) => ({
      questionaryId: item.questionaryId,
      user_role: item.userRole as BundleUserRole,
      entitySubType: item.entitySubType,
      autoSend: item.autoSend,
      ...(withNames ? { name: item.name, type: item.type } : {}),
    })),
  };
}

/**
 * The slot rules of spec 002 §5.6 and §9: items come in pairs (one mentor and one student questionary per session or
 * measurement), each slot is sent as its own sub-type, and only MDI slots from the fifth on may be sent automatically.
 */
function slotItems(payload: ParsedBundlePayload): BundleItemValues[] {
  const items = payload.questionaries;
  if (items.length % 2 !== 0) throw badRequest(errorTypes.validation, bundleMessages.slotPair);
  return items.map((item, position) => {
    const slot = Math.floor(position / 2);
    const partner = items[position % 2 === 0 ? position + 1 : position - 1]!;
    if (item.user_role === partner.user_role) throw badRequest(errorTypes.validation, bundleMessages.slotPair);
    const entitySubType = bundleSlotSubType(payload.entityType, slot);
    if (item.entitySubType !== undefined && item.entitySubType !== entitySubType) {
      throw badRequest(errorTypes.validation, bundleMessages.subTypeMismatch);
    }
    if (item.autoSend && (payload.entityType !== 'MDI' || slot < BUNDLE_AUTO_SEND_FROM_SLOT)) {
      throw badRequest(errorTypes.validation, bundleMessages.autoSendNotAllowed);
    }
    return {
      position,
      questionaryId: item.questionaryId,
      userRole: item.user_role,
      entitySubType,
      autoSend: item.autoSend,
    };
  });
}

export function createBundlesService({ bundlesRepository: repository }: { bundlesRepository: BundlesRepository }) {
  const bundleNotFound = () => notFound(bundleErrorTypes.notFound, bundleErrorMessages[bundleErrorTypes.notFound]);
  const invalidQuestionary = () =>
    badRequest(bundleErrorTypes.invalidQuestionary, bundleErrorMessages[bundleErrorTypes.invalidQuestionary]);

  return {
    async list(query: { entityType: BundleEntityType; page: number; limit: number }): Promise<BundleList> {
      const { rows, total } = await repository.list({
        entityType: query.entityType,
        ...pageWindow(query),
      });
      const items = await repository.itemsOf(rows.map((row) => row.id));
      return pageOf(
        rows.map((row) =>
          toBundle(
            row,
            items.filter((item) => item.bundleId === row.id),
            false,
          ),
        ),
        total,
        query,
      );
    },

    async detail(id: string): Promise<Bundle> {
      const row = isResourceId(id) ? await repository.findById(id) : undefined;
      if (!row) throw bundleNotFound();
      return toBundle(row, await repository.itemsOf([row.id]), true);
    },

    async create(payload: ParsedBundlePayload): Promise<Bundle> {
      const items = slotItems(payload);
      // An MDI bundle takes MDI questionaries, a session-feedback bundle SESSION_FEEDBACK ones, each for its role.
      const found = await repository.questionariesByIds([...new Set(items.map((item) => item.questionaryId))]);
      for (const item of items) {
        const questionary = found.get(item.questionaryId);
        if (
          !questionary ||
          questionary.type !== payload.entityType ||
          (questionary.targetUserRole !== item.userRole && questionary.targetUserRole !== 'ANY')
        ) {
          throw invalidQuestionary();
        }
      }
      const row = await repository.insert({ name: payload.name, entityType: payload.entityType }, items);
      return toBundle(row, await repository.itemsOf([row.id]), true);
    },
  };
}
export type BundlesService = ReturnType<typeof createBundlesService>;
